import struct Foundation.IndexPath

extension CollectionView {
    /// The item shown at `indexPath` (`itemIdentifier(for:)`): the section's visible items,
    /// outline children of expanded items included, in the order shown; nil past the end.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
        snapshot.itemIdentifier(at: indexPath)
    }

    /// Where `item` is shown, or nil when no section shows it (a collapsed child, or absent).
    public func indexPath(for item: ItemIdentifier) -> IndexPath? {
        snapshot.indexPath(of: item)
    }
}
