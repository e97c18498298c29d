/// Filter taps for resampling one axis of an image to device pixels.
///
/// Enlarging uses bilinear taps (2 per output pixel), reducing uses the exact
/// area (box) filter: each output pixel averages the source pixels under its
/// footprint, weighted by overlap. Weights are 14-bit fixed point summing to
/// exactly 1 so flat colours stay flat and results are identical on every run.
struct ResampleAxis {
    static let weightBits = 14
    static let one = 1 << weightBits

    /// First source index of each output pixel's taps.
    private(set) var starts: [Int] = []
    /// Number of taps of each output pixel.
    private(set) var counts: [Int] = []
    /// `maxTaps` weights per output pixel.
    private(set) var weights: [Int] = []
    let maxTaps: Int

    /// - Parameters:
    ///   - sourceCount: source pixels along this axis.
    ///   - destStart, destLength: where the whole image lands, in device pixels (fractional).
    ///   - outputStart, outputCount: the device pixels to produce.
    ///   - flipped: the transform mirrors this axis.
    init(sourceCount: Int, destStart: Double, destLength: Double, outputStart: Int, outputCount: Int, flipped: Bool) {
        let n = Double(sourceCount)
        let scale = destLength / n
        let reducing = scale < 1
        let halfWidth = reducing ? 0.5 / scale : 1
        // A footprint never covers more than the whole source, however small the destination.
        maxTaps = reducing ? Int(min(2 * halfWidth, n)) + 2 : 2
        starts.reserveCapacity(outputCount)
        counts.reserveCapacity(outputCount)
        weights = [Int](repeating: 0, count: outputCount * maxTaps)
        var raw = [Double](repeating: 0, count: maxTaps)
        for i in 0..<outputCount {
            let centre = Double(outputStart + i) + 0.5
            var u = (centre - destStart) / scale
            if flipped { u = n - u }
            // Degenerate placements (a destination far below a pixel) give huge or
            // non-finite positions; pin them to the source so indices stay valid.
            u = u.isFinite ? min(2 * n + 2, max(-n - 2, u)) : 0
            var first = 0
            var count = 0
            if reducing {
                let lo = min(n, max(0, u - halfWidth))
                let hi = max(0, min(n, u + halfWidth))
                first = Int(lo.rounded(.down))
                var k = first
                while Double(k) < hi && count < maxTaps {
                    let overlap = min(hi, Double(k + 1)) - max(lo, Double(k))
                    raw[count] = max(0, overlap)
                    count += 1
                    k += 1
                }
                if count == 0 {
                    // Footprint entirely outside the image: take the nearest edge pixel.
                    first = min(sourceCount - 1, max(0, Int(u.rounded(.down))))
                    raw[0] = 1
                    count = 1
                }
            } else {
                let v = u - 0.5
                let f0 = v.rounded(.down)
                let f = v - f0
                let i0 = Int(f0)
                // Clamp to the edge: the image's own outline, not a fade, bounds it.
                let a = min(sourceCount - 1, max(0, i0))
                let b = min(sourceCount - 1, max(0, i0 + 1))
                if a == b {
                    first = a
                    raw[0] = 1
                    count = 1
                } else {
                    first = a
                    raw[0] = 1 - f
                    raw[1] = f
                    count = 2
                }
            }
            // Quantise so the weights sum to exactly `one`.
            let total = raw[0..<count].reduce(0, +)
            var sum = 0
            var largest = 0
            for t in 0..<count {
                let w = total > 0 ? Int((raw[t] / total * Double(ResampleAxis.one)).rounded()) : 0
                weights[i * maxTaps + t] = w
                sum += w
                if w > weights[i * maxTaps + largest] { largest = t }
            }
            weights[i * maxTaps + largest] += ResampleAxis.one - sum
            starts.append(first)
            counts.append(count)
        }
    }

    /// The smallest and largest source index any output pixel reads.
    var sourceRange: ClosedRange<Int>? {
        guard let lo = starts.min() else { return nil }
        var hi = lo
        for i in 0..<starts.count { hi = max(hi, starts[i] + counts[i] - 1) }
        return lo...hi
    }
}
