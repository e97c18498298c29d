import Raster
import TestSupport
import Testing

// The stroker is checked geometrically, independently of the rasterizer: the output is
// flattened and its nonzero winding number evaluated at many sample points, and compared
// with an independent "truth" for the stroke region — the distance to the polyline for round
// joins and caps, otherwise the union of pieces built here from scratch (a rectangle per
// segment, a miter quad / bevel triangle / round sector per corner, a cap piece per end).
// Points within a small band of any piece's edge are skipped; the band is 1e-3 for straight
// geometry and the flattening tolerance (plus 1e-3) where round joins, caps or curves are
// involved, because those are polygonal approximations within the tolerance.

@Suite struct StrokerTests {
    // MARK: Randomised differential tests against the oracle

    @Test func zigzagsMatchOracle() {
        var rng = LCG(seed: 0x5EED_0001)
        for _ in 0..<4 {
            let open = randomPolyline(&rng, count: 7 + rng.int(6), minStep: 3, maxStep: 25)
            let closed = randomPolyline(&rng, count: 4 + rng.int(6), minStep: 3, maxStep: 25)
            let width = 1 + 7 * rng.next()
            for style in allStyles(width: width) {
                expectMatch(open, closed: false, style: style, samples: 8_000)
                // Caps must not appear on closed subpaths: the oracle has none.
                expectMatch(closed, closed: true, style: style, samples: 8_000)
            }
        }
    }

    @Test func shortSegmentsWithWideStrokesMatchOracle() {
        var rng = LCG(seed: 0x5EED_0002)
        for _ in 0..<4 {
            let open = randomPolyline(&rng, count: 8 + rng.int(8), minStep: 0.05, maxStep: 1.5)
            let closed = randomPolyline(&rng, count: 5 + rng.int(8), minStep: 0.05, maxStep: 1.5)
            let width = 4 + 8 * rng.next()
            for style in allStyles(width: width) {
                expectMatch(open, closed: false, style: style, samples: 8_000)
                // Caps must not appear on closed subpaths: the oracle has none.
                expectMatch(closed, closed: true, style: style, samples: 8_000)
            }
        }
    }

    @Test func sharpTurnsAndNearReversalsMatchOracle() {
        // Hairpins of a few degrees, where miters exceed any limit and inner offsets cross far away.
        var rng = LCG(seed: 0x5EED_0003)
        for _ in 0..<6 {
            var pts = [Point(x: 0, y: 0)]
            var angle = rng.next() * 6.28
            for i in 0..<6 {
                let len = i % 2 == 0 ? 4 + 20 * rng.next() : 0.2 + 3 * rng.next()
                pts.append(pts[pts.count - 1] + Point(x: cosine(angle), y: sine(angle)) * len)
                angle += Double.pi - (0.02 + 0.3 * rng.next()) * (rng.next() < 0.5 ? -1 : 1)
            }
            for style in allStyles(width: 2 + 6 * rng.next()) {
                expectMatch(pts, closed: false, style: style, samples: 8_000)
            }
        }
    }

    @Test func exactReversalsMatchOracle() {
        // Turns of exactly 180° (cross product 0), where which side is outer is a tie: the
        // stroke must still end flat (bevel, miter beyond any limit) or round at the turn.
        let cases: [([Point], Bool)] = [
            ([Point(0, 0), Point(10, 0), Point(3, 0)], false),
            ([Point(0, 0), Point(10, 0), Point(3, 0), Point(8, 0)], false),
            ([Point(0, 0), Point(10, 5)], true),
            ([Point(0, 0), Point(10, 0), Point(10, 4), Point(10, 1), Point(0, 1)], true)
        ]
        for (pts, closed) in cases {
            for style in allStyles(width: 3) {
                expectMatch(pts, closed: closed, style: style, samples: 8_000)
            }
        }
    }

    @Test func roundStrokesEqualDistanceToPolyline() {
        // The truth here is only the distance: |p - polyline| <= w/2.
        var rng = LCG(seed: 0x5EED_0004)
        for i in 0..<10 {
            let short = i % 2 == 1
            let pts = randomPolyline(&rng, count: 6 + rng.int(10), minStep: short ? 0.1 : 2, maxStep: short ? 2 : 20)
            let style = StrokeStyle(width: 1 + 10 * rng.next(), lineJoin: .round, lineCap: .round)
            let tolerance = 0.02 + 0.08 * rng.next()
            let out = Stroker.stroke(polylinePath(pts, closed: i % 3 == 0), style: style, tolerance: tolerance)
            let segments = segmentsOf(pts, closed: i % 3 == 0)
            let h = style.width / 2
            let result = compare(out, bounds: boundsOf(pts, margin: h + 1), samples: 20_000) { p in
                let d = distance(p, segments)
                return abs(d - h) < tolerance + 1e-3 ? nil : d < h
            }
            #expect(result.disagreements.isEmpty, "\(result.disagreements.prefix(5))")
            #expect(result.tested > 10_000)
        }
    }

