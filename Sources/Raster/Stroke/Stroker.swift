// Stroke outlining in the style of AGG's vcgen_stroke.
//
// A path is flattened in its own user space, optionally cut into dashes, and each
// resulting polyline is outlined by contours that trace the stroke's boundary: an open
// polyline gives one contour (left offset forward, end cap, right offset backward, start
// cap), a closed one two (the left offset, and the right offset traced backwards).
//
// Why the nonzero interior of those contours is exactly the stroke: as sums of directed
// edges, they equal the boundaries of positively oriented pieces added together — one
// rectangle per segment, one wedge per corner on its outer side (miter quad, bevel
// triangle or round sector) and one piece per cap — provided the inner side of each corner
// runs through the vertex itself (AGG's "inner jag"), because the edges from the offsets
// to the vertex cancel against the rectangles' end edges. The winding number at a point is
// then the number of pieces covering it, so the nonzero interior is their union.
//
// Where both segments at a corner are long enough, the detour through the vertex is
// replaced by the point where the two inner offsets cross. The loop this removes lies
// where both segments' rectangles overlap (winding ≥ 2), so no hole can open; and the
// contour then runs along the boundary alone, with winding exactly 1 inside. That
// matters because the rasterizer sums signed area per pixel: a region of winding 2
// touching an edge would make that edge's anti-aliased pixels too bright.

/// Turns a path and a ``StrokeStyle`` into a path whose nonzero interior is the stroked region.
///
/// The stroke is centred on the path with the style's full width; ``StrokeStyle/alignment``
/// is the canvas's business. Everything happens in the path's own (user) space, so the
/// caller passes a flattening tolerance in user units (device tolerance divided by the
/// transform's scale). The output contains only lines.
public enum Stroker {
    /// More dashes than this and the stroke is drawn solid instead: a hostile pattern such as
    /// `[1e-9]` on a long path must not ask for unbounded work, and at that density the dashes
    /// would blur into a tint of the solid stroke anyway.
    static let maxDashCount = 100_000

    /// The most polygon steps for half a turn of a round join or cap, so a huge width with a
    /// tiny tolerance cannot ask for unbounded work (256 steps keep a 1000-unit radius within 0.02).
    static let maxArcSteps = 256

    /// Miter limits above this are clamped, so a near-reversal cannot put a miter tip at
    /// astronomically large coordinates (an infinite limit would otherwise be honoured).
    static let maxMiterLimit = 1e4

    /// The stroke outline of `path`, to be filled with the nonzero rule.
    ///
    /// - Parameters:
    ///   - path: the path to outline, in its own units.
    ///   - style: width, joins, caps, miter limit, dashes and alignment.
    ///   - tolerance: the largest distance, in the path's units, that flattened curves,
    ///     round joins and round caps may stray from the true shape.
    /// - Returns: an empty path when the width is zero, negative or non-finite, or when
    ///   the path has a non-finite coordinate.
    ///
    /// Zero-length subpaths (`move` then `line` to the same point, or `move` then `close`)
    /// get a dot for round caps, a square along the path for square caps, and nothing for
    /// butt caps; a lone `move` draws nothing, as in CoreGraphics.
    public static func stroke(_ path: Path, style: StrokeStyle, tolerance: Double) -> Path {
        guard let outliner = outline(path, style: style, tolerance: tolerance, scratch: nil) else { return Path() }
        var elements: [Path.Element] = []
        let outline = outliner.buffers
        elements.reserveCapacity(outline.points.count + outline.contourEnds.count)
        var start = 0
        for end in outline.contourEnds {
            elements.append(.move(to: outline.points[start]))
            for i in (start + 1)..<end { elements.append(.line(to: outline.points[i])) }
            elements.append(.close)
            start = end
        }
        return Path(elements: elements)
    }

