import CKernels
import TestSupport
import Testing

/// The failing snapshot's one comparison pass (CKernels/difference.c): every path against
/// the baseline on seeded picture pairs: widths either side of the sixteen-pixel flag step,
/// rows that match, differ in a few pixels or everywhere, tolerances that flag all, some or
/// none, windows from one pixel to the whole picture, with and without the difference
/// picture. (SnapshotCoreTests check the active path against the three oracle kernels.)
extension VectorPathTests {
    struct ComparePassOutcome: Equatable {
        var densest: Int32
        var differing, largest, firstX, firstY, minX, minY, maxX, maxY: Int64
        var indices: [UInt8]
        var palette: [UInt32]

        init(densest: Int32, _ out: rc_difference, indices: [UInt8], palette: [UInt32]) {
            self.densest = densest
            (differing, largest, firstX, firstY) = (out.differing, Int64(out.max_difference), out.first_x, out.first_y)
            (minX, minY, maxX, maxY) = (out.min_x, out.min_y, out.max_x, out.max_y)
            self.indices = indices
            self.palette = palette
        }
    }

    static func comparePass(
        _ actual: [UInt8], _ reference: [UInt8], width: Int, height: Int, tolerance: Int, window: (Int, Int),
        picture: Bool, with k: rc_kernel_table
    ) -> ComparePassOutcome {
        var indices = [UInt8](repeating: 0xAA, count: picture ? width * height : 0)
        var palette = [UInt32](repeating: 0, count: Int(RC_DIFFERENCE_COLOURS))
        var columns = [Int32](repeating: 0, count: 2 * width + 1)
        var flags = [UInt8](repeating: 0, count: window.1 * width)
        var rowCounts = [Int64](repeating: 0, count: window.1)
        var out = rc_difference()
        let densest = indices.withUnsafeMutableBufferPointer { i in
            k.compare_pass!(
                actual, reference, width, height, Int32(tolerance), window.0, window.1, picture ? i.baseAddress : nil,
                &palette, &columns, &flags, &rowCounts, &out)
        }
        return ComparePassOutcome(densest: densest, out, indices: indices, palette: picture ? palette : [])
    }

    /// A seeded comparison of `reference`: the actual picture (per row the same, a few bytes
    /// changed, every byte changed, or a copy of the actual's row above), a tolerance, a window
    /// within the picture (as `Pixmap.comparePass` requires) and whether the difference
    /// picture is made.
    static func seededCase(_ reference: [UInt8], width: Int, height: Int, _ g: inout SeededRandom)
        -> (actual: [UInt8], tolerance: Int, window: (Int, Int), picture: Bool)
    {
        var actual = reference
        let stride = width * 4
        for y in 0..<height {
            let kind = g.next() % 4
            if kind == 3 {
                if y > 0 { actual[(y * stride)..<((y + 1) * stride)] = actual[((y - 1) * stride)..<(y * stride)] }
                continue
            }
            for i in (y * stride)..<((y + 1) * stride) where kind == 2 || (kind == 1 && g.next() % 9 == 0) {
                actual[i] = actual[i] &+ UInt8(1 + g.next() % 40)
            }
        }
        let tolerance = [0, 3, 20, 255][Int(g.next() % 4)]
        let window = (1 + Int(g.next() % UInt64(width)), 1 + Int(g.next() % UInt64(height)))
        return (actual, tolerance, window, g.next() % 4 != 0)
    }

    @Test func comparisonPassMatchesTheBaseline() {
        var g = SeededRandom(seed: 0x51D_0005)
        var failures = 0
        for round in 0..<120 where failures < 3 {
            let width = [1, 15, 16, 17, 31, 32, 33][round % 7] + (round % 2 == 0 ? 0 : Int(g.next() % 90))
            let height = 1 + Int(g.next() % 24)
            let reference = Self.pixels(width * height, &g).flatMap { p in
                (0..<4).map { UInt8(truncatingIfNeeded: p >> (8 * $0)) }
            }
            let (actual, tolerance, window, picture) = Self.seededCase(reference, width: width, height: height, &g)
            let ok = KernelPaths.wide.allSatisfy { path in
                let base = Self.comparePass(
                    actual, reference, width: width, height: height, tolerance: tolerance, window: window, picture: picture,
                    with: KernelPaths.baseline)
                let wide = Self.comparePass(
                    actual, reference, width: width, height: height, tolerance: tolerance, window: window, picture: picture,
                    with: path.kernels)
                if wide != base {
                    Issue.record("\(path.name) differs: \(width) x \(height), tolerance \(tolerance), window \(window)")
                }
                return wide == base
            }
            if !ok { failures += 1 }
        }
        #expect(failures == 0)
    }
}
