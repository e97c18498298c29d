import Foundation
import Raster
import TestSupport
import Testing

/// The PNG reader's direct path (libdeflate and C row filters, `PNGDirectDecoder`) against
/// libpng's simplified API, the oracle: the same pixels for every reference picture and for
/// seeded pictures of every row kind, and, for damaged files, the same pixels or the same
/// error as libpng alone.
@Suite struct PNGDirectDecoderTests {
    /// Every picture under Snapshots/ decodes to libpng's pixels, and the ones this package
    /// wrote (all but a few imported plates) take the direct path.
    @Test func everyReferenceDecodesAsLibpngDecodesIt() throws {
        let root = packageRoot + "/Snapshots"
        let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".png") }.sorted()
        try #require(paths.count >= 50)
        var direct = 0
        for path in paths {
            let bytes = try PNGDecoder.readFile(root + "/" + path)
            let libpng = try PNGDecoder.decodeWithLibpng(bytes)
            #expect(try PNGDecoder.decode(bytes) == libpng, "\(path)")
            if bytes.withUnsafeBytes(PNGDirectDecoder.decode) != nil { direct += 1 }
        }
        #expect(direct * 10 >= paths.count * 9, "\(direct) of \(paths.count) took the direct path")
    }

    /// Seeded pictures mixing flat, edged, continuous-tone and noise rows (so every row
    /// filter libpng's heuristic picks appears), opaque (RGB) and translucent (RGBA, alpha 0
    /// included), written by this encoder at each setting and by libpng itself (IDAT in
    /// several chunks).
    @Test(arguments: [false, true]) func seededPicturesDecodeAsLibpngDecodesThem(opaque: Bool) throws {
        for seed in UInt64(1)...6 {
            let picture = try PNGEncoderStreamTests.mixedPicture(
                width: 61 + Int(seed) * 7, height: 40, opaque: opaque, seed: seed)
            for compression in [PNGEncoder.Compression.adaptiveFiltersLevel6, .unfilteredLevel3] {
                let png = try PNGEncoder(compression: compression).encode(picture)
                #expect(png.withUnsafeBytes(PNGDirectDecoder.decode) == picture, "seed \(seed) \(compression)")
                #expect(try PNGDecoder.decodeWithLibpng(png) == picture)
            }
            let libpngWritten = try PNGEncoder.libpngEncode(picture)
            #expect(try PNGDecoder.decode(libpngWritten) == PNGDecoder.decodeWithLibpng(libpngWritten), "seed \(seed)")
        }
    }

    /// Damaged files, with their chunks' CRC-32 made right again so the damage reaches the
    /// inflater and the row filters: whatever the direct path makes of them, `decode` gives
    /// what libpng alone gives (the pixels, or its error).
    @Test func damagedFilesDecodeOrFailAsLibpngDoes() throws {
        var rng = SeededRandom(seed: 0xDEC0DE)
        let picture = try PNGEncoderStreamTests.mixedPicture(width: 47, height: 31, opaque: false, seed: 11)
        let original = try PNGEncoder().encode(picture)
        var directFailures = 0
        for _ in 0..<300 {
            var png = original
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                png[Int.random(in: 8..<png.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            if Bool.random(using: &rng) { png = Array(png.prefix(Int.random(in: 8..<png.count, using: &rng))) }
            Self.fixCRCs(&png)
            let decoded = Result { () throws(PNGError) in try PNGDecoder.decode(png) }
            let libpng = Result { () throws(PNGError) in try PNGDecoder.decodeWithLibpng(png) }
            switch (decoded, libpng) {
            case (.success(let a), .success(let b)): #expect(a == b)
            case (.failure(let a), .failure(let b)): #expect(a.description == b.description)
            default: Issue.record("decode and libpng disagree: \(decoded) against \(libpng)")
            }
            if png.withUnsafeBytes(PNGDirectDecoder.decode) == nil { directFailures += 1 }
        }
        // Most damage is caught by the direct path itself (which then leaves the file to libpng).
        #expect(directFailures > 150)
    }

    /// Bytes after the zlib stream in the IDAT data, which libdeflate would skip: the direct
    /// path leaves such a file to libpng, so `decode` says what libpng says.
    @Test func bytesAfterTheImageStreamAreLibpngsCase() throws {
        let picture = try PNGEncoderStreamTests.mixedPicture(width: 33, height: 17, opaque: true, seed: 5)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for chunk in PNGEncoderStreamTests.chunks(of: try PNGEncoder().encode(picture)) {
            let data = Array(chunk.data) + (chunk.type == "IDAT" ? [1, 2, 3, 4] : [])
            png += (0..<4).map { UInt8(truncatingIfNeeded: data.count >> (24 - 8 * $0)) } + Array(chunk.type.utf8) + data
            png += [0, 0, 0, 0]  // the CRC, made below
        }
        Self.fixCRCs(&png)
        #expect(png.withUnsafeBytes(PNGDirectDecoder.decode) == nil)
        let decoded = Result { () throws(PNGError) in try PNGDecoder.decode(png) }
        let libpng = Result { () throws(PNGError) in try PNGDecoder.decodeWithLibpng(png) }
        #expect(String(describing: decoded) == String(describing: libpng))
    }

    /// The stream's Adler-32 is checked by whoever reads the scanlines, not by the inflater:
    /// a wrong one (its chunk's CRC-32 made right) is still a corrupt file to every reader
    /// of them, the comparison pass (which sums them on its way) and `pixmap()`; and the
    /// zlib header is held to what libdeflate's zlib reader holds it to.
    @Test func aWrongAdler32OrZlibHeaderIsCorruptToEveryReader() throws {
        let picture = try PNGEncoderStreamTests.mixedPicture(width: 41, height: 29, opaque: true, seed: 7)
        let original = try PNGEncoder().encode(picture)
        let actual = try #require(Pixmap(width: 41, height: 29, color: .init(r: 10, g: 20, b: 30, a: 255)))
        func compares(_ png: [UInt8]) -> Bool {
            guard let scanlines = PNGDecoder.scanlines(png) else { return false }
            return actual.comparePass(withScanlines: scanlines, tolerance: 0, windowWidth: 8, windowHeight: 8, makesPicture: true)
                != nil
        }
        #expect(compares(original))
        #expect(try #require(PNGDecoder.scanlines(original)).pixmap() == picture)
        let idat = try #require(TestPNG.chunkOffset(original, type: "IDAT"))
        let length = original[idat..<(idat + 4)].reduce(0) { $0 << 8 | Int($1) }
        let data = idat + 8
        // Each byte of the checksum wrong in turn, then the header: another method, a
        // window over 32 KiB, a preset dictionary, wrong check bits.
        var damaged: [[UInt8]] = (0..<4).map { k in
            var png = original
            png[data + length - 4 + k] ^= 0x10
            return png
        }
        for header: [UInt8] in [[0x79, 0x18], [0x88, 0x1C], [0x78, 0x20], [0x78, 0x02]] {
            var png = original
            png[data] = header[0]
            png[data + 1] = header[1]
            damaged.append(png)
        }
        for (i, var png) in damaged.enumerated() {
            Self.fixCRCs(&png)
            // Booleans and messages only: a pixmap in a failed expectation prints every byte.
            let readsDirectly = png.withUnsafeBytes(PNGDirectDecoder.decode) != nil
            #expect(!readsDirectly, "case \(i)")
            #expect(!compares(png), "case \(i)")
            let decoded = Result { () throws(PNGError) in try PNGDecoder.decode(png) }
            let libpng = Result { () throws(PNGError) in try PNGDecoder.decodeWithLibpng(png) }
            switch (decoded, libpng) {
            case (.success(let a), .success(let b)): #expect(Bool(a == b), "case \(i): other pixels than libpng's")
            case (.failure(let a), .failure(let b)): #expect(a.description == b.description, "case \(i)")
            default: Issue.record("case \(i): decode and libpng disagree on whether the file is readable")
            }
        }
    }

    /// Recomputes each whole chunk's CRC-32 (type and data), so damage is not caught by it.
    static func fixCRCs(_ png: inout [UInt8]) {
        var offset = 8
        while offset + 12 <= png.count {
            let length = (0..<4).reduce(0) { $0 << 8 | Int(png[offset + $1]) }
            guard length <= png.count - offset - 12 else { return }
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in png[(offset + 4)..<(offset + 8 + length)] {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            crc = ~crc
            for k in 0..<4 { png[offset + 8 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
            offset += 12 + length
        }
    }
}
