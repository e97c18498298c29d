import Foundation

// UIKit's edits and lookups of a data source snapshot, over RenderCells'
// `DataSourceSnapshot`: items move through each section's section snapshot, so outlines
// keep their hierarchy. Reloading and reconfiguring need no work here: every pass
// configures every visible cell afresh.

extension DataSourceSnapshot {
    /// Every item, section by section (`itemIdentifiers`).
    public var itemIdentifiers: [ItemIdentifier] {
        sectionIdentifiers.flatMap { itemIdentifiers(inSection: $0) }
    }

    public func numberOfItems(inSection identifier: SectionIdentifier) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The section holding `identifier`, or nil (`sectionIdentifier(containingItem:)`).
    public func sectionIdentifier(containingItem identifier: ItemIdentifier) -> SectionIdentifier? {
        sectionIdentifiers.first { sectionSnapshot(for: $0)?.contains(identifier) == true }
    }

    /// The item's position among all items, or nil (`indexOfItem(_:)`).
    public func indexOfItem(_ identifier: ItemIdentifier) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    public func indexOfSection(_ identifier: SectionIdentifier) -> Int? {
        sectionIdentifiers.firstIndex(of: identifier)
    }

    /// Removes `identifiers` (and, in an outline, their descendants) (`deleteItems(_:)`).
    public mutating func deleteItems(_ identifiers: [ItemIdentifier]) {
        let doomed = Set(identifiers)
        for section in sectionIdentifiers {
            guard var snapshot = sectionSnapshot(for: section), snapshot.items.contains(where: doomed.contains) else { continue }
            snapshot.delete(identifiers)
            setSectionSnapshot(snapshot, for: section)
        }
    }

    /// Removes every section and item (`deleteAllItems()`).
    public mutating func deleteAllItems() {
        let rejected = rejectedEdit
        self = DataSourceSnapshot()
        rejectedEdit = rejected
    }

    /// Inserts `identifiers` right after `afterIdentifier`, in its section and under its
    /// parent (`insertItems(_:afterItem:)`).
    public mutating func insertItems(_ identifiers: [ItemIdentifier], afterItem afterIdentifier: ItemIdentifier) {
        editSection(holding: afterIdentifier, "insertItems(_:afterItem:)") { $0.insert(identifiers, after: afterIdentifier) }
    }

    /// Inserts `identifiers` right before `beforeIdentifier` (`insertItems(_:beforeItem:)`).
    public mutating func insertItems(_ identifiers: [ItemIdentifier], beforeItem beforeIdentifier: ItemIdentifier) {
        editSection(holding: beforeIdentifier, "insertItems(_:beforeItem:)") { $0.insert(identifiers, before: beforeIdentifier) }
    }

    /// Applies `edit` to the section snapshot holding `item`, or refuses `call` when no
    /// section holds it.
    private mutating func editSection(
        holding item: ItemIdentifier, _ call: String, _ edit: (inout SectionSnapshot<ItemIdentifier>) -> Void
    ) {
        guard let section = sectionIdentifier(containingItem: item), var snapshot = sectionSnapshot(for: section) else {
            return refuse(call, missing: item)
        }
        edit(&snapshot)
        setSectionSnapshot(snapshot, for: section)
    }

    /// An insertion next to an item the snapshot does not hold, which UIKit raises an
    /// exception for: nothing changes, and the first such call is kept as `rejectedEdit`
    /// for the list to report when the snapshot is applied.
    private mutating func refuse(_ call: String, missing item: ItemIdentifier) {
        if rejectedEdit == nil { rejectedEdit = "NSDiffableDataSourceSnapshot.\(call): the item \(item) is not in the snapshot" }
    }

    /// Nothing to do: every pass configures every visible cell (`reloadItems(_:)`).
    public mutating func reloadItems(_ identifiers: [ItemIdentifier]) {}
    /// Nothing to do: every pass configures every visible cell (`reconfigureItems(_:)`).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifier]) {}
    /// Nothing to do: every pass configures every visible cell (`reloadSections(_:)`).
    public mutating func reloadSections(_ identifiers: [SectionIdentifier]) {}
}