    /// The canvas strokes through `Stroker.polylines`, with one scratch reused from stroke
    /// to stroke: it must give exactly the public outline, flattened and mapped, whatever
    /// the strokes before it left in the scratch (longer paths, dashes, other caps).
    @Test func canvasPolylinesAreTheFlattenedOutline() {
        var rng = LCG(seed: 0x5EED_0009)
        let scratch = Stroker.Scratch()
        let transforms = [
            Transform.identity, Transform(scale: 3), Transform(a: 1.7, b: 0.4, c: -0.9, d: 2.2, tx: 13.25, ty: -7.5)
        ]
        for i in 0..<60 {
            let path: Path
            switch i % 3 {
            case 0: path = randomCurvePath(&rng, closed: i % 2 == 0)
            case 1:
                path = polylinePath(randomPolyline(&rng, count: 3 + rng.int(30), minStep: 0.05, maxStep: 30), closed: i % 2 == 0)
            default:
                path = Path(
                    roundedRect: Rect(
                        x: 10 * rng.next(), y: 10 * rng.next(), width: 5 + 200 * rng.next(),
                        height: 5 + 80 * rng.next()), cornerRadius: 30 * rng.next())
            }
            let style = StrokeStyle(
                width: 0.5 + 9 * rng.next(), lineJoin: [LineJoin.round, .miter, .bevel][rng.int(3)],
                lineCap: [LineCap.butt, .round, .square][rng.int(3)],
                dashPattern: rng.int(4) == 0 ? [1 + 9 * rng.next(), 1 + 5 * rng.next()] : [])
            let tolerance = [0.1, 0.03, 0.5][rng.int(3)]
            let t = transforms[i % transforms.count]
            let expected = Stroker.stroke(path, style: style, tolerance: tolerance).flattened(transform: t, tolerance: tolerance)
            #expect(
                Stroker.polylines(path, style: style, tolerance: tolerance, transform: t, scratch: scratch) == expected,
                "path \(i)")
            #expect(
                Stroker.polylines(path, style: style, tolerance: tolerance, transform: t) == expected, "path \(i), no scratch")
        }
    }

    @Test func curvesMatchOracle() {
        // Round joins everywhere inside curves; the style's join only where elements meet.
        var rng = LCG(seed: 0x5EED_0005)
        for i in 0..<6 {
            let closed = i % 2 == 1
            let path = randomCurvePath(&rng, closed: closed)
            let tolerance = 0.03
            let width = 1 + 12 * rng.next()
            for join in [LineJoin.round, .miter, .bevel] {
                let style = StrokeStyle(width: width, lineJoin: join, lineCap: closed ? .butt : .round)
                let (pts, smooth) = flattenPerElement(path, tolerance: tolerance)
                let truth = Oracle(points: pts, smooth: smooth, closed: closed, style: style, band: tolerance + 1e-3)
                let out = Stroker.stroke(path, style: style, tolerance: tolerance)
                let result = compare(out, bounds: truth.bounds, samples: 20_000, truth: truth.contains)
                #expect(result.disagreements.isEmpty, "\(join) \(result.disagreements.prefix(5))")
                if join == .round && !closed {
                    // Also against plain distance to the flattened curve.
                    let segments = segmentsOf(pts, closed: closed)
                    let h = width / 2
                    let r2 = compare(out, bounds: truth.bounds, samples: 20_000) { p in
                        let d = distance(p, segments)
                        return abs(d - h) < tolerance + 1e-3 ? nil : d < h
                    }
                    #expect(r2.disagreements.isEmpty, "\(r2.disagreements.prefix(5))")
                }
            }
        }
    }

    // MARK: Shape of the output

    @Test func openAndClosedContourCounts() {
        let pts = [Point(0, 0), Point(10, 0), Point(10, 10), Point(20, 5)]
        let open = Stroker.stroke(polylinePath(pts, closed: false), style: StrokeStyle(width: 2), tolerance: 0.1)
        let closed = Stroker.stroke(polylinePath(pts, closed: true), style: StrokeStyle(width: 2), tolerance: 0.1)
        #expect(polygons(open).count == 1)
        #expect(polygons(closed).count == 2)
        #expect(
            open.elements.allSatisfy {
                if case .quad = $0 { return false }
                if case .cubic = $0 { return false }
                return true
            })
    }

    @Test func longSegmentStrokesHaveWindingOneInside() {
        // With segments longer than the stroke is wide, the contours trace only the boundary:
        // no pixel near an edge may be counted twice by an area-summing rasterizer.
        let shapes: [Path] = [
            Path(rect: Rect(x: 3, y: 4, width: 374, height: 44)),
            Path(roundedRect: Rect(x: 3, y: 4, width: 374, height: 44), cornerRadius: 10),
            Path(roundedRect: Rect(x: 3, y: 4, width: 374, height: 44), cornerRadius: 12, cornerCurve: .continuous),
            Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 30))
        ]
        for shape in shapes {
            for join in LineJoin.allCases {
                let out = Stroker.stroke(shape, style: StrokeStyle(width: 1 / 3 * 2, lineJoin: join), tolerance: 0.1 / 3)
                let polys = polygons(out)
                var rng = LCG(seed: 7)
                let b = shape.controlBounds
                for _ in 0..<4_000 {
                    let p = Point(x: b.minX - 2 + (b.width + 4) * rng.next(), y: b.minY - 2 + (b.height + 4) * rng.next())
                    let w = winding(p, polys)
                    #expect(abs(w) <= 1, "winding \(w) at \(p)")
                }
            }
        }
    }

    @Test func nearlyCoincidentPointsMakeNoSpuriousJoins() {
        // A hop of 1e-13 almost straight back at (10, 0) has a direction that is rounding noise;
        // joining to it would grow a miter spike 9 half-widths long past the butt end at x = 11.
        let pts = [Point(0, 0), Point(10, 0), Point(10 - 1e-13, 2.2e-14), Point(11, 0)]
        let out = Stroker.stroke(polylinePath(pts, closed: false), style: StrokeStyle(width: 2), tolerance: 0.1)
        let bounds = out.controlBounds
        #expect(abs(bounds.maxX - 11) < 1e-9 && abs(bounds.minY + 1) < 1e-9 && abs(bounds.maxY - 1) < 1e-9, "\(bounds)")
        // Capsules: the straight sides between round corners have zero length.
        let capsule = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 10)
        let stroked = Stroker.stroke(capsule, style: StrokeStyle(width: 4), tolerance: 0.05)
        let b = stroked.controlBounds
        #expect(b.minX >= -2.05 && b.minY >= -2.05 && b.maxX <= 102.05 && b.maxY <= 22.05, "\(b)")
    }

    @Test func curveVerticesJoinSmoothlyWhateverTheStyle() {
        // A circle stroked wide: every outline vertex lies within the tolerance of the
        // offset circles, so bevels or miters never facet the curve.
        let r = 50.0
        let h = 10.0
        let tolerance = 0.05
        let circle = Path(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        for join in LineJoin.allCases {
            let out = Stroker.stroke(circle, style: StrokeStyle(width: 2 * h, lineJoin: join), tolerance: tolerance)
            for poly in polygons(out) {
                for p in poly {
                    let d = p.length
                    let nearOuter = abs(d - (r + h)) <= tolerance + 1e-9
                    let nearInner = abs(d - (r - h)) <= tolerance + 1e-9
                    #expect(nearOuter || nearInner, "\(join): vertex at radius \(d)")
                }
            }
        }
    }

    @Test func internalFlatteningMatchesPathFlattened() {
        var rng = LCG(seed: 0x5EED_0006)
        for i in 0..<8 {
            let path = randomCurvePath(&rng, closed: i % 2 == 0)
            var lines = Stroker.Polylines()
            let finite = lines.flatten(path, tolerance: 0.05, epsilon: 0.05e-3)
            #expect(finite)
            let reference = path.flattened(tolerance: 0.05)
            #expect(lines.contours.count == reference.count)
            for (c, ref) in zip(lines.contours, reference) {
                #expect(Array(lines.points[c.start..<(c.start + c.count)]) == ref.points)
                #expect(c.isClosed == ref.isClosed)
                #expect(lines.smooth[c.start] == false)
            }
            #expect(lines.smooth.contains(true))
        }
    }

    // MARK: Joins and caps, exactly

    @Test func rectangleOutlineAreaIsTheExactRing() {
        let rect = Path(rect: Rect(x: 10, y: 20, width: 100, height: 50))
        let miter = Stroker.stroke(rect, style: StrokeStyle(width: 4), tolerance: 0.1)
        let ring: Double = 104 * 54 - 96 * 46
        #expect(abs(abs(signedArea(miter)) - ring) < 1e-9)
        let bevel = Stroker.stroke(rect, style: StrokeStyle(width: 4, lineJoin: .bevel), tolerance: 0.1)
        #expect(abs(abs(signedArea(bevel)) - (ring - 4 * 2)) < 1e-9)
        let round = Stroker.stroke(rect, style: StrokeStyle(width: 4, lineJoin: .round), tolerance: 0.01)
        let exactRound = ring - 4 * (4 - Double.pi)
        #expect(abs(abs(signedArea(round)) - exactRound) < 0.01 * exactRound)
        // Outer and inner contours wind the same way for nonzero: opposite orientations.
        let areas = polygons(miter).map(shoelace)
        #expect(areas.count == 2 && areas[0] * areas[1] < 0)
    }

    @Test func miterLimitSwitchesToBevelAtCoreGraphicsAngle() {
        for limit in [10.0, 2.0, 1.5] {
            // CoreGraphics: miter while 1 / sin(φ/2) <= limit, φ the angle between the segments.
            let threshold = 2 * arcSine(1 / limit)
            for (delta, expectMiter) in [(0.002, true), (-0.002, false)] {
                let phi = threshold + delta
                let v = Point(0, 0)
                let a = Point(-100, 0)
                let b = Point(x: -100 * cosine(phi), y: 100 * sine(phi))
                // The segments from v towards a and towards b are phi apart.
                let path = polylinePath([a, v, b], closed: false)
                let h = 1.0
                let out = Stroker.stroke(path, style: StrokeStyle(width: 2 * h, miterLimit: limit), tolerance: 0.1)
                // The miter tip lies on the bisector, h / sin(φ/2) from v, away from the opening.
                let bisector = ((a - v).normalized + (b - v).normalized).normalized
                let tip = v - bisector * (h / sine(phi / 2))
                let probe = v.lerp(tip, 0.97)
                let inside = winding(probe, polygons(out)) != 0
                #expect(inside == expectMiter, "limit \(limit) φ \(phi)")
            }
        }
    }

    @Test func singlePointCaps() {
        var b = PathBuilder()
        b.move(to: Point(5, 7))
        b.line(to: Point(5, 7))
        let dot = b.build()
        let h = 10.0
        let round = Stroker.stroke(dot, style: StrokeStyle(width: 2 * h, lineCap: .round), tolerance: 0.1)
        #expect(abs(abs(signedArea(round)) - Double.pi * h * h) < 0.01 * Double.pi * h * h)
        let square = Stroker.stroke(dot, style: StrokeStyle(width: 2 * h, lineCap: .square), tolerance: 0.1)
        #expect(abs(abs(signedArea(square)) - 4 * h * h) < 1e-9)
        #expect(square.controlBounds == Rect(x: 5 - h, y: 7 - h, width: 2 * h, height: 2 * h))
        let butt = Stroker.stroke(dot, style: StrokeStyle(width: 2 * h, lineCap: .butt), tolerance: 0.1)
        #expect(butt.isEmpty)
        // A lone move draws nothing, as in CoreGraphics.
        var lone = PathBuilder()
        lone.move(to: Point(1, 1))
        #expect(Stroker.stroke(lone.build(), style: StrokeStyle(width: 4, lineCap: .round), tolerance: 0.1).isEmpty)
        // A hairline dot is still a polygon, not a sliver.
        let tiny = Stroker.stroke(dot, style: StrokeStyle(width: 0.05, lineCap: .round), tolerance: 0.1)
        #expect(abs(signedArea(tiny)) > 0.6 * Double.pi * 0.025 * 0.025)
    }

    @Test func invalidInputsGiveEmptyPaths() {
        let line = polylinePath([Point(0, 0), Point(10, 0)], closed: false)
        for w in [0.0, -1, .nan, .infinity] {
            #expect(Stroker.stroke(line, style: StrokeStyle(width: w), tolerance: 0.1).isEmpty)
        }
        let bad = polylinePath([Point(0, 0), Point(.nan, 0)], closed: false)
        #expect(Stroker.stroke(bad, style: StrokeStyle(width: 1), tolerance: 0.1).isEmpty)
        #expect(Stroker.stroke(Path(), style: StrokeStyle(width: 1), tolerance: 0.1).isEmpty)
        // Hostile tolerances and limits still give a finite outline.
        for tolerance in [0.0, -1, .nan, .infinity, 1e-300] {
            let out = Stroker.stroke(
                line, style: StrokeStyle(width: 1e6, lineJoin: .round, lineCap: .round), tolerance: tolerance)
            #expect(out.isFinite && !out.isEmpty && out.elements.count < 2_000)
        }
        let hairpin = polylinePath([Point(0, 0), Point(10, 0), Point(0, 1e-9)], closed: false)
        let spike = Stroker.stroke(hairpin, style: StrokeStyle(width: 1, miterLimit: .infinity), tolerance: 0.1)
        #expect(spike.isFinite)
    }

    // MARK: Dashes

    @Test func dashesOnAStraightLineHonourThePhase() {
        let line = polylinePath([Point(0, 0), Point(100, 0)], closed: false)
        let w = 2.0
        func dashes(_ pattern: [Double], phase: Double) -> [(Double, Double)] {
            let out = Stroker.stroke(line, style: StrokeStyle(width: w, dashPattern: pattern, dashPhase: phase), tolerance: 0.1)
            return polygons(out).map { poly in
                (poly.map(\.x).min()!, poly.map(\.x).max()!)
            }
        }
        func expectDashes(_ got: [(Double, Double)], _ want: [(Double, Double)]) {
            #expect(got.count == want.count, "\(got)")
            for (g, e) in zip(got, want) {
                #expect(abs(g.0 - e.0) < 1e-9 && abs(g.1 - e.1) < 1e-9, "\(g) vs \(e)")
            }
        }
        expectDashes(dashes([10, 5], phase: 3), [(0, 7), (12, 22), (27, 37), (42, 52), (57, 67), (72, 82), (87, 97)])
        expectDashes(dashes([10, 5], phase: -3), [(3, 13), (18, 28), (33, 43), (48, 58), (63, 73), (78, 88), (93, 100)])
        expectDashes(dashes([10, 5], phase: 10), [(5, 15), (20, 30), (35, 45), (50, 60), (65, 75), (80, 90), (95, 100)])
        // An odd count repeats: [10] is 10 on, 10 off.
        expectDashes(dashes([10], phase: 0), [(0, 10), (20, 30), (40, 50), (60, 70), (80, 90)])
        expectDashes(
            dashes([10, 5, 5], phase: 0), [(0, 10), (15, 20), (30, 35), (40, 50), (55, 60), (70, 75), (80, 90), (95, 100)])
        // Total length: area / width.
        let out = Stroker.stroke(line, style: StrokeStyle(width: w, dashPattern: [10, 5], dashPhase: 3), tolerance: 0.1)
        #expect(abs(abs(signedArea(out)) - 67 * w) < 1e-9)
    }

    @Test func degenerateDashPatternsDrawSolid() {
        let line = polylinePath([Point(0, 0), Point(1000, 0)], closed: false)
        for pattern: [Double] in [[], [1e-9], [1e-9, 1e-9], [5, -1], [5, .nan], [5, 0], [0, 0], [.infinity, 1]] {
            let out = Stroker.stroke(line, style: StrokeStyle(width: 2, dashPattern: pattern), tolerance: 0.1)
            #expect(polygons(out).count == 1, "\(pattern)")
            #expect(abs(abs(signedArea(out)) - 2000) < 1e-6, "\(pattern)")
        }
        #expect(Stroker.dashIntervals([3]) == [3, 3])
        #expect(Stroker.dashIntervals([1, 2, 3]) == [1, 2, 3, 1, 2, 3])
    }

    @Test func zeroLengthDashesWithRoundCapsAreDots() {
        let line = polylinePath([Point(0, 0), Point(100, 0)], closed: false)
        let h = 1.0
        let out = Stroker.stroke(line, style: StrokeStyle(width: 2 * h, lineCap: .round, dashPattern: [0, 10]), tolerance: 0.01)
        let polys = polygons(out)
        // A dot would fall exactly on the end; as in Skia, a dash starting there is not drawn.
        #expect(polys.count == 10)
        for poly in polys {
            #expect(abs(abs(shoelace(poly)) - Double.pi * h * h) < 0.01 * Double.pi * h * h)
        }
        let butt = Stroker.stroke(line, style: StrokeStyle(width: 2 * h, lineCap: .butt, dashPattern: [0, 10]), tolerance: 0.01)
        #expect(butt.isEmpty)
        // Square dots follow the path's direction.
        let diagonal = polylinePath([Point(0, 0), Point(30, 40)], closed: false)
        let squares = Stroker.stroke(
            diagonal, style: StrokeStyle(width: 2, lineCap: .square, dashPattern: [0, 10]), tolerance: 0.1)
        let sq = polygons(squares)
        #expect(sq.count == 5)
        #expect(sq.allSatisfy { abs(abs(shoelace($0)) - 4) < 1e-9 })
        #expect(abs(squares.controlBounds.minX - -1.4) < 1e-9)
    }

    @Test func closedDashJoinsAcrossTheStartPoint() {
        // Perimeter 120, pattern 25 on / 10 off: the dash running over the start point
        // (105 → 120 → 25) is one dash (so 3 in all, not 4) with a miter at the corner, not two butt-capped halves.
        let rect = Path(rect: Rect(x: 0, y: 0, width: 40, height: 20))
        let out = Stroker.stroke(rect, style: StrokeStyle(width: 4, dashPattern: [25, 10]), tolerance: 0.1)
        let polys = polygons(out)
        #expect(polys.count == 3)
        #expect(winding(Point(-1.5, -1.5), polys) != 0)
        // A pattern longer than the perimeter leaves the rectangle closed: two contours.
        let whole = Stroker.stroke(rect, style: StrokeStyle(width: 4, dashPattern: [500, 10]), tolerance: 0.1)
        #expect(polygons(whole).count == 2)
        let wholeRing: Double = 44 * 24 - 36 * 16
        #expect(abs(abs(signedArea(whole)) - wholeRing) < 1e-9)
    }

    @Test func dashedStrokesMatchOracle() {
        // Each dash is an open polyline; the union of the dashes' pieces is the truth.
        var rng = LCG(seed: 0x5EED_0007)
        for _ in 0..<4 {
            let pts = randomPolyline(&rng, count: 6 + rng.int(6), minStep: 3, maxStep: 25)
            let pattern = [2 + 8 * rng.next(), 1 + 5 * rng.next()]
            let phase = 20 * rng.next() - 10
            for (join, cap) in [(LineJoin.miter, LineCap.butt), (.bevel, .square), (.round, .round)] {
                let style = StrokeStyle(
                    width: 1 + 4 * rng.next(), lineJoin: join, lineCap: cap,
                    dashPattern: pattern, dashPhase: phase)
                let dashes = cutDashes(pts, pattern: pattern, phase: phase)
                let band = join == .round || cap == .round ? 0.05 + 1e-3 : 1e-3
                let oracles = dashes.map {
                    Oracle(
                        points: $0, smooth: Array(repeating: false, count: $0.count),
                        closed: false, style: style, band: band)
                }
                let out = Stroker.stroke(polylinePath(pts, closed: false), style: style, tolerance: 0.05)
                #expect(polygons(out).count == dashes.count)
                let result = compare(out, bounds: boundsOf(pts, margin: style.width), samples: 20_000) { p in
                    var inside = false
                    for o in oracles {
                        guard let c = o.contains(p) else { return nil }
                        inside = inside || c
                    }
                    return inside
                }
                #expect(result.disagreements.isEmpty, "\(join) \(cap) \(result.disagreements.prefix(5))")
            }
        }
    }

    // MARK: Helpers

    /// Every join (miter with two limits) × every cap.
    private func allStyles(width: Double) -> [StrokeStyle] {
        var styles: [StrokeStyle] = []
        for (join, limit) in [(LineJoin.miter, 10.0), (.miter, 2), (.bevel, 10), (.round, 10)] {
            for cap in LineCap.allCases {
                styles.append(StrokeStyle(width: width, lineJoin: join, lineCap: cap, miterLimit: limit))
            }
        }
        return styles
    }

    private func expectMatch(
        _ pts: [Point], closed: Bool, style: StrokeStyle, samples: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let tolerance = 0.05
        let round = style.lineJoin == .round || style.lineCap == .round
        let truth = Oracle(
            points: pts, smooth: Array(repeating: false, count: pts.count), closed: closed,
            style: style, band: round ? tolerance + 1e-3 : 1e-3)
        let out = Stroker.stroke(polylinePath(pts, closed: closed), style: style, tolerance: tolerance)
        let result = compare(out, bounds: truth.bounds, samples: samples, truth: truth.contains)
        #expect(
            result.disagreements.isEmpty,
            "\(style.lineJoin) \(style.lineCap) limit \(style.miterLimit) closed \(closed): \(result.disagreements.prefix(5)) of \(result.tested)",
            sourceLocation: sourceLocation)
        #expect(result.tested > samples / 3, sourceLocation: sourceLocation)
    }
}

