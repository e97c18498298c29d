import CKernels
import Foundation
import TestSupport
import Testing

/// The translucent solid blend (`blend_solid_rect`) on every path, the baseline included,
/// against the single-rounding formula itself rather than against another path: the AVX2
/// copy takes a shorter route for even alphas (a multiply-high with rounding on S − D),
/// which is exact only by an argument about its ranges, so every alpha is checked here.
extension VectorPathTests {
    /// Every alpha 0...65536 over every destination byte and both signs of S − D: one row
    /// of 256 pixels whose bytes are all i, under a colour with red 0 (S − D from −255 to
    /// 0), green 255 (0 to 255) and blue varying with the alpha; two rows, so the
    /// rectangle's row loop runs, one pixel of padding between them left alone.
    @Test func solidRectsMatchTheFormulaForEveryAlpha() {
        let width = 256
        let stride = width + 1
        let count = stride * 2
        let pad: UInt32 = 0x5A5A_5A5A
        let destination = (0..<count).map { i in i % stride == width ? pad : UInt32(i % stride) * 0x0101_0101 }
        // Plain loops over raw buffers: the check runs 65,537 times, in debug builds too.
        let expected = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: count)
        let actual = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: count)
        defer {
            expected.deallocate()
            actual.deallocate()
        }
        let paths = KernelPaths.all
        var failures = 0
        for a in 0...65536 where failures < 3 {
            let blue = a & 255
            let color = UInt32(0x00_FF00 | blue << 16)
            for d in 0..<width {
                // The formula per channel, S·a + D·(65536 − a) + 32768 >> 16, in 64-bit integers.
                func channel(_ s: Int) -> UInt32 { UInt32((s * a + d * (65536 - a) + 32768) >> 16) }
                let pixel = channel(0) | channel(255) << 8 | channel(blue) << 16 | channel(255) << 24
                expected[d] = pixel
                expected[stride + d] = pixel
            }
            expected[width] = pad
            expected[stride + width] = pad
            for path in paths {
                _ = actual.update(fromContentsOf: destination)
                path.kernels.blend_solid_rect!(actual.baseAddress!, stride, width, 2, color, UInt32(a))
                if memcmp(actual.baseAddress!, expected.baseAddress!, count * 4) != 0 {
                    failures += 1
                    let i = (0..<count).first { actual[$0] != expected[$0] }!
                    Issue.record(
                        "\(path.name): alpha \(a), pixel \(i): \(actual[i]) where the formula gives \(expected[i])")
                }
            }
        }
        #expect(failures == 0)
    }

    /// Seeded rectangles on every path against the formula: every width 1–40 (scalar ends,
    /// one vector step and a ragged one) and longer odd and even widths, every start within
    /// a cache line, 1–5 rows, even and odd alphas, random colours and destinations, and
    /// guard pixels around each row that must come out unchanged.
    @Test func solidRectsMatchTheFormulaOnSeededRectangles() {
        var g = SeededRandom(seed: 0x51D_0011)
        var failures = 0
        let widths = Array(1...40) + (0..<160).map { _ in 41 + Int(g.next() % 400) }
        for (n, width) in widths.enumerated() where failures < 3 {
            let offset = Int(g.next() % 16)
            let rows = 1 + Int(g.next() % 5)
            let stride = offset + width + Self.guardPixels
            let buffer = Self.pixels(stride * rows + Self.guardPixels, &g)
            let color = UInt32(g.next() & 0xFF_FFFF)
            // Even and odd alphas alike (the even ones take the AVX2 copy's shorter step),
            // the edges (1, 2, 32768, 65534, 65535) among them.
            let edges: [UInt32] = [1, 2, 32768, 65534, 65535]
            let random = UInt32(1 + g.next() % 65535)
            let a = n % 3 == 0 ? edges[Int(g.next() % 5)] : (n % 2 == 0 ? random & ~1 | 2 : random | 1)
            let start = Self.guardPixels / 2 + offset
            var expected = buffer
            for r in 0..<rows {
                for i in 0..<width {
                    let p = start + r * stride + i
                    expected[p] = Self.coverageBlend(buffer[p], color: color, alpha: a)
                }
            }
            let rect = SolidRect(start: start, stride: stride, width: width, rows: rows, color: color, alpha: a)
            failures += Self.solidRectFailures(rect, buffer, expected, KernelPaths.all)
        }
        #expect(failures == 0)
    }

    /// Every width 0...300 at every start within a 64-byte line, for alpha one half (the
    /// byte average), an even and an odd alpha, 1-6 rows, against the formula: each path's
    /// walk has a short-row loop, an unaligned head, aligned steps of one or two vectors and
    /// an overlapping last vector, and which of them a row takes depends on both its width
    /// and where it starts. Guard pixels around the rows must come out unchanged.
    @Test func solidRectsMatchTheFormulaAtEveryWidthAndStart() {
        var g = SeededRandom(seed: 0x51D_0300)
        let paths = KernelPaths.all
        var failures = 0
        let even = 2 * UInt32(1 + g.next() % 32767)
        let odd = 2 * UInt32(g.next() % 32768) + 1
        let alphas: [UInt32] = [32768, even, odd]
        for (n, a) in alphas.enumerated() {
            let color = UInt32(g.next() & 0xFF_FFFF)
            // The formula per channel as a table of 256 destination bytes, so the expected
            // pixels cost four look-ups each in a debug build.
            var table = [[UInt32]](repeating: [], count: 4)
            for c in 0..<4 {
                let shift = UInt32(8 * c)
                for d in UInt32(0)..<256 {
                    let blended: UInt32 = Self.coverageBlend(d << shift, color: color, alpha: a)
                    table[c].append(blended >> shift & 255)
                }
            }
            for width in 0...300 where failures < 3 {
                for offset in 0..<16 {
                    let rows = 1 + (width + offset + n) % 6
                    let stride = offset + width + Self.guardPixels
                    let buffer = Self.pixels(stride * rows + Self.guardPixels, &g)
                    let start = Self.guardPixels / 2 + offset
                    var expected = buffer
                    for r in 0..<rows {
                        for i in 0..<width {
                            let p = start + r * stride + i
                            let d: UInt32 = buffer[p]
                            let low: UInt32 = table[0][Int(d & 255)] | table[1][Int(d >> 8 & 255)] << 8
                            let high: UInt32 = table[2][Int(d >> 16 & 255)] << 16 | table[3][Int(d >> 24)] << 24
                            expected[p] = low | high
                        }
                    }
                    let rect = SolidRect(start: start, stride: stride, width: width, rows: rows, color: color, alpha: a)
                    failures += Self.solidRectFailures(rect, buffer, expected, paths)
                }
            }
        }
        #expect(failures == 0)
    }

    /// One `blend_solid_rect` call's arguments, its first pixel an index into a buffer.
    struct SolidRect {
        var start, stride, width, rows: Int
        var color, alpha: UInt32
    }

    /// Runs `rect` over `buffer` on each path and records each path whose result is not
    /// `expected`; returns how many were not.
    static func solidRectFailures(
        _ rect: SolidRect, _ buffer: [UInt32], _ expected: [UInt32], _ paths: [(name: String, kernels: rc_kernel_table)]
    ) -> Int {
        var failures = 0
        for path in paths {
            var actual = buffer
            actual.withUnsafeMutableBufferPointer {
                path.kernels.blend_solid_rect!(
                    $0.baseAddress! + rect.start, rect.stride, rect.width, rect.rows, rect.color, rect.alpha)
            }
            if actual != expected {
                failures += 1
                let offset = rect.start - guardPixels / 2
                Issue.record(
                    "\(path.name): width \(rect.width), offset \(offset), rows \(rect.rows), alpha \(rect.alpha)")
            }
        }
        return failures
    }
}
