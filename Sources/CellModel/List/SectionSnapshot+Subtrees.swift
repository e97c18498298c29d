// Taking a subtree out of a section snapshot and putting one in (`snapshot(of:includingParent:)`,
// `replace(childrenOf:using:)`), as outlines loaded lazily do when an item expands.
// Both walk with an explicit stack, like the rest of SectionSnapshot, and keep each item's
// expansion state.

extension SectionSnapshot {
    /// The subtree under `parent` as a snapshot of its own: its children as roots, or
    /// `parent` itself as the one root when `includingParent`. Empty when `parent` is absent.
    public func snapshot(of parent: Item, includingParent: Bool = false) -> SectionSnapshot<Item> {
        var out = SectionSnapshot<Item>()
        guard contains(parent) else { return out }
        var stack: [(item: Item, parent: Item?)] =
            includingParent
            ? [(parent, nil)] : children(of: parent).reversed().map { ($0, nil) }
        while let (item, itemParent) = stack.popLast() {
            out.append([item], to: itemParent)
            if isExpanded(item) { out.expand([item]) }
            stack.append(contentsOf: children(of: item).reversed().map { ($0, item) })
        }
        return out
    }

    /// Replaces everything under `parent` with `children`'s items (its roots become
    /// `parent`'s children), keeping the rest of the snapshot and every expansion state.
    /// An item of `children` already elsewhere in the snapshot is a programming error, as
    /// in UIKit; an absent `parent` changes nothing.
    public mutating func replace(childrenOf parent: Item, using children: SectionSnapshot<Item>) {
        guard contains(parent) else { return }
        var out = SectionSnapshot<Item>()
        var stack: [(item: Item, parent: Item?, isNew: Bool)] = rootItems.reversed().map { ($0, nil, false) }
        while let (item, itemParent, isNew) = stack.popLast() {
            out.append([item], to: itemParent)
            let source = isNew ? children : self
            if source.isExpanded(item) { out.expand([item]) }
            let next = !isNew && item == parent ? children.rootItems : source.children(of: item)
            stack.append(contentsOf: next.reversed().map { ($0, item, isNew || item == parent) })
        }
        self = out
    }
}
