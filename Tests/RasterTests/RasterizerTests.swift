import Raster
import TestSupport
import Testing

@Suite struct RasterizerTests {
    func alphaAt(_ c: Canvas, _ x: Int, _ y: Int) -> UInt8 { c.pixmap[x, y].a }

    @Test func fractionalRectCoverage() throws {
        let c = try #require(Canvas(width: 40, height: 40))
        c.fill(Rect(x: 10.5, y: 10.25, width: 20, height: 20), with: .color(.black))
        #expect(alphaAt(c, 10, 10) == 96)  // 0.5 × 0.75 = 0.375 → 95.6
        #expect(alphaAt(c, 15, 10) == 191)  // 0.75
        #expect(alphaAt(c, 10, 15) == 128)  // 0.5 → 127.5 rounds to even? half-up: 128
        #expect(alphaAt(c, 15, 15) == 255)
        #expect(alphaAt(c, 30, 15) == 128)
        #expect(alphaAt(c, 31, 15) == 0)
        #expect(alphaAt(c, 15, 30) == 64)  // 0.25 → 63.75
        #expect(alphaAt(c, 9, 15) == 0)
    }

    @Test func separatorBlendMatchesIOS() throws {
        // iOS: a separator of 60,60,67 at 29 % alpha over white lands on 198,198,200.
        let c = try #require(Canvas(width: 4, height: 4))
        c.clear(.white)
        c.fill(Rect(x: 0, y: 0, width: 4, height: 1), with: .color(RGBAColor(r: 60, g: 60, b: 67, alpha: 0.29)))
        #expect(c.pixmap[1, 0] == PremultipliedRGBA8(r: 198, g: 198, b: 200, a: 255))
        #expect(c.pixmap[1, 1] == .white)
    }

    @Test func evenOddAndNonZero() throws {
        var b = PathBuilder()
        b.add(Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)))
        b.add(Path(rect: Rect(x: 5, y: 5, width: 10, height: 10)))
        let path = b.build()
        let c1 = try #require(Canvas(width: 20, height: 20))
        c1.fill(path, with: .color(.black), fillRule: .evenOdd)
        #expect(alphaAt(c1, 10, 10) == 0)
        #expect(alphaAt(c1, 2, 2) == 255)
        let c2 = try #require(Canvas(width: 20, height: 20))
        c2.fill(path, with: .color(.black), fillRule: .nonZero)
        #expect(alphaAt(c2, 10, 10) == 255)
    }

    @Test func offCanvasGeometryIsClipped() throws {
        let c = try #require(Canvas(width: 10, height: 10))
        c.fill(Rect(x: -100, y: -100, width: 105.5, height: 1000), with: .color(.black))
        #expect(alphaAt(c, 0, 0) == 255)
        #expect(alphaAt(c, 4, 9) == 255)
        #expect(alphaAt(c, 5, 9) == 128)
        #expect(alphaAt(c, 6, 9) == 0)
        c.fill(Rect(x: 1e12, y: 0, width: 5, height: 5), with: .color(.black))
        c.fill(Rect(x: .nan, y: 0, width: 5, height: 5), with: .color(.black))
    }
}

/// Geometry far outside any sensible range goes through the row-run bookkeeping without
/// tripping it (debug builds assert every deposit lands in a row with grid storage), and
/// draws the same pixels every time.
@Suite struct RasterizerExtremeGeometryTests {
    static func paths() -> [Path] {
        var g = SeededGenerator(seed: 0xE47E)
        let values: [Double] = [0, 0.5, 1, 7.999, 8, 31.75, 32, -0.25, -1e13, 1e13, 1e-9, -1e-9, 4095.9998, .infinity, .nan]
        return (0..<400).map { _ in
            var b = PathBuilder()
            b.move(to: Point(x: values[g.int(0...values.count - 1)], y: g.uniform(-30, 60)))
            for _ in 0..<g.int(2...9) {
                // Mostly vertical and horizontal steps, so runs open and close everywhere.
                let x = g.int(0...2) == 0 ? values[g.int(0...values.count - 1)] : g.uniform(-10, 40)
                let y = g.int(0...3) == 0 ? values[g.int(0...values.count - 1)] : g.uniform(-10, 40)
                b.line(to: Point(x: x, y: y))
                b.line(to: Point(x: x, y: g.uniform(-30, 60)))
            }
            b.close()
            return b.build()
        }
    }

    @Test func extremeAndDegenerateSegmentsDrawDeterministically() {
        let paths = Self.paths()
        func render() -> Pixmap {
            let canvas = Canvas(width: 24, height: 24)!
            for (i, p) in paths.enumerated() {
                canvas.fill(
                    p, with: .color(RGBAColor(r: i % 256, g: 0, b: 0, alpha: 0.25)),
                    fillRule: i % 2 == 0 ? .nonZero : .evenOdd)
            }
            return canvas.pixmap
        }
        let first = render()
        let second = render()
        #expect(first == second)
        var painted = 0
        for y in 0..<24 { for x in 0..<24 where first[x, y].a > 0 { painted += 1 } }
        #expect(painted > 100, "the finite paths do reach the canvas")
    }
}
