#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A mailbox with swipe actions from both edges: the configuration providers return
/// UIKit's `UISwipeActionsConfiguration`s of `UIContextualAction`s (a picture at rest shows
/// none revealed, as the screen does until a finger moves).
class SwipeActionsViewController: UIViewController {
    enum Section { case inbox }
    struct Message: Hashable {
        let sender: String
        let subject: String
        let isUnread: Bool
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Message>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let message = self?.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let read = UIContextualAction(style: .normal, title: message.isUnread ? "Read" : "Unread") { _, _, completion in
                completion(true)
            }
            read.image = UIImage(systemName: message.isUnread ? "envelope.open" : "envelope")
            read.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [read])
        }
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                completion(true)
            }
            delete.image = UIImage(systemName: "trash")
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
                completion(true)
            }
            flag.backgroundColor = .systemOrange
            let swipeConfiguration = UISwipeActionsConfiguration(actions: [delete, flag])
            swipeConfiguration.performsFirstActionWithFullSwipe = false
            return swipeConfiguration
        }
        collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Message> { cell, _, message in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = message.sender
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            content.secondaryText = message.subject
            content.secondaryTextProperties.color = .secondaryLabel
            content.image = message.isUnread ? UIImage(systemName: "circle.fill") : UIImage(systemName: "circle")
            content.imageProperties.tintColor = message.isUnread ? .systemBlue : .clear
            content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 10)
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Message>(collectionView: collectionView) {
            collectionView, indexPath, message in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Message>()
        snapshot.appendSections([.inbox])
        snapshot.appendItems([
            Message(sender: "Katherine Johnson", subject: "Trajectory figures for Tuesday", isUnread: true),
            Message(sender: "Dorothy Vaughan", subject: "FORTRAN study group", isUnread: true),
            Message(sender: "Mary Jackson", subject: "Wind tunnel booking confirmed", isUnread: false)
        ])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
