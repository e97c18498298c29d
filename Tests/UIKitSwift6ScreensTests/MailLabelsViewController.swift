#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A mail app's labels screen written as a Swift 6 iOS app writes it (strict concurrency,
/// UIKit's types on the main actor): a `@MainActor` controller, a cell subclass that
/// overrides `updateConfiguration(using:)`, and a selected row tinted in its label's colour
/// by a `@Sendable` colour transformer that captures its cell weakly.
struct MailLabel: Hashable, Sendable {
    let name: String
    let symbol: String
    let color: UIColor
    let unread: Int
}

final class MailLabelCell: UICollectionViewListCell {
    var label: MailLabel? {
        didSet { setNeedsUpdateConfiguration() }
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = label?.name
        content.secondaryText = label.map { $0.unread > 0 ? "\($0.unread)" : "" }
        content.prefersSideBySideTextAndSecondaryText = true
        content.image = label.map { UIImage(systemName: $0.symbol) } ?? nil
        content.imageProperties.tintColor = label?.color
        contentConfiguration = content

        var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
        if state.isSelected {
            // Transformers are `@Sendable`; the cell is `@MainActor` (so `Sendable`) and UIKit
            // resolves colours on the main actor while it draws the cell.
            background.backgroundColorTransformer = UIConfigurationColorTransformer { [weak self] color in
                MainActor.assumeIsolated { self?.label?.color.withAlphaComponent(0.18) } ?? color
            }
        }
        backgroundConfiguration = background
    }
}

@MainActor
final class MailLabelsViewController: UIViewController {
    enum Section: Sendable { case labels }

    static let labels = [
        MailLabel(name: "Inbox", symbol: "tray", color: .systemBlue, unread: 12),
        MailLabel(name: "Family", symbol: "house", color: .systemOrange, unread: 3),
        MailLabel(name: "Receipts", symbol: "doc.text", color: .systemGreen, unread: 0),
        MailLabel(name: "Travel", symbol: "airplane", color: .systemPurple, unread: 1),
        MailLabel(name: "Archive", symbol: "archivebox", color: .systemGray, unread: 0)
    ]

    private let selectedRow: Int
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, MailLabel>!

    init(selectedRow: Int) {
        self.selectedRow = selectedRow
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Labels"
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<MailLabelCell, MailLabel> { cell, _, label in
            cell.label = label
        }
        dataSource = UICollectionViewDiffableDataSource<Section, MailLabel>(collectionView: collectionView) {
            collectionView, indexPath, label in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: label)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, MailLabel>()
        snapshot.appendSections([.labels])
        snapshot.appendItems(Self.labels)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.selectItem(at: IndexPath(item: selectedRow, section: 0), animated: false, scrollPosition: [])
    }
}
