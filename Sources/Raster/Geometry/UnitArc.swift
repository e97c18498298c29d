/// An arc of the unit circle as cubic Béziers of at most 90° each (error < 0.03 % of the
/// radius): the one cut behind a circle's arc (``PathBuilder/addArc(center:radius:startAngle:endAngle:clockwise:)``)
/// and SVG's elliptical arcs, which map the unit circle onto their ellipse.
enum UnitArc {
    /// Calls `body` with each piece from `startAngle` over `sweep` radians (not zero,
    /// finite), in order: its two control points and its end on the unit circle, and
    /// whether it is the last piece (so a caller can end exactly where it must).
    static func forEachPiece(
        startAngle: Double, sweep: Double,
        _ body: (_ control1: Point, _ control2: Point, _ end: Point, _ isLast: Bool) -> Void
    ) {
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        // Control-point distance for a circular arc of angle `step`.
        let k = 4.0 / 3.0 * tangent(step / 4)
        var a0 = startAngle
        for n in 0..<pieces {
            let a1 = a0 + step
            let c0 = cosine(a0)
            let s0 = sine(a0)
            let c1 = cosine(a1)
            let s1 = sine(a1)
            body(
                Point(x: c0 - k * s0, y: s0 + k * c0), Point(x: c1 + k * s1, y: s1 - k * c1), Point(x: c1, y: s1),
                n == pieces - 1)
            a0 = a1
        }
    }
}
