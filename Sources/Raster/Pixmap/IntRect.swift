/// An integer rectangle in device pixels: pixel (i, j) is inside when
/// `x <= i < x + width` and `y <= j < y + height`.
public struct IntRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var description: String { "(\(x), \(y), \(width), \(height))" }

    public func intersection(_ o: IntRect) -> IntRect {
        let x0 = max(x, o.x)
        let y0 = max(y, o.y)
        let x1 = min(maxX, o.maxX)
        let y1 = min(maxY, o.maxY)
        return IntRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The pixels touched by a rectangle with fractional edges (rounded outwards),
    /// or nil when it is not finite or is too large to address.
    public init?(enclosing r: Rect) {
        guard r.isFinite else { return nil }
        let limit = Double(1 << 30)
        let x0 = max(-limit, min(limit, (r.minX).rounded(.down)))
        let y0 = max(-limit, min(limit, (r.minY).rounded(.down)))
        let x1 = max(-limit, min(limit, (r.maxX).rounded(.up)))
        let y1 = max(-limit, min(limit, (r.maxY).rounded(.up)))
        self.init(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
}
