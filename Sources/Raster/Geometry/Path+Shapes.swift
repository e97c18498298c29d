// Shape constructors. Every closed shape is traced clockwise on screen (y down),
// starting on the top edge, so strokes and dashes begin at a predictable place.

extension Path {
    /// A rectangle.
    public init(rect r: Rect) {
        var b = PathBuilder()
        b.move(to: Point(x: r.minX, y: r.minY))
        b.line(to: Point(x: r.maxX, y: r.minY))
        b.line(to: Point(x: r.maxX, y: r.maxY))
        b.line(to: Point(x: r.minX, y: r.maxY))
        b.close()
        self = b.build()
    }

    /// An ellipse inscribed in `r` (a circle when `r` is square), as four cubics.
    public init(ellipseIn r: Rect) {
        let k = Path.circleKappa
        let cx = r.midX
        let cy = r.midY
        let rx = r.width / 2
        let ry = r.height / 2
        var b = PathBuilder()
        b.move(to: Point(x: cx, y: r.minY))
        b.cubic(
            to: Point(x: r.maxX, y: cy), control1: Point(x: cx + k * rx, y: r.minY), control2: Point(x: r.maxX, y: cy - k * ry))
        b.cubic(
            to: Point(x: cx, y: r.maxY), control1: Point(x: r.maxX, y: cy + k * ry), control2: Point(x: cx + k * rx, y: r.maxY))
        b.cubic(
            to: Point(x: r.minX, y: cy), control1: Point(x: cx - k * rx, y: r.maxY), control2: Point(x: r.minX, y: cy + k * ry))
        b.cubic(
            to: Point(x: cx, y: r.minY), control1: Point(x: r.minX, y: cy - k * ry), control2: Point(x: cx - k * rx, y: r.minY))
        b.close()
        self = b.build()
    }

    /// A rounded rectangle with one radius on every corner.
    public init(roundedRect r: Rect, cornerRadius: Double, cornerCurve: CornerCurve = .circular) {
        self.init(roundedRect: r, cornerRadii: CornerRadii(all: cornerRadius), cornerCurve: cornerCurve)
    }

    /// A rounded rectangle with a radius per corner.
    ///
    /// Radii are clamped so corners never overlap: circular corners as CSS does (all radii
    /// scaled by one factor until adjacent ones fit each side); continuous corners so their
    /// longer extent (1.52866483 r) fits, which also caps a uniform radius at
    /// `min(w, h) / 2 / 1.52866483` as PaintCode's reference does.
    public init(roundedRect r: Rect, cornerRadii radii: CornerRadii, cornerCurve: CornerCurve = .circular) {
        let w = max(0, r.width)
        let h = max(0, r.height)
        let extent = cornerCurve == .continuous ? Path.continuousExtent : 1.0
        var tl = max(0, radii.topLeft)
        var tr = max(0, radii.topRight)
        var br = max(0, radii.bottomRight)
        var bl = max(0, radii.bottomLeft)
        if tl + tr + br + bl == 0 || w == 0 || h == 0 {
            self.init(rect: r)
            return
        }
        // One factor for all corners keeps the shape's symmetry.
        var f = 1.0
        func fit(_ side: Double, _ r1: Double, _ r2: Double) {
            let need = (r1 + r2) * extent
            if need > side { f = min(f, side / need) }
        }
        fit(w, tl, tr)
        fit(w, bl, br)
        fit(h, tl, bl)
        fit(h, tr, br)
        tl *= f
        tr *= f
        br *= f
        bl *= f

        let corner = cornerCurve == .continuous ? Path.continuousCorner : Path.circularCorner
        // Maps corner-local coordinates (top-left frame) to each corner, by rotation.
        let maps: [(Double, (Double, Double) -> Point)] = [
            (tr, { lx, ly in Point(x: r.maxX - ly * tr, y: r.minY + lx * tr) }),
            (br, { lx, ly in Point(x: r.maxX - lx * br, y: r.maxY - ly * br) }),
            (bl, { lx, ly in Point(x: r.minX + ly * bl, y: r.maxY - lx * bl) }),
            (tl, { lx, ly in Point(x: r.minX + lx * tl, y: r.minY + ly * tl) })
        ]
        var b = PathBuilder()
        b.move(to: Point(x: r.minX + tl * extent, y: r.minY))
        for (radius, map) in maps {
            let start = map(0, extent)
            b.line(to: start)
            guard radius > 0 else { continue }
            for seg in corner {
                switch seg {
                case .line(let p): b.line(to: map(p.x, p.y))
                case .cubic(let c1, let c2, let p):
                    b.cubic(to: map(p.x, p.y), control1: map(c1.x, c1.y), control2: map(c2.x, c2.y))
                }
            }
        }
        b.close()
        self = b.build()
    }

    /// The control-point distance that makes a cubic approximate a quarter circle.
    static let circleKappa = 0.5522847498307936

    /// How far a continuous corner reaches along each edge, in radii (docs/uikit-reference.md §5a).
    static let continuousExtent = 1.52866483

    enum CornerSegment {
        case line(Point)
        case cubic(Point, Point, Point)
    }

    /// A unit-radius circular corner at the origin, from the left edge (0, 1) to the top edge (1, 0).
    static let circularCorner: [CornerSegment] = [
        .cubic(Point(0, 1 - circleKappa), Point(1 - circleKappa, 0), Point(1, 0))
    ]

    /// PaintCode's continuous corner (docs/uikit-reference.md §5a), unit radius, traced from the left edge
    /// to the top edge (the reverse of the published top-to-left order).
    static let continuousCorner: [CornerSegment] = [
        .cubic(Point(0, 1.08849299), Point(0, 0.86840701), Point(0.06549569, 0.66993493)),
        .line(Point(0.07491176, 0.63149399)),
        .cubic(Point(0.16906013, 0.37282401), Point(0.37282392, 0.16905899), Point(0.63149399, 0.07491100)),
        .line(Point(0.66993427, 0.06549600)),
        .cubic(Point(0.86840689, 0), Point(1.08849323, 0), Point(1.52866483, 0))
    ]
}