// MARK: - Oracle

/// The stroke region as a union of independently built pieces.
private struct Oracle {
    enum Shape {
        /// A convex polygon.
        case polygon([Point])
        /// Points within `radius` of `center` with (p − center)·a ≥ 0 and (p − center)·b ≤ 0
        /// (a half-disc when a == b).
        case sector(center: Point, radius: Double, a: Point, b: Point)
    }

    struct Piece {
        var shape: Shape
        /// The shape's bounding box grown by the band: points outside are neither in nor near it.
        var box: Rect
    }

    var pieces: [Piece] = []
    var bounds: Rect
    let band: Double

    init(points: [Point], smooth: [Bool], closed: Bool, style: StrokeStyle, band: Double) {
        self.band = band
        let h = style.width / 2
        let n = points.count
        bounds = boundsOf(points, margin: h * min(max(style.miterLimit, 1.5), 3) + 1)
        let segCount = closed ? n : n - 1
        func dir(_ k: Int) -> Point { (points[(k + 1) % n] - points[k]).normalized }
        func perp(_ d: Point) -> Point { Point(x: d.y, y: -d.x) }
        func add(_ poly: [Point]) {
            pieces.append(Piece(shape: .polygon(poly), box: boundsOf(poly, margin: band)))
        }
        func add(sector v: Point, _ a: Point, _ b: Point) {
            pieces.append(
                Piece(
                    shape: .sector(center: v, radius: h, a: a, b: b),
                    box: boundsOf([v], margin: h + band)))
        }
        for k in 0..<segCount {
            let a = points[k]
            let b = points[(k + 1) % n]
            let q = perp(dir(k)) * h
            add([a + q, b + q, b - q, a - q])
        }
        // Corners.
        let corners = closed ? Array(0..<n) : Array(1..<max(1, n - 1))
        for k in corners {
            let v = points[k]
            let din = dir((k - 1 + n) % n)
            let dout = dir(k)
            let turn = din.x * dout.y - din.y * dout.x
            if abs(turn) < 1e-12 && din.x * dout.x + din.y * dout.y > 0 { continue }
            let join = smooth[k] ? LineJoin.round : style.lineJoin
            if join == .round {
                add(sector: v, din, dout)
                continue
            }
            // Outer normals: pointing away from where the path turns.
            var oin = perp(din)
            var oout = perp(dout)
            if oin.x * dout.x + oin.y * dout.y > 0 { oin = -oin }
            if oout.x * din.x + oout.y * din.y < 0 { oout = -oout }
            let pin = v + oin * h
            let pout = v + oout * h
            let u = -din
            let w = dout
            let phi = arcCosine(max(-1, min(1, u.x * w.x + u.y * w.y)))
            if join == .miter && 1 / sine(phi / 2) <= style.miterLimit,
                let tip = intersect(pin, din, pout, dout)
            {
                add([v, pin, tip, pout])
            } else {
                add([v, pin, pout])
            }
        }
        guard !closed else { return }
        // Caps.
        let ends =
            n == 1
            ? [(points[0], Point(1, 0)), (points[0], Point(-1, 0))]
            : [(points[n - 1], dir(n - 2)), (points[0], -dir(0))]
        for (v, e) in ends {
            switch style.lineCap {
            case .butt: break
            case .square:
                let q = perp(e) * h
                add([v + q, v + q + e * h, v - q + e * h, v - q])
            case .round:
                add(sector: v, e, e)
            }
        }
    }

