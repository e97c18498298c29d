extension Path {
    /// How many points ``flattened(transform:tolerance:)`` makes of this path, counted from its
    /// elements without flattening (each end point once; each curve the steps of Wang's
    /// formula, capped, as the flattener counts them), so a budget can be checked before the
    /// work. An upper bound: the flattener also drops repeated points.
    ///
    /// Glyph masks (Typesetting's GlyphCache) and symbol templates (Symbols) refuse an outline
    /// over their budget with it, before flattening (#37 M1, M2).
    public func flattenedPointCount(transform: Transform = .identity, tolerance: Double = Path.defaultTolerance) -> Int {
        let tol = max(tolerance, 1e-6)
        var count = 0
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                count += 1
                current = transform.apply(p)
            case .quad(let c, let p):
                let p1 = transform.apply(c)
                let p2 = transform.apply(p)
                count += Path.segmentCount((current - p1 * 2 + p2).length / (4 * tol))
                current = p2
            case .cubic(let c1, let c2, let p):
                let p1 = transform.apply(c1)
                let p2 = transform.apply(c2)
                let p3 = transform.apply(p)
                let d = max((current - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
                count += Path.segmentCount(3 * d / (4 * tol))
                current = p3
            case .close:
                break
            }
        }
        return count
    }

    /// The bounding box of the points the path passes through (its end points, without
    /// control points), after `transform`: every flattening of the path holds these points,
    /// so its bounds are at least this large. Nil for a path without points.
    public func onCurveBounds(transform: Transform = .identity) -> Rect? {
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        for element in elements {
            let end: Point
            switch element {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): end = transform.apply(p)
            case .close: continue
            }
            x0 = min(x0, end.x)
            x1 = max(x1, end.x)
            y0 = min(y0, end.y)
            y1 = max(y1, end.y)
        }
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
