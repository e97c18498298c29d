import CKernels
import TestSupport
import Testing

/// The PNG reader's row work (CKernels/png_rows.c): every path against the baseline, and
/// the baseline against PNG's filter definitions as the encoder tests write them, on seeded
/// scanlines with every filter type, RGB and RGBA, widths either side of the AVX2 step
/// (eight pixels, and the four bytes its second load reads beyond them), smooth rows (the
/// residuals of real pictures) and noise.
extension VectorPathTests {
    /// PNG's filters reversed as the specification defines them (the encoder tests' oracle,
    /// `PNGEncoderStreamTests.unfiltered`), and RGB widened with alpha 255.
    static func unfilteredBySpecification(_ scanlines: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8] {
        let rows = PNGEncoderStreamTests.unfiltered(scanlines, rowBytes: width * channels, bytesPerPixel: channels)
        guard channels == 3 else { return rows }
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for pixel in 0..<(width * height) { rgba += [rows[3 * pixel], rows[3 * pixel + 1], rows[3 * pixel + 2], 255] }
        return rgba
    }

    /// Runs one path's row work on a copy of `scanlines`: the status, the RGBA and the
    /// scanlines as left (unfiltered in place).
    static func unfilter(_ scanlines: [UInt8], width: Int, height: Int, channels: Int, with k: rc_kernel_table)
        -> (status: Int32, rgba: [UInt8], rows: [UInt8])
    {
        var rows = scanlines
        var rgba = [UInt8](repeating: 0xAA, count: width * height * 4)
        let status = rows.withUnsafeMutableBufferPointer { s in
            rgba.withUnsafeMutableBufferPointer {
                k.png_unfilter_rows!(s.baseAddress!, width, height, Int32(channels), $0.baseAddress!)
            }
        }
        return (status, rgba, rows)
    }

    /// `height` scanlines of a random filter type (0-4) each, and random residuals: small
    /// ones (the residuals of a real picture's smooth rows) or noise, one or the other for all;
    /// about one row in four below the first repeats the row above (Up, every residual 0), as
    /// the project's encoder writes a repeated row.
    static func seededScanlines(width: Int, height: Int, channels: Int, _ g: inout SeededRandom) -> [UInt8] {
        let smooth = g.next() % 2 == 0
        var scanlines: [UInt8] = []
        for y in 0..<height {
            if y > 0, g.next() % 4 == 0 {
                scanlines.append(2)
                scanlines += [UInt8](repeating: 0, count: width * channels)
                continue
            }
            scanlines.append(UInt8(g.next() % 5))
            for _ in 0..<(width * channels) {
                scanlines.append(smooth ? UInt8(g.next() % 5) &- 2 : UInt8(truncatingIfNeeded: g.next()))
            }
        }
        return scanlines
    }

    @Test func pngUnfilteringMatchesTheBaselineAndTheSpecification() {
        var g = SeededRandom(seed: 0x51D_0004)
        var failures = 0
        for round in 0..<240 where failures < 3 {
            let channels = round % 3 == 0 ? 4 : 3
            let width = [1, 2, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18, 19][round % 13] + (round % 2 == 0 ? 0 : Int(g.next() % 300))
            let height = 1 + Int(g.next() % 5)
            let rowBytes = width * channels
            let scanlines = Self.seededScanlines(width: width, height: height, channels: channels, &g)
            let expected = Self.unfilteredBySpecification(scanlines, width: width, height: height, channels: channels)
            let base = Self.unfilter(scanlines, width: width, height: height, channels: channels, with: KernelPaths.baseline)
            let what =
                "\(width) x \(height), \(channels) channels, filters \((0..<height).map { scanlines[$0 * (rowBytes + 1)] })"
            if base.status != 0 || base.rgba != expected {
                Issue.record("the baseline differs from PNG's definition: \(what)")
                failures += 1
                continue
            }
            for path in KernelPaths.wide {
                let wide = Self.unfilter(scanlines, width: width, height: height, channels: channels, with: path.kernels)
                if wide.status != 0 || wide.rgba != base.rgba || wide.rows != base.rows {
                    Issue.record("\(path.name) differs from the baseline: \(what)")
                    failures += 1
                }
            }
        }
        #expect(failures == 0)
    }

    @Test func pngUnfilteringRefusesAnUnknownFilterOnEveryPath() {
        // Two RGB rows of three pixels, the second with filter byte 5.
        var scanlines = [UInt8](repeating: 1, count: 2 * 10)
        scanlines[0] = 2
        scanlines[10] = 5
        for path in KernelPaths.all {
            let result = Self.unfilter(scanlines, width: 3, height: 2, channels: 3, with: path.kernels)
            #expect(result.status == -1, "\(path.name)")
        }
    }
}
