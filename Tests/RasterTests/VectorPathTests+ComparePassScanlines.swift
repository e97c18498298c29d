import CKernels
import TestSupport
import Testing

/// The comparison pass that reads its reference from a PNG file's scanlines
/// (`rc_compare_pass_scanlines`, CKernels/difference.c): on every path, the same figures and
/// difference picture as the baseline's row work decoding the reference (premultiplied, as
/// a decoded picture is) followed by the baseline's pass over the two pictures: seeded
/// scanlines with every filter type, RGB and translucent RGBA, widths either side of the
/// vector steps, rows of the actual the same as the reference's, a few pixels changed, or
/// all.
extension VectorPathTests {
    /// `rc_compare_pass_scanlines` of `path` on a copy of `scanlines`.
    static func comparePass(
        _ actual: [UInt8], scanlines: [UInt8], channels: Int, width: Int, height: Int, tolerance: Int,
        window: (Int, Int), picture: Bool, with k: rc_kernel_table
    ) -> ComparePassOutcome? {
        var scanlines = scanlines
        var indices = [UInt8](repeating: 0xAA, count: picture ? width * height : 0)
        var palette = [UInt32](repeating: 0, count: Int(RC_DIFFERENCE_COLOURS))
        var columns = [Int32](repeating: 0, count: 2 * width + 1)
        var flags = [UInt8](repeating: 0, count: window.1 * width)
        var rowCounts = [Int64](repeating: 0, count: window.1)
        var rows = [UInt8](repeating: 0, count: 2 * width * 4)
        var out = rc_difference()
        let densest = indices.withUnsafeMutableBufferPointer { i in
            scanlines.withUnsafeMutableBufferPointer { s in
                k.compare_pass_scanlines!(
                    actual, s.baseAddress!, width, height, Int32(channels), Int32(tolerance), window.0, window.1,
                    picture ? i.baseAddress : nil, &palette, &columns, &flags, &rowCounts, &rows, &out)
            }
        }
        guard densest >= 0 else { return nil }
        return ComparePassOutcome(densest: densest, out, indices: indices, palette: picture ? palette : [])
    }

    @Test func comparisonPassFromScanlinesMatchesDecodingThenComparing() {
        var g = SeededRandom(seed: 0x51D_0006)
        var failures = 0
        for round in 0..<160 where failures < 3 {
            let channels = round % 3 == 0 ? 4 : 3
            let width = [1, 7, 8, 9, 15, 16, 17, 31, 32, 33][round % 10] + (round % 2 == 0 ? 0 : Int(g.next() % 90))
            let height = 1 + Int(g.next() % 20)
            let scanlines = Self.seededScanlines(width: width, height: height, channels: channels, &g)
            // The reference as the decoder makes it: unfiltered, widened, premultiplied.
            var reference = Self.unfilter(
                scanlines, width: width, height: height, channels: channels, with: KernelPaths.baseline
            ).rgba
            if channels == 4 { rc_premultiply(&reference, width * height) }
            let (actual, tolerance, window, picture) = Self.seededCase(reference, width: width, height: height, &g)
            let expected = Self.comparePass(
                actual, reference, width: width, height: height, tolerance: tolerance, window: window, picture: picture,
                with: KernelPaths.baseline)
            let ok = KernelPaths.all.allSatisfy { path in
                let got = Self.comparePass(
                    actual, scanlines: scanlines, channels: channels, width: width, height: height, tolerance: tolerance,
                    window: window, picture: picture, with: path.kernels)
                if got != expected {
                    Issue.record(
                        "\(path.name) differs: \(width) x \(height), \(channels) channels, tolerance \(tolerance), window \(window)"
                    )
                }
                return got == expected
            }
            if !ok { failures += 1 }
        }
        #expect(failures == 0)
    }

    @Test func comparisonPassFromScanlinesRefusesAnUnknownFilterOnEveryPath() {
        let width = 20
        let height = 3
        var scanlines = [UInt8](repeating: 0, count: height * (1 + width * 3))
        scanlines[2 * (1 + width * 3)] = 5  // the last row's filter
        let actual = [UInt8](repeating: 255, count: width * height * 4)
        for path in KernelPaths.all {
            let got = Self.comparePass(
                actual, scanlines: scanlines, channels: 3, width: width, height: height, tolerance: 0, window: (4, 2),
                picture: true, with: path.kernels)
            #expect(got == nil, "\(path.name)")
        }
    }
}
