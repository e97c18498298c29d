import CKernels
import Raster
import TestSupport
import Testing

/// The blur passes (CKernels/blur.c) on every path against the baseline, and the baseline
/// against the box kernel's arithmetic written out plainly.
extension VectorPathTests {
    /// A picture of random premultiplied pixels, with runs so that both flat and noisy
    /// stretches reach the running sums.
    static func blurPicture(_ width: Int, _ height: Int, _ g: inout SeededRandom) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(width * height * 4)
        var run = 0
        var pixel: UInt32 = 0
        for _ in 0..<(width * height) {
            if run == 0 {
                pixel = pixels(1, &g)[0]
                run = g.next() % 2 == 0 ? 1 : 1 + Int(g.next() % 30)
            }
            run -= 1
            for c in 0..<4 { out.append(UInt8(truncatingIfNeeded: pixel >> (8 * c))) }
        }
        return out
    }

    /// Fills a run's scratch with non-zero bytes: the kernel must not depend on what the
    /// memory held before (a fresh Swift allocation is not zeroed). The baseline and the wide
    /// paths get different bytes, so that a kernel reading scratch it has not written (the
    /// sampled kernel has no formula check to catch that) makes its path differ.
    static func fillGarbage(
        _ scratch: UnsafeMutableRawPointer, _ plan: UnsafePointer<rc_blur_plan>, height: Int,
        regionWidth: Int, for kernels: rc_kernel_table
    ) {
        let isBaseline =
            unsafeBitCast(kernels.gaussian_blur, to: Int.self)
            == unsafeBitCast(KernelPaths.baseline.gaussian_blur, to: Int.self)
        let salt = isBaseline ? 77 : 201
        let bytes = rc_gaussian_blur_scratch_bytes(plan, Int64(height), Int64(regionWidth))
        for i in 0..<bytes {
            scratch.storeBytes(of: UInt8(truncatingIfNeeded: i &* 151 &+ salt), toByteOffset: i, as: UInt8.self)
        }
    }

    /// The sum of `kernel[j] · value(i + j − reach)` (the kernel centred on `i`), with the
    /// edge mode for indices outside `0 ..< limit`: zeros, or the nearest index.
    static func convolve(_ kernel: [Int], at i: Int, limit: Int, transparent: Bool, _ value: (Int) -> Int) -> Int {
        var sum = 0
        for (j, k) in kernel.enumerated() {
            var index = i + j - (kernel.count - 1) / 2
            if index < 0 || index >= limit {
                if transparent { continue }
                index = min(max(index, 0), limit - 1)
            }
            sum += k * value(index)
        }
        return sum
    }

    /// The box kernel as the plan documents it, one tap at a time: exact horizontal sums of
    /// the three boxes' convolution, rounded and shifted by `hShift`; exact vertical sums of
    /// those; then `((y >> vShift) · vScale / 2^16 + vRounding) >> vPrecision`.
    static func boxFormula(
        _ plan: GaussianBlur.Plan, _ source: [UInt8], width: Int, height: Int, region: IntRect,
        transparent: Bool
    ) -> [UInt8] {
        var kernel = [1]
        for r in plan.radii {
            var next = [Int](repeating: 0, count: kernel.count + 2 * r)
            for (i, k) in kernel.enumerated() { for j in 0...(2 * r) { next[i + j] += k } }
            kernel = next
        }
        let reach = plan.radii.reduce(0, +)
        let half = (1 << plan.hShift) >> 1
        // Horizontal results of every pixmap row the vertical taps reach, region columns only.
        let top = max(0, region.y - reach)
        let bottom = min(height - 1, region.maxY - 1 + reach)
        var rows: [Int: [Int]] = [:]
        for y in top...bottom {
            var row = [Int](repeating: 0, count: region.width * 4)
            for x in 0..<region.width {
                for c in 0..<4 {
                    let sum = convolve(kernel, at: region.x + x, limit: width, transparent: transparent) {
                        Int(source[(y * width + $0) * 4 + c])
                    }
                    row[x * 4 + c] = (sum + half) >> plan.hShift
                }
            }
            rows[y] = row
        }
        var out = source
        for m in 0..<region.height {
            for i in 0..<(region.width * 4) {
                let sum = convolve(kernel, at: region.y + m, limit: height, transparent: transparent) { rows[$0]![i] }
                let q = UInt32(UInt16(truncatingIfNeeded: sum >> plan.vShift))
                let high = UInt16(truncatingIfNeeded: (q * UInt32(plan.vScale)) >> 16)
                out[((region.y + m) * width + region.x) * 4 + i] =
                    UInt8(truncatingIfNeeded: (high &+ plan.vRounding) >> UInt16(plan.vPrecision))
            }
        }
        return out
    }

    @Test func blurMatchesTheBaselineAndTheBoxFormula() {
        var g = SeededRandom(seed: 0x51D_0005)
        // Sampled kernels, box kernels, and sigmas whose sums need 64-bit lanes (vertical
        // from about 64 px, horizontal from about 128 px).
        let sigmas = [0.3, 0.9, 1.7, 2.5, 3.9, 4.0, 5.5, 9.0, 20.0, 37.0, 70.0, 140.0]
        var failures = 0
        var formulaChecks = 0
        for trial in 0..<120 where failures < 3 {
            let sigma = trial < sigmas.count ? sigmas[trial] : sigmas[Int(g.next() % UInt64(sigmas.count))]
            guard let plan = GaussianBlur.Plan(sigma: sigma) else { continue }
            // Small pictures for huge sigma keep the formula's tap-by-tap sums quick.
            let most = sigma > 30 ? 12 : 40
            let width = 1 + Int(g.next() % UInt64(most))
            let height = 1 + Int(g.next() % UInt64(most))
            let x = Int(g.next() % UInt64(width))
            let y = Int(g.next() % UInt64(height))
            let region =
                g.next() % 3 == 0
                ? IntRect(x: 0, y: 0, width: width, height: height)
                : IntRect(
                    x: x, y: y, width: 1 + Int(g.next() % UInt64(width - x)),
                    height: 1 + Int(g.next() % UInt64(height - y)))
            let transparent = g.next() % 2 == 0
            let inPlace = g.next() % 2 == 0
            let source = Self.blurPicture(width, height, &g)
            let what =
                "sigma \(sigma), \(width)x\(height), region \(region), transparent \(transparent), "
                + "in place \(inPlace)"
            let ok = Self.expectSameAsBaseline(source, what) { k, b in
                plan.withKernelPlan { p in
                    plan.withScratch(p, height: height, regionWidth: region.width) { scratch in
                        Self.fillGarbage(scratch, p, height: height, regionWidth: region.width, for: k)
                        if inPlace {
                            b.withUnsafeMutableBufferPointer {
                                k.gaussian_blur!(
                                    p, $0.baseAddress!, $0.baseAddress!, Int64(width), Int64(height),
                                    Int64(region.x), Int64(region.y), Int64(region.width),
                                    Int64(region.height), transparent ? 1 : 0, scratch)
                            }
                            return
                        }
                        let copy = b
                        copy.withUnsafeBufferPointer { s in
                            b.withUnsafeMutableBufferPointer {
                                k.gaussian_blur!(
                                    p, s.baseAddress!, $0.baseAddress!, Int64(width), Int64(height),
                                    Int64(region.x), Int64(region.y), Int64(region.width),
                                    Int64(region.height), transparent ? 1 : 0, scratch)
                            }
                        }
                    }
                }
            }
            if !ok {
                failures += 1
                continue
            }
            guard plan.isBox else { continue }
            var baseline = source
            plan.withKernelPlan { p in
                plan.withScratch(p, height: height, regionWidth: region.width) { scratch in
                    baseline.withUnsafeMutableBufferPointer {
                        KernelPaths.baseline.gaussian_blur!(
                            p, $0.baseAddress!, $0.baseAddress!, Int64(width),
                            Int64(height), Int64(region.x), Int64(region.y),
                            Int64(region.width), Int64(region.height),
                            transparent ? 1 : 0, scratch)
                    }
                }
            }
            formulaChecks += 1
            let expected = Self.boxFormula(
                plan, source, width: width, height: height, region: region,
                transparent: transparent)
            if baseline != expected {
                failures += 1
                let first = zip(baseline, expected).enumerated().first { $0.element.0 != $0.element.1 }
                let at = "first at byte \(first?.offset ?? -1): \(first?.element.0 ?? 0) vs \(first?.element.1 ?? 0)"
                Issue.record("box formula differs: \(what); \(at)")
            }
        }
        #expect(failures == 0)
        #expect(formulaChecks > 40)
    }
}
