#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// Apple's "Custom Cell List" cell ("Implementing Modern Collection Views"): a
/// `UIListContentView` beside a `UIImageView` and a `UILabel` in the cell's content view,
/// set up in `updateConfiguration(using:)`. Laid out here by frames in `layoutSubviews()`
/// (the sample pins them with Auto Layout), and sized by overriding
/// `systemLayoutSizeFitting`, as a frame-based self-sizing cell is on iOS.
/// Internal so the Auto Layout version of the sample (AutoLayoutCustomCellListViewController) shares it.
struct CustomCellListItem: Hashable {
    enum Category: String {
        case music = "Music"
        case travel = "Travel"
        case books = "Books"
        case favourites = "Favourites"
    }
    let title: String
    let image: UIImage?
    let category: Category

    var categoryIcon: UIImage? {
        switch category {
        case .music: return UIImage(systemName: "music.note")
        case .travel: return UIImage(systemName: "airplane")
        case .books: return UIImage(systemName: "book")
        case .favourites: return UIImage(systemName: "star.fill")
        }
    }
}

extension UIConfigurationStateCustomKey {
    fileprivate static let item = UIConfigurationStateCustomKey("com.example.custom-cell-list.item")
}

private typealias Item = CustomCellListItem

extension UICellConfigurationState {
    var customCellListItem: CustomCellListItem? {
        get { return self[.item] as? CustomCellListItem }
        set { self[.item] = newValue }
    }
}

private typealias ItemListCell = CustomCellListItemCell

class CustomCellListItemCell: UICollectionViewListCell {
    private var item: CustomCellListItem?

    func updateWithItem(_ newItem: CustomCellListItem) {
        guard item != newItem else { return }
        item = newItem
        setNeedsUpdateConfiguration()
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.customCellListItem = self.item
        return state
    }
}

private class CustomListCell: ItemListCell {
    private func defaultListContentConfiguration() -> UIListContentConfiguration { return .subtitleCell() }
    private lazy var listContentView = UIListContentView(configuration: defaultListContentConfiguration())

    private let categoryIconView = UIImageView()
    private let categoryLabel = UILabel()
    private var viewsAreSetUp = false

    private func setupViewsIfNeeded() {
        guard !viewsAreSetUp else { return }
        viewsAreSetUp = true
        contentView.addSubview(listContentView)
        contentView.addSubview(categoryIconView)
        contentView.addSubview(categoryLabel)
        categoryIconView.contentMode = .center
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        setupViewsIfNeeded()

        var content = defaultListContentConfiguration().updated(for: state)
        content.imageProperties.preferredSymbolConfiguration = .init(font: content.textProperties.font, scale: .large)
        content.image = state.customCellListItem?.image
        content.text = state.customCellListItem?.title
        content.axesPreservingSuperviewLayoutMargins = []
        listContentView.configuration = content

        let valueConfiguration = UIListContentConfiguration.valueCell().updated(for: state)
        categoryIconView.image = state.customCellListItem?.categoryIcon
        categoryIconView.tintColor =
            state.customCellListItem?.category == .favourites
            ? .systemYellow : valueConfiguration.imageProperties.resolvedTintColor(for: tintColor)
        categoryIconView.preferredSymbolConfiguration = .init(
            font: valueConfiguration.secondaryTextProperties.font, scale: .small)

        categoryLabel.text = state.customCellListItem?.category.rawValue
        categoryLabel.textColor = .secondaryLabel
        categoryLabel.font = valueConfiguration.secondaryTextProperties.font
        categoryLabel.adjustsFontForContentSizeCategory = true
        contentView.setNeedsLayout()
    }

    /// The category label and icon at the trailing margin, the list content in the rest.
    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        let margins = contentView.directionalLayoutMargins
        let rtl = contentView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let labelSize = categoryLabel.intrinsicContentSize
        let iconSize = categoryIconView.intrinsicContentSize
        var trailing = bounds.width - margins.trailing
        let labelFrame = CGRect(
            x: trailing - labelSize.width, y: (bounds.height - labelSize.height) / 2,
            width: labelSize.width, height: labelSize.height)
        trailing = labelFrame.minX - 4
        let iconFrame = CGRect(
            x: trailing - iconSize.width, y: (bounds.height - iconSize.height) / 2,
            width: iconSize.width, height: iconSize.height)
        let contentFrame = CGRect(x: 0, y: 0, width: max(0, iconFrame.minX - 8), height: bounds.height)
        categoryLabel.frame = rtl ? mirrored(labelFrame, in: bounds) : labelFrame
        categoryIconView.frame = rtl ? mirrored(iconFrame, in: bounds) : iconFrame
        listContentView.frame = rtl ? mirrored(contentFrame, in: bounds) : contentFrame
    }

    private func mirrored(_ frame: CGRect, in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// The list content's height for the width it is given, as its constraints make it.
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConfigurationIfNeeded()
        let trailingWidth =
            categoryLabel.intrinsicContentSize.width + 4 + categoryIconView.intrinsicContentSize.width + 8
            + contentView.directionalLayoutMargins.trailing
        let height = listContentView.sizeThatFits(
            CGSize(width: targetSize.width - trailingWidth, height: .greatestFiniteMagnitude)
        ).height
        return CGSize(width: targetSize.width, height: height)
    }
}

class CustomCellListViewController: UIViewController {
    enum Section { case main }
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "List with Custom Cells"
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<CustomListCell, Item> { cell, _, item in
            cell.updateWithItem(item)
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems([
            Item(title: "Morning Playlist", image: UIImage(systemName: "music.note"), category: .music),
            Item(title: "Flight to Lisbon", image: UIImage(systemName: "airplane"), category: .travel),
            Item(title: "The Left Hand of Darkness", image: UIImage(systemName: "book"), category: .books),
            Item(title: "Saved for later", image: UIImage(systemName: "heart.fill"), category: .favourites)
        ])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
