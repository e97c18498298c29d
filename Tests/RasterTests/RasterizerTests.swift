import Testing
@testable import Raster

@Suite struct RasterizerTests {
    func alphaAt(_ c: Canvas, _ x: Int, _ y: Int) -> UInt8 { c.pixmap[x, y].a }

    @Test func fractionalRectCoverage() throws {
        let c = try #require(Canvas(width: 40, height: 40))
        c.fill(Rect(x: 10.5, y: 10.25, width: 20, height: 20), with: .color(.black))
        #expect(alphaAt(c, 10, 10) == 96)   // 0.5 × 0.75 = 0.375 → 95.6
        #expect(alphaAt(c, 15, 10) == 191)  // 0.75
        #expect(alphaAt(c, 10, 15) == 128)  // 0.5 → 127.5 rounds to even? half-up: 128
        #expect(alphaAt(c, 15, 15) == 255)
        #expect(alphaAt(c, 30, 15) == 128)
        #expect(alphaAt(c, 31, 15) == 0)
        #expect(alphaAt(c, 15, 30) == 64)   // 0.25 → 63.75
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
