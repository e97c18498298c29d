#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A reminders list: plain list with a header, completion circles, subtitles with due
/// dates, a flag for flagged reminders, and completed reminders greyed out.
class RemindersViewController: UICollectionViewController {
    struct Reminder: Hashable {
        let title: String
        let dueDate: String?
        let isComplete: Bool
        let isFlagged: Bool
    }
    enum Section { case today }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Reminder>!

    init() {
        var listConfiguration = UICollectionLayoutListConfiguration(appearance: .plain)
        listConfiguration.headerMode = .supplementary
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: listConfiguration))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Reminder> { cell, _, reminder in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = reminder.title
            content.secondaryText = reminder.dueDate
            content.secondaryTextProperties.color = .secondaryLabel
            content.textProperties.color = reminder.isComplete ? .secondaryLabel : .label
            let symbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2)
            content.image = UIImage(
                systemName: reminder.isComplete ? "largecircle.fill.circle" : "circle",
                withConfiguration: symbolConfiguration)
            content.imageProperties.tintColor = reminder.isComplete ? .systemBlue : .tertiaryLabel
            cell.contentConfiguration = content
            var accessories: [UICellAccessory] = []
            if reminder.isFlagged {
                accessories.append(.label(text: "⚑", options: .init(tintColor: .systemOrange)))
            }
            accessories.append(.detail(displayed: .whenNotEditing))
            cell.accessories = accessories
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, _ in
            var content = header.defaultContentConfiguration()
            content.text = "Today"
            content.textProperties.font = .preferredFont(forTextStyle: .largeTitle)
            content.textProperties.color = .systemBlue
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Reminder>(collectionView: collectionView) {
            collectionView, indexPath, reminder in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: reminder)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Reminder>()
        snapshot.appendSections([.today])
        snapshot.appendItems([
            Reminder(title: "Call the dentist", dueDate: "Today, 09:00", isComplete: false, isFlagged: true),
            Reminder(title: "Water the plants", dueDate: nil, isComplete: false, isFlagged: false),
            Reminder(title: "Renew passport", dueDate: "Today, 17:30", isComplete: false, isFlagged: false),
            Reminder(title: "Return library books", dueDate: "Yesterday", isComplete: true, isFlagged: false)
        ])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
