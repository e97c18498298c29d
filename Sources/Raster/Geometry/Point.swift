/// A location in a 2D coordinate space (points or device pixels, depending on the stage).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    /// The dot product, treating both points as vectors.
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }
    /// The z component of the cross product, treating both points as vectors.
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The vector scaled to unit length; zero stays zero.
    public var normalized: Point {
        let l = length
        return l > 0 ? Point(x: x / l, y: y / l) : .zero
    }

    public func distance(to other: Point) -> Double { (self - other).length }

    /// Linear interpolation: `t = 0` is `self`, `t = 1` is `other`.
    public func lerp(_ other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}