    /// Inside or outside, or nil when `p` is within the band of any piece's edge.
    func contains(_ p: Point) -> Bool? {
        var inside = false
        for piece in pieces {
            let box = piece.box
            if p.x < box.minX || p.x > box.maxX || p.y < box.minY || p.y > box.maxY { continue }
            switch piece.shape {
            case .polygon(let poly):
                var sign = 0.0
                var inPoly = true
                for i in 0..<poly.count {
                    let a = poly[i]
                    let b = poly[i + 1 == poly.count ? 0 : i + 1]
                    if segmentDistance(p, a, b) < band { return nil }
                    let c = (b - a).cross(p - a)
                    if abs(c) < 1e-15 { continue }
                    if sign == 0 { sign = c } else if (sign > 0) != (c > 0) { inPoly = false }
                }
                if inPoly && sign != 0 { inside = true }
            case .sector(let v, let r, let a, let b):
                let d = p - v
                let len = d.length
                let sa = d.dot(a)
                let sb = d.dot(b)
                if abs(len - r) < band { return nil }
                if a != b && abs(sb) < band { return nil }
                if abs(sa) < band { return nil }
                if len <= r && sa >= 0 && (a == b || sb <= 0) { inside = true }
            }
        }
        return inside
    }
}

/// Where the lines p + t·d and q + s·e meet, if they are not parallel.
private func intersect(_ p: Point, _ d: Point, _ q: Point, _ e: Point) -> Point? {
    let den = d.cross(e)
    guard abs(den) > 1e-12 else { return nil }
    let t = (q - p).cross(e) / den
    return p + d * t
}

