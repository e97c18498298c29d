// The items of one section as a tree (`NSDiffableDataSourceSectionSnapshot`): roots and
// children, each parent expanded or collapsed, and the visible items a list shows — a
// parent's children only while it (and every ancestor) is expanded (seed 004: outlines).
//
// Stored flat (items in insertion order with parent links, children lists and levels
// computed on append) and walked with an explicit stack, so a hierarchy 10,000 levels
// deep costs the same as a wide one and never recurses.

/// A section's items as a hierarchy with expansion state (`NSDiffableDataSourceSectionSnapshot`).
public struct SectionSnapshot<Item: Hashable & Sendable>: Sendable {
    private var nodes: [Item] = []
    private var parents: [Int?] = []
    private var levels: [Int] = []
    private var childIndices: [[Int]] = []
    private var rootIndices: [Int] = []
    private var indexOfItem: [Item: Int] = [:]
    private var expandedItems: Set<Item> = []
    /// The first edit refused because it named an item the snapshot does not hold (UIKit
    /// raises an exception there), in words naming the call and the item; a front end
    /// reports it when the snapshot is applied instead of trapping.
    package var rejectedEdit: String?

    public init() {}

    /// Appends `items` as children of `parent` (nil: as roots), after its existing children.
    /// An item already in the snapshot, or a parent that is not, UIKit raises an exception
    /// for: that item (or, for the parent, every item) is not appended, and the first such
    /// call is kept with the snapshot for the list to report when the snapshot is applied.
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        var parentIndex: Int?
        if let parent {
            guard let p = indexOfItem[parent] else {
                if rejectedEdit == nil {
                    rejectedEdit = "SectionSnapshot.append(_:to:): the parent \(parent) is not in the snapshot"
                }
                return
            }
            parentIndex = p
        }
        for item in items {
            guard indexOfItem[item] == nil else {
                if rejectedEdit == nil {
                    rejectedEdit = "SectionSnapshot.append(_:to:): the item \(item) is already in the snapshot"
                }
                continue
            }
            let index = nodes.count
            nodes.append(item)
            parents.append(parentIndex)
            levels.append(parentIndex.map { levels[$0] + 1 } ?? 0)
            childIndices.append([])
            indexOfItem[item] = index
            if let parentIndex { childIndices[parentIndex].append(index) } else { rootIndices.append(index) }
        }
    }

    /// Shows the children of `items` (when their ancestors are expanded too).
    public mutating func expand(_ items: [Item]) {
        for item in items where indexOfItem[item] != nil { expandedItems.insert(item) }
    }

    /// Hides the children of `items`; the items keep their own expansion state otherwise.
    public mutating func collapse(_ items: [Item]) {
        for item in items { expandedItems.remove(item) }
    }

    public func isExpanded(_ item: Item) -> Bool { expandedItems.contains(item) }

    public func contains(_ item: Item) -> Bool { indexOfItem[item] != nil }

    /// The depth of `item`: 0 for roots, and for an item the snapshot does not hold (UIKit's
    /// `level(of:)` returns an `Int`, so a cell's `indentationLevel = snapshot.level(of:)`
    /// compiles as on iOS; ask ``contains(_:)`` to tell a root from an absent item).
    public func level(of item: Item) -> Int { indexOfItem[item].map { levels[$0] } ?? 0 }

    public func parent(of item: Item) -> Item? {
        guard let i = indexOfItem[item], let p = parents[i] else { return nil }
        return nodes[p]
    }

    /// The direct children of `item`, in order.
    public func children(of item: Item) -> [Item] {
        guard let i = indexOfItem[item] else { return [] }
        return childIndices[i].map { nodes[$0] }
    }

    public func hasChildren(_ item: Item) -> Bool {
        guard let i = indexOfItem[item] else { return false }
        return !childIndices[i].isEmpty
    }

    public var rootItems: [Item] { rootIndices.map { nodes[$0] } }

    /// Every item, depth first (parents before their children), expanded or not.
    public var items: [Item] { walk(onlyVisible: false).map { nodes[$0] } }

    /// The items a list shows: roots, and the children of expanded items whose ancestors
    /// are all expanded, depth first.
    public var visibleItems: [Item] { walk(onlyVisible: true).map { nodes[$0] } }

    /// Visible items with their levels, in the order shown.
    public var visibleItemsWithLevels: [(item: Item, level: Int)] {
        walk(onlyVisible: true).map { (nodes[$0], levels[$0]) }
    }

    public var count: Int { nodes.count }

    private func walk(onlyVisible: Bool) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(nodes.count)
        var stack: [Int] = rootIndices.reversed()
        while let i = stack.popLast() {
            out.append(i)
            if !onlyVisible || expandedItems.contains(nodes[i]) {
                stack.append(contentsOf: childIndices[i].reversed())
            }
        }
        return out
    }
}