    /// The stroke outline of `path` as closed device-space polylines, exactly as
    /// `stroke(path, …).flattened(transform: transform)` gives them, without building the
    /// intermediate path: the canvas strokes this way (the path's elements, its bounds and
    /// its flattening were a quarter of a stroke's cost in scene S1).
    ///
    /// `scratch`, when given, lends the intermediate buffers and gets them back.
    package static func polylines(
        _ path: Path, style: StrokeStyle, tolerance: Double, transform: Transform,
        scratch: Scratch? = nil
    ) -> [Polyline] {
        guard let outliner = outline(path, style: style, tolerance: tolerance, scratch: scratch) else { return [] }
        let outline = outliner.buffers
        defer { scratch?.outline = outline }
        var out: [Polyline] = []
        out.reserveCapacity(outline.contourEnds.count)
        var start = 0
        for end in outline.contourEnds {
            // Mapping can make neighbouring points equal; drop them as `Path.flattened` does.
            var pts: [Point] = []
            pts.reserveCapacity(end - start)
            for i in start..<end {
                let p = transform.apply(outline.points[i])
                if pts.last != p { pts.append(p) }
            }
            if pts.count > 1, pts.last == pts.first { pts.removeLast() }
            out.append(Polyline(points: pts, isClosed: true))
            start = end
        }
        return out
    }

    /// Flattens, dashes and outlines `path`; nil when there is nothing to stroke.
    private static func outline(_ path: Path, style: StrokeStyle, tolerance: Double, scratch: Scratch?) -> Outliner? {
        let halfWidth = style.width / 2
        guard halfWidth > 0, halfWidth.isFinite, !path.isEmpty else { return nil }
        // The same clamp as `Path.flattened`, so both give the same points for the same input.
        let tol = tolerance.isNaN ? Path.defaultTolerance : max(tolerance, 1e-6)
        // Points closer than this are merged: far below the tolerance and the width, yet far
        // above the rounding noise that gives near-zero "segments" (say, between the corners
        // of a capsule) a meaningless direction and hence a spurious join.
        let epsilon = min(tol, halfWidth) * 1e-3

        var lines = scratch?.takeLines() ?? Polylines()
        defer { scratch?.lines = lines }
        guard lines.flatten(path, tolerance: tol, epsilon: epsilon), !lines.contours.isEmpty else { return nil }
        if let pattern = dashIntervals(style.dashPattern) {
            let phase = style.dashPhase.isFinite ? style.dashPhase : 0
            if let dashed = lines.dashed(pattern: pattern, phase: phase, epsilon: epsilon, maxDashes: maxDashCount) {
                lines = dashed
            }
        }
        var outliner = Outliner(
            style: style, halfWidth: halfWidth, tolerance: tol,
            buffers: scratch?.takeOutline() ?? Outliner.Buffers())
        outliner.outline(lines)
        return outliner
    }

    /// The dash pattern as on/off pairs (odd counts repeated twice, as in CoreGraphics),
    /// or nil when the stroke should be solid.
    ///
    /// Negative or non-finite entries, and patterns without any gap, mean solid: a pattern
    /// with no gap would only cut the stroke into abutting pieces.
    package static func dashIntervals(_ pattern: [Double]) -> [Double]? {
        guard !pattern.isEmpty else { return nil }
        for x in pattern where !(x.isFinite && x >= 0) { return nil }
        let intervals = pattern.count % 2 == 1 ? pattern + pattern : pattern
        var on = 0.0
        var off = 0.0
        for i in stride(from: 0, to: intervals.count, by: 2) {
            on += intervals[i]
            off += intervals[i + 1]
        }
        guard off > 0, (on + off).isFinite else { return nil }
        return intervals
    }

