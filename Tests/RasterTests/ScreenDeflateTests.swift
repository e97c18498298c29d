import CKernels
import CPNG
import TestSupport
import Testing

/// `rc_screen_deflate`, the compressor of `PNGEncoder.Compression.fastLevel1`: every stream
/// it writes inflates to its input through both zlib and libdeflate (each checking the
/// Adler-32 of a zlib wrapper made here), on inputs that take each of its paths: empty and
/// tiny inputs, runs at each of its three distances, matches cut at 258 bytes and at the
/// end, noise that is smaller stored, enough tokens for several blocks, and a scanline too
/// long to reach.
@Suite struct ScreenDeflateTests {
    /// Compresses `input`, wraps it as zlib does, and checks both inflaters give it back.
    /// Returns the deflate stream's length.
    @discardableResult
    static func roundTrip(
        _ input: [UInt8], pixelBytes: Int, lineBytes: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        var stream = [UInt8](repeating: 0, count: rc_screen_deflate_bound(input.count))
        let written = input.withUnsafeBufferPointer { i in
            stream.withUnsafeMutableBufferPointer { o in
                rc_screen_deflate(i.baseAddress, input.count, pixelBytes, lineBytes, o.baseAddress!)
            }
        }
        #expect(written > 0 && written <= stream.count, sourceLocation: sourceLocation)
        guard written > 0 else { return 0 }
        let adler = input.withUnsafeBytes { libdeflate_adler32(1, $0.baseAddress, input.count) }
        let zlib =
            [0x78, 0x01] + stream[..<written]
            + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]

        // libdeflate: the whole stream at once, the exact length out.
        var out = [UInt8](repeating: 0, count: input.count + 1)
        var produced = 0
        let result = zlib.withUnsafeBytes { z in
            out.withUnsafeMutableBytes { o in
                let inflater = libdeflate_alloc_decompressor()
                defer { libdeflate_free_decompressor(inflater) }
                return libdeflate_zlib_decompress(inflater, z.baseAddress, zlib.count, o.baseAddress, o.count, &produced)
            }
        }
        #expect(result == LIBDEFLATE_SUCCESS, "libdeflate: \(result)", sourceLocation: sourceLocation)
        #expect(produced == input.count && Array(out[..<produced]) == input, "libdeflate", sourceLocation: sourceLocation)

        // zlib: in one call, to the end of the stream.
        var z = z_stream()
        #expect(cpng_inflate_init(&z) == Z_OK, sourceLocation: sourceLocation)
        var back = [UInt8](repeating: 0, count: input.count + 1)
        let status = zlib.withUnsafeBufferPointer { i in
            back.withUnsafeMutableBufferPointer { o in
                z.next_in = UnsafeMutablePointer(mutating: i.baseAddress)
                z.avail_in = uInt(zlib.count)
                z.next_out = o.baseAddress
                z.avail_out = uInt(o.count)
                return inflate(&z, Z_FINISH)
            }
        }
        let total = Int(z.total_out)
        inflateEnd(&z)
        #expect(status == Z_STREAM_END, "zlib: \(status)", sourceLocation: sourceLocation)
        #expect(total == input.count && Array(back[..<total]) == input, "zlib", sourceLocation: sourceLocation)
        return written
    }

    @Test func emptyAndTinyInputs() {
        var rng = SeededRandom(seed: 7)
        for count in 0..<70 {
            let noise = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            Self.roundTrip(noise, pixelBytes: 3, lineBytes: 7)
            Self.roundTrip([UInt8](repeating: 9, count: count), pixelBytes: 4, lineBytes: 5)
        }
    }

    /// Long runs at distance 1 (split into 258-byte matches), repeated pixels at distance 3
    /// and 4, and rows equal to the row above, with single changed bytes between.
    @Test(arguments: [1, 3, 4])
    func runsAtEachDistance(pixelBytes: Int) {
        let width = 301
        let lineBytes = width * pixelBytes + 1
        var rng = SeededRandom(seed: UInt64(pixelBytes))
        var input: [UInt8] = []
        var row = (0..<(lineBytes - 1)).map { _ in UInt8.random(in: 0...3, using: &rng) }
        for y in 0..<97 {
            input.append(0)
            if y % 5 == 0 { row[Int.random(in: 0..<row.count, using: &rng)] &+= 1 }
            if y % 7 == 0 {
                let pixel = (0..<pixelBytes).map { _ in UInt8.random(in: 0...255, using: &rng) }
                for x in 0..<(row.count / pixelBytes) where x % 50 < 40 {
                    for c in 0..<pixelBytes { row[x * pixelBytes + c] = pixel[c] }
                }
            }
            input += y % 11 == 3 ? [UInt8](repeating: 0, count: row.count) : row
        }
        let written = Self.roundTrip(input, pixelBytes: pixelBytes, lineBytes: lineBytes)
        #expect(written < input.count / 4, "a picture of runs and repeated rows compresses")
    }

    /// Noise (stored blocks), then runs: more than one block's tokens, a stored block
    /// between coded ones.
    @Test func severalBlocksStoredAndCoded() {
        var rng = SeededRandom(seed: 99)
        var input = (0..<150_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        input += (0..<150_000).map { i in UInt8(i / 1000 % 4) }
        input += (0..<150_000).map { _ in UInt8.random(in: 0...15, using: &rng) }
        let written = Self.roundTrip(input, pixelBytes: 3, lineBytes: 3001)
        #expect(written <= rc_screen_deflate_bound(input.count))
    }

    /// A scanline over deflate's 32 KB reach: never tried; the row still round-trips.
    @Test func scanlinesBeyondTheWindow() {
        let row = (0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 7 / 5) }
        Self.roundTrip(row + row + row, pixelBytes: 4, lineBytes: 40_000)
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
