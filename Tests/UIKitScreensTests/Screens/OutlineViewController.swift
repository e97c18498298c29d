#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// An outline in a sidebar with header rows (Apple's "Outline" sample's shape): container
/// items get a header configuration and an outline disclosure; leaves a plain cell.
class OutlineViewController: UIViewController {
    enum Section { case main }

    struct OutlineItem: Hashable {
        let title: String
        let symbol: String?
        let subitems: [OutlineItem]
        init(title: String, symbol: String? = nil, subitems: [OutlineItem] = []) {
            self.title = title
            self.symbol = symbol
            self.subitems = subitems
        }
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, OutlineItem>! = nil
    var outlineCollectionView: UICollectionView! = nil

    let menuItems: [OutlineItem] = [
        OutlineItem(
            title: "Compositional Layout",
            subitems: [
                OutlineItem(
                    title: "Getting Started",
                    subitems: [
                        OutlineItem(title: "Grid", symbol: "square.grid.2x2"),
                        OutlineItem(title: "Inset Items Grid", symbol: "square.grid.3x3"),
                        OutlineItem(title: "Two-Column Grid", symbol: "rectangle.split.2x1")
                    ]),
                OutlineItem(
                    title: "Advanced Layouts",
                    subitems: [
                        OutlineItem(title: "Section Headers/Footers", symbol: "text.alignleft")
                    ])
            ]),
        OutlineItem(
            title: "Diffable Data Source",
            subitems: [
                OutlineItem(title: "Mountains Search", symbol: "magnifyingglass"),
                OutlineItem(title: "Settings: Wi-Fi", symbol: "wifi")
            ]),
        OutlineItem(
            title: "Lists",
            subitems: [
                OutlineItem(title: "Simple List", symbol: "list.bullet"),
                OutlineItem(title: "Reorderable List", symbol: "arrow.up.arrow.down")
            ])
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Modern Collection Views"
        configureCollectionView()
        configureDataSource()
    }

    private func configureCollectionView() {
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: generateLayout())
        view.addSubview(collectionView)
        collectionView.autoresizingMask = [.flexibleHeight, .flexibleWidth]
        self.outlineCollectionView = collectionView
    }

    private func generateLayout() -> UICollectionViewLayout {
        let listConfiguration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        return UICollectionViewCompositionalLayout.list(using: listConfiguration)
    }

    private func configureDataSource() {
        let containerCellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineItem> {
            cell, indexPath, menuItem in
            var contentConfiguration = cell.defaultContentConfiguration()
            contentConfiguration.text = menuItem.title
            contentConfiguration.textProperties.font = .preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = contentConfiguration

            let disclosureOptions = UICellAccessory.OutlineDisclosureOptions(style: .header)
            cell.accessories = [.outlineDisclosure(options: disclosureOptions)]
            cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
        }
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineItem> {
            cell, indexPath, menuItem in
            var contentConfiguration = cell.defaultContentConfiguration()
            contentConfiguration.text = menuItem.title
            contentConfiguration.image = menuItem.symbol.flatMap { UIImage(systemName: $0) }
            cell.contentConfiguration = contentConfiguration
            cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
        }
        dataSource = UICollectionViewDiffableDataSource<Section, OutlineItem>(collectionView: outlineCollectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, item: OutlineItem) -> UICollectionViewCell? in
            if item.subitems.isEmpty {
                return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
            } else {
                return collectionView.dequeueConfiguredReusableCell(using: containerCellRegistration, for: indexPath, item: item)
            }
        }
        let snapshot = initialSnapshot()
        self.dataSource.apply(snapshot, to: .main, animatingDifferences: false)
    }

    private func initialSnapshot() -> NSDiffableDataSourceSectionSnapshot<OutlineItem> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<OutlineItem>()
        func addItems(_ menuItems: [OutlineItem], to parent: OutlineItem?) {
            snapshot.append(menuItems, to: parent)
            for menuItem in menuItems where !menuItem.subitems.isEmpty {
                addItems(menuItem.subitems, to: menuItem)
            }
        }
        addItems(menuItems, to: nil)
        snapshot.expand([menuItems[0], menuItems[0].subitems[0], menuItems[2]])
        return snapshot
    }
}
