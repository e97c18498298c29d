#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A Wi-Fi settings screen (Apple's "Settings: Wi-Fi" sample's shape): a switch in the
/// first section, and a section of networks that is only there while Wi-Fi is on.
class WiFiSettingsViewController: UIViewController {
    enum Section: Hashable { case config, networks }
    enum Item: Hashable {
        case wifiEnabled(Bool)
        case currentNetwork(String)
        case network(name: String, isSecure: Bool)
    }

    var wifiEnabled: Bool
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    var collectionView: UICollectionView!

    init(wifiEnabled: Bool) {
        self.wifiEnabled = wifiEnabled
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Wi-Fi"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
        updateUI()
    }

    private func configureDataSource() {
        let switchRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Bool> { cell, _, isOn in
            var content = cell.defaultContentConfiguration()
            content.text = "Wi-Fi"
            cell.contentConfiguration = content
            let enableWifiSwitch = UISwitch()
            enableWifiSwitch.isOn = isOn
            cell.accessories = [
                .customView(configuration: .init(customView: enableWifiSwitch, placement: .trailing(displayed: .always)))
            ]
        }
        let networkRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            switch item {
            case .currentNetwork(let name):
                content.text = name
                cell.accessories = [.checkmark(), .detail()]
            case .network(let name, let isSecure):
                content.text = name
                content.image = isSecure ? UIImage(systemName: "lock.fill") : nil
                content.imageProperties.tintColor = .label
                content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 13)
                cell.accessories = [.detail()]
            case .wifiEnabled:
                break
            }
            cell.contentConfiguration = content
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] headerView, _, indexPath in
            var content = headerView.defaultContentConfiguration()
            content.text = self?.dataSource.sectionIdentifier(for: indexPath.section) == .networks ? "Networks" : nil
            headerView.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            if case .wifiEnabled(let isOn) = item {
                return collectionView.dequeueConfiguredReusableCell(using: switchRegistration, for: indexPath, item: isOn)
            }
            return collectionView.dequeueConfiguredReusableCell(using: networkRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    private func updateUI() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.config])
        snapshot.appendItems([.wifiEnabled(wifiEnabled)], toSection: .config)
        if wifiEnabled {
            snapshot.appendItems([.currentNetwork("Home")], toSection: .config)
            snapshot.appendSections([.networks])
            snapshot.appendItems(
                [
                    .network(name: "Café Lumière", isSecure: false),
                    .network(name: "Neighbours 5G", isSecure: true),
                    .network(name: "Office", isSecure: true)
                ], toSection: .networks)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
