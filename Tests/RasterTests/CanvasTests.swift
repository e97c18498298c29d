import Raster
import TestSupport
import Testing

@Suite struct CanvasTests {
    @Test func nestedClipsIntersectAndRestore() throws {
        let c = try #require(Canvas(width: 40, height: 40))
        c.save()
        c.clip(to: Rect(x: 10, y: 10, width: 20, height: 20))
        c.save()
        c.clip(to: Path(rect: Rect(x: 20, y: 0, width: 40, height: 40)))
        c.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .color(.black))
        c.restore()
        #expect(c.pixmap[15, 15].a == 0)
        #expect(c.pixmap[25, 15].a == 255)
        #expect(c.pixmap[35, 15].a == 0)
        c.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .color(.black))
        #expect(c.pixmap[15, 15].a == 255)
        #expect(c.pixmap[5, 5].a == 0)
        c.restore()
        c.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .color(.black))
        #expect(c.pixmap[5, 5].a == 255)
    }

    @Test func antialiasedClipMultipliesCoverage() throws {
        let c = try #require(Canvas(width: 10, height: 4))
        c.clip(to: Path(rect: Rect(x: 0, y: 0, width: 5.5, height: 4)))
        c.fill(Rect(x: 0, y: 0, width: 10, height: 4), with: .color(.black))
        #expect(c.pixmap[4, 1].a == 255)
        #expect(c.pixmap[5, 1].a == 128)
        #expect(c.pixmap[6, 1].a == 0)
    }

    @Test func clipOutExcludesInterior() throws {
        let c = try #require(Canvas(width: 20, height: 20))
        c.clipOut(Path(rect: Rect(x: 5, y: 5, width: 10, height: 10)))
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: .color(.black))
        #expect(c.pixmap[10, 10].a == 0)
        #expect(c.pixmap[2, 2].a == 255)
    }

    @Test func opaqueSpansAndCopyMode() throws {
        let c = try #require(Canvas(width: 8, height: 8))
        c.clear(.white)
        c.fill(
            Rect(x: 0, y: 0, width: 8, height: 8),
            with: Paint(shader: .solid(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)), blendMode: .copy))
        #expect(c.pixmap[3, 3] == PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128))
    }

    @Test func gradientEndsAreExact() throws {
        let c = try #require(Canvas(width: 100, height: 2))
        c.fill(
            Rect(x: 0, y: 0, width: 100, height: 2),
            with: Paint(
                shader: .linearGradient(
                    LinearGradient(start: Point(x: 10, y: 0), end: Point(x: 90, y: 0), colors: [.black, .white]))))
        #expect(c.pixmap[0, 0] == .black)
        #expect(c.pixmap[99, 0] == .white)
        let mid = c.pixmap[50, 0]
        #expect(abs(Int(mid.r) - 128) <= 1)
    }

    @Test func imageReductionAveragesArea() throws {
        // A 4x4 checker of black and white reduced to 2x2 averages to mid grey exactly.
        var img = try #require(Pixmap(width: 4, height: 4))
        for y in 0..<4 { for x in 0..<4 { img[x, y] = (x + y) % 2 == 0 ? .black : .white } }
        let c = try #require(Canvas(width: 2, height: 2))
        c.draw(img, in: Rect(x: 0, y: 0, width: 2, height: 2))
        for y in 0..<2 { for x in 0..<2 { #expect(c.pixmap[x, y] == PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255)) } }
    }

    @Test func imageEnlargementIsBilinear() throws {
        var img = try #require(Pixmap(width: 2, height: 1))
        img[0, 0] = .black
        img[1, 0] = .white
        let c = try #require(Canvas(width: 8, height: 1))
        c.draw(img, in: Rect(x: 0, y: 0, width: 8, height: 1))
        // Pixel centres 0.5…7.5 map to source 0.125…1.875: clamped black, then a ramp, then white.
        #expect(c.pixmap[0, 0] == .black)
        #expect(c.pixmap[1, 0] == .black)
        #expect(c.pixmap[6, 0] == .white)
        #expect(c.pixmap[2, 0].r == 32 && c.pixmap[3, 0].r == 96 && c.pixmap[4, 0].r == 159)
    }

    @Test func templateTintUsesAlphaOnly() throws {
        var img = try #require(Pixmap(width: 1, height: 1))
        img[0, 0] = PremultipliedRGBA8(r: 10, g: 200, b: 30, a: 200)
        let c = try #require(Canvas(width: 1, height: 1))
        c.draw(
            img, in: Rect(x: 0, y: 0, width: 1, height: 1),
            options: ImageDrawOptions(tintColor: RGBAColor(red: 0, green: 0, blue: 1)))
        #expect(c.pixmap[0, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 200, a: 200))
    }

    @Test func hostileGeometryDrawsNothingAndDoesNotCrash() throws {
        let c = try #require(Canvas(width: 16, height: 16))
        c.fill(Path(rect: Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)), with: .color(.black))
        c.fill(Path(ellipseIn: Rect(x: .infinity, y: 0, width: 1, height: 1)), with: .color(.black))
        c.stroke(Path(rect: Rect(x: 1, y: 1, width: 10, height: 10)), style: StrokeStyle(width: .nan), with: .color(.black))
        c.draw(c.pixmap, in: Rect(x: 0, y: 0, width: 1e-300, height: 1e-300))
        #expect(Pixmap(width: 0, height: 10) == nil)
        #expect(Pixmap(width: 1_000_000_000, height: 1_000_000_000) == nil)
    }
}