    /// Flattened subpaths in one flat buffer, so flattening and dashing allocate per path,
    /// not per subpath.
    package struct Polylines {
        /// One subpath: `count` points from `start`.
        package struct Contour {
            package var start: Int
            package var count: Int
            package var isClosed: Bool
            /// Orients the caps of a single-point contour (a zero-length dash follows its path).
            package var direction: Point
        }

        package init() {}

        package var points: [Point] = []
        /// True for vertices inside a flattened curve, which are always joined smoothly.
        package var smooth: [Bool] = []
        package var contours: [Contour] = []

        /// Empties the buffers, keeping their storage.
        mutating func removeAll() {
            points.removeAll(keepingCapacity: true)
            smooth.removeAll(keepingCapacity: true)
            contours.removeAll(keepingCapacity: true)
        }

        /// Appends the subpaths of `path`, flattened exactly as `Path.flattened` does except
        /// that points within `epsilon` of their predecessor are merged and a subpath that is
        /// a lone `move` is dropped (CoreGraphics draws nothing for it).
        ///
        /// Returns false when the path has a non-finite coordinate.
        package mutating func flatten(_ path: Path, tolerance tol: Double, epsilon: Double) -> Bool {
            let eps2 = epsilon * epsilon
            var current = Point.zero
            var start = -1  // the open subpath's first point, or -1
            var drawn = false
            // A curve flattens to about ten points (a rounded rectangle's corners give 11):
            // room for that up front, as growing the arrays showed in the cost of a stroke.
            points.reserveCapacity(path.elements.count * 12)
            smooth.reserveCapacity(path.elements.count * 12)

            for e in path.elements {
                switch e {
                case .move(let p):
                    guard p.isFinite else { return false }
                    finish(start: start, drawn: drawn, closed: false)
                    start = points.count
                    points.append(p)
                    smooth.append(false)
                    drawn = false
                    current = p
                case .line(let p):
                    guard p.isFinite else { return false }
                    if start < 0 { start = begin(at: current) }
                    add(p, smooth: false, start: start, eps2: eps2)
                    current = p
                    drawn = true
                case .quad(let c, let p):
                    guard c.isFinite, p.isFinite else { return false }
                    if start < 0 { start = begin(at: current) }
                    Path.forEachInnerPoint(quad: current, c, p, tolerance: tol) {
                        add($0, smooth: true, start: start, eps2: eps2)
                    }
                    add(p, smooth: false, start: start, eps2: eps2)
                    current = p
                    drawn = true
                case .cubic(let c1, let c2, let p):
                    guard c1.isFinite, c2.isFinite, p.isFinite else { return false }
                    if start < 0 { start = begin(at: current) }
                    Path.forEachInnerPoint(cubic: current, c1, c2, p, tolerance: tol) {
                        add($0, smooth: true, start: start, eps2: eps2)
                    }
                    add(p, smooth: false, start: start, eps2: eps2)
                    current = p
                    drawn = true
                case .close:
                    guard start >= 0 else { break }
                    // The closing segment is implicit; a last point on top of the first adds nothing.
                    while points.count - start > 1, distanceSquared(points[points.count - 1], points[start]) <= eps2 {
                        points.removeLast()
                        smooth.removeLast()
                    }
                    current = points[start]
                    finish(start: start, drawn: true, closed: true)
                    start = -1
                }
            }
            finish(start: start, drawn: drawn, closed: false)
            return true
        }

        private mutating func begin(at p: Point) -> Int {
            points.append(p)
            smooth.append(false)
            return points.count - 1
        }

        private mutating func add(_ p: Point, smooth isSmooth: Bool, start: Int, eps2: Double) {
            if points.count > start, distanceSquared(points[points.count - 1], p) <= eps2 {
                // Keep the earlier point, but an element's end point is a real corner.
                if !isSmooth { smooth[smooth.count - 1] = false }
                return
            }
            points.append(p)
            smooth.append(isSmooth)
        }

        private mutating func finish(start: Int, drawn: Bool, closed: Bool) {
            guard start >= 0 else { return }
            if drawn {
                contours.append(
                    Contour(
                        start: start, count: points.count - start, isClosed: closed,
                        direction: Point(x: 1, y: 0)))
            } else {
                points.removeSubrange(start...)
                smooth.removeSubrange(start...)
            }
        }

        /// The contours cut into dashes by arc length, or nil when more than `maxDashes`
        /// dashes would result (the caller then strokes solid).
        ///
        /// Every subpath starts the pattern afresh at `phase`. A closed subpath whose pattern
        /// is on both where it starts and where it ends gets one dash across its start point,
        /// joined there rather than capped twice (as Skia does).
        func dashed(pattern: [Double], phase: Double, epsilon: Double, maxDashes: Int) -> Polylines? {
            let n = pattern.count
            var period = 0.0
            for x in pattern { period += x }

            // Refuse early when the pattern is obviously too dense for the path's length.
            var total = 0.0
            for c in contours where c.count > 1 {
                let segments = c.isClosed ? c.count : c.count - 1
                for k in 0..<segments {
                    total += (points[c.start + (k + 1) % c.count] - points[c.start + k]).length
                }
            }
            let estimate = (total / period + Double(contours.count)) * Double(n / 2)
            guard estimate.isFinite, estimate <= Double(maxDashes) else { return nil }

            // Where the pattern stands at the start of every subpath.
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            if offset >= period { offset = 0 }
            var startIndex = 0
            var steps = 0
            while offset > 0, offset >= pattern[startIndex], steps < n {
                offset -= pattern[startIndex]
                startIndex = (startIndex + 1) % n
                steps += 1
            }
            let startRemaining = max(0, pattern[startIndex] - offset)

            let eps2 = epsilon * epsilon
            var out = Polylines()
            out.points.reserveCapacity(points.count + 2 * Int(estimate) + 2)
            out.smooth.reserveCapacity(points.count + 2 * Int(estimate) + 2)
            out.contours.reserveCapacity(Int(estimate) + contours.count)

            for c in contours where c.count > 0 {
                var index = startIndex
                var remaining = startRemaining
                var on = index % 2 == 0
                if c.count == 1 {
                    if on { out.appendDash(startingAt: points[c.start], direction: c.direction) }
                    continue
                }
                let firstDash = out.contours.count
                let startedOn = on
                var toggled = false
                if on { out.appendDash(startingAt: points[c.start], direction: c.direction) }
                let segments = c.isClosed ? c.count : c.count - 1
                for k in 0..<segments {
                    let next = k + 1 == c.count ? 0 : k + 1
                    let a = points[c.start + k]
                    let b = points[c.start + next]
                    let len = (b - a).length
                    let dir = (b - a) * (1 / len)
                    var t = 0.0
                    while remaining < len - t {
                        t += remaining
                        // Snap cuts next to a vertex onto it, so no dash ends in a sliver
                        // whose direction is rounding noise.
                        let q = t <= epsilon ? a : (len - t <= epsilon ? b : a.lerp(b, t / len))
                        if on {
                            out.add(q, smooth: false, eps2: eps2)
                            out.contours[out.contours.count - 1].direction = dir
                            if out.contours.count > maxDashes { return nil }
                        } else {
                            out.appendDash(startingAt: q, direction: dir)
                        }
                        toggled = true
                        index += 1
                        if index == n { index = 0 }
                        remaining = pattern[index]
                        on.toggle()
                    }
                    remaining -= len - t
                    if on { out.add(b, smooth: smooth[c.start + next], eps2: eps2) }
                }
                guard c.isClosed, on else { continue }
                let last = out.contours.count - 1
                if !toggled {
                    // The whole subpath is one dash: keep it closed, with a join at its start.
                    out.points.removeLast()
                    out.smooth.removeLast()
                    out.contours[last].count -= 1
                    out.contours[last].isClosed = true
                } else if startedOn, last != firstDash {
                    // Continue the last dash with the first one, through the start point.
                    let head = out.contours[firstDash]
                    for i in (head.start + 1)..<(head.start + head.count) {
                        out.add(out.points[i], smooth: out.smooth[i], eps2: eps2)
                    }
                    out.contours[firstDash].count = 0
                }
            }
            return out
        }

        /// Starts a new open contour at `p`; its count grows as ``add(_:smooth:eps2:)`` appends.
        private mutating func appendDash(startingAt p: Point, direction: Point) {
            contours.append(Contour(start: points.count, count: 1, isClosed: false, direction: direction))
            points.append(p)
            smooth.append(false)
        }

        /// Appends `p` to the last contour unless it is within `eps2`'s root of the last point.
        private mutating func add(_ p: Point, smooth isSmooth: Bool, eps2: Double) {
            if distanceSquared(points[points.count - 1], p) <= eps2 {
                if !isSmooth { smooth[smooth.count - 1] = false }
                return
            }
            points.append(p)
            smooth.append(isSmooth)
            contours[contours.count - 1].count += 1
        }
    }

