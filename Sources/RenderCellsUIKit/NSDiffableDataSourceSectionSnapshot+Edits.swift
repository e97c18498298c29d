import Foundation

// UIKit's edits of a section snapshot, over RenderCells' `SectionSnapshot`: each edit
// rebuilds the hierarchy with the change made, keeping every other item's parent, order
// and expansion, so the snapshot stays the one value the list reads.
//
// An edit naming an item the snapshot does not hold raises an exception on iOS; here it
// changes nothing and is kept as the snapshot's `rejectedEdit`, which the data source
// hands to its collection view when the snapshot is applied, so the picture fails with
// the call and the item and the test process survives.

extension SectionSnapshot {
    /// Inserts `items` as siblings right after `item` (`insert(_:after:)`).
    public mutating func insert(_ items: [Item], after item: Item) {
        guard contains(item) else { return reject("insert(_:after:)", missing: item) }
        self = rebuilt(removing: [], inserting: items, after: item, before: nil)
    }

    /// Inserts `items` as siblings right before `item` (`insert(_:before:)`).
    public mutating func insert(_ items: [Item], before item: Item) {
        guard contains(item) else { return reject("insert(_:before:)", missing: item) }
        self = rebuilt(removing: [], inserting: items, after: nil, before: item)
    }

    /// Keeps the first refused edit: `call` named `item`, which the snapshot does not hold.
    private mutating func reject(_ call: String, missing item: Item) {
        if rejectedEdit == nil {
            rejectedEdit = "NSDiffableDataSourceSectionSnapshot.\(call): the item \(item) is not in the section snapshot"
        }
    }

    /// Removes `items` and their descendants (`delete(_:)`).
    public mutating func delete(_ items: [Item]) {
        self = rebuilt(removing: Set(items), inserting: [], after: nil, before: nil)
    }

    /// Removes every item (`deleteAll()`).
    public mutating func deleteAll() {
        let rejected = rejectedEdit
        self = SectionSnapshot()
        rejectedEdit = rejected
    }

    /// The items in order, one a line, indented by level, as UIKit's `visualDescription()`
    /// prints them: `+` before an expanded parent, `-` before a collapsed one.
    public func visualDescription() -> String {
        items.map { item in
            let level = level(of: item)
            let mark = hasChildren(item) ? (isExpanded(item) ? "+ " : "- ") : ""
            return String(repeating: "    ", count: level) + mark + String(describing: item)
        }.joined(separator: "\n")
    }

    /// This snapshot with `removing` (and their descendants) left out and `inserting`
    /// placed next to `after` or `before`, every other parent, order and expansion kept.
    private func rebuilt(removing: Set<Item>, inserting: [Item], after: Item?, before: Item?) -> SectionSnapshot {
        var out = SectionSnapshot()
        func add(_ siblings: [Item], to parent: Item?) {
            var placed: [Item] = []
            for item in siblings {
                if item == before { placed += inserting }
                if !removing.contains(item) { placed.append(item) }
                if item == after { placed += inserting }
            }
            out.append(placed, to: parent)
            for item in placed where hasChildren(item) && !inserting.contains(item) {
                add(children(of: item), to: item)
            }
        }
        add(rootItems, to: nil)
        out.expand(items.filter { isExpanded($0) && out.contains($0) })
        out.rejectedEdit = rejectedEdit
        return out
    }
}
