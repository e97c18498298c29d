#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A sidebar outline in a `UICollectionViewController` that is its list's delegate
/// (`shouldSelectItemAt` and `didSelectItemAt` overridden): a tapped folder opens or
/// closes and does not stay selected, a tapped note stays selected and names the screen, a
/// locked note cannot be selected.
class SelectingOutlineViewController: UICollectionViewController {
    enum Section { case main }

    struct Entry: Hashable {
        let title: String
        let symbol: String
        let children: [Entry]
        let isLocked: Bool
        init(_ title: String, symbol: String, children: [Entry] = [], isLocked: Bool = false) {
            self.title = title
            self.symbol = symbol
            self.children = children
            self.isLocked = isLocked
        }
    }

    let folders = [
        Entry(
            "Recipes", symbol: "folder",
            children: [
                Entry("Sourdough", symbol: "note.text"),
                Entry("Tomato soup", symbol: "note.text")
            ]),
        Entry(
            "Travel", symbol: "folder",
            children: [
                Entry("Packing list", symbol: "note.text"),
                Entry("Lisbon", symbol: "note.text"),
                Entry("Passports", symbol: "lock", isLocked: true)
            ])
    ]
    var dataSource: UICollectionViewDiffableDataSource<Section, Entry>!

    init() {
        super.init(
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        let folderRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> { cell, _, entry in
            var content = UIListContentConfiguration.sidebarHeader()
            content.text = entry.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let noteRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> { cell, _, entry in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = entry.title
            content.image = UIImage(systemName: entry.symbol)
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Entry>(collectionView: collectionView) {
            collectionView, indexPath, entry in
            entry.children.isEmpty
                ? collectionView.dequeueConfiguredReusableCell(using: noteRegistration, for: indexPath, item: entry)
                : collectionView.dequeueConfiguredReusableCell(using: folderRegistration, for: indexPath, item: entry)
        }
        var snapshot = NSDiffableDataSourceSectionSnapshot<Entry>()
        snapshot.append(folders)
        for folder in folders {
            snapshot.append(folder.children, to: folder)
        }
        snapshot.expand([folders[0]])
        dataSource.apply(snapshot, to: .main, animatingDifferences: false)
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        dataSource.itemIdentifier(for: indexPath)?.isLocked == false
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let entry = dataSource.itemIdentifier(for: indexPath) else { return }
        if entry.children.isEmpty {
            title = entry.title
            return
        }
        collectionView.deselectItem(at: indexPath, animated: true)
        var snapshot = dataSource.snapshot(for: .main)
        if snapshot.isExpanded(entry) {
            snapshot.collapse([entry])
        } else {
            snapshot.expand([entry])
        }
        dataSource.apply(snapshot, to: .main, animatingDifferences: true)
    }
}
