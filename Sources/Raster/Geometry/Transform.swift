/// An affine transform, with CoreGraphics' conventions:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct Transform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public init(scale s: Double) {
        self.init(scaleX: s, y: s)
    }

    /// A rotation by `angle` radians; positive turns +x towards +y (clockwise on screen, y down).
    public init(rotationAngle angle: Double) {
        let cs = cosine(angle)
        let sn = sine(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }
    /// True when the transform only scales and translates (no rotation or skew).
    public var isAxisAligned: Bool { b == 0 && c == 0 }
    public var determinant: Double { a * d - b * c }

    /// `self` followed by `t`: points are mapped by `self` first, then by `t`.
    public func concatenating(_ t: Transform) -> Transform {
        Transform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: Double) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or nil when the transform is singular.
    public func inverted() -> Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return Transform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The bounding box of the transformed rectangle.
    public func apply(_ r: Rect) -> Rect {
        let p0 = apply(Point(x: r.minX, y: r.minY))
        let p1 = apply(Point(x: r.maxX, y: r.minY))
        let p2 = apply(Point(x: r.minX, y: r.maxY))
        let p3 = apply(Point(x: r.maxX, y: r.maxY))
        let x0 = min(p0.x, p1.x, p2.x, p3.x)
        let x1 = max(p0.x, p1.x, p2.x, p3.x)
        let y0 = min(p0.y, p1.y, p2.y, p3.y)
        let y1 = max(p0.y, p1.y, p2.y, p3.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// How much the transform scales lengths at most (for flattening tolerances and stroke widths).
    public var maxScale: Double {
        let sx = (a * a + b * b).squareRoot()
        let sy = (c * c + d * d).squareRoot()
        return max(sx, sy)
    }
}
