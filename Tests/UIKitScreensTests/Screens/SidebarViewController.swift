#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// An iPad-style sidebar: section headers as expandable header rows, then rows with
/// symbols; one row selected.
class SidebarViewController: UIViewController {
    enum SidebarSection: Int, CaseIterable { case library, collections }
    struct SidebarItem: Hashable {
        let title: String
        let image: UIImage?
        let isHeader: Bool
    }

    private var dataSource: UICollectionViewDiffableDataSource<SidebarSection, SidebarItem>!
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout { section, layoutEnvironment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
            configuration.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarItem> { cell, _, item in
            var content = UIListContentConfiguration.sidebarHeader()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarItem> { cell, _, item in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = item.title
            content.image = item.image
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<SidebarSection, SidebarItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            item.isHeader
                ? collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: item)
        }

        let library: [(String, String)] = [
            ("Recently Added", "clock"), ("Artists", "music.mic"),
            ("Albums", "rectangle.stack"), ("Songs", "music.note")
        ]
        let collections: [(String, String)] = [("Road Trip", "car"), ("Focus", "headphones"), ("Running", "figure.run")]
        for section in SidebarSection.allCases {
            let header = SidebarItem(title: section == .library ? "Library" : "Playlists", image: nil, isHeader: true)
            let rows = (section == .library ? library : collections).map {
                SidebarItem(title: $0.0, image: UIImage(systemName: $0.1), isHeader: false)
            }
            var snapshot = NSDiffableDataSourceSectionSnapshot<SidebarItem>()
            snapshot.append([header])
            snapshot.append(rows, to: header)
            snapshot.expand([header])
            dataSource.apply(snapshot, to: section, animatingDifferences: false)
        }
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    }
}