    /// Builds the outline contours of flattened polylines.
    struct Outliner {
        private let halfWidth: Double
        private let join: LineJoin
        private let cap: LineCap
        /// A miter is drawn while (1 + cos θ) · limit² ≥ 2 for a turn of θ, which is
        /// CoreGraphics' 1 / sin(φ/2) ≤ limit for the interior angle φ = π − θ.
        private let miterLimitSquared: Double
        /// The largest angle one polygon step of a round join or cap may cover.
        private let arcStep: Double
        /// Round joins turning less than `arcStep` (compared as cosines) need a single vertex.
        private let arcStepCosine: Double
        /// Round caps: rotations by (k + ½)·π/steps for k = 0 ..< steps, and the vertices' radius.
        private let capCosines: [Double]
        private let capSines: [Double]
        private let capRadius: Double

        /// The outliner's arrays, which a ``Scratch`` keeps between strokes.
        struct Buffers {
            /// Every contour's points, one contour after another; each contour is closed.
            var points: [Point] = []
            /// Where each contour's points end in `points`.
            var contourEnds: [Int] = []
            /// The current contour's unit segment directions and lengths.
            var directions: [Point] = []
            var lengths: [Double] = []

            /// Empties the buffers, keeping their storage.
            mutating func removeAll() {
                points.removeAll(keepingCapacity: true)
                contourEnds.removeAll(keepingCapacity: true)
                directions.removeAll(keepingCapacity: true)
                lengths.removeAll(keepingCapacity: true)
            }
        }

