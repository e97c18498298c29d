import Foundation
import Raster
import TestSupport
import Testing

/// A tiny seeded generator (64-bit LCG, Knuth's constants): the same shapes on every run.
struct SeededGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 11
    }
    /// A Double in [lo, hi).
    mutating func uniform(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() & ((1 << 53) - 1)) / Double(1 << 53)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}

/// The slow exact oracle: for every pixel, the signed area of each polygon clipped to the
/// pixel square (Sutherland–Hodgman), summed over the polygons; then the fill rule.
/// This is the winding integral over the pixel, which for shapes without self-overlap is
/// exactly the covered area.
enum CoverageOracle {
    static func clip(_ poly: [Point], keep: (Point) -> Bool, cross: (Point, Point) -> Point) -> [Point] {
        guard !poly.isEmpty else { return [] }
        var out: [Point] = []
        var prev = poly[poly.count - 1]
        var prevIn = keep(prev)
        for p in poly {
            let pIn = keep(p)
            if pIn != prevIn { out.append(cross(prev, p)) }
            if pIn { out.append(p) }
            prev = p
            prevIn = pIn
        }
        return out
    }

    static func signedArea(_ poly: [Point]) -> Double {
        guard poly.count > 2 else { return 0 }
        var a = 0.0
        var prev = poly[poly.count - 1]
        for p in poly {
            a += prev.x * p.y - p.x * prev.y
            prev = p
        }
        return a / 2
    }

    static func xCross(_ x: Double) -> (Point, Point) -> Point {
        { a, b in Point(x: x, y: a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)) }
    }
    static func yCross(_ y: Double) -> (Point, Point) -> Point {
        { a, b in Point(x: a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y: y) }
    }

    /// Expected 8-bit coverage for every pixel of a `w`×`h` canvas.
    static func coverage(polygons: [[Point]], width w: Int, height h: Int, fillRule: FillRule) -> [UInt8] {
        var area = [Double](repeating: 0, count: w * h)
        for poly in polygons {
            for j in 0..<h {
                let y0 = Double(j)
                let y1 = Double(j + 1)
                var strip = clip(poly, keep: { $0.y >= y0 }, cross: yCross(y0))
                strip = clip(strip, keep: { $0.y <= y1 }, cross: yCross(y1))
                if strip.count < 3 { continue }
                let minX = strip.map(\.x).min()!
                let maxX = strip.map(\.x).max()!
                let first = max(0, Int(minX.rounded(.down)))
                let last = min(w, Int(maxX.rounded(.up)) + 1)
                guard first < last else { continue }
                for i in first..<last {
                    let x0 = Double(i)
                    let x1 = Double(i + 1)
                    var cell = clip(strip, keep: { $0.x >= x0 }, cross: xCross(x0))
                    cell = clip(cell, keep: { $0.x <= x1 }, cross: xCross(x1))
                    area[j * w + i] += signedArea(cell)
                }
                // Winding from parts left of the canvas reaches column 0 through the clip,
                // exactly as it would on an infinite canvas; shapes here stay inside anyway.
            }
        }
        return area.map { v in
            var a = abs(v)
            if fillRule == .evenOdd {
                a = a.truncatingRemainder(dividingBy: 2)
                if a > 1 { a = 2 - a }
            } else {
                a = min(1, a)
            }
            return UInt8((a * 255).rounded())
        }
    }
}

@Suite struct RasterizerOracleTests {
    static let size = 32

    /// A star-shaped (hence simple) polygon around a centre.
    static func starPolygon(_ g: inout SeededGenerator, center: Point, maxRadius: Double) -> [Point] {
        let n = g.int(3...18)
        var angles = (0..<n).map { _ in g.uniform(0, 2 * Double.pi) }
        angles.sort()
        let clockwise = g.next() & 1 == 0
        let pts = angles.map { a in
            let r = g.uniform(maxRadius * 0.2, maxRadius)
            return Point(x: center.x + r * cos(a), y: center.y + r * sin(a))
        }
        return clockwise ? pts : pts.reversed()
    }

