#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A settings screen with two cell classes — an account cell subclass that styles itself
/// in `updateConfiguration(using:)`, and plain list cells with coloured icons — and section
/// headers from a supplementary registration.
class AccountCell: UICollectionViewListCell {
    var name = ""

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = UIListContentConfiguration.subtitleCell().updated(for: state)
        content.image = UIImage(systemName: "person.crop.circle.fill")
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 44)
        content.imageProperties.tintColor = .systemIndigo
        content.text = name
        content.textProperties.font = .preferredFont(forTextStyle: .title3)
        content.secondaryText = "Apple ID, iCloud+, Media & Purchases"
        content.secondaryTextProperties.font = .preferredFont(forTextStyle: .footnote)
        contentConfiguration = content
        accessories = [.disclosureIndicator()]
    }
}

class SettingsViewController: UIViewController {
    enum Section: Int, CaseIterable { case account, connectivity, general }
    enum Item: Hashable {
        case account(String)
        case setting(title: String, symbol: String, color: UIColor, value: String?)
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)

        let accountRegistration = UICollectionView.CellRegistration<AccountCell, String> { cell, _, name in
            cell.name = name
        }
        let settingRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            guard case .setting(let title, let symbol, let color, let value) = item else { return }
            var content = UIListContentConfiguration.valueCell()
            content.text = title
            content.secondaryText = value
            content.image = UIImage(systemName: symbol)
            content.imageProperties.tintColor = color
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { headerView, _, indexPath in
            var content = headerView.defaultContentConfiguration()
            switch Section(rawValue: indexPath.section)! {
            case .account: content.text = nil
            case .connectivity: content.text = "Connectivity"
            case .general: content.text = "General"
            }
            headerView.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            switch item {
            case .account(let name):
                return collectionView.dequeueConfiguredReusableCell(using: accountRegistration, for: indexPath, item: name)
            case .setting:
                return collectionView.dequeueConfiguredReusableCell(using: settingRegistration, for: indexPath, item: item)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems([.account("Grace Hopper")], toSection: .account)
        snapshot.appendItems(
            [
                .setting(title: "Airplane Mode", symbol: "airplane", color: .systemOrange, value: "Off"),
                .setting(title: "Wi-Fi", symbol: "wifi", color: .systemBlue, value: "Home"),
                .setting(title: "Bluetooth", symbol: "antenna.radiowaves.left.and.right", color: .systemBlue, value: "On")
            ], toSection: .connectivity)
        snapshot.appendItems(
            [
                .setting(title: "Notifications", symbol: "bell.badge", color: .systemRed, value: nil),
                .setting(title: "Focus", symbol: "moon", color: .systemIndigo, value: nil),
                .setting(title: "Screen Time", symbol: "hourglass", color: .systemPurple, value: nil)
            ], toSection: .general)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
