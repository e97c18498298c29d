import CKernels
import Foundation

// Gaussian blur of premultiplied RGBA8, separable, in integer arithmetic only.
//
// Kernel. From sigma 4 px up, the kernel is three box filters with the W3C
// "boxes for Gauss" widths (odd widths whose variances add up to nearly sigma²;
// 39, 39, 41 for sigma 20, as OpenCV's reference for scene S3 uses). The boxes are
// fused rather than run as three passes: a box of radius r is (S^r − S^−(r+1))·C,
// with S a shift and C a running sum, so three boxes are C³·D where D has 8 taps of
// ±1. One output sample costs 8 taps and 3 additions whatever sigma is, and the
// triple sum is the exact integer convolution (wrapping arithmetic is exact because
// the final value fits), so nothing is rounded between the boxes. The sums start 2R
// samples before the first output (R = sum of the radii), reading zeros before −R,
// which the kernel never reaches. Below sigma 4 px odd box widths are too coarse to
// follow the bell, so the kernel is the sampled Gaussian itself over ±3.5 sigma
// (at most 29 taps, 16-bit products).
//
// Streaming. Rows are blurred horizontally, two at a time so that eight 16-bit lanes
// hold two pixels, into a ring buffer of 16-bit rows (3–7 fractional bits: this and the
// final rounding are the only ones). The vertical pass then sweeps down the region with
// one set of running sums per column, reading rows in order. Each source row is read
// before any output row at or below it is written, so the destination may be the source
// (in-place region blur), and scratch memory is about 2R rows of the region, not a copy
// of the picture. The lanes are kept narrow (16-bit tap sums, a 16-bit multiply-high for
// the final scale) so that SSE2 suffices.
//
// The passes run in C (CKernels/blur.c), one copy per vector path chosen once per
// process like the other pixel kernels (docs/performance.md, "Vector paths"); this file
// plans the kernel. Every path computes the same integers: VectorPathTests compare each
// path with the baseline, and the baseline with the box kernel's arithmetic written out.
//
// Every step is a non-decreasing function applied alike to the four channels, so a
// colour byte never exceeds its alpha, and integer arithmetic makes the bytes the
// same in debug and release builds and in any thread. (The sampled kernel's weights
// come from `exp`, so another libm could in principle round one weight differently.)

/// A Gaussian blur with standard deviation `sigma` in device pixels, applied to
/// premultiplied pixels.
///
/// From sigma 4 px up it is the usual three-box approximation (as SVG's and CSS's
/// blur, Skia and OpenCV use), computed in one fused sweep per direction: its cost
/// per pixel does not depend on sigma (S3, 1170 × 2532 at sigma 20: about 11 ms on one
/// core). Measured against a true Gaussian computed in `Double` (4-sigma kernel, same
/// edges): on scene S3 the largest difference is 0.71/255 (0.70 on the reduced S3 of
/// the tests, 0.96 at sigma 5). The box shape itself is the limit on harsher content:
/// about 2/255 at a full-contrast black/white edge, 3/255 at such a corner, 3–7/255
/// on random full-contrast blocks (the most near sigma 4), and up to about 9/255 for a
/// picture built to be worst. Below sigma 4 the kernel is the sampled Gaussian, within
/// 0.6/255 of the oracle on the same blocks.
///
/// Sigma below 0.2 px, negative or NaN leaves the pixels unchanged; sigma above
/// ``maxSigma`` (including infinity) is treated as ``maxSigma``, which bounds both the
/// time and the scratch memory.
public struct GaussianBlur: Hashable, Sendable {
    /// Standard deviation of the Gaussian, in device pixels.
    public var sigma: Double
    /// What the blur reads beyond the pixmap's bounds.
    public var edgeMode: BlurEdgeMode

    /// The largest sigma honoured, in device pixels; larger values are clamped to it.
    public static let maxSigma: Double = 500
    /// Sigmas below this many pixels move no 8-bit value by more than rounding, so they
    /// are treated as no blur at all.
    public static let minSigma: Double = 0.2
    /// From this sigma up the three-box kernel is used; below it, the sampled Gaussian.
    static let boxSigmaThreshold: Double = 4

