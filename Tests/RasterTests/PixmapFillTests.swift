import Raster
import Testing

/// Filling a pixmap: colours of four equal bytes take libc's memset, the rest a word loop;
/// both must set every pixel, and nothing past the end.
@Suite struct PixmapFillTests {
    @Test(arguments: [
        PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0), PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255),
        PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 128), PremultipliedRGBA8(r: 1, g: 1, b: 1, a: 1),
        PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255), PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 254)
    ])
    func everyPixelTakesTheColour(_ color: PremultipliedRGBA8) throws {
        for (w, h) in [(1, 1), (3, 5), (17, 2), (64, 3)] {
            var p = try #require(Pixmap(width: w, height: h, color: PremultipliedRGBA8(r: 9, g: 8, b: 7, a: 200)))
            p.fill(color)
            #expect(p.data.count == w * h * 4)
            for y in 0..<h {
                for x in 0..<w { #expect(p[x, y] == color, "(\(x), \(y)) of \(w) x \(h)") }
            }
        }
    }
}