/// The open dash polylines of `pts` for a two-entry pattern, cut independently of the stroker.
private func cutDashes(_ pts: [Point], pattern: [Double], phase: Double) -> [[Point]] {
    let period = pattern[0] + pattern[1]
    var lengths = [0.0]
    for i in 1..<pts.count { lengths.append(lengths[i - 1] + pts[i].distance(to: pts[i - 1])) }
    let total = lengths[lengths.count - 1]
    func point(at s: Double) -> Point {
        var i = 1
        while i < pts.count - 1 && lengths[i] < s { i += 1 }
        let t = (s - lengths[i - 1]) / (lengths[i] - lengths[i - 1])
        return pts[i - 1].lerp(pts[i], t)
    }
    var dashes: [[Point]] = []
    // The dash starting at pattern position 0 sits at arc length −phase + k·period.
    var k = ((phase) / period).rounded(.down)
    while true {
        let s0 = k * period - phase
        let s1 = s0 + pattern[0]
        if s0 >= total { break }
        k += 1
        if s1 <= 0 { continue }
        let a = max(0, s0)
        let b = min(total, s1)
        var dash = [point(at: a)]
        for i in 1..<(pts.count - 1) where lengths[i] > a && lengths[i] < b { dash.append(pts[i]) }
        dash.append(point(at: b))
        dashes.append(dash)
    }
    return dashes
}