    public init(sigma: Double, edgeMode: BlurEdgeMode = .clamp) {
        self.sigma = sigma
        self.edgeMode = edgeMode
    }

    /// The sigma actually used: NaN and negatives read as 0, huge values as ``maxSigma``.
    /// (A NaN sigma still makes the value unequal to itself, as `Double` does.)
    public var effectiveSigma: Double {
        sigma.isNaN ? 0 : min(max(sigma, 0), GaussianBlur.maxSigma)
    }

    /// True when applying the blur leaves every pixel as it is.
    public var isIdentity: Bool { effectiveSigma < GaussianBlur.minSigma }

    /// Blurs `region` (default: the whole pixmap) in place.
    ///
    /// The region is a window onto the pixmap: its blur reads the pixels around it as
    /// their neighbourhood wherever they exist, as a backdrop blur behind a bar must, and
    /// ``edgeMode`` applies only past the pixmap's bounds. Pixels outside the region are
    /// not changed. The region is clipped to the pixmap; an empty one does nothing.
    public func apply(to pixmap: inout Pixmap, region: IntRect? = nil) {
        let r = (region ?? pixmap.bounds).intersection(pixmap.bounds)
        guard !r.isEmpty, let plan = Plan(sigma: effectiveSigma) else { return }
        let width = pixmap.width
        let height = pixmap.height
        let edge = edgeMode
        pixmap.data.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            plan.run(
                source: UnsafePointer(base), destination: base,
                width: width, height: height, region: r, edgeMode: edge)
        }
    }

    /// A blurred copy of the whole pixmap.
    public func applied(to pixmap: Pixmap) -> Pixmap {
        guard let plan = Plan(sigma: effectiveSigma),
            var out = Pixmap(width: pixmap.width, height: pixmap.height)
        else { return pixmap }
        let edge = edgeMode
        pixmap.data.withUnsafeBufferPointer { source in
            out.data.withUnsafeMutableBufferPointer { destination in
                plan.run(
                    source: source.baseAddress!, destination: destination.baseAddress!,
                    width: pixmap.width, height: pixmap.height, region: pixmap.bounds, edgeMode: edge)
            }
        }
        return out
    }
}

