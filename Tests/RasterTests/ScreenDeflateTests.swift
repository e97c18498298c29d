import CKernels
import Raster
import TestSupport
import Testing

/// `rc_screen_deflate`, the compressor of `PNGEncoder.Compression.fastLevel1`, on scanlines
/// made to take each of its paths: tiny pictures, runs at each of its three distances,
/// matches cut at 258 bytes and at the end, noise that is smaller stored, enough tokens for
/// several blocks, and a scanline too long to reach. Each stream is framed here as a PNG of
/// those scanlines (TestPNG's CRC-32 and Adler-32) and read back by both of the package's
/// readers: libpng's (zlib inflates) and the direct one (libdeflate inflates).
@Suite struct ScreenDeflateTests {
    /// A picture's scanlines: a filter byte (0, or 2 for an all-zero Up row) and `rowBytes`
    /// bytes each, and the pixels they stand for.
    struct Scanlines {
        var width: Int
        var channels: Int
        var lines: [UInt8] = []
        var pixels: [[UInt8]] = []  // each row's samples, unfiltered

        var rowBytes: Int { width * channels }

        mutating func append(_ row: [UInt8]) {
            if let last = pixels.last, last == row {
                lines += [2] + [UInt8](repeating: 0, count: rowBytes)
            } else {
                lines += [0] + row
            }
            pixels.append(row)
        }
    }

    /// Compresses the scanlines, checks the stream against its bound, frames it as a PNG and
    /// decodes it both ways; returns the stream's length.
    @discardableResult
    static func roundTrip(_ s: Scanlines, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let bound = rc_screen_deflate_bound(s.lines.count)
        var stream = [UInt8](repeating: 0, count: bound)
        let written = rc_screen_deflate(s.lines, s.lines.count, s.channels, s.rowBytes + 1, &stream)
        #expect(written > 0 && written <= bound, sourceLocation: sourceLocation)
        let colourType: UInt8 = s.channels == 1 ? 0 : s.channels == 3 ? 2 : 6
        let zlib: [UInt8] = [0x78, 0x01] + stream[..<written] + TestPNG.bigEndian(TestPNG.adler32(s.lines))
        let header: [UInt8] =
            TestPNG.bigEndian(UInt32(s.width)) + TestPNG.bigEndian(UInt32(s.pixels.count)) + [8, colourType, 0, 0, 0]
        let file: [UInt8] =
            TestPNG.signature + TestPNG.chunk("IHDR", header) + TestPNG.chunk("IDAT", zlib) + TestPNG.chunk("IEND", [])
        var straight: [UInt8] = []
        for row in s.pixels {
            for x in 0..<s.width {
                switch s.channels {
                case 1: straight += [row[x], row[x], row[x], 255]
                case 3: straight += row[(x * 3)..<(x * 3 + 3)] + [255]
                default: straight += row[(x * 4)..<(x * 4 + 4)]
                }
            }
        }
        let expected = try #require(Pixmap(width: s.width, height: s.pixels.count, unpremultipliedData: straight))
        #expect(try PNGDecoder.decodeWithLibpng(file) == expected, "zlib", sourceLocation: sourceLocation)
        if s.channels != 1 {  // the direct reader takes RGB and RGBA
            #expect(file.withUnsafeBytes(PNGDirectDecoder.decode) == expected, "libdeflate", sourceLocation: sourceLocation)
        }
        return written
    }

    @Test func tinyPictures() throws {
        var rng = SeededRandom(seed: 7)
        for width in 1..<24 {
            for height in 1...3 {
                var noise = Scanlines(width: width, channels: 3)
                var flat = Scanlines(width: width, channels: 3)
                for _ in 0..<height {
                    noise.append((0..<(width * 3)).map { _ in UInt8.random(in: 0...255, using: &rng) })
                    flat.append([UInt8](repeating: 9, count: width * 3))
                }
                try Self.roundTrip(noise)
                try Self.roundTrip(flat)
            }
        }
    }

