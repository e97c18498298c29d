extension LayoutChange {
    /// How much a change says about its cause, most first. When a row's text changes, the
    /// row grows and everything below it moves: the text is the cause, the taller row its
    /// first effect, and the moved elements only an echo, so lists of changes put content
    /// and style first, sizes second and pure moves last (and a summary counts the moves
    /// instead of naming each).
    public enum Rank: Int, Sendable, Comparable, Codable {
        /// A new or gone element, or any property other than the frame (string, font,
        /// colour, image, accessory, state …) that differs.
        case content
        /// Only the frame differs, and its width or height with it.
        case size
        /// Only the frame's origin differs: the element moved, unchanged.
        case moved

        public static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    /// Which of the three kinds of change this is.
    public var rank: Rank {
        guard status == .changed else { return .content }
        // The widest kind any field asks for (no set of names made: a failing screen ranks a
        // hundred changes).
        var rank = Rank.moved
        for field in fields {
            switch field.name {
            case "x", "y": continue
            case "width", "height": rank = .size
            default: return .content
            }
        }
        return rank
    }

    /// How far an element that only moved went, in points (dump units), right and down
    /// positive; nil for other changes or values that are not numbers.
    public var offset: (dx: Double, dy: Double)? {
        guard rank == .moved else { return nil }
        var dx = 0.0
        var dy = 0.0
        for field in fields {
            guard let old = field.reference.flatMap(Double.init), let new = field.actual.flatMap(Double.init) else { return nil }
            if field.name == "x" { dx = new - old } else { dy = new - old }
        }
        return (dx, dy)
    }
}