        /// The outline and the working arrays (handed back to a ``Scratch`` afterwards).
        private(set) var buffers: Buffers
        private var contourStart = -1
        private var first = Point.zero
        private var last = Point.zero

        init(style: StrokeStyle, halfWidth h: Double, tolerance: Double, buffers: Buffers = Buffers()) {
            self.buffers = buffers
            halfWidth = h
            join = style.lineJoin
            cap = style.lineCap
            let limit = style.miterLimit.isNaN ? 0 : min(max(style.miterLimit, 0), Stroker.maxMiterLimit)
            miterLimitSquared = limit * limit
            // Round joins and caps are polygons circumscribed about the arc: vertices at
            // h / cos(step/2) halfway between tangent points, edges tangent to the circle. Their
            // first and last edges then continue the offsets in a straight line, a one-step
            // join is exactly the miter point, and the polygon strays outwards only, by
            // h·(1/cos(step/2) − 1), which the tolerance bounds.
            let cosHalfStep = 1 / (1 + tolerance / h)
            let step = min(2 * arcTangent((1 - cosHalfStep * cosHalfStep).squareRoot(), cosHalfStep), Double.pi / 2)
            arcStep = step
            arcStepCosine = cosine(step)
            // At least 4 steps per cap, so even a hairline's dot is an octagon, not a sliver.
            let steps = Int(min(Double(Stroker.maxArcSteps), max(4, (Double.pi / step).rounded(.up))))
            let capStep = Double.pi / Double(steps)
            var cosines: [Double] = []
            var sines: [Double] = []
            // Only round caps use the table: building it for every stroke was a tenth of the
            // cost of stroking a rounded rectangle (butt caps, and closed paths have no caps).
            if cap == .round {
                cosines.reserveCapacity(steps)
                sines.reserveCapacity(steps)
                for k in 0..<steps {
                    cosines.append(cosine(capStep * (Double(k) + 0.5)))
                    sines.append(sine(capStep * (Double(k) + 0.5)))
                }
            }
            capCosines = cosines
            capSines = sines
            capRadius = cap == .round ? h / cosine(capStep / 2) : h
        }

