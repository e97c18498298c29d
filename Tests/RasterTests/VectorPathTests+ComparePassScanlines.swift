import CKernels
import TestSupport
import Testing

/// The comparison pass that reads its reference from a PNG file's scanlines
/// (`rc_compare_pass_scanlines`, CKernels/difference.c): on every path, the same figures and
/// difference picture as the baseline's row work decoding the reference (premultiplied, as
/// a decoded picture is) followed by the baseline's pass over the two pictures: seeded
/// scanlines with every filter type, RGB and translucent RGBA, widths either side of the
/// vector steps, rows of the actual the same as the reference's, a few pixels changed, or
/// all. What it says of which rows repeat the row above (the actual's and the difference
/// picture's, which the encoders take on trust) is checked against comparing the rows byte
/// by byte.
extension VectorPathTests {
    /// `rc_compare_pass_scanlines` of `path` on a copy of `scanlines`; nil when it refuses
    /// them. Recorded as an issue: a row it says repeats the row above (or not) that does
    /// not (or does), or a row it left unwritten.
    static func comparePass(
        _ actual: [UInt8], scanlines: [UInt8], channels: Int, width: Int, height: Int, tolerance: Int,
        window: (Int, Int), picture: Bool, with k: rc_kernel_table
    ) -> ComparePassOutcome? {
        guard
            let (outcome, actualRepeats, indexRepeats) = comparePassWithRepeats(
                actual, scanlines: scanlines, channels: channels, width: width, height: height, tolerance: tolerance,
                window: window, picture: picture, with: k)
        else { return nil }
        let what = "\(width) x \(height), \(channels) channels, tolerance \(tolerance), picture \(picture)"
        #expect(
            agrees(actualRepeats, with: repeatedRows(actual, rowBytes: width * 4, height: height)),
            "actual's rows \(actualRepeats), \(what)")
        if picture {
            #expect(
                agrees(indexRepeats, with: repeatedRows(outcome.indices, rowBytes: width, height: height)),
                "difference picture's rows \(indexRepeats), \(what)")
        }
        return outcome
    }

    /// Every row's answer (`rc_row_repeat`): whether its bytes are the row above's, found
    /// the plain way (row 0 unknown).
    static func repeatedRows(_ bytes: [UInt8], rowBytes: Int, height: Int) -> [UInt8] {
        (0..<height).map { y in
            guard y > 0 else { return UInt8(RC_ROW_UNKNOWN.rawValue) }
            let same = bytes[(y * rowBytes)..<((y + 1) * rowBytes)] == bytes[((y - 1) * rowBytes)..<(y * rowBytes)]
            return UInt8((same ? RC_ROW_REPEATS : RC_ROW_DIFFERS).rawValue)
        }
    }

    /// Whether each of `answers` is unknown or `complete`'s (the answers of every row).
    static func agrees(_ answers: [UInt8], with complete: [UInt8]) -> Bool {
        answers.count == complete.count
            && zip(answers, complete).allSatisfy { $0 == UInt8(RC_ROW_UNKNOWN.rawValue) || $0 == $1 }
    }

    /// `rc_compare_pass_scanlines` of `path` on a copy of `scanlines`, with the rows it says
    /// repeat (the actual's; the difference picture's, 0xAA each when it makes none).
    static func comparePassWithRepeats(
        _ actual: [UInt8], scanlines: [UInt8], channels: Int, width: Int, height: Int, tolerance: Int,
        window: (Int, Int), picture: Bool, with k: rc_kernel_table
    ) -> (outcome: ComparePassOutcome, actualRepeats: [UInt8], indexRepeats: [UInt8])? {
        var scanlines = scanlines
        // The stream's checksum, which the pass sums as it goes (filter bytes included,
        // before unfiltering in place), summed here the plain way.
        let expectedAdler = TestPNG.adler32(scanlines)
        var adler: UInt32 = 1
        // Neither 0 nor 1, so a row the pass forgot shows.
        var actualRepeats = [UInt8](repeating: 0xAA, count: height)
        var indexRepeats = [UInt8](repeating: 0xAA, count: height)
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
                    picture ? i.baseAddress : nil, &palette, &columns, &flags, &rowCounts, &rows, &actualRepeats,
                    &indexRepeats, plainAdler32, &adler, &out)
            }
        }
        guard densest >= 0 else { return nil }
        #expect(adler == expectedAdler, "Adler-32 of \(width) x \(height), \(channels) channels")
        let outcome = ComparePassOutcome(densest: densest, out, indices: indices, palette: picture ? palette : [])
        return (outcome, actualRepeats, indexRepeats)
    }

    /// Seeded scanlines and the reference the decoder makes of them: unfiltered, widened,
    /// premultiplied.
    static func seededReference(width: Int, height: Int, channels: Int, _ g: inout SeededRandom) -> (
        scanlines: [UInt8], reference: [UInt8]
    ) {
        let scanlines = seededScanlines(width: width, height: height, channels: channels, &g)
        var reference = unfilter(scanlines, width: width, height: height, channels: channels, with: KernelPaths.baseline)
            .rgba
        if channels == 4 { rc_premultiply(&reference, width * height) }
        return (scanlines, reference)
    }

    /// Whether every path's pass from `scanlines` finds what the baseline's pass over the
    /// decoded `reference` finds; each path that does not is recorded as an issue.
    static func scanlinePassMatchesOnEveryPath(
        _ actual: [UInt8], reference: [UInt8], scanlines: [UInt8], channels: Int, width: Int, height: Int,
        tolerance: Int, window: (Int, Int), picture: Bool
    ) -> Bool {
        let expected = comparePass(
            actual, reference, width: width, height: height, tolerance: tolerance, window: window, picture: picture,
            with: KernelPaths.baseline)
        return KernelPaths.all.allSatisfy { path in
            let got = comparePass(
                actual, scanlines: scanlines, channels: channels, width: width, height: height, tolerance: tolerance,
                window: window, picture: picture, with: path.kernels)
            if got != expected {
                Issue.record(
                    "\(path.name) differs: \(width) x \(height), \(channels) channels, tolerance \(tolerance), window \(window)"
                )
            }
            return got == expected
        }
    }

    @Test func comparisonPassFromScanlinesMatchesDecodingThenComparing() {
        var g = SeededRandom(seed: 0x51D_0006)
        var failures = 0
        for round in 0..<160 where failures < 3 {
            let channels = round % 3 == 0 ? 4 : 3
            let width = [1, 7, 8, 9, 15, 16, 17, 31, 32, 33][round % 10] + (round % 2 == 0 ? 0 : Int(g.next() % 90))
            let height = 1 + Int(g.next() % 20)
            let (scanlines, reference) = Self.seededReference(width: width, height: height, channels: channels, &g)
            let (actual, tolerance, window, picture) = Self.seededCase(reference, width: width, height: height, &g)
            let ok = Self.scanlinePassMatchesOnEveryPath(
                actual, reference: reference, scanlines: scanlines, channels: channels, width: width, height: height,
                tolerance: tolerance, window: window, picture: picture)
            if !ok { failures += 1 }
        }
        #expect(failures == 0)
    }

    /// Rows as wide as a screen's, with a difference picture and the 16 × 16 windows of a
    /// snapshot: on the AVX2 paths an RGB reference's row goes through the one loop of
    /// `rc_rgb_row_avx2` (sixteen pixels a step, the rest one by one), which also takes
    /// the leaving row's flags out of the column counts and finds the box's edges; a
    /// tolerance of 0, 3, 20 or 255, changed pixels clustered (alone, or with scattered
    /// ones), rows that repeat in the reference, the actual or both.
    @Test func comparisonPassFromScanlinesMatchesOnScreenWideRows() {
        var g = SeededRandom(seed: 0x51D_0044)
        var failures = 0
        for round in 0..<16 where failures < 3 {
            let channels = round % 4 == 3 ? 4 : 3
            let width = [1170, 390, 1179, 1022][round % 4] + Int(g.next() % 17)
            let height = 20 + Int(g.next() % 30)
            let (scanlines, reference) = Self.seededReference(width: width, height: height, channels: channels, &g)
            let seeded = Self.seededCase(reference, width: width, height: height, &g)
            // Every other round only the block below differs, so the box's sides come from
            // the sixteen-pixel steps rather than from the last pixels of a row.
            var actual = round % 2 == 0 ? seeded.actual : reference
            let tolerance = seeded.tolerance
            // A block of changed pixels as text makes them, beside the scattered ones.
            let x0 = Int(g.next() % UInt64(width - 40))
            let y0 = Int(g.next() % UInt64(height - 10))
            for y in y0..<(y0 + 10) {
                for x in x0..<(x0 + 40) { actual[(y * width + x) * 4 + Int(g.next() % 3)] ^= 0x5A }
            }
            let window = round % 4 < 2 ? (16, 16) : (1 + Int(g.next() % 40), 1 + Int(g.next() % UInt64(height)))
            let ok = Self.scanlinePassMatchesOnEveryPath(
                actual, reference: reference, scanlines: scanlines, channels: channels, width: width, height: height,
                tolerance: tolerance, window: window, picture: true)
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

/// The rows the comparison pass says repeat the row above, on pictures whose rows repeat in
/// patterns: runs of one row, rows alike every other row (the same as the row two above,
/// not the row above), rows that differ from the row above in their first or last byte
/// only, rows that repeat in the actual and not in the reference or the other way round.
/// Every path against comparing the rows byte by byte (`comparePass` checks them).
extension VectorPathTests {
    /// `height` rows of `width` opaque pixels whose rows repeat as `pattern` says: row y is
    /// a copy of row `pattern(y)` (below y), or new seeded pixels when nil.
    static func patternRows(width: Int, height: Int, _ g: inout SeededRandom, pattern: (Int) -> Int?) -> [UInt8] {
        let stride = width * 4
        var rows = [UInt8](repeating: 255, count: stride * height)
        for y in 0..<height {
            if let from = pattern(y) {
                rows[(y * stride)..<((y + 1) * stride)] = rows[(from * stride)..<((from + 1) * stride)]
                continue
            }
            for x in 0..<width {
                for c in 0..<3 { rows[y * stride + x * 4 + c] = UInt8(truncatingIfNeeded: g.next() % 4) }
            }
        }
        return rows
    }

    /// RGB scanlines of `rgba` (opaque) as the encoder writes them: a row equal to the row
    /// above as Up with no residual, every other row unfiltered.
    static func upScanlines(_ rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = width * 4
        var scanlines: [UInt8] = []
        for y in 0..<height {
            let row = rgba[(y * stride)..<((y + 1) * stride)]
            if y > 0, row == rgba[((y - 1) * stride)..<(y * stride)] {
                scanlines += [2] + [UInt8](repeating: 0, count: width * 3)
                continue
            }
            scanlines.append(0)
            for x in 0..<width { scanlines += row[(row.startIndex + x * 4)..<(row.startIndex + x * 4 + 3)] }
        }
        return scanlines
    }

    @Test func comparisonPassFindsRepeatedRowsOnEveryPath() {
        var g = SeededRandom(seed: 0x51D_0077)
        let patterns: [(String, (Int) -> Int?)] = [
            ("runs", { y in y > 0 && y % 5 != 0 ? y - 1 : nil }),
            ("every other row", { y in y > 1 ? y - 2 : nil }),
            ("none", { _ in nil }),
            ("all", { y in y > 0 ? 0 : nil })
        ]
        var failures = 0
        for width in [1, 2, 15, 16, 17, 33, 64, 65, 300, 1170] where failures < 3 {
            let height = 24
            for (name, pattern) in patterns {
                let reference = Self.patternRows(width: width, height: height, &g, pattern: pattern)
                let scanlines = Self.upScanlines(reference, width: width, height: height)
                // The actual: the reference; with rows that differ from the row above in
                // their first or last byte only; with rows copied from the row above where
                // the reference's differ; with a run of red (every pixel flagged) rows.
                var actuals = [reference]
                var edges = reference
                for y in stride(from: 1, to: height, by: 3) {
                    edges[y * width * 4] ^= 1
                    edges[(y + 1) * width * 4 - 2] ^= 1
                }
                actuals.append(edges)
                var copied = reference
                for y in stride(from: 2, to: height, by: 4) {
                    copied[(y * width * 4)..<((y + 1) * width * 4)] = copied[((y - 1) * width * 4)..<(y * width * 4)]
                }
                actuals.append(copied)
                var flagged = reference
                for i in (8 * width * 4)..<(14 * width * 4) where i % 4 != 3 { flagged[i] = 200 }
                actuals.append(flagged)
                for (k, actual) in actuals.enumerated() {
                    let ok = Self.scanlinePassMatchesOnEveryPath(
                        actual, reference: reference, scanlines: scanlines, channels: 3, width: width, height: height,
                        tolerance: 0, window: (min(16, width), 16), picture: k % 2 == 0 || width > 16)
                    if !ok {
                        Issue.record("\(name), actual \(k), width \(width)")
                        failures += 1
                    }
                }
                // Where the reference's row is the row above's (Up, no residual), the pass
                // compares the actual's rows anyway: those answers must be there, or the
                // encoders read every row again.
                for path in KernelPaths.all {
                    let known = Self.comparePassWithRepeats(
                        reference, scanlines: scanlines, channels: 3, width: width, height: height, tolerance: 0,
                        window: (min(16, width), 16), picture: true, with: path.kernels)
                    let complete = Self.repeatedRows(reference, rowBytes: width * 4, height: height)
                    let upRows = (1..<height).filter { complete[$0] == UInt8(RC_ROW_REPEATS.rawValue) }
                    #expect(
                        upRows.allSatisfy { known?.actualRepeats[$0] == complete[$0] && known?.indexRepeats[$0] == complete[$0] },
                        "\(path.name): \(name), width \(width)")
                }
            }
        }
        #expect(failures == 0)
    }
}
