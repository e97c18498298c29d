import CellModel

import struct Foundation.IndexPath

// The data source of a collection (`UICollectionViewDiffableDataSource`), as seed 004 uses
// it at 7:33: made with the collection and a cell provider that dequeues from
// registrations, so one list can show cells of several classes from several
// registrations; headers and footers from a supplementary view provider; snapshots
// applied whole or a section at a time.
//
// The data source is a front for its collection: the collection keeps the providers and
// the snapshot and runs them when it is laid out, as the one-registration shorthand
// (`CollectionView(layout:cellRegistration:)`) does, so there is one way a cell is made.

/// Supplies a collection's cells, headers and footers from snapshots of identifiers.
///
/// ```swift
/// let dataSource = DiffableDataSource<Section, Item>(collectionView: collectionView) {
///     collectionView, indexPath, item in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
/// }
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
public final class DiffableDataSource<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable> {
    /// Makes the cell for an item (`UICollectionViewDiffableDataSource.CellProvider`).
    public typealias CellProvider = (CollectionView<SectionIdentifier, ItemIdentifier>, IndexPath, ItemIdentifier) -> ListCell?
    /// Makes a header or footer: the collection, the element kind and the section's index
    /// path (`SupplementaryViewProvider`).
    public typealias SupplementaryViewProvider = (CollectionView<SectionIdentifier, ItemIdentifier>, String, IndexPath)
        -> SupplementaryView?

    /// The collection the data source supplies.
    public let collectionView: CollectionView<SectionIdentifier, ItemIdentifier>

    /// Makes the collection's headers and footers; nil: none (or the collection's header and
    /// footer registrations).
    public var supplementaryViewProvider: SupplementaryViewProvider? {
        get { collectionView.supplementaryViewProvider }
        set { collectionView.supplementaryViewProvider = newValue }
    }

    /// Becomes `collectionView`'s data source: its cells come from `cellProvider`.
    public init(collectionView: CollectionView<SectionIdentifier, ItemIdentifier>, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        collectionView.cellProvider = cellProvider
    }

    /// Shows `snapshot`. Pictures have no animation; `animatingDifferences` and `completion`
    /// are UIKit's (the completion is called at once).
    public func apply(
        _ snapshot: DataSourceSnapshot<SectionIdentifier, ItemIdentifier>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        collectionView.apply(snapshot)
        completion?()
    }

    /// Replaces the items of `section` with `sectionSnapshot` (its hierarchy and expansion),
    /// appending the section when the snapshot has none (`apply(_:to:animatingDifferences:)`).
    public func apply(
        _ sectionSnapshot: SectionSnapshot<ItemIdentifier>, to section: SectionIdentifier,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var snapshot = collectionView.snapshot
        snapshot.setSectionSnapshot(sectionSnapshot, for: section)
        collectionView.apply(snapshot)
        completion?()
    }

    /// The snapshot shown (`snapshot()`).
    public func snapshot() -> DataSourceSnapshot<SectionIdentifier, ItemIdentifier> {
        collectionView.snapshot
    }

    /// The items of `section` as shown, with their hierarchy (`snapshot(for:)`); empty for
    /// a section the snapshot does not have.
    public func snapshot(for section: SectionIdentifier) -> SectionSnapshot<ItemIdentifier> {
        collectionView.snapshot.sectionSnapshot(for: section) ?? SectionSnapshot()
    }

    /// The item shown at `indexPath`, or nil (`itemIdentifier(for:)`).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
        collectionView.itemIdentifier(for: indexPath)
    }

    /// Where `itemIdentifier` is shown, or nil when it is not visible (`indexPath(for:)`).
    public func indexPath(for itemIdentifier: ItemIdentifier) -> IndexPath? {
        collectionView.indexPath(for: itemIdentifier)
    }

    /// The section shown at `index`, or nil (`sectionIdentifier(for:)`).
    public func sectionIdentifier(for index: Int) -> SectionIdentifier? {
        let sections = collectionView.snapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The index of `identifier`'s section, or nil (`index(for:)`).
    public func index(for sectionIdentifier: SectionIdentifier) -> Int? {
        collectionView.snapshot.sectionIdentifiers.firstIndex(of: sectionIdentifier)
    }

    /// Which items can move (`reorderingHandlers`).
    public var reorderingHandlers: CollectionView<SectionIdentifier, ItemIdentifier>.ReorderingHandlers {
        get { collectionView.reorderingHandlers }
        set { collectionView.reorderingHandlers = newValue }
    }

    /// What expanding and collapsing outline items does (`sectionSnapshotHandlers`).
    public var sectionSnapshotHandlers: CollectionView<SectionIdentifier, ItemIdentifier>.SectionSnapshotHandlers {
        get { collectionView.sectionSnapshotHandlers }
        set { collectionView.sectionSnapshotHandlers = newValue }
    }
}