// MARK: - Point-in-path for the output

/// The output's contours as polygons (the stroker emits only lines, so this is exact).
private func polygons(_ path: Path) -> [[Point]] {
    path.flattened(tolerance: 1).map(\.points)
}

/// The nonzero winding number of `p` with respect to all polygons.
private func winding(_ p: Point, _ polys: [[Point]]) -> Int {
    var w = 0
    for poly in polys where poly.count > 1 {
        for i in 0..<poly.count {
            let a = poly[i]
            let b = poly[i + 1 == poly.count ? 0 : i + 1]
            let side = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if a.y <= p.y {
                if b.y > p.y && side > 0 { w += 1 }
            } else if b.y <= p.y && side < 0 {
                w -= 1
            }
        }
    }
    return w
}

private func shoelace(_ poly: [Point]) -> Double {
    var s = 0.0
    for i in 0..<poly.count { s += poly[i].cross(poly[(i + 1) % poly.count]) }
    return s / 2
}

private func signedArea(_ path: Path) -> Double {
    polygons(path).reduce(0) { $0 + shoelace($1) }
}

/// Compares the output's nonzero interior with `truth` on a grid over `bounds`; `truth`
/// returns nil for points too close to a boundary to judge.
private func compare(
    _ out: Path, bounds: Rect, samples: Int,
    truth: (Point) -> Bool?
) -> (disagreements: [Point], tested: Int) {
    let polys = polygons(out)
    let side = Int(Double(samples).squareRoot().rounded(.up))
    var bad: [Point] = []
    var tested = 0
    for j in 0..<side {
        for i in 0..<side {
            // Irrational offsets keep grid points off axis-aligned edges.
            let p = Point(
                x: bounds.minX + bounds.width * (Double(i) + 0.3819660113) / Double(side),
                y: bounds.minY + bounds.height * (Double(j) + 0.6180339887) / Double(side))
            guard let expected = truth(p) else { continue }
            tested += 1
            if (winding(p, polys) != 0) != expected { bad.append(p) }
        }
    }
    return (bad, tested)
}

