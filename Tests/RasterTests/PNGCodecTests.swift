import Foundation
import Raster
import TestSupport
import Testing

/// The PNG codec: exact round trips, colour-type choice, libpng's format
/// conversions, hostile input and atomic writes.
///
/// Round-trip rule: every valid premultiplied pixel survives encode + decode
/// exactly. Un-premultiplying rounds `c * 255 / a` to within 1/2; multiplying
/// back by `a / 255` (a < 255) shrinks that error below 1/2, so rounding lands
/// on `c` again. The converse does not hold: straight colours under a small
/// alpha collapse when premultiplied, so tests compare premultiplied pixmaps.
@Suite struct PNGCodecTests {
    // MARK: Round trips

    @Test(arguments: [PNGEncoder.Compression.adaptiveFiltersLevel6, .unfilteredLevel3])
    func everyPremultipliedPixelRoundTripsExactly(compression: PNGEncoder.Compression) throws {
        // Row y has alpha y; red takes every value 0...alpha, so all 32,896
        // valid (colour, alpha) pairs appear, with green and blue varying too.
        var data = [UInt8](repeating: 0, count: 256 * 256 * 4)
        for y in 0..<256 {
            for x in 0..<256 {
                let i = (y * 256 + x) * 4
                let r = min(x, y)
                data[i] = UInt8(r)
                data[i + 1] = UInt8(y - r)
                data[i + 2] = UInt8(x * y / 255)
                data[i + 3] = UInt8(y)
            }
        }
        let original = try #require(Pixmap(width: 256, height: 256, premultipliedData: data))
        let png = try PNGEncoder(compression: compression).encode(original)
        #expect(colourType(png) == 6)
        #expect(try PNGDecoder.decode(png) == original)
    }

    @Test func pixmapFromStraightDataRoundTripsExactly() throws {
        var rng = SeededRandom(seed: 7)
        let straight = (0..<(61 * 37 * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let original = try #require(Pixmap(width: 61, height: 37, unpremultipliedData: straight))
        #expect(try PNGDecoder.decode(PNGEncoder().encode(original)) == original)
    }

    @Test func opaquePixmapRoundTripsExactlyAsRGB() throws {
        var rng = SeededRandom(seed: 11)
        var data = (0..<(40 * 9 * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        for i in stride(from: 3, to: data.count, by: 4) { data[i] = 255 }
        let original = try #require(Pixmap(width: 40, height: 9, premultipliedData: data))
        for compression in [PNGEncoder.Compression.adaptiveFiltersLevel6, .unfilteredLevel3] {
            let png = try PNGEncoder(compression: compression).encode(original)
            #expect(colourType(png) == 2)
            #expect(try PNGDecoder.decode(png) == original)
        }
    }

    // MARK: Colour type and header

    @Test func opaqueWritesRGBAndTranslucentWritesRGBA() throws {
        let opaque = try #require(Pixmap(width: 3, height: 2, color: PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255)))
        var translucent = opaque
        translucent[1, 1] = PremultipliedRGBA8(r: 5, g: 5, b: 5, a: 128)

        let rgb = try PNGEncoder().encode(opaque)
        #expect(Array(rgb.prefix(8)) == TestPNG.signature)
        #expect(rgb[12..<16].elementsEqual("IHDR".utf8))
        #expect(bigEndian32(rgb, at: 16) == 3 && bigEndian32(rgb, at: 20) == 2)
        #expect(rgb[24] == 8)  // bit depth
        #expect(colourType(rgb) == 2)
        #expect(colourType(try PNGEncoder().encode(translucent)) == 6)
        #expect(colourType(try PNGEncoder(dropsAlphaWhenOpaque: false).encode(opaque)) == 6)
        #expect(try PNGDecoder.decode(PNGEncoder(dropsAlphaWhenOpaque: false).encode(opaque)) == opaque)
    }

    @Test func compressionOptionReachesLibpng() throws {
        // A vertical gradient, where filtering matters: the two settings must
        // give different streams for the same pixels.
        var pixmap = try #require(Pixmap(width: 64, height: 64))
        for y in 0..<64 { for x in 0..<64 { pixmap[x, y] = PremultipliedRGBA8(r: UInt8(y * 4), g: UInt8(x), b: 0, a: 255) } }
        let fast = try PNGEncoder(compression: .unfilteredLevel3).encode(pixmap)
        let standard = try PNGEncoder(compression: .adaptiveFiltersLevel6).encode(pixmap)
        #expect(fast != standard)
        #expect(try PNGDecoder.decode(fast) == pixmap)
        #expect(try PNGDecoder.decode(standard) == pixmap)
    }

    // MARK: Formats libpng converts

    @Test func decodesGrey() throws {
        let png = TestPNG.make(width: 3, height: 1, depth: 8, colourType: 0, rows: [[0, 128, 255]])
        try expectDecoded(png, straight: [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255], width: 3, height: 1)
    }

    @Test func decodesOneBitGrey() throws {
        let png = TestPNG.make(width: 3, height: 1, depth: 1, colourType: 0, rows: [[0b1010_0000]])
        try expectDecoded(png, straight: [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255], width: 3, height: 1)
    }

    @Test func decodesGreyAlpha() throws {
        let png = TestPNG.make(width: 3, height: 1, depth: 8, colourType: 4, rows: [[200, 255, 200, 128, 90, 0]])
        try expectDecoded(png, straight: [200, 200, 200, 255, 200, 200, 200, 128, 90, 90, 90, 0], width: 3, height: 1)
    }

    @Test func decodesPalette() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255]
        let png = TestPNG.make(width: 2, height: 2, depth: 8, colourType: 3, palette: palette, rows: [[0, 1], [2, 0]])
        try expectDecoded(
            png,
            straight: [
                255, 0, 0, 255, 0, 255, 0, 255,
                0, 0, 255, 255, 255, 0, 0, 255
            ], width: 2, height: 2)
    }

    @Test func decodesPaletteWithTransparency() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 10, 20, 30]
        // tRNS may be shorter than the palette: entry 2 stays opaque.
        let png = TestPNG.make(
            width: 3, height: 1, depth: 8, colourType: 3, palette: palette,
            transparency: [0, 100], rows: [[0, 1, 2]])
        try expectDecoded(png, straight: [255, 0, 0, 0, 0, 255, 0, 100, 10, 20, 30, 255], width: 3, height: 1)
    }

