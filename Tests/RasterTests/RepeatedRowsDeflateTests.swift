import CKernels
import Raster
import TestSupport
import Testing

/// `rc_deflate_repeated_rows`, the block the default PNG encoder writes for a long run of rows
/// equal to the row above, and the encoder around it: each block inflates (zlib and
/// libdeflate) to exactly its scanlines at every row length up to 300 bytes and at the
/// lengths where the 258-byte matches leave 0-2 bytes over; starting a few bits into a
/// byte shifts it and changes nothing else; pictures with runs on either side of zlib's
/// window round-trip through both readers.
@Suite struct RepeatedRowsDeflateTests {
    /// The block for `rows` scanlines of `rowBytes`, starting `lead` bits into its first byte.
    static func block(rowBytes: Int, rows: Int, lead: Int32 = 0) -> (bytes: [UInt8], tail: UInt32, tailBits: Int32) {
        var out = [UInt8](repeating: 0xA5, count: rc_deflate_repeated_rows_bound(rowBytes, rows))
        var tail: UInt32 = 0
        var tailBits: Int32 = 0
        let written = rc_deflate_repeated_rows(rowBytes, rows, lead, &out, &tail, &tailBits)
        #expect(written >= 1 && written <= out.count && (0..<8).contains(tailBits))
        return (Array(out[..<written]), tail, tailBits)
    }