// MARK: - Geometry helpers

private func segmentsOf(_ pts: [Point], closed: Bool) -> [(Point, Point)] {
    var s: [(Point, Point)] = []
    for i in 0..<(closed ? pts.count : pts.count - 1) { s.append((pts[i], pts[(i + 1) % pts.count])) }
    return s
}

/// The distance from `p` to the nearest of `segments`.
private func distance(_ p: Point, _ segments: [(Point, Point)]) -> Double {
    var best = Double.infinity
    for (a, b) in segments { best = min(best, segmentDistance(p, a, b)) }
    return best
}

private func segmentDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
    let abx = b.x - a.x
    let aby = b.y - a.y
    let apx = p.x - a.x
    let apy = p.y - a.y
    let l2 = abx * abx + aby * aby
    let t = l2 > 0 ? max(0, min(1, (apx * abx + apy * aby) / l2)) : 0
    let dx = apx - abx * t
    let dy = apy - aby * t
    return (dx * dx + dy * dy).squareRoot()
}

private func boundsOf(_ pts: [Point], margin: Double) -> Rect {
    let xs = pts.map(\.x)
    let ys = pts.map(\.y)
    return Rect(
        x: xs.min()! - margin, y: ys.min()! - margin,
        width: xs.max()! - xs.min()! + 2 * margin, height: ys.max()! - ys.min()! + 2 * margin)
}

