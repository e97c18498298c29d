extension CellAccessory {
    /// Which edge a custom-view accessory sits at, when it shows, and where among the
    /// edge's other accessories (`UICellAccessory.Placement`).
    public enum Placement: Hashable, Sendable {
        /// At the leading edge; by default after the edge's other accessories, nearest the
        /// content (UIKit's default position `{ $0.count }`).
        case leading(displayed: DisplayedState = .always, at: Position = .end)
        /// At the trailing edge; by default before the edge's other accessories, nearest the
        /// content (UIKit's `{ _ in 0 }`; its page was not found, inferred by symmetry with
        /// leading, whose documented default also puts the view nearest the content).
        case trailing(displayed: DisplayedState = .always, at: Position = .index(0))

        /// When the accessory shows.
        public var displayed: DisplayedState {
            switch self {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        }

        /// Where among the edge's accessories it goes.
        public var position: Position {
            switch self {
            case .leading(_, let position), .trailing(_, let position): position
            }
        }

        public var isLeading: Bool {
            if case .leading = self { return true }
            return false
        }

        /// Before the first accessory of `accessory`'s type, or first when there is none
        /// (`Placement.position(before:)`).
        public static func position(before accessory: CellAccessory) -> Position { .before(accessory.accessoryType) }

        /// After the first accessory of `accessory`'s type, or last when there is none
        /// (`Placement.position(after:)`).
        public static func position(after accessory: CellAccessory) -> Position { .after(accessory.accessoryType) }
    }

    /// The index a custom-view accessory is inserted at among the accessories of its edge,
    /// in leading-to-trailing order (`UICellAccessory.Placement.Position`).
    ///
    /// UIKit takes a closure from the edge's accessories to an index; these are the closures
    /// it provides, and a fixed index, as values (so an accessory stays `Equatable`).
    public enum Position: Hashable, Sendable {
        /// A fixed index (`{ _ in n }`), clamped to the edge's accessories.
        case index(Int)
        /// After all of them (`{ $0.count }`).
        case end
        /// Before the first accessory of a type, or at index 0 when there is none.
        case before(AccessoryType)
        /// After the first accessory of a type, or at the end when there is none.
        case after(AccessoryType)

        /// The index among `accessories` (leading to trailing), within `0...accessories.count`.
        public func index(in accessories: [CellAccessory]) -> Int {
            switch self {
            case .index(let i): return min(max(0, i), accessories.count)
            case .end: return accessories.count
            case .before(let type): return accessories.firstIndex { $0.accessoryType == type } ?? 0
            case .after(let type):
                return accessories.firstIndex { $0.accessoryType == type }.map { $0 + 1 } ?? accessories.count
            }
        }
    }
}