        /// Appends the outline of every contour of `lines`.
        mutating func outline(_ lines: Polylines) {
            buffers.points.reserveCapacity(
                buffers.points.count + 2 * lines.points.count + (2 * capCosines.count + 8) * lines.contours.count)
            buffers.contourEnds.reserveCapacity(buffers.contourEnds.count + 2 * lines.contours.count)
            for c in lines.contours where c.count > 0 {
                if c.count == 1 {
                    outlinePoint(lines.points[c.start], direction: c.direction)
                    continue
                }
                measure(lines.points, start: c.start, count: c.count, closed: c.isClosed)
                if c.isClosed {
                    outlineClosed(lines, start: c.start, count: c.count)
                } else {
                    outlineOpen(lines, start: c.start, count: c.count)
                }
            }
        }

        /// Fills `directions` and `lengths` for the contour's segments.
        private mutating func measure(_ points: [Point], start: Int, count: Int, closed: Bool) {
            buffers.directions.removeAll(keepingCapacity: true)
            buffers.lengths.removeAll(keepingCapacity: true)
            let segments = closed ? count : count - 1
            buffers.directions.reserveCapacity(segments)
            buffers.lengths.reserveCapacity(segments)
            for k in 0..<segments {
                let d = points[start + (k + 1 == count ? 0 : k + 1)] - points[start + k]
                let l = d.length
                buffers.directions.append(l > 0 ? d * (1 / l) : Point(x: 1, y: 0))
                buffers.lengths.append(l)
            }
        }

        /// Left offset forward, end cap, right offset backward, start cap: one contour.
        private mutating func outlineOpen(_ lines: Polylines, start s: Int, count m: Int) {
            let h = halfWidth
            let d0 = buffers.directions[0]
            let dn = buffers.directions[m - 2]
            let p0 = lines.points[s]
            let pn = lines.points[s + m - 1]
            emit(p0 + normal(d0) * h)
            if m > 2 {
                for k in 1..<(m - 1) {
                    let din = buffers.directions[k - 1]
                    let dout = buffers.directions[k]
                    joinLeft(
                        lines.points[s + k], din, dout, buffers.lengths[k - 1], buffers.lengths[k],
                        smooth: lines.smooth[s + k], outer: din.cross(dout) <= 0)
                }
            }
            emit(pn + normal(dn) * h)
            capLeftToRight(pn, dn)
            if m > 2 {
                for k in stride(from: m - 2, through: 1, by: -1) {
                    let din = buffers.directions[k - 1]
                    let dout = buffers.directions[k]
                    // The same vertex seen from the other side: outer exactly where the forward
                    // pass saw inner, ties included, so each corner gets exactly one wedge.
                    joinLeft(
                        lines.points[s + k], -dout, -din, buffers.lengths[k], buffers.lengths[k - 1],
                        smooth: lines.smooth[s + k], outer: din.cross(dout) > 0)
                }
            }
            emit(p0 - normal(d0) * h)
            capLeftToRight(p0, -d0)
            endContour()
        }

        /// The left offset and the right offset traced backwards: two contours.
        private mutating func outlineClosed(_ lines: Polylines, start s: Int, count m: Int) {
            for k in 0..<m {
                let prev = k == 0 ? m - 1 : k - 1
                let din = buffers.directions[prev]
                let dout = buffers.directions[k]
                joinLeft(
                    lines.points[s + k], din, dout, buffers.lengths[prev], buffers.lengths[k],
                    smooth: lines.smooth[s + k], outer: din.cross(dout) <= 0)
            }
            endContour()
            for k in stride(from: m - 1, through: 0, by: -1) {
                let prev = k == 0 ? m - 1 : k - 1
                let din = buffers.directions[prev]
                let dout = buffers.directions[k]
                joinLeft(
                    lines.points[s + k], -dout, -din, buffers.lengths[k], buffers.lengths[prev],
                    smooth: lines.smooth[s + k], outer: din.cross(dout) > 0)
            }
            endContour()
        }

        /// A zero-length subpath: two caps back to back (a dot, a square, or nothing for butt).
        private mutating func outlinePoint(_ p: Point, direction e: Point) {
            guard cap != .butt else { return }
            emit(p + normal(e) * halfWidth)
            capLeftToRight(p, e)
            capLeftToRight(p, -e)
            endContour()
        }