private func polylinePath(_ pts: [Point], closed: Bool) -> Path {
    var b = PathBuilder()
    b.move(to: pts[0])
    for p in pts.dropFirst() { b.line(to: p) }
    if closed { b.close() }
    return b.build()
}

private func randomPolyline(_ rng: inout LCG, count: Int, minStep: Double, maxStep: Double) -> [Point] {
    var pts = [Point(x: 0, y: 0)]
    for _ in 1..<count {
        let angle = rng.next() * 2 * Double.pi
        let len = minStep + (maxStep - minStep) * rng.next()
        pts.append(pts[pts.count - 1] + Point(x: cosine(angle), y: sine(angle)) * len)
    }
    return pts
}

/// A path mixing lines, quads and cubics (some with sharp turns between elements).
private func randomCurvePath(_ rng: inout LCG, closed: Bool) -> Path {
    var b = PathBuilder()
    var p = Point(0, 0)
    b.move(to: p)
    func rnd(_ rng: inout LCG) -> Point { Point(x: 40 * rng.next() - 20, y: 40 * rng.next() - 20) }
    for _ in 0..<(3 + rng.int(4)) {
        switch rng.int(3) {
        case 0:
            p = p + rnd(&rng)
            b.line(to: p)
        case 1:
            let c = p + rnd(&rng)
            p = c + rnd(&rng)
            b.quad(to: p, control: c)
        default:
            let c1 = p + rnd(&rng)
            let c2 = c1 + rnd(&rng)
            p = c2 + rnd(&rng)
            b.cubic(to: p, control1: c1, control2: c2)
        }
    }
    if closed { b.close() }
    return b.build()
}

/// The path flattened one element at a time, so every element's end point is known to be a
/// corner (smooth = false) and every point inside a curve smooth.
private func flattenPerElement(_ path: Path, tolerance: Double) -> ([Point], [Bool]) {
    var pts: [Point] = []
    var smooth: [Bool] = []
    var current = Point.zero
    for e in path.elements {
        var b = PathBuilder()
        b.move(to: current)
        switch e {
        case .move(let p):
            pts = [p]
            smooth = [false]
            current = p
            continue
        case .line(let p):
            b.line(to: p)
            current = p
        case .quad(let c, let p):
            b.quad(to: p, control: c)
            current = p
        case .cubic(let c1, let c2, let p):
            b.cubic(to: p, control1: c1, control2: c2)
            current = p
        case .close:
            if pts.count > 1 && pts[pts.count - 1] == pts[0] {
                pts.removeLast()
                smooth.removeLast()
            }
            continue
        }
        let piece = b.build().flattened(tolerance: tolerance)[0].points.dropFirst()
        for (i, q) in piece.enumerated() {
            pts.append(q)
            smooth.append(i < piece.count - 1)
        }
    }
    return (pts, smooth)
}

/// A tiny seeded generator (Knuth's MMIX LCG), so test shapes are the same on every run.
private struct LCG {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
    mutating func int(_ n: Int) -> Int { min(n - 1, Int(next() * Double(n))) }
}

private func arcSine(_ x: Double) -> Double { arcTangent(x, (1 - x * x).squareRoot()) }
private func arcCosine(_ x: Double) -> Double { arcTangent((1 - x * x).squareRoot(), x) }