    @Test func decodesSixteenBitRGB() throws {
        // Samples v * 257 are exactly the 8-bit value v at 16 bits.
        let row: [UInt8] = [0x12, 0x12, 0x80, 0x80, 0xFE, 0xFE, 0x00, 0x00, 0xFF, 0xFF, 0x40, 0x40]
        let png = TestPNG.make(width: 2, height: 1, depth: 16, colourType: 2, rows: [row])
        try expectDecoded(png, straight: [0x12, 0x80, 0xFE, 255, 0x00, 0xFF, 0x40, 255], width: 2, height: 1)
    }

    @Test func decodesSixteenBitRGBA() throws {
        let row: [UInt8] = [
            0x12, 0x12, 0x80, 0x80, 0xFE, 0xFE, 0xFF, 0xFF,
            0x40, 0x40, 0x20, 0x20, 0x10, 0x10, 0x00, 0x00
        ]
        let png = TestPNG.make(width: 2, height: 1, depth: 16, colourType: 6, rows: [row])
        try expectDecoded(png, straight: [0x12, 0x80, 0xFE, 255, 0, 0, 0, 0], width: 2, height: 1)
    }

    @Test func decodesHandBuiltRGBAExactly() throws {
        let png = TestPNG.make(width: 2, height: 1, depth: 8, colourType: 6, rows: [[10, 20, 30, 255, 200, 100, 50, 51]])
        try expectDecoded(png, straight: [10, 20, 30, 255, 200, 100, 50, 51], width: 2, height: 1)
    }

    // MARK: Hostile input

    @Test func emptyDataThrowsEmpty() {
        #expect(throws: PNGError.empty) { try PNGDecoder.decode([]) }
    }

    @Test func notAPNGThrows() {
        expectDecodeFailure(Array("GIF89a, certainly not a PNG".utf8))
        expectDecodeFailure([0x89])
    }

