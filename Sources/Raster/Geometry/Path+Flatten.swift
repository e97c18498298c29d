// Curve flattening. Curves are split into uniform parameter steps whose count
// comes from Wang's formula, so the chord never strays more than `tolerance`
// from the curve and the same curve always gives the same points (no adaptive
// recursion whose depth depends on rounding).

extension Path {
    /// The default flattening tolerance, in device pixels (the issue asks for 0.1 px).
    public static let defaultTolerance = 0.1

    /// Each subpath as a polyline, after mapping through `transform`, with curves split so
    /// they stay within `tolerance` (in the transformed space).
    ///
    /// Degenerate zero-length segments are dropped; a subpath left with a single point is kept
    /// (strokes draw caps for it).
    public func flattened(transform: Transform = .identity, tolerance: Double = Path.defaultTolerance) -> [Polyline] {
        var out: [Polyline] = []
        var pts: [Point] = []
        var closed = false
        var current = Point.zero
        let tol = max(tolerance, 1e-6)
        // Room for a typical subpath when one starts (a rounded rectangle's nine elements give
        // about 45 points): growing from empty reallocated six times a shape, which showed in
        // scenes of hundreds of fills. Not before: a path's last subpath is followed by none.
        let reserve = min(4096, 8 + elements.count * 6)
        func start(at p: Point) {
            pts.reserveCapacity(reserve)
            pts.append(p)
        }

        func flush() {
            if !pts.isEmpty {
                out.append(Polyline(points: pts, isClosed: closed))
                pts = []
            }
            closed = false
        }
        func add(_ p: Point) {
            if let last = pts.last, last == p { return }
            pts.append(p)
        }
        for e in elements {
            switch e {
            case .move(let p):
                flush()
                current = transform.apply(p)
                start(at: current)
            case .line(let p):
                if pts.isEmpty { start(at: current) }
                current = transform.apply(p)
                add(current)
            case .quad(let c, let p):
                if pts.isEmpty { start(at: current) }
                let p0 = current
                let p1 = transform.apply(c)
                let p2 = transform.apply(p)
                Path.forEachInnerPoint(quad: p0, p1, p2, tolerance: tol) { add($0) }
                add(p2)
                current = p2
            case .cubic(let c1, let c2, let p):
                if pts.isEmpty { start(at: current) }
                let p0 = current
                let p1 = transform.apply(c1)
                let p2 = transform.apply(c2)
                let p3 = transform.apply(p)
                Path.forEachInnerPoint(cubic: p0, p1, p2, p3, tolerance: tol) { add($0) }
                add(p3)
                current = p3
            case .close:
                if !pts.isEmpty {
                    if pts.count > 1, pts.last == pts.first { pts.removeLast() }
                    closed = true
                    current = pts[0]
                    flush()
                }
            }
        }
        flush()
        return out
    }

    /// Calls `body` with the points that split the quadratic curve `p0`, `p1`, `p2` into
    /// uniform parameter steps whose chords stay within `tolerance` of it (Wang's formula),
    /// in order and without its end points: the one subdivision the flattener and the
    /// stroker share, so a curve and its stroke follow the same polyline.
    @inline(__always)
    static func forEachInnerPoint(
        quad p0: Point, _ p1: Point, _ p2: Point, tolerance tol: Double,
        _ body: (Point) -> Void
    ) {
        let dd = (p0 - p1 * 2 + p2).length
        let n = segmentCount(dd / (4 * tol))
        guard n > 1 else { return }
        for i in 1..<n {
            let t = Double(i) / Double(n)
            let mt = 1 - t
            body(p0 * (mt * mt) + p1 * (2 * mt * t) + p2 * (t * t))
        }
    }

    /// ``forEachInnerPoint(quad:_:_:tolerance:_:)`` for the cubic curve `p0` … `p3`.
    @inline(__always)
    static func forEachInnerPoint(
        cubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance tol: Double,
        _ body: (Point) -> Void
    ) {
        let d1 = (p0 - p1 * 2 + p2).length
        let d2 = (p1 - p2 * 2 + p3).length
        let n = segmentCount(3 * max(d1, d2) / (4 * tol))
        guard n > 1 else { return }
        for i in 1..<n {
            let t = Double(i) / Double(n)
            let mt = 1 - t
            let a = mt * mt * mt
            let b = 3 * mt * mt * t
            let c = 3 * mt * t * t
            let d = t * t * t
            body(p0 * a + p1 * b + p2 * c + p3 * d)
        }
    }

    /// `ceil(sqrt(x))` segments, at least 1 and capped so hostile coordinates cannot
    /// ask for unbounded work (a 10^4-segment curve is already far below 0.1 px per step
    /// for anything that fits a canvas).
    static func segmentCount(_ x: Double) -> Int {
        guard x.isFinite, x > 1 else { return 1 }
        // Capped before the conversion: a curve of coordinates near 1e300 gives a root past
        // Int.max, which `Int(_:)` traps on (found by scripts/fuzz symbol-template).
        return Int(min(10_000, x.squareRoot().rounded(.up)))
    }
}
