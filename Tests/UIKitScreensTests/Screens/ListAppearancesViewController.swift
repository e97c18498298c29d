#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A list in each appearance, the shape of Apple's "Implementing Modern Collection Views"
/// list samples: one cell registration, a diffable data source, and outline headers.
class ListAppearancesViewController: UIViewController {
    enum Section: Int, CaseIterable { case tools, materials }
    struct Item: Hashable {
        let title: String
        let symbol: String?
        let isHeader: Bool
    }

    let appearance: UICollectionLayoutListConfiguration.Appearance
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>! = nil
    var collectionView: UICollectionView! = nil

    init(appearance: UICollectionLayoutListConfiguration.Appearance) {
        self.appearance = appearance
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "List Appearances"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        var config = UICollectionLayoutListConfiguration(appearance: appearance)
        config.headerMode = .firstItemInSection
        return UICollectionViewCompositionalLayout.list(using: config)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            if let symbol = item.symbol {
                content.image = UIImage(systemName: symbol)
            }
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, item: Item) -> UICollectionViewCell? in
            if indexPath.item == 0 {
                return collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
            } else {
                return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
            }
        }
        let tools = ["hammer", "wrench", "paintbrush", "scissors"]
        let materials = ["leaf", "drop", "flame"]
        for section in Section.allCases {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
            let header = Item(title: section == .tools ? "Tools" : "Materials", symbol: nil, isHeader: true)
            sectionSnapshot.append([header])
            let names = section == .tools ? tools : materials
            sectionSnapshot.append(names.map { Item(title: $0.capitalized, symbol: $0, isHeader: false) }, to: header)
            sectionSnapshot.expand([header])
            dataSource.apply(sectionSnapshot, to: section, animatingDifferences: false)
        }
    }
}
