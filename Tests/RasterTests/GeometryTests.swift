import Foundation
import Raster
import TestSupport
import Testing

@Suite struct GeometryTests {
    @Test func transformInverse() {
        let t = Transform(scale: 3).translatedBy(x: 5, y: -2).rotated(by: 0.3)
        let p = Point(x: 7, y: 11)
        let q = t.inverted()!.apply(t.apply(p))
        #expect(abs(q.x - p.x) < 1e-9 && abs(q.y - p.y) < 1e-9)
        #expect(Transform(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test func transformOrderMatchesCoreGraphics() {
        // translatedBy then scaled: points are scaled first, then translated (CG semantics).
        let t = Transform.identity.translatedBy(x: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 12, y: 2))
    }

    @Test func rectOperations() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(
            r.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), rightToLeft: true)
                == Rect(x: 14, y: 21, width: 94, height: 46))
        #expect(r.intersection(Rect(x: 100, y: 0, width: 50, height: 30)) == Rect(x: 100, y: 20, width: 10, height: 10))
        #expect(r.intersection(Rect(x: 500, y: 0, width: 5, height: 5)).isEmpty)
        #expect(r.union(.zero) == r)
        #expect(IntRect(enclosing: Rect(x: 0.5, y: 1.2, width: 2, height: 2)) == IntRect(x: 0, y: 1, width: 3, height: 3))
    }

    /// The left edge of a shape's outline at height `y`: the smallest x where the polyline crosses y.
    static func leftEdge(of path: Path, atY y: Double) -> Double {
        var best = Double.infinity
        for pl in path.flattened(tolerance: 0.0005) {
            let pts = pl.points
            for i in 0..<pts.count {
                let a = pts[i]
                let b = pts[(i + 1) % pts.count]
                if (a.y - y) * (b.y - y) <= 0, a.y != b.y {
                    best = min(best, a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y))
                }
            }
        }
        return best
    }

    /// docs/uikit-reference.md §5a: iOS 14 list corners (measured) against PaintCode's continuous curve at r = 10.
    @Test func continuousCornerMatchesPublishedProfile() {
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10, cornerCurve: .continuous)
        let ys = [0.75, 1.25, 2.25, 3.25, 5.25, 7.25, 8.25, 9.25, 9.75]
        let paintCode = [6.32, 5.19, 3.66, 2.60, 1.22, 0.49, 0.28, 0.15, 0.10]
        let measuredIOS = [6.39, 5.19, 3.66, 2.61, 1.23, 0.49, 0.29, 0.17, 0.12]
        for (i, y) in ys.enumerated() {
            let inset = Self.leftEdge(of: path, atY: y)
            #expect(abs(inset - paintCode[i]) <= 0.011, "y \(y): \(inset) vs PaintCode \(paintCode[i])")
            #expect(abs(inset - measuredIOS[i]) <= 0.08, "y \(y): \(inset) vs iOS \(measuredIOS[i])")
        }
        // The continuous corner reaches 1.52866483 r along each edge; a circle reaches r.
        #expect(abs(Self.leftEdge(of: path, atY: 15.2) - 0) < 1e-3)
        let circular = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10, cornerCurve: .circular)
        #expect(abs(Self.leftEdge(of: circular, atY: 9.75) - (10 - (100 - 0.25 * 0.25).squareRoot())) < 0.002)
    }

    @Test func roundedRectRadiiAreClamped() {
        // A uniform radius larger than half the short side gives a capsule (circular)...
        let capsule = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 50)
        #expect(abs(Self.leftEdge(of: capsule, atY: 10)) < 1e-3)
        #expect(abs(Self.leftEdge(of: capsule, atY: 0.0001) - 10) < 0.1)
        // ...and the continuous corner is capped at min(w, h) / 2 / 1.52866483, as PaintCode does.
        let squircle = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 50, cornerCurve: .continuous)
        let b = squircle.controlBounds
        #expect(b == Rect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func arcsAndEllipsesAreRound() {
        let circle = Path(ellipseIn: Rect(x: -10, y: -10, width: 20, height: 20))
        for pl in circle.flattened(tolerance: 0.01) {
            for p in pl.points { #expect(abs(p.length - 10) < 0.003) }
        }
        var b = PathBuilder()
        b.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: .pi, clockwise: true)
        for pl in b.build().flattened(tolerance: 0.01) {
            for p in pl.points { #expect(abs(p.length - 5) < 0.002 && p.y >= -1e-9) }
        }
    }

    @Test func shapesAreClockwiseFromTheTopEdge() {
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 5)
        guard case .move(let start)? = p.elements.first else {
            Issue.record("no move")
            return
        }
        #expect(start == Point(x: 5, y: 0))
        // Positive shoelace area with y down means clockwise on screen.
        let pts = p.flattened()[0].points
        var area = 0.0
        for i in 0..<pts.count {
            let a = pts[i]
            let c = pts[(i + 1) % pts.count]
            area += a.x * c.y - c.x * a.y
        }
        #expect(area > 0)
    }
}