    /// Long runs (split into 258-byte matches), repeated pixels, rows equal to the row above
    /// (Up rows) and rows that continue it with a few bytes changed.
    @Test(arguments: [1, 3, 4])
    func runsAtEachDistance(channels: Int) throws {
        let width = 301
        var rng = SeededRandom(seed: UInt64(channels))
        var s = Scanlines(width: width, channels: channels)
        var row = (0..<(width * channels)).map { _ in UInt8.random(in: 0...3, using: &rng) }
        if channels == 4 { for x in 0..<width { row[x * 4 + 3] = 255 } }
        for y in 0..<97 {
            if y % 5 == 0 { row[Int.random(in: 0..<width, using: &rng) * channels] &+= 1 }
            if y % 7 == 0 {
                let pixel = (0..<channels).map { c in c == 3 ? 255 : UInt8.random(in: 0...255, using: &rng) }
                for x in 0..<width where x % 50 < 40 {
                    for c in 0..<channels { row[x * channels + c] = pixel[c] }
                }
            }
            s.append(row)
        }
        let written = try Self.roundTrip(s)
        #expect(written < s.lines.count / 4, "a picture of runs and repeated rows compresses")
    }

    /// Noise (stored blocks), then runs: more than one block's tokens, a stored block
    /// between coded ones.
    @Test func severalBlocksStoredAndCoded() throws {
        var rng = SeededRandom(seed: 99)
        var s = Scanlines(width: 1000, channels: 3)
        for y in 0..<150 {
            s.append(
                (0..<3000).map { x in
                    y < 50
                        ? UInt8.random(in: 0...255, using: &rng)
                        : y < 100 ? UInt8(x / 100 % 4) : UInt8.random(in: 0...15, using: &rng)
                })
        }
        try Self.roundTrip(s)
    }

    /// A scanline over deflate's 32 KB reach: never tried; the rows still round-trip.
    @Test func scanlinesBeyondTheWindow() throws {
        var s = Scanlines(width: 14_000, channels: 3)
        let row = (0..<42_000).map { UInt8(truncatingIfNeeded: $0 &* 7 / 5) }
        s.append(row)
        s.append(row.map { $0 ^ 1 })
        s.append(row)
        try Self.roundTrip(s)
    }

    /// The streams' bytes are those written before the block of repeated rows came to use the
    /// compressor's code lengths, canonical codes, block header and bit writer
    /// (deflate_parts.h): a failing run's report pictures are compared byte for byte. Seeded
    /// scanlines of 1, 3 and 4 bytes a pixel with runs, repeated rows, noise (all noise: stored
    /// blocks) and over 65,536 tokens (several blocks); every stream fingerprinted together.
    @Test func bytesAreThoseRecorded() {
        var rng = SeededRandom(seed: 2_026)
        var all: [UInt8] = []
        let pictures = [(1, 3, 1, 9), (301, 1, 40, 9), (301, 3, 97, 9), (1170, 3, 250, 9), (700, 4, 60, 9), (2000, 3, 12, 1)]
        for (width, channels, height, noiseEvery) in pictures {
            var s = Scanlines(width: width, channels: channels)
            var row = (0..<(width * channels)).map { _ in UInt8.random(in: 0...3, using: &rng) }
            for y in 0..<height {
                switch y % noiseEvery {
                case 0: row = (0..<row.count).map { _ in UInt8.random(in: 0...255, using: &rng) }
                case 1, 2: row[Int.random(in: 0..<row.count, using: &rng)] &+= 1
                case 3: row = row.indices.map { UInt8(truncatingIfNeeded: $0 / (channels * 40)) }
                default: break
                }
                s.append(row)
            }
            var out = [UInt8](repeating: 0, count: rc_screen_deflate_bound(s.lines.count))
            let n = rc_screen_deflate(s.lines, s.lines.count, channels, s.rowBytes + 1, &out)
            all += TestPNG.bigEndian(UInt32(n)) + out[..<n]
        }
        var fingerprint = [UInt64](repeating: 0, count: 2)
        rc_fingerprint128_portable(all, all.count, 0, &fingerprint)
        #expect(all.count == 210_334)
        #expect(fingerprint == [0x32f0_8106_2987_2122, 0x9daa_80b5_55df_69bc])
    }

    /// The same input gives the same bytes (the stream is part of the report's files).
    @Test func deterministic() {
        var rng = SeededRandom(seed: 5)
        let input = (0..<100_000).map { _ in UInt8.random(in: 0...7, using: &rng) }
        func compress() -> [UInt8] {
            var out = [UInt8](repeating: 0, count: rc_screen_deflate_bound(input.count))
            let n = rc_screen_deflate(input, input.count, 3, 1001, &out)
            return Array(out[..<n])
        }
        #expect(compress() == compress())
    }
}
