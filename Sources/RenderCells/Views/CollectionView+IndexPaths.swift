import struct Foundation.IndexPath

extension CollectionView {
    /// The item shown at `indexPath` (`itemIdentifier(for:)`): the section's visible items,
    /// outline children of expanded items included, in the order shown; nil past the end.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
        let sections = snapshot.sectionIdentifiers
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let items = snapshot.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// Where `item` is shown, or nil when no section shows it (a collapsed child, or absent).
    public func indexPath(for item: ItemIdentifier) -> IndexPath? {
        for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
            if let itemIndex = snapshot.itemIdentifiers(inSection: section).firstIndex(of: item) {
                return IndexPath(item: itemIndex, section: sectionIndex)
            }
        }
        return nil
    }
}