    /// Renders `path` in black on a transparent canvas and compares alpha with the oracle
    /// fed the very polygons the rasterizer sees. Returns the largest difference.
    static func maxDifference(_ path: Path, fillRule: FillRule) -> Int {
        let canvas = Canvas(width: size, height: size)!
        canvas.fill(path, with: .color(.black), fillRule: fillRule)
        let polys = path.flattened(tolerance: canvas.tolerance).map(\.points)
        let expected = CoverageOracle.coverage(polygons: polys, width: size, height: size, fillRule: fillRule)
        var worst = 0
        for y in 0..<size {
            for x in 0..<size {
                let d = abs(Int(canvas.pixmap[x, y].a) - Int(expected[y * size + x]))
                if d > allowed {
                    print("pixel (\(x), \(y)): rasterizer \(canvas.pixmap[x, y].a), oracle \(expected[y * size + x])")
                }
                worst = max(worst, d)
            }
        }
        return worst
    }

    /// Written allowance: 1/255 per channel. Coordinates are quantised to 1/256 px and the
    /// 8-bit result is rounded, so exactly 0 is not attainable; 1 level is.
    static let allowed = 1

    @Test func randomPolygonsMatchExactArea() {
        var g = SeededGenerator(seed: 0x5EED_0001)
        var worst = 0
        for i in 0..<500 {
            let c = Point(x: g.uniform(6, 26), y: g.uniform(6, 26))
            let poly = Self.starPolygon(&g, center: c, maxRadius: g.uniform(2, 14))
            var b = PathBuilder()
            b.move(to: poly[0])
            for p in poly.dropFirst() { b.line(to: p) }
            b.close()
            let d = Self.maxDifference(b.build(), fillRule: i % 2 == 0 ? .nonZero : .evenOdd)
            worst = max(worst, d)
        }
        #expect(worst <= Self.allowed, "largest difference \(worst)")
    }

    @Test func polygonsWithHolesEvenOddAndNonZero() {
        var g = SeededGenerator(seed: 0x5EED_0002)
        var worst = 0
        for i in 0..<200 {
            let c = Point(x: g.uniform(12, 20), y: g.uniform(12, 20))
            let outer = Self.starPolygon(&g, center: c, maxRadius: 12)
            let hole = (0..<g.int(3...8)).map { k -> Point in
                let a = Double(k) / 8 * 2 * Double.pi
                return Point(x: c.x + 1.5 * cos(a) + g.uniform(-0.3, 0.3), y: c.y + 1.5 * sin(a))
            }
            var b = PathBuilder()
            b.move(to: outer[0])
            for p in outer.dropFirst() { b.line(to: p) }
            b.close()
            let inner = i % 2 == 0 ? hole : hole.reversed()
            b.move(to: inner[0])
            for p in inner.dropFirst() { b.line(to: p) }
            b.close()
            worst = max(worst, Self.maxDifference(b.build(), fillRule: .evenOdd))
        }
        #expect(worst <= Self.allowed, "largest difference \(worst)")
    }

    @Test func randomRoundedRectsBothCornerCurves() {
        var g = SeededGenerator(seed: 0x5EED_0003)
        var worst = 0
        for i in 0..<200 {
            let r = Rect(x: g.uniform(0.5, 8), y: g.uniform(0.5, 8), width: g.uniform(2, 23), height: g.uniform(2, 23))
            let radii = CornerRadii(
                topLeft: g.uniform(0, 10), topRight: g.uniform(0, 10), bottomRight: g.uniform(0, 10), bottomLeft: g.uniform(0, 10)
            )
            let path = Path(roundedRect: r, cornerRadii: radii, cornerCurve: i % 2 == 0 ? .circular : .continuous)
            worst = max(worst, Self.maxDifference(path, fillRule: .nonZero))
        }
        #expect(worst <= Self.allowed, "largest difference \(worst)")
    }

