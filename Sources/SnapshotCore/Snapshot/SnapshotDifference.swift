import Raster

/// The pixel-level comparison of two pictures, on decoded premultiplied pixels: the one
/// comparison core the Swift strategies, the verifier and the command line share.
public struct SnapshotDifference: Sendable, Equatable {
    /// Pixels whose largest channel difference exceeds the tolerance's ``SnapshotTolerance/channel``.
    public var differingPixels: Int
    /// The largest channel difference found (0...255), over all pixels.
    public var maxChannelDifference: Int
    /// The first differing pixel in row order, if any.
    public var firstDifference: (x: Int, y: Int)?
    /// The smallest rectangle holding every differing pixel (device pixels).
    public var boundingBox: IntRect?
    /// The largest share (0...1) of differing pixels in any 16 × 16 window.
    public var densestWindowShare: Double
    public var sizesDiffer: Bool
    /// Both sizes, for messages.
    public var actualSize: (width: Int, height: Int)
    public var referenceSize: (width: Int, height: Int)

    public static func == (a: SnapshotDifference, b: SnapshotDifference) -> Bool {
        a.differingPixels == b.differingPixels && a.maxChannelDifference == b.maxChannelDifference
            && a.firstDifference?.x == b.firstDifference?.x && a.firstDifference?.y == b.firstDifference?.y
            && a.boundingBox == b.boundingBox && a.densestWindowShare == b.densestWindowShare
            && a.sizesDiffer == b.sizesDiffer
    }

    /// Compares `actual` with `reference`; `tolerance` is the largest per-channel difference
    /// that still counts as equal (0 = exact).
    public init(actual: Pixmap, reference: Pixmap, tolerance: Int = 0) {
        self.init(actual: actual, reference: reference, channelTolerance: tolerance)
    }

    /// Compares `actual` with `reference` under `tolerance`'s channel threshold; whether the
    /// result is acceptable is ``passes(_:)``.
    public init(actual: Pixmap, reference: Pixmap, tolerance: SnapshotTolerance) {
        self.init(actual: actual, reference: reference, channelTolerance: tolerance.channel)
    }

    private init(actual: Pixmap, reference: Pixmap, channelTolerance: Int) {
        actualSize = (actual.width, actual.height)
        referenceSize = (reference.width, reference.height)
        sizesDiffer = actual.width != reference.width || actual.height != reference.height
        differingPixels = 0
        maxChannelDifference = 0
        firstDifference = nil
        boundingBox = nil
        densestWindowShare = 0
        if sizesDiffer { return }
        // The common case in a test run: identical bytes, found by one memcmp-speed pass
        // instead of a per-channel comparison of every pixel.
        if actual.data == reference.data { return }
        let w = actual.width, h = actual.height
        /// The largest channel difference of pixel (x, y).
        func difference(_ x: Int, _ y: Int) -> Int {
            let i = (y * w + x) * 4
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(actual.data[i + c]) - Int(reference.data[i + c]))) }
            return d
        }
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in 0..<h {
            for x in 0..<w {
                let d = difference(x, y)
                maxChannelDifference = max(maxChannelDifference, d)
                guard d > channelTolerance else { continue }
                if firstDifference == nil { firstDifference = (x, y) }
                differingPixels += 1
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
            }
        }
        guard differingPixels > 0 else { return }
        boundingBox = IntRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
        // Differing pixels as a summed-area table (one row and column of zeros in front), so
        // every 16 × 16 window's count is four lookups. Only the bounding box can hold
        // differing pixels, so the table covers it alone; this second look at its pixels
        // happens only when the pictures differ.
        let bw = x1 - x0 + 1, bh = y1 - y0 + 1
        var table = [Int32](repeating: 0, count: (bw + 1) * (bh + 1))
        for y in 0..<bh {
            var rowSum: Int32 = 0
            for x in 0..<bw {
                if difference(x + x0, y + y0) > channelTolerance { rowSum += 1 }
                table[(y + 1) * (bw + 1) + x + 1] = table[y * (bw + 1) + x + 1] + rowSum
            }
        }
        // Windows are clamped to the picture; a picture smaller than a window is one window.
        let side = SnapshotTolerance.windowSide
        let ww = min(side, w), wh = min(side, h)
        var densest: Int32 = 0
        // Every window overlapping the box, its part inside the box counted from the table.
        for top in max(0, y0 - wh + 1)...min(y1, h - wh) {
            let ty0 = max(top, y0) - y0, ty1 = min(top + wh, y1 + 1) - y0
            for left in max(0, x0 - ww + 1)...min(x1, w - ww) {
                let tx0 = max(left, x0) - x0, tx1 = min(left + ww, x1 + 1) - x0
                let count = table[ty1 * (bw + 1) + tx1] - table[ty0 * (bw + 1) + tx1]
                    - table[ty1 * (bw + 1) + tx0] + table[ty0 * (bw + 1) + tx0]
                densest = max(densest, count)
            }
        }
        densestWindowShare = Double(densest) / Double(ww * wh)
    }

    /// Whether the pictures match under `tolerance`: same size, no more differing pixels
    /// than allowed, and no window more different than allowed.
    public func passes(_ tolerance: SnapshotTolerance) -> Bool {
        !sizesDiffer && differingPixels <= tolerance.pixels && densestWindowShare <= tolerance.window
    }

    /// Which of the tolerance's limits the comparison breaks, in words (nil when it passes).
    public func failureSummary(_ tolerance: SnapshotTolerance) -> String? {
        if sizesDiffer {
            return "the picture is \(actualSize.width) x \(actualSize.height) pixels, the reference "
                + "\(referenceSize.width) x \(referenceSize.height)"
        }
        guard !passes(tolerance) else { return nil }
        let total = actualSize.width * actualSize.height
        var t = "\(differingPixels) of \(total) pixels differ (\(Self.percent(Double(differingPixels) / Double(max(1, total)))))"
            + " by up to \(maxChannelDifference)/255"
        if let f = firstDifference { t += "; the first at (\(f.x), \(f.y))" }
        if let b = boundingBox {
            t += "; all within x \(b.x)–\(b.x + b.width - 1), y \(b.y)–\(b.y + b.height - 1) (\(b.width) × \(b.height))"
        }
        t += "; the densest 16×16 window is \(Self.percent(densestWindowShare)) different"
        if tolerance != .exact { t += " (tolerance: \(tolerance))" }
        return t
    }

    /// A share as a percentage with two decimals, never rounded down to 0 when it is not 0.
    static func percent(_ share: Double) -> String {
        let v = share * 100
        let rounded = (v * 100).rounded() / 100
        return "\(rounded == 0 && v > 0 ? 0.01 : rounded) %"
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
