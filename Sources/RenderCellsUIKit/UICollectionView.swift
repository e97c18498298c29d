import Foundation

/// A collection view (`UICollectionView`): a layout, and the cells its data source
/// supplies. Headless: it has no size of its own, the snapshot gives it one.
///
/// Its cells come from a ``UICollectionViewDiffableDataSource`` made with it, which owns
/// the RenderCells `CollectionView` that configures, lays out and draws them; what is
/// set here (editing, selection, traits, tint) is handed to that collection when it draws.
open class UICollectionView: UIView {
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { hosted?.collectionLayout = collectionViewLayout.collectionLayout }
    }
    open var isEditing = false
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// How far the content is scrolled (`contentOffset`); only the vertical offset is drawn.
    open var contentOffset: CGPoint = .zero
    /// Kept as a value: nothing is tapped in a picture (`delegate`).
    open weak var delegate: (any UICollectionViewDelegate)?
    /// The data source (`dataSource`): a diffable data source made with the view sets
    /// itself; the items drawn are that diffable data source's.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// Kept as a value (`UICollectionView.ContentInsetAdjustmentBehavior`).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// The selected index paths, in the order they were selected.
    public private(set) var indexPathsForSelectedItems: [IndexPath]? = []

    /// The collection made by the data source.
    package private(set) var hosted: (any HostedCollection)?
    /// The first call UIKit would have raised an exception for (a dequeue outside the cell
    /// provider, an edit of a section snapshot naming an item it does not hold), naming the
    /// call and the item, or why the view cannot be drawn as UIKit draws it (a placeholder
    /// layout); the next picture of the view fails with it (`takeMisuse()`).
    package internal(set) var misuse: String?
    /// The cell classes registered by reuse identifier (`register(_:forCellWithReuseIdentifier:)`).
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    /// The headers and footers made by supplementary registrations, by the cell handed
    /// to the app, until the data source's provider returns that cell.
    var supplementaryViews: [ObjectIdentifier: SupplementaryView] = [:]

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes `hosted` the collection this view shows (the data source's).
    func host(_ collection: any HostedCollection) {
        hosted?.traitEnvironment.removeFromParent()
        collection.collectionLayout = collectionViewLayout.collectionLayout
        traitEnvironment.addChild(collection.traitEnvironment)
        hosted = collection
    }

    /// A cell of `registration`'s class configured for the item at `indexPath`
    /// (`dequeueConfiguredReusableCell(using:for:item:)`): call it from the data source's
    /// cell provider.
    /// Outside the provider's call for `indexPath` (UIKit raises an exception there) the
    /// call is kept as `misuse` for the next picture to report, and the cell comes back
    /// unconfigured, so the app carries on and the process survives.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>,
        for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let cell = Cell()
        guard let hosted, hosted.canDequeueCell(for: indexPath) else {
            let itemText = item.map { String(describing: $0) } ?? "nil"
            report(
                misuse: "dequeueConfiguredReusableCell(using:for:item:) for item \(itemText) at \(indexPath.description) "
                    + (hosted == nil
                        ? "before a data source was made with the collection view"
                        : "outside the data source's cell provider's call for that index path"))
            cell.traitCollection = traitCollection
            return cell
        }
        // The collection gives the cell's model the list's appearance and the state it
        // knows for the item, as it does a cell of its own registration's.
        hosted.adopt(cell.model, at: indexPath)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A header or footer configured by `registration` for the section of `indexPath`
    /// (`dequeueConfiguredReusableSupplementary(using:for:)`): call it from the data
    /// source's supplementary view provider. Before a data source was made with the view
    /// (UIKit raises an exception there) the call is kept as `misuse` for the next picture
    /// to report, and the view comes back unconfigured.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        var made: Supplementary?
        let view = hosted?.dequeueConfiguredReusableSupplementary(
            using: registration.registration { made = $0 },
            for: indexPath)
        // The list runs the registration's handler for every view it hands back, reported
        // or not, so only a missing data source leaves nothing made.
        guard let view, let made else {
            report(
                misuse: "dequeueConfiguredReusableSupplementary(using:for:) at \(indexPath.description) "
                    + "before a data source was made with the collection view")
            let standIn = Supplementary()
            standIn.traitCollection = traitCollection
            return standIn
        }
        supplementaryViews[ObjectIdentifier(made)] = view
        return made
    }

    /// The header or footer made for `cell` by ``dequeueConfiguredReusableSupplementary(using:for:)``.
    func takeSupplementaryView(madeFor cell: UICollectionReusableView) -> SupplementaryView? {
        supplementaryViews.removeValue(forKey: ObjectIdentifier(cell))
    }

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            indexPathsForSelectedItems = []
            return
        }
        var selected = allowsMultipleSelection ? indexPathsForSelectedItems ?? [] : []
        if !selected.contains(indexPath) { selected.append(indexPath) }
        indexPathsForSelectedItems = selected
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        indexPathsForSelectedItems?.removeAll { $0 == indexPath }
    }

    // MARK: Reloading

    /// Nothing to bring up to date: every pass (a picture, ``layoutIfNeeded()``) asks the data
    /// source for every cell again, so what a reload asks of iOS happens anyway
    /// (`reloadData()`, for screens whose providers read the app's model).
    open func reloadData() {}

    /// As ``reloadData()``: the next pass configures the sections' cells again (`reloadSections(_:)`).
    open func reloadSections(_ sections: IndexSet) {}

    /// As ``reloadData()``: the next pass configures the items' cells again (`reloadItems(at:)`).
    open func reloadItems(at indexPaths: [IndexPath]) {}

    /// As ``reloadData()``: the next pass configures the items' cells again (`reconfigureItems(at:)`).
    open func reconfigureItems(at indexPaths: [IndexPath]) {}

    /// Runs `updates`, then `completion` with `true`: a picture has no animation to wait for
    /// (`performBatchUpdates(_:completion:)`).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// The cells the data source made in the last pass, by index path (`cellForItem(at:)`).
    var shownCells = ShownCells<UICollectionViewCell>()

    /// The item's cell as the view last drew it, or nil (`cellForItem(at:)`).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        shownCells[indexPath]
    }

    /// Where `cell` was last drawn (`indexPath(for:)`).
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        shownCells.indexPath(of: cell)
    }

    /// The cells the view last drew (`visibleCells`), in item order.
    public var visibleCells: [UICollectionViewCell] {
        shownCells.inOrder
    }

    /// The hosted collection with this view's state handed over, ready to draw.
    package func preparedCollection() -> (any HostedCollection)? {
        guard let hosted else { return nil }
        if collectionViewLayout.isPlaceholder {
            report(
                misuse: "the collection view's layout is UICollectionViewLayout(), which lays out no cells (iOS shows "
                    + "the view empty): set collectionViewLayout to a UICollectionViewCompositionalLayout before the snapshot")
        }
        shownCells = ShownCells()
        hosted.isEditing = isEditing
        hosted.contentOffset = contentOffset.y
        hosted.tintColor = traitEnvironment.effectiveTintColor
        hosted.selectItems(at: indexPathsForSelectedItems ?? [])
        return hosted
    }

    /// Configures every cell, header and footer and lays them out at the view's width (390
    /// points when it has none), as the first layout pass on screen does: the data source's
    /// providers and the registrations' handlers run now.
    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        guard let collection = preparedCollection() else { return }
        _ = try? collection.displayList(
            width: frame.width > 0 ? Double(frame.width) : 390,
            scale: traitCollection.displayScale > 0 ? traitCollection.displayScale : 3,
            height: nil)
    }

    /// The index path of the cell at `point`, in the view's content (points from the top of
    /// the list's content), or nil where no cell is, such as a header or the space between
    /// sections (`indexPathForItem(at:)`). The cells are configured and laid out at the
    /// view's width first, as ``layoutIfNeeded()`` does.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard let layout = laidOutList() else { return nil }
        let p = Point(x: Double(point.x), y: Double(point.y))
        return layout.sections.lazy.flatMap(\.items).first { $0.frame.contains(p) }?.indexPath
    }

    /// The list laid out at the view's width (390 points when it has none) as drawing it
    /// would, its providers and handlers run; nil without a data source or when it cannot be.
    private func laidOutList() -> ListLayout? {
        guard let collection = preparedCollection() else { return nil }
        let scale = [1.0, 2.0, 3.0].contains(traitCollection.displayScale) ? traitCollection.displayScale : 3
        return try? collection.checkedLayout(
            width: frame.width > 0 ? Double(frame.width) : 390, scale: scale,
            height: nil)
    }

    /// `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The element kind of section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