    @Test func truncatedDataThrows() throws {
        let png = try PNGEncoder().encode(try #require(Pixmap(width: 64, height: 64, color: .black)))
        let idat = try #require(TestPNG.chunkOffset(png, type: "IDAT"))
        // Every cut before the end of the image data must fail. (libpng stops
        // after the image data, so a stream missing only IEND still decodes.)
        for length in [1, 7, 8, 12, 20, 32, idat, idat + 10, png.count - 20] {
            expectDecodeFailure(Array(png.prefix(length)), "prefix of \(length) bytes")
        }
    }

    @Test func badHeaderCRCThrows() throws {
        var png = TestPNG.make(width: 2, height: 2, depth: 8, colourType: 0, rows: [[1, 2], [3, 4]])
        png[29] ^= 0xFF  // first byte of IHDR's CRC
        expectDecodeFailure(png)
    }

    @Test func zeroWidthOrHeightThrows() {
        expectDecodeFailure(TestPNG.make(width: 0, height: 1, depth: 8, colourType: 0, rows: [[]]))
        expectDecodeFailure(TestPNG.make(width: 1, height: 0, depth: 8, colourType: 0, rows: []))
    }

    @Test func absurdDimensionsThrowTooLargeBeforeAllocating() {
        let png = TestPNG.make(width: 100_000, height: 100_000, depth: 8, colourType: 6, rows: [[]])
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000)) { try PNGDecoder.decode(png) }
    }

    @Test func sizeWithinLimitsButUnbackedByDataThrows() {
        // 32768 x 8192 is exactly Pixmap.maxPixelCount (a 1 GiB pixmap), claimed by ~70 bytes:
        // refused from the header, not after allocating the pixels.
        let png = TestPNG.make(width: 32_768, height: 8_192, depth: 8, colourType: 6, rows: [[]])
        expectDecodeFailure(png)
    }

    @Test func corruptedBytesNeverCrash() throws {
        var pixmap = try #require(Pixmap(width: 24, height: 16, color: PremultipliedRGBA8(r: 40, g: 40, b: 80, a: 128)))
        pixmap[3, 3] = .white
        let png = try PNGEncoder().encode(pixmap)
        var rng = SeededRandom(seed: 3)
        for _ in 0..<300 {
            var bytes = png
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            do {
                let decoded = try PNGDecoder.decode(bytes)
                #expect(decoded.width == 24 && decoded.height == 16)  // only ancillary bytes were hit
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }

    // MARK: Files

    @Test func writeThenDecodeFileRoundTrips() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/cell.png"
        var pixmap = try #require(Pixmap(width: 5, height: 4, color: .white))
        pixmap[2, 1] = PremultipliedRGBA8(r: 0, g: 60, b: 0, a: 120)
        try PNGEncoder().write(pixmap, toFile: path)
        #expect(try PNGDecoder.decode(contentsOfFile: path) == pixmap)

        // Replacing an existing file works and leaves no temporary behind.
        let black = try #require(Pixmap(width: 2, height: 2, color: .black))
        try PNGEncoder().write(black, toFile: path)
        #expect(try PNGDecoder.decode(contentsOfFile: path) == black)
        #expect(try directory.contents() == ["cell.png"])
    }

    @Test func writeIntoMissingDirectoryThrowsAndLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/missing/cell.png"
        let pixmap = try #require(Pixmap(width: 1, height: 1, color: .white))
        let error = try #require(throws: PNGError.self) { try PNGEncoder().write(pixmap, toFile: path) }
        guard case .file(let reported, let message) = error else {
            Issue.record("expected .file, got \(error)")
            return
        }
        #expect(reported == path && !message.isEmpty)
        #expect(error.description.contains(path))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try directory.contents().isEmpty)
    }

    @Test func writeOverADirectoryThrowsAndCleansUp() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/taken", withIntermediateDirectories: false)
        let pixmap = try #require(Pixmap(width: 1, height: 1, color: .white))
        #expect(throws: PNGError.self) { try PNGEncoder().write(pixmap, toFile: directory.path + "/taken") }
        #expect(throws: PNGError.self) { try PNGEncoder().write(pixmap, toFile: directory.path + "/") }
        #expect(try directory.contents() == ["taken"])
    }

    @Test func decodingMissingOrInvalidFilesNamesThePath() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path + "/nope.png"
        let error = try #require(throws: PNGError.self) { try PNGDecoder.decode(contentsOfFile: missing) }
        #expect(error.description.contains(missing))
        #expect(error.description.contains("No such file"))

        #expect(throws: PNGError.self) { try PNGDecoder.decode(contentsOfFile: directory.path) }

        let garbage = directory.path + "/garbage.png"
        try Data("hello".utf8).write(to: URL(fileURLWithPath: garbage))
        let invalid = try #require(throws: PNGError.self) { try PNGDecoder.decode(contentsOfFile: garbage) }
        #expect(invalid.description.contains(garbage))
    }

    @Test func descriptionsAreSentences() {
        let errors: [PNGError] = [
            .decodeFailed("IHDR: CRC error"), .encodeFailed("out of memory"),
            .tooLarge(width: 100_000, height: 3), .empty, .file(path: "/x/y.png", message: "cannot read: I/O error")
        ]
        for error in errors {
            #expect(error.description.hasSuffix("."))
        }
        #expect(PNGError.tooLarge(width: 100_000, height: 3).description.contains("100000 x 3"))
        #expect(PNGError.decodeFailed("IHDR: CRC error").description.contains("IHDR: CRC error"))
    }

    // MARK: Helpers

    private func expectDecoded(
        _ png: [UInt8], straight: [UInt8], width: Int, height: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = try #require(Pixmap(width: width, height: height, unpremultipliedData: straight))
        #expect(try PNGDecoder.decode(png) == expected, sourceLocation: sourceLocation)
    }

    private func expectDecodeFailure(
        _ bytes: [UInt8], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try PNGDecoder.decode(bytes)
            Issue.record("decoded without error", sourceLocation: sourceLocation)
        } catch {
            guard case .decodeFailed(let message) = error else {
                Issue.record("expected .decodeFailed, got \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(!message.isEmpty, comment, sourceLocation: sourceLocation)
        }
    }

    private func colourType(_ png: [UInt8]) -> UInt8? { png.count > 25 ? png[25] : nil }

    private func bigEndian32(_ bytes: [UInt8], at i: Int) -> UInt32 {
        bytes[i..<(i + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

/// Hand-assembled PNG streams, so tests can hold formats our encoder never
/// writes (grey, palette, tRNS, 16-bit) and headers no encoder would.
enum TestPNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG with filter None on every row and the image data in stored (uncompressed) deflate blocks.
    static func make(
        width: UInt32, height: UInt32, depth: UInt8, colourType: UInt8,
        palette: [UInt8]? = nil, transparency: [UInt8]? = nil, rows: [[UInt8]]
    ) -> [UInt8] {
        var ihdr = bigEndian(width) + bigEndian(height)
        ihdr += [depth, colourType, 0, 0, 0]  // compression, filter method, interlace
        var png = signature + chunk("IHDR", ihdr)
        if let palette { png += chunk("PLTE", palette) }
        if let transparency { png += chunk("tRNS", transparency) }
        let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return png
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A zlib stream of stored deflate blocks (at most 65535 bytes each) and its Adler-32.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window; 0x7801 % 31 == 0
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0)  // BFINAL, BTYPE = stored
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        return out + bigEndian(adler32(data))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    /// Where the first chunk of `type` starts (its length field), if present.
    static func chunkOffset(_ png: [UInt8], type: String) -> Int? {
        var i = 8
        while i + 8 <= png.count {
            let length = Int(png[i..<(i + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            if png[(i + 4)..<(i + 8)].elementsEqual(type.utf8) { return i }
            i += 12 + length
        }
        return nil
    }
}

/// A scratch directory under the system's temporary folder, removed with its contents when released.
private final class TemporaryDirectory {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("png-codec-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}

/// A chunk that claims more bytes than the file holds is refused before libpng allocates
/// what it claims (a 149-byte file whose tEXt claimed 2^31 - 1 bytes cost 2 GiB and
/// seconds).
@Suite struct PNGChunkLengthTests {
    /// A 1 × 1 grey PNG with a `tEXt` chunk claiming `length` bytes before its image data.
    static func png(textLength length: UInt32) throws -> [UInt8] {
        let good = try PNGEncoder().encode(#require(Pixmap(width: 1, height: 1, color: .white)))
        // Signature (8) + IHDR (25): insert the lying chunk after them.
        let lying: [UInt8] =
            [
                UInt8(length >> 24), UInt8(length >> 16 & 255), UInt8(length >> 8 & 255),
                UInt8(length & 255)
            ] + Array("tEXt".utf8) + Array("Comment\0hello".utf8) + [0, 0, 0, 0]
        return Array(good[..<33]) + lying + Array(good[33...])
    }

    @Test func aChunkLongerThanTheFileIsRefused() throws {
        let bytes = try Self.png(textLength: 0x7FFF_FFFF)
        #expect(bytes.count < 200)
        #expect(
            throws: PNGError.decodeFailed(
                "the 'tEXt' chunk at byte 33 claims 2147483647 bytes but only "
                    + "\(bytes.count - 33 - 12) follow it (truncated or corrupt file)")
        ) {
            try PNGDecoder.decode(bytes)
        }
    }

    @Test func aChunkOverThePNGLimitIsRefused() throws {
        let bytes = try Self.png(textLength: 0x8000_0000)
        #expect(
            throws: PNGError.decodeFailed(
                "the 'tEXt' chunk at byte 33 claims 2147483648 bytes, over the PNG "
                    + "limit of 2147483647")
        ) {
            try PNGDecoder.decode(bytes)
        }
    }

    @Test func anHonestTextChunkStillDecodes() throws {
        let bytes = try Self.png(textLength: UInt32("Comment\0hello".utf8.count))
        // The CRC is wrong (zero), which libpng tolerates for ancillary chunks or reports;
        // either way nothing is allocated beyond the file, and a clean file decodes.
        _ = try? PNGDecoder.decode(bytes)
        let clean = try PNGEncoder().encode(#require(Pixmap(width: 1, height: 1, color: .white)))
        #expect(try PNGDecoder.decode(clean)[0, 0] == .white)
    }
}
