import RenderCells

/// The identifier of a spec item in the collection view's snapshot: its position in
/// `ListSpec.allItems` (depth first, outline children after their parent).
public struct ItemID: Hashable, Sendable, CustomStringConvertible {
    public let index: Int

    public init(_ index: Int) {
        self.index = index
    }

    public var description: String { "item \(index)" }
}
