/// Resamples a premultiplied image to device pixels for an axis-aligned placement.
///
/// Separable: rows are filtered horizontally into a 32-bit intermediate with 8 extra
/// bits of precision, then columns vertically, so only one rounding reaches the output.
enum ImageResampler {
    /// The part `region` (device pixels) of `image` drawn into `dest` (device pixels),
    /// mirrored on an axis when `flipX`/`flipY`.
    static func resample(_ image: Pixmap, into dest: Rect, region: IntRect, flipX: Bool, flipY: Bool) -> Pixmap? {
        guard !region.isEmpty, var out = Pixmap(width: region.width, height: region.height) else { return nil }
        let hx = ResampleAxis(
            sourceCount: image.width, destStart: dest.minX, destLength: dest.width,
            outputStart: region.x, outputCount: region.width, flipped: flipX)
        let vy = ResampleAxis(
            sourceCount: image.height, destStart: dest.minY, destLength: dest.height,
            outputStart: region.y, outputCount: region.height, flipped: flipY)
        guard let rows = vy.sourceRange else { return nil }
        let w = region.width
        // Horizontal pass over the source rows the vertical pass needs.
        var mid = [Int32](repeating: 0, count: rows.count * w * 4)
        let shiftH = ResampleAxis.weightBits - 8
        image.data.withUnsafeBytes { src in
            for (r, sy) in rows.enumerated() {
                let srow = src.baseAddress!.assumingMemoryBound(to: UInt8.self) + sy * image.width * 4
                for i in 0..<w {
                    let s = hx.starts[i]
                    let n = hx.counts[i]
                    var acc = (0, 0, 0, 0)
                    for t in 0..<n {
                        let wt = hx.weights[i * hx.maxTaps + t]
                        let p = srow + (s + t) * 4
                        acc.0 += wt * Int(p[0])
                        acc.1 += wt * Int(p[1])
                        acc.2 += wt * Int(p[2])
                        acc.3 += wt * Int(p[3])
                    }
                    let o = (r * w + i) * 4
                    let half = 1 << (shiftH - 1)
                    mid[o] = Int32((acc.0 + half) >> shiftH)
                    mid[o + 1] = Int32((acc.1 + half) >> shiftH)
                    mid[o + 2] = Int32((acc.2 + half) >> shiftH)
                    mid[o + 3] = Int32((acc.3 + half) >> shiftH)
                }
            }
        }
        // Vertical pass: 8 fractional bits from the intermediate plus 14 from the weights.
        let shiftV = ResampleAxis.weightBits + 8
        let half = 1 << (shiftV - 1)
        out.data.withUnsafeMutableBufferPointer { dst in
            for j in 0..<region.height {
                let s = vy.starts[j] - rows.lowerBound
                let n = vy.counts[j]
                for i in 0..<w {
                    var acc = (0, 0, 0, 0)
                    for t in 0..<n {
                        let wt = vy.weights[j * vy.maxTaps + t]
                        let o = ((s + t) * w + i) * 4
                        acc.0 += wt * Int(mid[o])
                        acc.1 += wt * Int(mid[o + 1])
                        acc.2 += wt * Int(mid[o + 2])
                        acc.3 += wt * Int(mid[o + 3])
                    }
                    let a = min(255, max(0, (acc.3 + half) >> shiftV))
                    let o = (j * w + i) * 4
                    // Premultiplied invariant: rounding each channel separately could put colour above alpha.
                    dst[o] = UInt8(min(a, max(0, (acc.0 + half) >> shiftV)))
                    dst[o + 1] = UInt8(min(a, max(0, (acc.1 + half) >> shiftV)))
                    dst[o + 2] = UInt8(min(a, max(0, (acc.2 + half) >> shiftV)))
                    dst[o + 3] = UInt8(a)
                }
            }
        }
        return out
    }
}
