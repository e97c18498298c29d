import Raster
import TestSupport
import Testing

/// An image placed one image pixel per device pixel at whole-pixel coordinates is drawn
/// from its own pixels, skipping the resampler (a display layer composited back, an image
/// at its natural size). The slow path is the oracle: the same picture drawn mirrored
/// through a mirroring transform goes through the resampler and must give the same bytes.
@Suite struct ImageExactPlacementTests {
    static func randomImage(width: Int, height: Int, _ rng: inout SeededRandom) -> Pixmap {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let a = UInt8.random(in: 0...255, using: &rng)
            // Premultiplied: no channel above alpha; some pixels fully clear or opaque.
            let alpha = [0, 255, a][Int.random(in: 0...2, using: &rng)]
            for c in 0..<3 { bytes[i * 4 + c] = UInt8.random(in: 0...alpha, using: &rng) }
            bytes[i * 4 + 3] = alpha
        }
        return Pixmap(width: width, height: height, premultipliedData: bytes)!
    }

    static func mirrored(_ p: Pixmap) -> Pixmap {
        var bytes = [UInt8](repeating: 0, count: p.data.count)
        for y in 0..<p.height {
            for x in 0..<p.width {
                let s = (y * p.width + x) * 4
                let d = (y * p.width + (p.width - 1 - x)) * 4
                for c in 0..<4 { bytes[d + c] = p.data[s + c] }
            }
        }
        return Pixmap(width: p.width, height: p.height, premultipliedData: bytes)!
    }

    @Test("one to one at whole pixels equals the resampler's exact copy, with clips, opacity and tint", arguments: 0..<40)
    func matchesTheResampler(_ seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed) &+ 0x5EED)
        let size = 48
        let w = Int.random(in: 1...40, using: &rng)
        let h = Int.random(in: 1...40, using: &rng)
        let image = Self.randomImage(width: w, height: h, &rng)
        let x = Double(Int.random(in: -10...40, using: &rng))
        let y = Double(Int.random(in: -10...40, using: &rng))
        let opacity = [1, 0.5, 0.8, Double.random(in: 0...1, using: &rng)][Int.random(in: 0...3, using: &rng)]
        let tint: RGBAColor? = Bool.random(using: &rng) ? RGBAColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.7) : nil
        let clip = Rect(
            x: Double.random(in: 0...20, using: &rng), y: Double.random(in: 0...20, using: &rng),
            width: Double.random(in: 5...40, using: &rng), height: Double.random(in: 5...40, using: &rng))
        let options = ImageDrawOptions(opacity: opacity, tintColor: tint)
        let background = PremultipliedRGBA8(r: 200, g: 120, b: 40, a: 255)

        let fast = Canvas(pixmap: try #require(Pixmap(width: size, height: size, color: background)))
        fast.clip(to: Path(roundedRect: clip, cornerRadius: 4, cornerCurve: .continuous))
        fast.draw(image, in: Rect(x: x, y: y, width: Double(w), height: Double(h)), options: options)

        let slow = Canvas(pixmap: try #require(Pixmap(width: size, height: size, color: background)))
        slow.clip(to: Path(roundedRect: clip, cornerRadius: 4, cornerCurve: .continuous))
        slow.transform = Transform(a: -1, b: 0, c: 0, d: 1, tx: Double(size), ty: 0)
        slow.draw(
            Self.mirrored(image), in: Rect(x: Double(size) - x - Double(w), y: y, width: Double(w), height: Double(h)),
            options: options)
        #expect(fast.pixmap == slow.pixmap, "seed \(seed): \(w)×\(h) at (\(x), \(y)), opacity \(opacity)")
    }
}
