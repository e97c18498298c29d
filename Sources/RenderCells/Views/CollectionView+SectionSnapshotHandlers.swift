import CellModel

extension CollectionView {
    /// What the data source decides when the user expands or collapses an outline item
    /// (`UICollectionViewDiffableDataSource.SectionSnapshotHandlers`).
    ///
    /// A picture shows the section snapshot as applied; these decide what
    /// ``toggleExpansion(of:)`` (a tap on the item's outline disclosure) does to it, so a
    /// test can picture the list after the tap.
    public struct SectionSnapshotHandlers {
        /// Whether a collapsed item may expand; nil: yes.
        public var shouldExpandItem: ((ItemIdentifier) -> Bool)?
        /// Called just before an item expands.
        public var willExpandItem: ((ItemIdentifier) -> Void)?
        /// Whether an expanded item may collapse; nil: yes.
        public var shouldCollapseItem: ((ItemIdentifier) -> Bool)?
        /// Called just before an item collapses.
        public var willCollapseItem: ((ItemIdentifier) -> Void)?
        /// The children of an item as it expands, for outlines loaded lazily: given the
        /// item and a snapshot of its current children (at level 0), returns the children
        /// to show (`snapshotForExpandingParent`); nil keeps the current ones.
        public var snapshotForExpandingParent:
            ((ItemIdentifier, SectionSnapshot<ItemIdentifier>) -> SectionSnapshot<ItemIdentifier>)?

        public init() {}
    }

    /// What a tap on `item`'s outline disclosure does: collapses an expanded item or expands
    /// a collapsed one, when ``sectionSnapshotHandlers`` allow it, calling their `will`
    /// handlers first. Returns whether the snapshot changed (false for an item not shown,
    /// without children, or refused).
    @discardableResult
    public func toggleExpansion(of item: ItemIdentifier) -> Bool {
        guard
            let sectionID = snapshot.sectionIdentifiers.first(where: {
                snapshot.sectionSnapshot(for: $0)?.contains(item) == true
            }), var section = snapshot.sectionSnapshot(for: sectionID)
        else { return false }
        let handlers = sectionSnapshotHandlers
        if section.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            section.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                section.replace(childrenOf: item, using: provide(item, section.snapshot(of: item)))
            }
            guard section.hasChildren(item) else { return false }
            section.expand([item])
        }
        var updated = snapshot
        updated.setSectionSnapshot(section, for: sectionID)
        apply(updated)
        return true
    }
}
