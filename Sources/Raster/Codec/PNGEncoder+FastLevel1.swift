import CKernels

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
// The scanlines are then made, summed and deflated band by band (`rc_screen_png_data`,
// 128 KB a band, so each stays in the L2 cache), where they had been made whole (8.9 MB for
// a 3x screen's RGB) and read back twice from memory; and a block counts and writes its
// tokens by table instead of a branch each, and a repeated row's zeros are not measured.
// The same bytes. On the 200 failing 3x screens of docs/performance.md (their actual and
// difference pictures as a report left them; CPU time, one core, fastest of 5, Zen 3 under
// load; the colour search included; image data a picture):
//
//                              before (whole)              band by band
//   actual picture, RGB          5.42 ms   156,194 B        3.60 ms   156,194 B
//   difference, indices          1.66 ms    42,877 B        1.15 ms    42,877 B
//
// The first row is never Up: PNG's row above it is zeros.

extension PNGEncoder {
    /// An opaque pixmap at `.fastLevel1` with its alpha dropped: as indices when it has at most
    /// 256 colours, else as RGB; nil when a pixel is not opaque. Opacity is found on the way
    /// (by the colour search, else row by row while each row is in the cache to be copied)
    /// instead of by a pass of its own over the picture (`Pixmap.isOpaque`: about 0.9 ms of a
    /// failing 3x screen's 47, `perf record` of `render-cells test`). `rowRepeats`, what the
    /// comparison learnt of which rows repeat the row above, spares both the search and the
    /// image data comparing those rows (``RowRepeats``).
    func fastOpaque(_ pixmap: Pixmap, rowRepeats: RowRepeats?) throws(PNGError) -> [UInt8]? {
        if let indexed = IndexedPicture(opaque: pixmap, rowRepeats: rowRepeats) { return try encode(indexed) }
        let data = pixmap.data.withUnsafeBytes { rgba in
            Result { () throws(PNGError) in
                try Self.fastImageData(
                    rows: rgba.baseAddress!, rowStride: pixmap.width * 4, width: pixmap.width, height: pixmap.height,
                    channels: 3, rowRepeats: rowRepeats)
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
    /// `rc_screen_png_data` makes, sums and deflates the scanlines band by band (CKernels);
    /// it compares each row with the row above unless `rowRepeats` knows the answer.
    static func fastImageData(
        rows: UnsafeRawPointer, rowStride: Int, width: Int, height: Int, channels: Int, rowRepeats: RowRepeats?
    ) throws(PNGError) -> [UInt8]? {
        let bound = rc_screen_png_data_bound(width, height, channels)
        var status: Int32 = 0
        let data = [UInt8](unsafeUninitializedCapacity: bound) { out, count in
            count = RowRepeats.withFlags(of: rowRepeats, rows: height) { repeats in
                rc_screen_png_data(
                    rows.assumingMemoryBound(to: UInt8.self), rowStride, width, height, channels, repeats,
                    Adler32.function, out.baseAddress!, &status)
            }
        }
        switch status {
        case 0: return data
        case 1: return nil
        default: throw .encodeFailed("no memory for the compressor's working buffers")
        }
    }
}
