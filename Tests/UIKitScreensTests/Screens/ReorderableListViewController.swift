#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A list in editing mode with reorder controls (Apple's "Reorderable List" sample's shape).
class ReorderableListViewController: UIViewController {
    enum Section: Hashable { case main }
    struct Task: Hashable {
        let title: String
        let isDone: Bool
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Task>!
    var collectionView: UICollectionView!
    /// The order the user left the tasks in (Apple's sample keeps its backing store so).
    var savedOrder: [Task] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Reorderable List"
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(collectionView)
        collectionView.isEditing = true

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Task> { cell, _, task in
            var content = cell.defaultContentConfiguration()
            content.text = task.title
            content.image = UIImage(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
            content.imageProperties.tintColor = task.isDone ? .systemGreen : .tertiaryLabel
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .always)]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Task>(collectionView: collectionView) {
            collectionView, indexPath, task in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: task)
        }
        dataSource.reorderingHandlers.canReorderItem = { task in !task.isDone }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.savedOrder = transaction.finalSnapshot.itemIdentifiers
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Task>()
        snapshot.appendSections([.main])
        snapshot.appendItems([
            Task(title: "Pack the tent", isDone: true),
            Task(title: "Buy gas canisters", isDone: false),
            Task(title: "Check the weather", isDone: false),
            Task(title: "Print the map", isDone: false)
        ])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