    /// The block, its tail bits and a final empty block of fixed codes (bits 1, 1, 0 and
    /// the seven-bit end-of-block code 0): a whole raw deflate stream.
    static func stream(rowBytes: Int, rows: Int) -> [UInt8] {
        let b = block(rowBytes: rowBytes, rows: rows)
        var bits = UInt64(b.tail) | 0b011 << UInt64(b.tailBits)
        var count = Int(b.tailBits) + 10
        var bytes = b.bytes
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
            count -= 8
        }
        return bytes
    }

    static func scanlines(rowBytes: Int, rows: Int) -> [UInt8] {
        Array(repeating: [2] + [UInt8](repeating: 0, count: rowBytes), count: rows).flatMap { $0 }
    }

    /// Row lengths where the zeros after the literal one leave 0, 1, 2 and 3 bytes over the
    /// 258-byte matches (1 + 258k + r), around one and two matches, and a 3x screen's rows.
    static let lengths = Array(0...300) + [517, 518, 519, 520, 521, 775, 776, 777, 778, 1033, 3510, 4680, 40_000]

    @Test func blocksInflateToTheirScanlines() throws {
        for rowBytes in Self.lengths {
            for rows in [1, 2, 7] {
                let expected = Self.scanlines(rowBytes: rowBytes, rows: rows)
                let zlib =
                    [0x78, 0x01] + Self.stream(rowBytes: rowBytes, rows: rows) + TestPNG.bigEndian(TestPNG.adler32(expected))
                #expect(try PNGEncoderStreamTests.inflate(zlib) == expected, "\(rows) rows of \(rowBytes) bytes")
            }
        }
    }

    /// As PNG files of RGB rows, read by libpng (zlib) and by the direct reader (libdeflate).
    @Test func blocksDecodeThroughBothReaders() throws {
        for width in [1, 2, 3, 86, 172, 173, 1170, 4000] {
            let rows = 9
            let lines = Self.scanlines(rowBytes: width * 3, rows: rows)
            // The first row's Up residuals against PNG's zeros above it: black.
            let zlib = [0x78, 0x01] + Self.stream(rowBytes: width * 3, rows: rows) + TestPNG.bigEndian(TestPNG.adler32(lines))
            let header = TestPNG.bigEndian(UInt32(width)) + TestPNG.bigEndian(UInt32(rows)) + [8, 2, 0, 0, 0]
            let file =
                TestPNG.signature + TestPNG.chunk("IHDR", header) + TestPNG.chunk("IDAT", zlib) + TestPNG.chunk("IEND", [])
            let black = try #require(Pixmap(width: width, height: rows, color: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)))
            #expect(try PNGDecoder.decodeWithLibpng(file) == black, "zlib, width \(width)")
            #expect(file.withUnsafeBytes(PNGDirectDecoder.decode) == black, "libdeflate, width \(width)")
        }
    }

    /// Starting `lead` bits in leaves those bits zero and moves every other bit `lead` places.
    @Test func leadBitsShiftTheBlock() {
        func bits(_ b: (bytes: [UInt8], tail: UInt32, tailBits: Int32)) -> [Bool] {
            b.bytes.flatMap { byte in (0..<8).map { byte >> $0 & 1 == 1 } } + (0..<Int(b.tailBits)).map { b.tail >> $0 & 1 == 1 }
        }
        for (rowBytes, rows) in [(0, 1), (3, 2), (518, 5), (3510, 40)] {
            let aligned = bits(Self.block(rowBytes: rowBytes, rows: rows))
            for lead in Int32(1)...7 {
                let shifted = bits(Self.block(rowBytes: rowBytes, rows: rows, lead: lead))
                #expect(shifted == [Bool](repeating: false, count: Int(lead)) + aligned, "lead \(lead), \(rowBytes) bytes")
            }
        }
    }

    /// Rows of a flat colour under a row of text-like specks that zlib codes: runs of repeats
    /// from 2 rows (under the plan's minimum) to well past zlib's 32 KiB window, at the top,
    /// the middle and the bottom of the picture.
    @Test(arguments: [(1170, true), (1170, false), (300, true), (61, true), (2, false)])
    func picturesWithLongRunsRoundTrip(width: Int, opaque: Bool) throws {
        var rng = SeededRandom(seed: UInt64(width))
        let runs = [0, 3, 200, 1, 9, 40, 2, 120, 5, 33, 64]
        var straight: [UInt8] = []
        for (i, run) in runs.enumerated() {
            let base: [UInt8] = [UInt8(40 + i * 17), 200, UInt8(i * 23), opaque ? 255 : UInt8(30 + i * 20)]
            let speckled = (0..<width).flatMap { x -> [UInt8] in
                x % 13 < 4 || Int.random(in: 0..<7, using: &rng) == 0 ? [9, 9, 12, base[3]] : base
            }
            straight += speckled
            for _ in 0..<run { straight += Array((0..<width).map { _ in base }.joined()) }
        }
        let height = straight.count / (width * 4)
        let picture = try #require(Pixmap(width: width, height: height, unpremultipliedData: straight))
        let png = try PNGEncoder().encode(picture)
        #expect(try PNGDecoder.decodeWithLibpng(png) == picture, "zlib")
        #expect(png.withUnsafeBytes(PNGDirectDecoder.decode) == picture, "libdeflate")
        #expect(try PNGEncoder().encode(picture) == png, "the same bytes again")

        let channels = opaque ? 3 : 4
        let scanlines = try PNGEncoderStreamTests.inflate(Array(PNGEncoderStreamTests.chunks(of: png)[2].data))
        let filters = (0..<height).map { scanlines[$0 * (1 + width * channels)] }
        // A run's first row differs from the specks above it; the rest repeat it.
        let repeats = runs.map { $0 - 1 }.filter { $0 >= 4 }.reduce(0, +)
        #expect(filters.filter { $0 == 2 }.count == repeats, "runs of 4 or more repeats as Up rows")
    }

    /// The blocks' bytes are those the block wrote with its own code lengths, canonical codes,
    /// header and bit writer, before it used `.fastLevel1`'s (deflate_parts.h): the default
    /// encoder's pictures are recorded references compared byte for byte, so a change there
    /// would show as changed files. Every row length above, runs of 1, 2, 7 and 300 rows, each
    /// of the eight lead bits in turn; the bytes, tail and tail bits of all fingerprinted
    /// together.
    @Test func bytesAreThoseRecorded() {
        var all: [UInt8] = []
        for rowBytes in Self.lengths {
            for rows in [1, 2, 7, 300] {
                let b = Self.block(rowBytes: rowBytes, rows: rows, lead: Int32((rowBytes + rows) % 8))
                all += b.bytes + TestPNG.bigEndian(b.tail) + [UInt8(b.tailBits)]
            }
        }
        var fingerprint = [UInt64](repeating: 0, count: 2)
        rc_fingerprint128_portable(all, all.count, 0, &fingerprint)
        #expect(all.count == 176_913)
        #expect(fingerprint == [0x3747_b1de_6a8c_09b2, 0xdce5_0a2a_4b03_2081])
    }

    /// The same run gives the same bits.
    @Test func deterministic() {
        #expect(Self.block(rowBytes: 3510, rows: 71).bytes == Self.block(rowBytes: 3510, rows: 71).bytes)
    }
}
