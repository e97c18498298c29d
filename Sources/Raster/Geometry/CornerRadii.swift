/// Per-corner radii of a rounded rectangle, in the rectangle's units.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    public init(all r: Double) {
        self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
    }

    public static let zero = CornerRadii(all: 0)

    public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }
    public var isUniform: Bool { topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft }

    /// Radii grown (or shrunk, for negative `d`) by `d`, never below zero; zero radii stay
    /// zero so square corners stay square when a shape is outset.
    public func adjusted(by d: Double) -> CornerRadii {
        func f(_ r: Double) -> Double { r > 0 ? max(0, r + d) : 0 }
        return CornerRadii(topLeft: f(topLeft), topRight: f(topRight), bottomRight: f(bottomRight), bottomLeft: f(bottomLeft))
    }
}
