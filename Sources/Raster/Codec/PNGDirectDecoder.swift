// The PNG reader's direct path, for the pictures references are: 8-bit RGB or RGBA, not
// interlaced, no colour chunk but sRGB, one run of IDAT chunks. The image data is inflated
// by libdeflate in one call into a buffer of exactly the size the header implies, and the
// rows are unfiltered and widened to RGBA in C (rc_png_unfilter_rows), where libpng's
// simplified API inflates through zlib a row at a time and converts each row through its
// transform pipeline.
//
// Measured on a failing snapshot's reference (1170 x 2532, RGB, 8.9 MB of scanlines; CPU
// time, 2026-12-06, see docs/performance.md, "A failure against a pass"): zlib's inflate,
// which libpng calls, is about two thirds of libpng's decode; libdeflate inflates the same
// stream several times faster (on three of Snapshots/' largest pictures 7-12x: 221 → 19 ms,
// 97 → 8 ms, 33 → 5 ms).
//
// Anything outside that case, and anything in it that is not as PNG says (a bad CRC, a
// stream that inflates to more or fewer bytes than the rows need or ends before its IDAT
// data does, a filter type above 4),
// returns nil and goes to libpng, so every error keeps libpng's words and every picture
// libpng reads differently (gamma, palettes, 16 bits, interlacing) is still read by it.
// The pixels are the ones libpng gives: the tests decode every reference both ways.

import CKernels
import CPNG

/// Decodes the common reference picture without libpng (see the top of this file).
package enum PNGDirectDecoder {
    /// The premultiplied pixmap of `png`, or nil when libpng must read it. `png` has passed
    /// `PNGDecoder.chunkProblem` (every chunk's length is within the data).
    package static func decode(_ png: UnsafeRawBufferPointer) -> Pixmap? {
        scanlines(png)?.pixmap()
    }

    /// The image data of `png` inflated, or nil when libpng must read it (as ``decode(_:)``).
    package static func scanlines(_ png: UnsafeRawBufferPointer) -> PNGScanlines? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count >= 8 + 25, zip(png.prefix(8), signature).allSatisfy({ $0 == $1 }) else { return nil }
        func word(_ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(png[at + $1]) } }
        func type(_ at: Int, is name: StaticString) -> Bool {
            (0..<4).allSatisfy { png[at + 4 + $0] == name.utf8Start[$0] }
        }
        // A chunk's CRC-32 covers its type and data.
        func crcMatches(_ at: Int, length: Int) -> Bool {
            UInt32(word(at + 8 + length)) == libdeflate_crc32(0, png.baseAddress! + at + 4, 4 + length)
        }
        // IHDR: width, height, depth 8, colour type 2 or 6, deflate, adaptive filters, no interlace.
        guard word(8) == 13, type(8, is: "IHDR"), crcMatches(8, length: 13) else { return nil }
        let width = word(16)
        let height = word(20)
        guard png[24] == 8, png[25] == 2 || png[25] == 6, png[26] == 0, png[27] == 0, png[28] == 0,
            width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF, Pixmap.isValidSize(width: width, height: height),
            PNGDecoder.implausibleSize(width: width, height: height, data: png) == nil
        else { return nil }
        let channels = png[25] == 2 ? 3 : 4
        // The chunks: sRGB (which changes nothing for 8-bit sRGB output) before one run of
        // IDAT, then IEND, text anywhere. Any other chunk may mean a conversion: libpng's case.
        var offset = 33
        var idat: [Range<Int>] = []
        var ended = false
        while offset + 12 <= png.count {
            let length = word(offset)
            guard offset + 12 + length <= png.count else { return nil }
            if type(offset, is: "IDAT") {
                guard idat.isEmpty || idat.last!.upperBound + 4 == offset, crcMatches(offset, length: length) else { return nil }
                idat.append((offset + 8)..<(offset + 8 + length))
            } else if type(offset, is: "IEND") {
                guard length == 0, crcMatches(offset, length: 0) else { return nil }
                ended = true
                break
            } else if type(offset, is: "tEXt") || type(offset, is: "zTXt") || type(offset, is: "iTXt") {
                // Text changes no pixel (PNGDecoder.decode has taken it out already).
            } else if !(type(offset, is: "sRGB") && idat.isEmpty) {
                return nil
            }
            offset += 12 + length
        }
        guard ended, !idat.isEmpty else { return nil }
        // The stream in one piece: ours are one IDAT, read in place.
        var joined: [UInt8] = []
        if idat.count > 1 {
            joined.reserveCapacity(idat.reduce(0) { $0 + $1.count })
            for range in idat { joined += png[range] }
        }
        let rowBytes = 1 + width * channels
        let (scanlineBytes, overflow) = height.multipliedReportingOverflow(by: rowBytes)
        guard !overflow, let inflater = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(inflater) }
        // The zlib stream as libdeflate's zlib reader takes it: a 2-byte header (deflate,
        // a window of at most 32 KiB, no preset dictionary, its check bits right), the
        // deflate data, then the Adler-32 of what it inflates to, big-endian. The data is
        // inflated raw and the checksum kept for whoever reads the scanlines
        // (`PNGScanlines.adler` says why). Exactly the rows' bytes, or it fails (too short,
        // too long, corrupt); and the deflate data must end where the checksum begins, so
        // the stream fills the IDAT data to its end: libdeflate would ignore bytes after
        // it, about which libpng has its own say.
        var inflated = false
        var adler: UInt32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: scanlineBytes) { scanlines, initialized in
            func inflate(_ stream: UnsafeRawBufferPointer) -> Bool {
                guard stream.count >= 6 else { return false }
                let header = Int(stream[0]) << 8 | Int(stream[1])
                guard header % 31 == 0, header >> 8 & 0x0F == 8, header >> 12 <= 7, header & 0x20 == 0 else {
                    return false
                }
                let data = stream.count - 6
                var used = 0
                guard
                    libdeflate_deflate_decompress_ex(
                        inflater, stream.baseAddress! + 2, data, scanlines.baseAddress!, scanlineBytes, &used, nil)
                        == LIBDEFLATE_SUCCESS && used == data
                else { return false }
                adler = (2 + data..<stream.count).reduce(0) { $0 << 8 | UInt32(stream[$1]) }
                return true
            }
            inflated =
                joined.isEmpty
                ? inflate(UnsafeRawBufferPointer(rebasing: png[idat[0]]))
                : joined.withUnsafeBytes(inflate)
            // Every byte is written when it succeeds; a failure keeps none.
            initialized = inflated ? scanlineBytes : 0
        }
        guard inflated else { return nil }
        return PNGScanlines(width: width, height: height, channels: channels, bytes: bytes, adler: adler)
    }
}
