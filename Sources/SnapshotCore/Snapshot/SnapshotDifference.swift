import Raster
import Typesetting

/// The pixel-level comparison of two pictures, on decoded premultiplied pixels.
public struct SnapshotDifference: Sendable, Equatable {
    /// Pixels whose largest channel difference exceeds the tolerance.
    public var differingPixels: Int
    /// The largest channel difference found (0...255).
    public var maxChannelDifference: Int
    /// The first differing pixel, if any.
    public var firstDifference: (x: Int, y: Int)?
    public var sizesDiffer: Bool

    public static func == (a: SnapshotDifference, b: SnapshotDifference) -> Bool {
        a.differingPixels == b.differingPixels && a.maxChannelDifference == b.maxChannelDifference
            && a.firstDifference?.x == b.firstDifference?.x && a.firstDifference?.y == b.firstDifference?.y
            && a.sizesDiffer == b.sizesDiffer
    }

    /// Compares `actual` with `reference`; `tolerance` is the largest per-channel difference
    /// that still counts as equal (0 = exact).
    public init(actual: Pixmap, reference: Pixmap, tolerance: Int = 0) {
        sizesDiffer = actual.width != reference.width || actual.height != reference.height
        differingPixels = 0
        maxChannelDifference = 0
        firstDifference = nil
        if sizesDiffer { return }
        let w = actual.width
        for i in stride(from: 0, to: actual.data.count, by: 4) {
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(actual.data[i + c]) - Int(reference.data[i + c]))) }
            maxChannelDifference = max(maxChannelDifference, d)
            if d > tolerance {
                if firstDifference == nil { firstDifference = ((i / 4) % w, (i / 4) / w) }
                differingPixels += 1
            }
        }
    }

    /// A picture for people: the reference faded to grey, differing pixels in solid red.
    public static func diffImage(actual: Pixmap, reference: Pixmap, tolerance: Int = 0) -> Pixmap? {
        let w = max(actual.width, reference.width), h = max(actual.height, reference.height)
        guard var out = Pixmap(width: w, height: h, color: .white) else { return nil }
        for y in 0..<h {
            for x in 0..<w {
                let inA = x < actual.width && y < actual.height, inR = x < reference.width && y < reference.height
                guard inA && inR else { out[x, y] = PremultipliedRGBA8(r: 255, g: 0, b: 255, a: 255); continue }
                let a = actual[x, y], r = reference[x, y]
                let d = max(abs(Int(a.r) - Int(r.r)), abs(Int(a.g) - Int(r.g)), abs(Int(a.b) - Int(r.b)), abs(Int(a.a) - Int(r.a)))
                if d > tolerance {
                    out[x, y] = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
                } else {
                    // Luma of the reference over white, squeezed into a light band.
                    let l = (Int(r.r) * 54 + Int(r.g) * 183 + Int(r.b) * 19) >> 8 + (255 - Int(r.a))
                    let v = UInt8(min(255, 180 + min(255, l) * 75 / 255))
                    out[x, y] = PremultipliedRGBA8(r: v, g: v, b: v, a: 255)
                }
            }
        }
        return out
    }
}
