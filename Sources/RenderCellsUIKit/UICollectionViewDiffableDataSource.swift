import Foundation

/// A data source for a ``UICollectionView`` (`UICollectionViewDiffableDataSource`): made
/// with the view and a cell provider, it becomes the view's data source. It is UIKit's
/// shape over RenderCells' `DiffableDataSource`, which does the work.
@MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    UICollectionViewDataSource
{
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias SectionSnapshotHandlers = CollectionView<SectionIdentifierType, ItemIdentifierType>.SectionSnapshotHandlers

    /// RenderCells' data source behind this one.
    package let dataSource: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        dataSource = Self.makeDataSource(for: collectionView) { collectionView, indexPath, item in
            cellProvider(collectionView, indexPath, item).map { (model: $0.model, cell: $0) }
        }
        collectionView.host(dataSource.collectionView)
        collectionView.dataSource = self
        hostView = collectionView
    }

    /// A data source whose provider returns model cells it placed itself: a table view's
    /// rows (`UITableViewCell`), which are not collection view cells.
    package init(
        collectionView: UICollectionView,
        modelCellProvider: @escaping (UICollectionView, IndexPath, ItemIdentifierType) -> ListCell?
    ) {
        dataSource = Self.makeDataSource(for: collectionView) { collectionView, indexPath, item in
            modelCellProvider(collectionView, indexPath, item).map { (model: $0, cell: nil) }
        }
        collectionView.host(dataSource.collectionView)
        collectionView.dataSource = self
        hostView = collectionView
    }

    /// RenderCells' data source over a new collection with `collectionView`'s layout, its
    /// cells from `provider`: a model cell to draw and the collection view cell it stands for.
    private static func makeDataSource(
        for collectionView: UICollectionView,
        provider: @escaping (UICollectionView, IndexPath, ItemIdentifierType) -> (model: ListCell, cell: UICollectionViewCell?)?
    ) -> DiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
        let collection = CollectionView<SectionIdentifierType, ItemIdentifierType>(
            layout: collectionView.collectionViewLayout.collectionLayout)
        // Weak: the view keeps the collection, which keeps this provider.
        return DiffableDataSource(collectionView: collection) { [weak collectionView] collection, indexPath, item in
            guard let collectionView else { return nil }
            // UIKit raises when the provider returns nil or a cell not dequeued for this
            // index path (one it made, or one dequeued for another path, which came back
            // unconfigured). Here the call is kept as the view's misuse, a cell stands in
            // so the pass ends, and the picture fails naming the call.
            guard let (model, cell) = provider(collectionView, indexPath, item) else {
                collectionView.report(
                    misuse: "UICollectionViewDiffableDataSource: the cell provider returned nil for "
                        + "item \(item) at \(indexPath.description)")
                let standIn = UICollectionViewCell()
                standIn.traitCollection = collectionView.traitCollection
                collection.adopt(standIn.model, at: indexPath)
                return standIn.model
            }
            if model.dequeuedAt != indexPath {
                collectionView.report(
                    misuse: "UICollectionViewDiffableDataSource: the cell provider returned a cell for "
                        + "item \(item) at \(indexPath.description) that was not dequeued for it "
                        + "(dequeueConfiguredReusableCell(using:for:item:))")
                collection.adopt(model, at: indexPath)
            }
            if let cell {
                // The view keeps the cell (and with it the model's link back to it) while
                // the list draws the model.
                collectionView.shownCells[indexPath] = cell
                collectionView.delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
            }
            return model
        }
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        dataSource.snapshot().numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { dataSource.snapshot().itemIdentifiers(inSection: $0).count } ?? 0
    }

    /// The cell the provider makes for the item, as the view's pass makes it; outside a
    /// pass (a cell is made only while the view configures its cells) the call is kept as the
    /// view's misuse, which fails the next picture, and a blank cell stands in.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.cellForItem(at: indexPath) else {
            return collectionView.standIn(
                reporting: "collectionView(_:cellForItemAt:): no cell drawn at "
                    + "\(indexPath.description) yet: call layoutIfNeeded() first")
        }
        return cell
    }

    private weak var hostView: UICollectionView?

    /// Makes the view's headers and footers (`supplementaryViewProvider`).
    public var supplementaryViewProvider: SupplementaryViewProvider? {
        didSet {
            guard let provider = supplementaryViewProvider else {
                dataSource.supplementaryViewProvider = nil
                return
            }
            dataSource.supplementaryViewProvider = { [weak hostView] _, kind, indexPath in
                guard let hostView, let standIn = provider(hostView, kind, indexPath) else { return nil }
                // UIKit raises for a view not dequeued for this element: kept as the view's
                // misuse, the section drawn without it, and the picture fails naming the call.
                guard let view = hostView.takeSupplementaryView(madeFor: standIn) else {
                    hostView.report(
                        misuse: "supplementaryViewProvider: the view returned for \(kind) at "
                            + "\(indexPath.description) was not made by dequeueConfiguredReusableSupplementary(using:for:)")
                    return nil
                }
                return view
            }
        }
    }

    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// A snapshot carrying a refused edit (an item it does not hold, named in `insert(_:after:)`
    /// or `insert(_:before:)`) makes the collection view's next picture fail with that call.
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        // The list underneath reports the refused edit when the snapshot reaches it.
        dataSource.apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// `applySnapshotUsingReloadData(_:)`: the same as applying without animation.
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        dataSource.apply(snapshot, animatingDifferences: false, completion: completion)
    }

    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        dataSource.snapshot()
    }

    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        dataSource.snapshot(for: section)
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        dataSource.itemIdentifier(for: indexPath)
    }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        dataSource.indexPath(for: itemIdentifier)
    }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        dataSource.sectionIdentifier(for: index)
    }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        dataSource.index(for: sectionIdentifier)
    }

    /// The handlers as set; `canReorderItem` reaches RenderCells' list, which draws it.
    public var reorderingHandlers = ReorderingHandlers() {
        didSet { dataSource.reorderingHandlers.canReorderItem = reorderingHandlers.canReorderItem }
    }

    public var sectionSnapshotHandlers: SectionSnapshotHandlers {
        get { dataSource.sectionSnapshotHandlers }
        set { dataSource.sectionSnapshotHandlers = newValue }
    }
}