extension GaussianBlur {
    /// The integer kernel and fixed-point scales for one sigma, shared by both directions.
    ///
    /// Box kernel: exact horizontal sums are rounded and shifted right by `hShift` into
    /// 16-bit intermediates ≤ 8191; exact vertical sums `y` become bytes as
    /// `(⌊(y >> vShift) · vScale / 2^16⌋ + vRounding) >> vPrecision`, which is
    /// `y · 2^hShift / (product of the widths)²` to within a few hundredths of a level.
    package struct Plan {
        /// Box radii (fused kernel) or empty (sampled kernel).
        package let radii: [Int]
        /// Sampled kernel: integer weights for offsets 0…reach (mirrored for negative
        /// offsets), the whole kernel summing to 2^14.
        package let weights: [UInt32]
        /// The largest tap offset; the smallest is `-(lowReach)`.
        package let reach: Int
        let lowReach: Int
        /// Box kernel: the triple sums start this many samples before the first output,
        /// where the difference taps still sum to zero.
        let warmUp: Int
        /// Box kernel: the eight tap offsets of D, four added then four subtracted.
        let taps: [Int]
        /// Box kernel fixed-point scales (the sampled kernel's are constants in
        /// ``runSampled(_:)``).
        package let hShift: Int
        package let vShift: Int
        package let vScale: UInt16
        package let vPrecision: Int
        package let vRounding: UInt16
        /// Whether a direction's exact sums need 64-bit lanes (sigma above about 64 px
        /// vertically, 128 px horizontally).
        package let hWide: Bool
        package let vWide: Bool

        package var isBox: Bool { !radii.isEmpty }

        /// Nil for a sigma too small to change anything.
        package init?(sigma: Double) {
            guard sigma >= GaussianBlur.minSigma else { return nil }
            if sigma < GaussianBlur.boxSigmaThreshold {
                let w = Plan.sampledWeights(sigma: sigma)
                // All weight on the centre: nothing would change.
                guard w[0] < 16384 else { return nil }
                radii = []
                weights = w
                reach = w.count - 1
                lowReach = reach
                warmUp = 0
                taps = []
                hShift = 0
                vShift = 0
                vScale = 0
                vPrecision = 0
                vRounding = 0
                hWide = false
                vWide = false
                return
            }
            let r = Plan.boxRadii(sigma: sigma)
            radii = r
            weights = []
            let big = r.reduce(0, +)
            reach = big
            lowReach = big + 3
            // D reads x[m + R] at most; with x = 0 before −R, D·x vanishes before −2R.
            warmUp = 2 * big
            var plus: [Int] = []
            var minus: [Int] = []
            for bits in 0..<8 {
                var offset = 0
                for i in 0..<3 { offset += (bits >> i) & 1 == 0 ? r[i] : -(r[i] + 1) }
                if bits.nonzeroBitCount % 2 == 0 { plus.append(offset) } else { minus.append(offset) }
            }
            taps = plus + minus
            // The kernel's integer weights sum to the product of the widths.
            let sum = r.reduce(UInt64(1)) { $0 * UInt64(2 * $1 + 1) }
            // Intermediates stay ≤ 8191 (5 fractional bits), so the vertical pass can add
            // and subtract four of them in 16-bit lanes. For sigma from about 36 to 64 px
            // they get fewer bits (down to 3) so the vertical sums still fit 32-bit lanes,
            // twice as fast as 64-bit ones; beyond that the vertical sums are 64-bit.
            let fits32 = UInt64(UInt32.max) / sum
            let limit = fits32 >= 255 * 8 ? min(8191, fits32) : 8191
            var shift = 0
            while (255 * sum + ((1 << shift) >> 1)) >> UInt64(shift) > limit { shift += 1 }
            hShift = shift
            hWide = 255 * sum + ((1 << shift) >> 1) > UInt64(UInt32.max)
            let vMax = ((255 * sum + ((1 << shift) >> 1)) >> UInt64(shift)) * sum
            vWide = vMax > UInt64(UInt32.max)
            // Vertical sums y ≤ vMax become q = y >> vShift ≤ 32767 (≥ 7 bits below one
            // level), then out = (⌊q · vScale / 2^16⌋ + ½) >> vPrecision: a 16-bit
            // multiply-high, with vScale ∈ [2^15, 2^16) for 16 bits of precision.
            var t = 0
            while vMax >> UInt64(t) > 32767 { t += 1 }
            vShift = t
            // out = y · 2^hShift / sum² = q · 2^(t + hShift) / sum², and
            // vScale = 2^(16 + vPrecision + t + hShift) / sum².
            let denominator = sum * sum
            let bits = 64 - denominator.leadingZeroBitCount
            let precision = bits - 1 - t - shift
            precondition(precision >= 1 && precision <= 8, "blur scale out of range")
            vPrecision = precision
            let scale = Plan.roundedPowerQuotient(exponent: bits + 15, denominator: denominator)
            vScale = UInt16(min(scale, 65535))
            vRounding = 1 << UInt16(precision - 1)
        }

        /// Three odd box widths whose variances sum closest to sigma² (W3C/Kutskir rule).
        package static func boxRadii(sigma: Double) -> [Int] {
            let n = 3.0
            let ideal = (12 * sigma * sigma / n + 1).squareRoot()
            var lower = Int(ideal.rounded(.down))
            if lower % 2 == 0 { lower -= 1 }
            let upper = lower + 2
            let l = Double(lower)
            let mIdeal = (12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)
            let m = min(3, max(0, Int(mIdeal.rounded())))
            return (0..<3).map { i in ((i < m ? lower : upper) - 1) / 2 }
        }

        /// The right half (offsets 0…reach) of a sampled Gaussian over ±3.5 sigma in
        /// integers: the whole symmetric kernel sums to exactly 2^14, and trailing zero
        /// weights are dropped.
        static func sampledWeights(sigma: Double) -> [UInt32] {
            let reach = Int((3.5 * sigma).rounded(.up))
            let g = (0...reach).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
            let total = g[0] + 2 * g.dropFirst().reduce(0, +)
            var w = g.map { UInt32(($0 / total * 16384).rounded()) }
            while w.count > 2 && w[w.count - 1] == 0 { w.removeLast() }
            w[0] = 16384 - 2 * w.dropFirst().reduce(0, +)
            return w
        }

        /// round(2^exponent / denominator) for a quotient below 2^32.
        static func roundedPowerQuotient(exponent: Int, denominator: UInt64) -> UInt64 {
            // 2^exponent + denominator/2 as a 128-bit (high, low) pair.
            var high: UInt64 = exponent >= 64 ? 1 << UInt64(exponent - 64) : 0
            var low: UInt64 = exponent >= 64 ? 0 : 1 << UInt64(exponent)
            let (sum, carry) = low.addingReportingOverflow(denominator / 2)
            low = sum
            if carry { high += 1 }
            return denominator.dividingFullWidth((high: high, low: low)).quotient
        }

        /// Blurs `region` of `source` into the same region of `destination`, which may
        /// be the same memory; both are `width × height` premultiplied RGBA8.
        ///
        /// The passes run in CKernels (blur.c), compiled once per vector path and chosen
        /// once per process like the other pixel kernels; every path gives the same bytes.
        func run(
            source: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>,
            width: Int, height: Int, region: IntRect, edgeMode: BlurEdgeMode
        ) {
            withKernelPlan { plan in
                withScratch(plan, height: height, regionWidth: region.width) { scratch in
                    rc_gaussian_blur(
                        plan, source, destination, Int64(width), Int64(height), Int64(region.x),
                        Int64(region.y), Int64(region.width), Int64(region.height),
                        edgeMode == .transparent ? 1 : 0, scratch)
                }
            }
        }

        /// The kernels' working memory for one run, valid inside `body`.
        ///
        /// Swift allocates it (about 2 · reach rows of the region, bounded by ``maxSigma``)
        /// so the C kernels allocate nothing and have no failure to report: memory runs out
        /// here as it does for any other Swift allocation.
        package func withScratch<R>(
            _ plan: UnsafePointer<rc_blur_plan>, height: Int, regionWidth: Int,
            _ body: (UnsafeMutableRawPointer) -> R
        ) -> R {
            let bytes = rc_gaussian_blur_scratch_bytes(plan, Int64(height), Int64(regionWidth))
            let scratch = UnsafeMutableRawPointer.allocate(byteCount: max(bytes, 64), alignment: 64)
            defer { scratch.deallocate() }
            return body(scratch)
        }

        /// The plan as the C kernels read it, valid inside `body`.
        package func withKernelPlan<R>(_ body: (UnsafePointer<rc_blur_plan>) -> R) -> R {
            var plan = rc_blur_plan()
            if isBox {
                plan.taps = (
                    Int32(taps[0]), Int32(taps[1]), Int32(taps[2]), Int32(taps[3]),
                    Int32(taps[4]), Int32(taps[5]), Int32(taps[6]), Int32(taps[7])
                )
            }
            plan.reach = Int32(reach)
            plan.low_reach = Int32(lowReach)
            plan.warm_up = Int32(warmUp)
            plan.h_shift = Int32(hShift)
            plan.v_shift = Int32(vShift)
            plan.v_precision = Int32(vPrecision)
            plan.v_scale = vScale
            plan.v_rounding = vRounding
            plan.h_wide = hWide ? 1 : 0
            plan.v_wide = vWide ? 1 : 0
            if isBox { return body(&plan) }
            return weights.withUnsafeBufferPointer { w in
                plan.weights = w.baseAddress
                return body(&plan)
            }
        }
    }
}