        /// The left side of a corner at `v` between unit directions `din` and `dout`, given
        /// the offsets' lengths on each side (for the inner join) and whether the left side
        /// is the corner's outer side.
        private mutating func joinLeft(
            _ v: Point, _ din: Point, _ dout: Point, _ lin: Double, _ lout: Double,
            smooth: Bool, outer: Bool
        ) {
            let h = halfWidth
            let nin = normal(din)
            let nout = normal(dout)
            let dot = din.dot(dout)
            let oneDot = 1 + dot
            guard outer else {
                // Inner side. The offsets' crossing is safe when it lies on both offsets and each
                // offset's end lies inside the other segment's rectangle: h·tan(θ/2) and h·sin θ
                // must both fit in the shorter segment. Otherwise go through the vertex.
                let sinTurn = abs(din.cross(dout))
                let shorter = min(lin, lout)
                if oneDot > 0, h * sinTurn <= shorter, h * sinTurn <= shorter * oneDot {
                    emit(v + (nin + nout) * (h / oneDot))
                } else {
                    emit(v + nin * h)
                    emit(v)
                    emit(v + nout * h)
                }
                return
            }
            // Vertices inside a flattened curve stand for a smooth curve: always join them round.
            switch smooth ? LineJoin.round : join {
            case .miter:
                if oneDot * miterLimitSquared >= 2 {
                    emit(v + (nin + nout) * (h / oneDot))
                } else {
                    emit(v + nin * h)
                    emit(v + nout * h)
                }
            case .bevel:
                emit(v + nin * h)
                emit(v + nout * h)
            case .round:
                if dot >= arcStepCosine {
                    // One step: the circumscribed polygon's single vertex is the miter point.
                    emit(v + (nin + nout) * (h / oneDot))
                    return
                }
                let turn = arcTangent(abs(din.cross(dout)), dot)
                let steps = Int(min(Double(Stroker.maxArcSteps), max(2, (turn / arcStep).rounded(.up))))
                let half = turn / Double(2 * steps)
                let ch = cosine(half)
                let sh = sine(half)
                let c = ch * ch - sh * sh
                let s = 2 * sh * ch
                let r = h / ch
                // Turning right (the left side is outer): rotate clockwise in maths terms,
                // first by half a step, then by whole steps.
                var u = Point(x: nin.x * ch + nin.y * sh, y: nin.y * ch - nin.x * sh)
                emit(v + u * r)
                for _ in 1..<steps {
                    u = Point(x: u.x * c + u.y * s, y: u.y * c - u.x * s)
                    emit(v + u * r)
                }
            }
        }

        /// A cap at `v` for a stroke heading along `e`, from the left offset (already emitted)
        /// round the front to the right offset.
        private mutating func capLeftToRight(_ v: Point, _ e: Point) {
            let h = halfWidth
            let n = normal(e)
            switch cap {
            case .butt:
                break
            case .square:
                emit(v + (n + e) * h)
                emit(v + (e - n) * h)
            case .round:
                let r = capRadius
                for k in 0..<capCosines.count {
                    let c = capCosines[k]
                    let s = capSines[k]
                    emit(v + Point(x: n.x * c + n.y * s, y: n.y * c - n.x * s) * r)
                }
            }
            emit(v - n * h)
        }

        /// The left normal of a unit direction (+90° in maths terms).
        @inline(__always) private func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }

        private mutating func emit(_ p: Point) {
            if contourStart < 0 {
                contourStart = buffers.points.count
                buffers.points.append(p)
                first = p
                last = p
            } else if p != last {
                buffers.points.append(p)
                last = p
            }
        }

        private mutating func endContour() {
            guard contourStart >= 0 else { return }
            // The closing edge is implicit.
            if last == first, buffers.points.count - contourStart > 1 { buffers.points.removeLast() }
            if buffers.points.count - contourStart < 3 {
                buffers.points.removeSubrange(contourStart...)
            } else {
                buffers.contourEnds.append(buffers.points.count)
            }
            contourStart = -1
        }
    }
}

/// The squared distance between two points, for comparisons that need no square root.
@inline(__always) private func distanceSquared(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x
    let dy = a.y - b.y
    return dx * dx + dy * dy
}
