import Foundation
import Raster
import Testing

/// ``Path/init(svgPathData:)``: every command, exact points, and located errors.
@Suite struct SVGPathDataTests {
    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test("absolute M L H V Z, implicit linetos after M, packed numbers")
    func absoluteLines() throws {
        let path = try Path(svgPathData: "M10,20 30 40H50V60L-1.5.5Z")
        #expect(
            path.elements == [
                .move(to: Self.p(10, 20)), .line(to: Self.p(30, 40)), .line(to: Self.p(50, 40)),
                .line(to: Self.p(50, 60)), .line(to: Self.p(-1.5, 0.5)), .close
            ])
    }

    @Test("relative m l h v, from the current point; after z, from the subpath's start")
    func relativeLines() throws {
        let path = try Path(svgPathData: "m10 20 5 5l1-1h2v3zl4 0")
        #expect(
            path.elements == [
                .move(to: Self.p(10, 20)), .line(to: Self.p(15, 25)), .line(to: Self.p(16, 24)),
                .line(to: Self.p(18, 24)), .line(to: Self.p(18, 27)), .close,
                // A lineto after close starts a new subpath at the closed one's start.
                .move(to: Self.p(10, 20)), .line(to: Self.p(14, 20))
            ])
    }

    @Test("C and S: S reflects the previous second control point, or uses the current point")
    func cubics() throws {
        let path = try Path(svgPathData: "M0 0C10 0 20 10 20 20S30 40 40 40s10-10 10-20")
        #expect(
            path.elements == [
                .move(to: Self.p(0, 0)),
                .cubic(control1: Self.p(10, 0), control2: Self.p(20, 10), to: Self.p(20, 20)),
                .cubic(control1: Self.p(20, 30), control2: Self.p(30, 40), to: Self.p(40, 40)),
                .cubic(control1: Self.p(50, 40), control2: Self.p(50, 30), to: Self.p(50, 20))
            ])
        let alone = try Path(svgPathData: "M5 5S10 10 15 5")
        #expect(alone.elements[1] == .cubic(control1: Self.p(5, 5), control2: Self.p(10, 10), to: Self.p(15, 5)))
    }

    @Test("Q and T: T reflects the previous control point; relative q and t")
    func quads() throws {
        let path = try Path(svgPathData: "M0 0Q10 10 20 0T40 0t20 0q5 5 10 0")
        #expect(
            path.elements == [
                .move(to: Self.p(0, 0)),
                .quad(control: Self.p(10, 10), to: Self.p(20, 0)),
                .quad(control: Self.p(30, -10), to: Self.p(40, 0)),
                .quad(control: Self.p(50, 10), to: Self.p(60, 0)),
                .quad(control: Self.p(65, 5), to: Self.p(70, 0))
            ])
    }

    @Test("arcs: a half circle is two quarter cubics on the circle, ending exactly at the end point")
    func arcs() throws {
        // From (0, 0) to (20, 0), radius 10, sweep 1: the upper half on screen (y down)…
        let path = try Path(svgPathData: "M0 0A10 10 0 0 1 20 0")
        #expect(path.elements.count == 3)
        guard case .cubic(let c1, let c2, let mid) = path.elements[1], case .cubic(_, _, let end) = path.elements[2] else {
            Issue.record("\(path.elements)")
            return
        }
        // …through (10, −10): the centre is (10, 0).
        #expect(abs(mid.x - 10) < 1e-9 && abs(mid.y + 10) < 1e-9)
        #expect(end == Self.p(20, 0))
        let k = 4.0 / 3.0 * tan(Double.pi / 8) * 10
        #expect(abs(c1.x - 0) < 1e-9 && abs(c1.y + k) < 1e-9)
        #expect(abs(c2.x - (10 - k)) < 1e-9 && abs(c2.y + 10) < 1e-9)
        // Packed flags ("0 01" = large-arc 0, sweep 0, then 1), relative end point.
        let packed = try Path(svgPathData: "M0 0a10 10 0 0020 0")
        guard case .cubic(_, _, let low) = packed.elements[1] else {
            Issue.record()
            return
        }
        #expect(abs(low.y - 10) < 1e-9)
        // Radii too small are scaled up until they reach (a half circle of radius 10).
        let small = try Path(svgPathData: "M0 0A1 1 0 0 1 20 0")
        #expect(small.elements.count == 3)
        // A zero radius is a line; an arc to its own start is nothing.
        #expect(try Path(svgPathData: "M0 0A0 5 0 0 1 20 0").elements == [.move(to: Self.p(0, 0)), .line(to: Self.p(20, 0))])
        #expect(try Path(svgPathData: "M3 3A5 5 0 0 1 3 3").elements == [.move(to: Self.p(3, 3))])
    }

    @Test("a rotated elliptical arc lands on its end point")
    func rotatedArc() throws {
        let path = try Path(svgPathData: "M10 10A30 15 45 1 0 50 30")
        #expect(
            path.elements.last.map { if case .cubic(_, _, let e) = $0 { return e == Self.p(50, 30) } else { return false } }
                == true)
        #expect(path.elements.count >= 3 && path.elements.count <= 5)
    }

    @Test("numbers: signs, exponents, leading dots; empty data is an empty path")
    func numbers() throws {
        let path = try Path(svgPathData: " M 1e1,-2E-1 L+.5 -.25e+1 ")
        #expect(path.elements == [.move(to: Self.p(10, -0.2)), .line(to: Self.p(0.5, -2.5))])
        #expect(try Path(svgPathData: "").isEmpty)
        #expect(try Path(svgPathData: "  \n").isEmpty)
    }

    @Test("malformed data: a clear error with its byte offset, never a crash")
    func errors() {
        func error(_ d: String) -> SVGPathDataError? {
            do {
                _ = try Path(svgPathData: d)
                return nil
            } catch {
                return error
            }
        }
        #expect(error("L10 10")?.offset == 0)
        #expect(error("L10 10")?.reason.contains("moveto") == true)
        #expect(
            error("M10 10 L5") == SVGPathDataError(offset: 9, reason: "expected a number after 'L', found the end of the data"))
        #expect(error("M0 0 X 5")?.description == "SVG path data, byte 5: unknown path command 'X'")
        #expect(error("M0 0 C1 2 3")?.offset == 11)
        #expect(error("M0 0 A1 1 0 2 1 5 5")?.reason.contains("arc flag") == true)
        #expect(error("M1e999 0")?.reason.contains("out of range") == true)
        #expect(error("M0 0 L1 1,,2 2") != nil)
        #expect(error("M0 0 L.e5 1") != nil)
        let long = "M0 0" + String(repeating: "L1 1", count: Path.maximumSVGPathDataLength / 4)
        #expect(error(long)?.reason.contains("limit") == true)
    }
}
