import CKernels
import CPNG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// `.fastLevel1`: the setting for pictures a person only looks at (a failing snapshot's
// actual and difference pictures). Its image data is deflated by `rc_screen_deflate`
// (CKernels), which looks for matches at three distances only (the byte before, the pixel
// before, the byte one scanline up) instead of zlib's hashing of every position. On the
// failing 3x list screens of `render-cells bench --test-runs` (one core, Zen 3, the same
// scanlines):
//
//                              zlib level 1 (before)      rc_screen_deflate
//   actual picture, RGB          18.8 ms   162,214 B        3.1 ms   138,989 B
//   difference, indices          11.9 ms    92,226 B        1.9 ms    41,330 B
//
// Smaller as well as faster: a screen's repetition is at those distances, and the blocks
// get Huffman codes of their own. Rows equal to the row above go as Up residuals (all
// zero: runs at distance 1, whatever the width); every other row unfiltered.
//
// The first row is never Up: PNG's row above it is zeros.

extension PNGEncoder {
    /// An opaque pixmap at `.fastLevel1` with its alpha dropped: as indices when it has at most
    /// 256 colours, else as RGB; nil when a pixel is not opaque. Opacity is found on the way
    /// (by the colour search, else row by row while each row is in the cache to be copied)
    /// instead of by a pass of its own over the picture (`Pixmap.isOpaque`: about 0.9 ms of a
    /// failing 3x screen's 47, `perf record` of `render-cells test`).
    func fastOpaque(_ pixmap: Pixmap) throws(PNGError) -> [UInt8]? {
        if let indexed = IndexedPicture(opaque: pixmap) { return try encode(indexed) }
        let data = pixmap.data.withUnsafeBytes { rgba in
            Result { () throws(PNGError) in
                try Self.fastImageData(
                    rows: rgba.baseAddress!, rowStride: pixmap.width * 4, width: pixmap.width, height: pixmap.height,
                    channels: 3)
            }
        }
        guard let idat = try data.get() else { return nil }
        var png = PNGChunkWriter()
        try png.chunk("IHDR", data: Self.header(width: pixmap.width, height: pixmap.height, colourType: 2))
        try png.chunk("sRGB", data: [0])  // perceptual rendering intent, as libpng writes it
        try png.chunk("IDAT", data: idat)
        try png.chunk("IEND", data: [])
        return png.bytes
    }

    /// The IDAT data of `.fastLevel1`: a zlib stream (header, `rc_screen_deflate`'s deflate
    /// stream, Adler-32) of `height` rows, each `rowStride` bytes after the one before at
    /// `rows`: `width` straight RGBA8 pixels written as RGB (`channels` 3) or RGBA (4), or
    /// `width` palette indices (1). With `channels` 3 the pixels must be opaque: nil at the
    /// first row that is not (rows that repeat a row above are that row's pixels).
    static func fastImageData(
        rows: UnsafeRawPointer, rowStride: Int, width: Int, height: Int, channels: Int
    ) throws(PNGError) -> [UInt8]? {
        let rowBytes = width * channels
        let lineBytes = rowBytes + 1
        let total = lineBytes * height
        // All scanlines at once (the compressor looks one scanline up), plus the spare byte
        // copyColourBytes stores past the last pixel.
        let lines = UnsafeMutablePointer<UInt8>.allocate(capacity: total + 1)
        defer { lines.deallocate() }
        // The source of the last row written unfiltered, which every row below it that
        // repeats it follows as Up residuals. Rows are compared as given (alpha included),
        // before any copy, so a repeated row is neither copied nor checked again.
        let sourceBytes = channels == 1 ? width : width * 4
        var above: UnsafeRawPointer? = nil
        for y in 0..<height {
            let line = lines + y * lineBytes
            let source = rows + y * rowStride
            if let above, memcmp(source, above, sourceBytes) == 0 {
                line[0] = PNGRowFilter.up.rawValue
                (line + 1).update(repeating: 0, count: rowBytes)
                continue
            }
            line[0] = PNGRowFilter.none.rawValue
            above = source
            if channels == 3 {
                guard rc_all_opaque(source.assumingMemoryBound(to: UInt8.self), width) != 0 else { return nil }
                copyColourBytes(from: source, pixels: width, to: line + 1)
            } else {
                UnsafeMutableRawPointer(line + 1).copyMemory(from: source, byteCount: rowBytes)
            }
        }
        var checksum = Adler32()
        checksum.update(UnsafeRawBufferPointer(start: lines, count: total))
        let bound = rc_screen_deflate_bound(total)
        var failed = false
        let data = [UInt8](unsafeUninitializedCapacity: 2 + bound + 4) { out, count in
            // zlib's header for a 32 KB window at its fastest level: 0x78 0x01.
            out[0] = 0x78
            out[1] = 0x01
            let written = rc_screen_deflate(lines, total, channels, lineBytes, out.baseAddress! + 2)
            failed = written == 0
            for (k, byte) in PNGChunkWriter.bigEndian(checksum.value).enumerated() { out[2 + written + k] = byte }
            count = 2 + written + 4
        }
        guard !failed else { throw .encodeFailed("no memory for the compressor's working tokens") }
        return data
    }
}
