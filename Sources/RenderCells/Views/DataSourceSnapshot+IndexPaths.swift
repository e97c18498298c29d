import CellModel

import struct Foundation.IndexPath

// Index paths in a snapshot as a list shows it: the one reading behind a collection view's
// and a table's diffable data source's `itemIdentifier(for:)` and `indexPath(for:)`.

extension DataSourceSnapshot {
    /// The item at `indexPath` ([section, item]): the section's visible items, outline
    /// children of expanded items included, in the order shown; nil past the end or for an
    /// index path that is not two indices long.
    package func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifier? {
        guard indexPath.count == 2, sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
        let items = itemIdentifiers(inSection: sectionIdentifiers[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// Where `item` is shown, or nil when no section shows it (a collapsed child, or absent).
    package func indexPath(of item: ItemIdentifier) -> IndexPath? {
        for (sectionIndex, section) in sectionIdentifiers.enumerated() {
            if let itemIndex = itemIdentifiers(inSection: section).firstIndex(of: item) {
                return IndexPath(item: itemIndex, section: sectionIndex)
            }
        }
        return nil
    }
}
