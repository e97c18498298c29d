/// A flattened subpath: straight segments through `points`, back to the first point when `isClosed`.
public struct Polyline: Hashable, Sendable {
    public var points: [Point]
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}