    /// Shapes with long vertical sides, whose rows between corners the rasterizer deposits
    /// and sweeps once per run: rectangles, rectangles with rectangular holes (both
    /// windings, both fill rules), tall rounded rectangles, overlapping rectangles, and
    /// shapes hanging over every canvas edge (clamped on the left, cut at the right and bottom).
    @Test func straightSidedShapesSweptAsRowRunsMatchExactArea() {
        var g = SeededGenerator(seed: 0x5EED_0006)
        var worst = 0
        for i in 0..<300 {
            let r = Rect(x: g.uniform(-6, 20), y: g.uniform(-6, 12), width: g.uniform(1, 24), height: g.uniform(8, 40))
            func contour(_ b: inout PathBuilder, _ q: Rect, reversed: Bool) {
                var corners = [
                    Point(x: q.minX, y: q.minY), Point(x: q.maxX, y: q.minY),
                    Point(x: q.maxX, y: q.maxY), Point(x: q.minX, y: q.maxY)
                ]
                if reversed { corners.reverse() }
                b.move(to: corners[0])
                for c in corners.dropFirst() { b.line(to: c) }
                b.close()
            }
            let path: Path
            switch i % 4 {
            case 3:
                // Overlapping rectangles of both windings in one path: runs start and end
                // wherever one of them does.
                var b = PathBuilder()
                for _ in 0..<g.int(2...5) {
                    let q = Rect(
                        x: g.uniform(-4, 28), y: g.uniform(-4, 28), width: g.uniform(0.3, 14), height: g.uniform(0.3, 30))
                    contour(&b, q, reversed: g.int(0...1) == 0)
                }
                path = b.build()
            case 0:
                var b = PathBuilder()
                contour(&b, r, reversed: false)
                path = b.build()
            case 1:
                var b = PathBuilder()
                contour(&b, r, reversed: false)
                let hole = r.insetBy(dx: g.uniform(0.2, r.width / 2 - 0.05), dy: g.uniform(0.2, 3))
                if hole.width > 0, hole.height > 0 { contour(&b, hole, reversed: g.int(0...1) == 0) }
                path = b.build()
            default:
                path = Path(
                    roundedRect: r, cornerRadius: g.uniform(0, min(r.width, r.height) / 2),
                    cornerCurve: i % 2 == 0 ? .circular : .continuous)
            }
            let d = Self.maxDifference(path, fillRule: (i / 4) % 2 == 0 ? .nonZero : .evenOdd)
            worst = max(worst, d)
        }
        #expect(worst <= Self.allowed, "largest difference \(worst)")
    }

    @Test func randomCurvedShapes() {
        var g = SeededGenerator(seed: 0x5EED_0004)
        var worst = 0
        for i in 0..<150 {
            let c = Point(x: g.uniform(10, 22), y: g.uniform(10, 22))
            let path: Path
            if i % 3 == 0 {
                let t = Transform(rotationAngle: g.uniform(0, 3)).concatenating(Transform(translationX: c.x, y: c.y))
                path = Path(
                    ellipseIn: Rect(x: -g.uniform(2, 10), y: -g.uniform(2, 10), width: g.uniform(4, 20), height: g.uniform(4, 20))
                ).applying(t)
            } else {
                // A blob: quads and cubics between points of a star polygon, controls pulled outwards.
                let poly = Self.starPolygon(&g, center: c, maxRadius: 9)
                var b = PathBuilder()
                b.move(to: poly[0])
                for k in 0..<poly.count {
                    let p = poly[(k + 1) % poly.count]
                    let q = poly[k]
                    let m = q.lerp(p, 0.5)
                    let out = c + (m - c) * g.uniform(0.8, 1.3)
                    if k % 2 == 0 {
                        b.quad(to: p, control: out)
                    } else {
                        b.cubic(to: p, control1: q.lerp(out, 0.7), control2: p.lerp(out, 0.7))
                    }
                }
                b.close()
                path = b.build()
            }
            worst = max(worst, Self.maxDifference(path, fillRule: .nonZero))
        }
        #expect(worst <= Self.allowed, "largest difference \(worst)")
    }

    /// The flattener's promise: every point of a curve lies within 0.1 px of its polyline.
    @Test func flatteningStaysWithinTolerance() {
        var g = SeededGenerator(seed: 0x5EED_0005)
        var worst = 0.0
        for _ in 0..<300 {
            let p0 = Point(x: g.uniform(0, 300), y: g.uniform(0, 300))
            let p1 = Point(x: g.uniform(0, 300), y: g.uniform(0, 300))
            let p2 = Point(x: g.uniform(0, 300), y: g.uniform(0, 300))
            let p3 = Point(x: g.uniform(0, 300), y: g.uniform(0, 300))
            var b = PathBuilder()
            b.move(to: p0)
            b.cubic(to: p3, control1: p1, control2: p2)
            let line = b.build().flattened(tolerance: 0.1)[0].points
            for k in 0...400 {
                let t = Double(k) / 400
                let mt = 1 - t
                let q = p0 * (mt * mt * mt) + p1 * (3 * mt * mt * t) + p2 * (3 * mt * t * t) + p3 * (t * t * t)
                var best = Double.infinity
                for s in 0..<(line.count - 1) {
                    let a = line[s]
                    let d = line[s + 1] - a
                    let len2 = d.dot(d)
                    let u = len2 > 0 ? max(0, min(1, (q - a).dot(d) / len2)) : 0
                    best = min(best, q.distance(to: a + d * u))
                }
                worst = max(worst, best)
            }
        }
        #expect(worst <= 0.1, "largest deviation \(worst) px")
    }
}
