import Raster
import Testing

/// New pictures large enough to be given large pages (a 3x phone screen and sizes around
/// the threshold, so the 2 MiB-aligned part is sometimes empty, sometimes most of it): every
/// byte is the colour asked for, or zero, whatever the kernel did with the advice.
@Suite struct LargePixmapTests {
    static let sizes = [(1170, 2532), (1024, 1024), (1024, 1025), (4096, 300), (32_768, 33)]

    @Test func newPicturesHoldTheirColourInEveryByte() throws {
        let color = PremultipliedRGBA8(r: 242, g: 242, b: 247, a: 255)
        for (w, h) in Self.sizes {
            let filled = try #require(Pixmap(width: w, height: h, color: color))
            let clear = try #require(Pixmap(width: w, height: h))
            #expect(filled.data.count == w * h * 4 && clear.data.count == w * h * 4)
            let word = UInt32(242) | UInt32(242) << 8 | UInt32(247) << 16 | UInt32(255) << 24
            let wrong = filled.data.withUnsafeBytes { raw in raw.bindMemory(to: UInt32.self).firstIndex { $0 != word } }
            #expect(wrong == nil, "\(w) x \(h): pixel \(wrong ?? -1)")
            #expect(clear.data.allSatisfy { $0 == 0 }, "\(w) x \(h)")
        }
    }
}
