import CKernels
import Raster
import TestSupport
import Testing

/// The image data of `PNGEncoder.Compression.fastLevel1` (`screen_png_data`, made, summed and
/// deflated band by band): every path against an oracle written plainly here (the scanlines
/// made whole, `rc_screen_deflate` over them, the Adler-32 by definition), so a band edge, a
/// repeated row, the vector copy or a stored block made again from the rows cannot go wrong
/// unnoticed; and every stream read back by both of the package's inflaters. Seeded
/// pictures: flat, repeated rows, noise (stored blocks, over several bands), more than 256
/// colours, a translucent pixel at the end, widths either side of the vector steps, and rows
/// beyond deflate's 32 KB reach.
extension VectorPathTests {
    /// Adler-32 by its definition, as the kernels take it (libdeflate's in the encoder).
    static let plainAdler32: @convention(c) (UInt32, UnsafeRawPointer?, Int) -> UInt32 = { adler, bytes, count in
        var a = adler & 0xFFFF
        var b = adler >> 16
        let p = bytes!.assumingMemoryBound(to: UInt8.self)
        for k in 0..<count {
            a = (a + UInt32(p[k])) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    /// The image data as the encoder made it before it went band by band: every scanline at
    /// once, then `rc_screen_deflate` and the Adler-32. nil when a non-repeated row is not
    /// opaque (RGB only).
    static func screenPNGOracle(_ rows: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8]? {
        let sourceBytes = channels == 1 ? width : width * 4
        var lines: [UInt8] = []
        var above: ArraySlice<UInt8>? = nil
        for y in 0..<height {
            let row = rows[(y * sourceBytes)..<((y + 1) * sourceBytes)]
            if let above, above.elementsEqual(row) {
                lines += [2] + [UInt8](repeating: 0, count: width * channels)
                continue
            }
            above = row
            lines.append(0)
            switch channels {
            case 3:
                for x in 0..<width {
                    guard row[row.startIndex + x * 4 + 3] == 255 else { return nil }
                    lines += row[(row.startIndex + x * 4)..<(row.startIndex + x * 4 + 3)]
                }
            default:
                lines += row
            }
        }
        var stream = [UInt8](repeating: 0, count: rc_screen_deflate_bound(lines.count))
        let written = rc_screen_deflate(lines, lines.count, channels, width * channels + 1, &stream)
        return [0x78, 0x01] + stream[..<written] + TestPNG.bigEndian(TestPNG.adler32(lines))
    }

    /// One path's image data and status, given which rows repeat the row above (as the
    /// comparison pass says) or finding them itself (nil).
    static func screenPNG(
        _ rows: [UInt8], width: Int, height: Int, channels: Int, repeats: [UInt8]? = nil, with k: rc_kernel_table
    ) -> (status: Int32, data: [UInt8]) {
        var out = [UInt8](repeating: 0xAA, count: rc_screen_png_data_bound(width, height, channels))
        var status: Int32 = 7
        let stride = width * (channels == 1 ? 1 : 4)
        let n = withOptionalBytes(repeats) { repeats in
            k.screen_png_data!(rows, stride, width, height, channels, repeats, plainAdler32, &out, &status)
        }
        return (status, Array(out[..<n]))
    }

    /// Every third row's answer made unknown (`RC_ROW_UNKNOWN`), as the comparison pass
    /// leaves the rows it did not compare.
    static func partlyKnown(_ answers: [UInt8]) -> [UInt8] {
        answers.enumerated().map { $0.offset % 3 == 1 ? UInt8(RC_ROW_UNKNOWN.rawValue) : $0.element }
    }

    /// `body` given the bytes of `array`, or nil.
    static func withOptionalBytes<R>(_ array: [UInt8]?, _ body: (UnsafePointer<UInt8>?) -> R) -> R {
        guard let array else { return body(nil) }
        return array.withUnsafeBufferPointer { body($0.baseAddress) }
    }

    /// The picture decoded from image data through libpng (zlib) and the direct reader
    /// (libdeflate): RGB or RGBA as a PNG of that colour type, indices as grey.
    static func decodedBothWays(_ data: [UInt8], width: Int, height: Int, channels: Int) throws -> [Pixmap?] {
        let colourType: UInt8 = channels == 1 ? 0 : channels == 3 ? 2 : 6
        let header: [UInt8] =
            TestPNG.bigEndian(UInt32(width)) + TestPNG.bigEndian(UInt32(height)) + [8, colourType, 0, 0, 0]
        let file: [UInt8] =
            TestPNG.signature + TestPNG.chunk("IHDR", header) + TestPNG.chunk("IDAT", data) + TestPNG.chunk("IEND", [])
        var decoded: [Pixmap?] = [try PNGDecoder.decodeWithLibpng(file)]
        if channels != 1 { decoded.append(file.withUnsafeBytes(PNGDirectDecoder.decode)) }
        return decoded
    }

    /// The straight pixels the rows stand for (indices as grey).
    static func expectedPixels(_ rows: [UInt8], width: Int, height: Int, channels: Int) -> Pixmap? {
        var straight: [UInt8] = []
        straight.reserveCapacity(width * height * 4)
        switch channels {
        case 1:
            for v in rows { straight += [v, v, v, 255] }
        case 3:
            for o in stride(from: 0, to: rows.count, by: 4) { straight += [rows[o], rows[o + 1], rows[o + 2], 255] }
        default:
            straight = rows
        }
        return Pixmap(width: width, height: height, unpremultipliedData: straight)
    }

    enum ScreenPicture: CaseIterable {
        case flat, repeatedRows, noise, manyColours, screenLike
    }

    /// Rows of `width` pixels (RGBA8, alpha 255; or indices) of one kind of picture.
    static func screenRows(_ kind: ScreenPicture, width: Int, height: Int, channels: Int, _ g: inout SeededRandom)
        -> [UInt8]
    {
        let sample = channels == 1 ? 1 : 4
        var rows = [UInt8](repeating: 0, count: width * height * sample)
        func set(_ x: Int, _ y: Int, _ v: UInt32) {
            let o = (y * width + x) * sample
            if sample == 1 {
                rows[o] = UInt8(truncatingIfNeeded: v)
            } else {
                for c in 0..<3 { rows[o + c] = UInt8(truncatingIfNeeded: v >> (8 * c)) }
                rows[o + 3] = 255
            }
        }
        let flat = UInt32(truncatingIfNeeded: g.next())
        for y in 0..<height {
            let repeats = y > 0 && g.next() % 3 != 0
            for x in 0..<width {
                let v: UInt32
                switch kind {
                case .flat: v = flat
                case .noise: v = UInt32(truncatingIfNeeded: g.next())
                case .manyColours:
                    let k = UInt32(x * 7 + y * 13)
                    v = k &* 0x0001_0301
                case .repeatedRows, .screenLike:
                    if repeats {
                        let o = ((y - 1) * width + x) * sample
                        for c in 0..<sample { rows[(y * width + x) * sample + c] = rows[o + c] }
                        continue
                    }
                    // Runs of a few colours and, on screen-like rows, text-like noise.
                    let noisy = kind == .screenLike && x % 37 < 9
                    v = noisy ? UInt32(truncatingIfNeeded: g.next()) : flat &+ UInt32(x / 50)
                }
                set(x, y, v)
            }
        }
        return rows
    }

    @Test func screenPNGDataMatchesTheOracleOnEveryPath() throws {
        var g = SeededRandom(seed: 0x5C4E_0001)
        var failures = 0
        // Widths either side of the AVX2 copy's 8 pixels and the 16- and 32-byte match steps.
        let widths = [1, 2, 3, 7, 8, 9, 10, 15, 16, 17, 31, 32, 33, 63, 64, 65, 85, 86, 87, 258, 259, 300]
        for round in 0..<(widths.count * ScreenPicture.allCases.count) where failures < 3 {
            let width = widths[round % widths.count]
            let kind = ScreenPicture.allCases[round / widths.count]
            let channels = [1, 3, 4][round % 3]
            let height = 1 + Int(g.next() % 40)
            let rows = Self.screenRows(kind, width: width, height: height, channels: channels, &g)
            let what = "\(kind), \(width) x \(height), \(channels) channels"
            let expected = try #require(Self.screenPNGOracle(rows, width: width, height: height, channels: channels))
            // Told which rows repeat (as the comparison pass tells it), or finding them.
            let repeats = Self.repeatedRows(rows, rowBytes: channels == 1 ? width : width * 4, height: height)
            for path in KernelPaths.all {
                for given in [nil, repeats, Self.partlyKnown(repeats)] {
                    let result = Self.screenPNG(
                        rows, width: width, height: height, channels: channels, repeats: given, with: path.kernels)
                    if result.status != 0 || result.data != expected {
                        Issue.record("\(path.name) differs from the oracle: \(what), repeats given: \(given != nil)")
                        failures += 1
                    }
                }
            }
            let pixels = Self.expectedPixels(rows, width: width, height: height, channels: channels)
            for decoded in try Self.decodedBothWays(expected, width: width, height: height, channels: channels) {
                #expect(decoded == pixels, "\(what)")
            }
        }
        #expect(failures == 0)
    }

    /// Pictures of many bands (the band is 128 KB): noise, whose stored blocks are made again
    /// from the rows after their bands are gone, screen-like rows across band edges, and more
    /// than one block's 65,536 tokens.
    @Test(arguments: [ScreenPicture.noise, .screenLike, .repeatedRows, .manyColours])
    func screenPNGDataOverManyBands(kind: ScreenPicture) throws {
        var g = SeededRandom(seed: 0x5C4E_0002)
        for (width, height, channels) in [(389, 300, 3), (1170, 120, 3), (701, 200, 4), (3000, 150, 1)] {
            let rows = Self.screenRows(kind, width: width, height: height, channels: channels, &g)
            let expected = try #require(Self.screenPNGOracle(rows, width: width, height: height, channels: channels))
            let repeats = Self.repeatedRows(rows, rowBytes: channels == 1 ? width : width * 4, height: height)
            for path in KernelPaths.all {
                for given in [nil, repeats, Self.partlyKnown(repeats)] {
                    let result = Self.screenPNG(
                        rows, width: width, height: height, channels: channels, repeats: given, with: path.kernels)
                    #expect(
                        result.status == 0 && result.data == expected,
                        "\(path.name): \(kind), \(width) x \(height), repeats given: \(given != nil)")
                }
            }
            let pixels = Self.expectedPixels(rows, width: width, height: height, channels: channels)
            for decoded in try Self.decodedBothWays(expected, width: width, height: height, channels: channels) {
                #expect(decoded == pixels, "\(kind), \(width) x \(height)")
            }
        }
    }

    /// Rows beyond deflate's 32 KB reach: the band keeps only the pixel before, and still
    /// holds two of them.
    @Test func screenPNGDataWithRowsBeyondTheWindow() throws {
        var g = SeededRandom(seed: 0x5C4E_0003)
        let rows = Self.screenRows(.screenLike, width: 12_000, height: 9, channels: 3, &g)
        let expected = try #require(Self.screenPNGOracle(rows, width: 12_000, height: 9, channels: 3))
        for path in KernelPaths.all {
            let result = Self.screenPNG(rows, width: 12_000, height: 9, channels: 3, with: path.kernels)
            #expect(result.status == 0 && result.data == expected, "\(path.name)")
        }
    }

    /// A translucent pixel refuses RGB on every path, wherever it is: the last pixel of the
    /// last row, or in a row's vector body or tail; a repeated row is not looked at again.
    @Test func screenPNGDataRefusesTranslucentPixelsOnEveryPath() throws {
        var g = SeededRandom(seed: 0x5C4E_0004)
        for width in [1, 7, 8, 9, 17, 40, 1170] {
            let height = 50
            var rows = Self.screenRows(.screenLike, width: width, height: height, channels: 3, &g)
            for x in [width - 1, width / 2, 0] {
                var translucent = rows
                translucent[((height - 1) * width + x) * 4 + 3] = 254
                let refused = Self.screenPNGOracle(translucent, width: width, height: height, channels: 3) == nil
                #expect(refused, "the oracle refuses too")
                let repeats = Self.repeatedRows(translucent, rowBytes: width * 4, height: height)
                for path in KernelPaths.all {
                    for given in [nil, repeats, Self.partlyKnown(repeats)] {
                        let result = Self.screenPNG(
                            translucent, width: width, height: height, channels: 3, repeats: given, with: path.kernels)
                        #expect(result.status == 1 && result.data.isEmpty, "\(path.name): \(width), pixel \(x)")
                    }
                }
            }
            rows[3] = 0  // the first pixel transparent: the first row refuses at once
            for path in KernelPaths.all {
                #expect(Self.screenPNG(rows, width: width, height: height, channels: 3, with: path.kernels).status == 1)
            }
        }
    }
}

/// The image data's bytes pinned: the oracle above shares the block writer with every path,
/// so a change to how a block counts its symbols (or codes them) would move both alike and
/// only the report's files would show it. These digests are of the streams written before
/// the block counted its tokens into four tables (the same bytes since).
extension VectorPathTests {
    /// Rows of a seeded screen-like picture that a C program can make the same way: runs of
    /// eight colours, noise pixels, a third of the rows repeating the row above.
    static func pinnedRows(width: Int, height: Int, channels: Int) -> [UInt8] {
        var g = SeededRandom(seed: 0x5C_7EE5)
        let palette = (0..<8).map { _ in UInt32(truncatingIfNeeded: g.next()) | 0xFF00_0000 }
        let sample = channels == 1 ? 1 : 4
        var rows = [UInt8](repeating: 0, count: width * height * sample)
        for y in 0..<height {
            let row = y * width * sample
            if y > 0, g.next() % 3 == 0 {
                for k in 0..<(width * sample) { rows[row + k] = rows[row - width * sample + k] }
                continue
            }
            var x = 0
            while x < width {
                let colour = palette[Int(g.next() % 8)]
                let noisy = g.next() % 4 == 0
                let run = min(noisy ? 1 : 1 + Int(g.next() % 40), width - x)
                for k in 0..<run {
                    let v = noisy ? UInt32(truncatingIfNeeded: g.next()) | 0xFF00_0000 : colour
                    for c in 0..<sample { rows[row + (x + k) * sample + c] = UInt8(truncatingIfNeeded: v >> (8 * c)) }
                }
                x += run
            }
        }
        return rows
    }

    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    @Test(arguments: [(1, 39_086, 0x15B8_F0DF_4825_0F4E as UInt64), (3, 89_462, 0x836E_5D79_6362_35BF)])
    func screenPNGDataBytesArePinnedOnEveryPath(channels: Int, length: Int, digest: UInt64) {
        let rows = Self.pinnedRows(width: 301, height: 2000, channels: channels)
        for path in KernelPaths.all {
            let result = Self.screenPNG(rows, width: 301, height: 2000, channels: channels, with: path.kernels)
            #expect(result.status == 0, "\(path.name)")
            #expect(result.data.count == length, "\(path.name)")
            #expect(Self.fnv1a(result.data) == digest, "\(path.name)")
        }
    }
}
