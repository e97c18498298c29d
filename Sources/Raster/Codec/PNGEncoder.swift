// The PNG writer. It writes the byte stream itself and calls zlib directly: signature,
// IHDR, sRGB, one IDAT, IEND, CRC-32 by zlib. libpng's simplified API, used before
// (PNGEncoder+libpng.swift keeps it as the yardstick), offers two settings, and neither
// fits UI pictures: its default (adaptive filters, zlib 6, Z_FILTERED) is small but slow,
// FAST (no filters, zlib 3) fast but 1.5x larger. What wins on list screenshots
// (PNGRowPlan says why each part pays):
//
//   - rows of flat colour, edges and text unfiltered, rows of continuous tone filtered by
//     libpng's own heuristic; a picture at least a third continuous tone exactly as libpng;
//   - zlib's greedy level 3 told to index every string and to follow hash chains 128 deep
//     (`settings(for:)` below);
//   - runs of 4 or more identical rows as all-zero Up residuals, their Adler-32 computed in
//     O(1) (Adler32.swift): a run longer than zlib's 32 KiB window as a deflate block of
//     its own that zlib never sees (`DeflateStream.compressRepeatedRows`), a shorter one
//     under Z_RLE, which finds them without hashing.
//
// Measured on a Zen 3, before the runs' own blocks below, with `render-cells bench --scene
// S5 --scene S5fast --scene L2screen --scene L2png` (release, pinned with taskset -c 1; each
// figure the median of 5 runs, each run the median of at least 15 frames), on 1170 x 2532
// opaque pictures written as RGB:
//
//                                      S5: 16 rounded-rect rows    L2png: list screen, text
//   libpng default (before)              54.1 ms   47,413 B          64.3 ms   164,898 B
//   libpng FAST (before)                 11.7 ms   72,464 B
//   this encoder, .adaptiveFiltersLevel6 13.4 ms   43,914 B          16.3 ms   128,317 B
//   this encoder, .unfilteredLevel3      11.2 ms   72,368 B
//
// (L2png less the 1.8 ms that L2screen takes to lay out and draw the screen.) Back to back
// with the peer libraries (S5 of docs/performance.md, written as RGBA by them): Blend2D 0.8
// 24.2 ms for 50,755 B, libpng called directly 69.5 ms. The steps on S5: own stream,
// unfiltered, tuned level 3: 21.4 ms; runs under Z_RLE (and 1 % smaller) with the plan's
// tone test vectorized: 15.0 ms; the runs' Adler-32 in O(1): 13.4 ms.
//
// On an Intel Xeon of family 6 model 207 (AVX-512), where Blend2D's writer is relatively
// faster, that encoder took 19.5 ms on S5, 0.97x Blend2D. Its profile was 80 % zlib: 40 %
// sliding the hash tables every 32 KiB of input (which Z_RLE does too, and most of S5's
// 8.9 MB of scanlines are the runs' zeros) and 24 % inserting every string of a match. Long
// runs as blocks of their own took the runs out of zlib, and zlib's history with them,
// which alone made S5 102 bytes larger (44,016 B); chains of 128 instead of 32 then made it
// 41,154 B (L2png 128,789 B) and the 121 reference pictures 2.2 % smaller, no picture
// larger. Pinned, in the same minutes: S5 12.9-13.1 ms against 19.8-20.1, 0.54-0.56x
// Blend2D by the medians of same-run rounds (docs/performance.md, "S5 on Intel").
//
// .fastLevel1 deflates with its own compressor, not zlib: PNGEncoder+FastLevel1.swift has
// its figures.
//
// Over the 76 reference pictures under Snapshots/ then: 4.33 MB against libpng's 5.36 MB. List
// screenshots, sheets, text and symbol plates are 11-28 % smaller; the gradient, blur and
// image plates, written as libpng would, within 0.2 % of it; larger only on two plates of
// thin diagonal strokes on white (plate.primitives-clips +1.6 %, -stroke-caps +15 %, 100
// and 700 bytes), where libpng's filters pay on every row and the plan leaves them unfiltered.

import CKernels
import CPNG
import SafeIO

/// Writes premultiplied pixmaps as 8-bit, non-interlaced sRGB PNG files.
public struct PNGEncoder: Sendable, Hashable {
    /// How rows are filtered and how hard zlib compresses them.
    public enum Compression: Sendable, Hashable {
        /// The default, named for what libpng's default did; it now writes list screenshots
        /// 15-28 % smaller than libpng's default and about 4x faster. Rows of flat colour,
        /// edges and text go unfiltered, deflated by zlib's greedy level 3 tuned to index
        /// every string; runs of identical rows go as Up residuals under Z_RLE; a row of
        /// continuous tone gets libpng's adaptive filter choice, and a picture that is mostly
        /// continuous tone is written as libpng would (adaptive filters, zlib 6, Z_FILTERED).
        case adaptiveFiltersLevel6
        /// No row filters, zlib level 3, as libpng's `PNG_IMAGE_FLAG_FAST` writes: on flat UI
        /// pictures no faster than the default now, which writes runs of repeated rows as blocks
        /// of their own (S5's list frame: 13.2 ms against 12.8), and about 1.8x larger.
        case unfilteredLevel3
        /// For pictures a person only looks at (a failure's actual, difference and
        /// three-pane pictures), never for a reference: rows equal to the row above as Up
        /// residuals, every other row unfiltered, deflated by `rc_screen_deflate`, which
        /// looks for matches only at the byte, the pixel and the scanline before
        /// (PNGEncoder+FastLevel1.swift). About 6x faster than zlib's level 1 on a 3x list
        /// screen, and smaller: 2-3 ms where the default takes some 15.
        /// An opaque picture of at most 256 colours (a difference picture: greys and red)
        /// goes as palette indices, a third of the bytes to deflate (`IndexedPicture`).
        case fastLevel1
    }

    /// How hard the encoder compresses.
    public var compression: Compression
    /// Whether a fully opaque pixmap is written as RGB rather than RGBA:
    /// a quarter less data to filter and deflate, decoded to the same pixels.
    public var dropsAlphaWhenOpaque: Bool

    public init(compression: Compression = .adaptiveFiltersLevel6, dropsAlphaWhenOpaque: Bool = true) {
        self.compression = compression
        self.dropsAlphaWhenOpaque = dropsAlphaWhenOpaque
    }

    /// The PNG byte stream of `pixmap`, with straight (un-premultiplied) alpha: the
    /// signature, IHDR, sRGB, one IDAT, IEND. The same pixels give the same bytes.
    ///
    /// Every valid premultiplied pixel survives `PNGDecoder.decode` exactly:
    /// un-premultiplying rounds to within half a step, and multiplying back by
    /// an alpha below 255 shrinks that error under half a step again.
    public func encode(_ pixmap: Pixmap) throws(PNGError) -> [UInt8] {
        try encode(pixmap, rowRepeats: nil)
    }

    /// ``encode(_:)`` told what the comparison's pass learnt of which of the pixmap's rows
    /// repeat the row above (``RowRepeats``): the same bytes, without `.fastLevel1` reading
    /// those rows again to find out (the other settings do not look).
    package func encode(_ pixmap: Pixmap, rowRepeats: RowRepeats?) throws(PNGError) -> [UInt8] {
        if compression == .fastLevel1, dropsAlphaWhenOpaque, let png = try fastOpaque(pixmap, rowRepeats: rowRepeats) {
            return png
        }
        let rgb = dropsAlphaWhenOpaque && compression != .fastLevel1 && pixmap.isOpaque
        // Opaque pixels are read where they lie (premultiplied equals straight at alpha 255).
        let pixels = rgb ? pixmap.data : pixmap.unpremultipliedData()
        let result = pixels.withUnsafeBytes { rgba in
            // Array.withUnsafeBytes rethrows untyped errors; Result carries the typed one out.
            Result { () throws(PNGError) in
                try stream(rgba: rgba, width: pixmap.width, height: pixmap.height, channels: rgb ? 3 : 4)
            }
        }
        return try result.get()
    }

    /// The PNG byte stream of an indexed picture: at `.fastLevel1` as indices (colour type 3,
    /// with its colours in PLTE); at the other settings as `encode(picture.pixmap)` writes it.
    public func encode(_ picture: IndexedPicture) throws(PNGError) -> [UInt8] {
        guard compression == .fastLevel1 else { return try encode(picture.pixmap) }
        var png = PNGChunkWriter()
        try png.chunk("IHDR", data: Self.header(width: picture.width, height: picture.height, colourType: 3))
        try png.chunk("sRGB", data: [0])  // perceptual rendering intent, as libpng writes it
        try png.chunk("PLTE", data: picture.plteData)  // after sRGB, before IDAT
        let data = picture.indices.withUnsafeBytes { indices in
            Result { () throws(PNGError) in
                try Self.fastImageData(
                    rows: indices.baseAddress!, rowStride: picture.width, width: picture.width, height: picture.height,
                    channels: 1, rowRepeats: picture.rowRepeats)
            }
        }
        // Indices: every byte is written, so `fastImageData` has nothing to refuse.
        try png.chunk("IDAT", data: data.get() ?? [])
        try png.chunk("IEND", data: [])
        return png.bytes
    }

    /// Encodes `pixmap` and replaces the file at `path` atomically: readers see
    /// the old file or the complete new one, never a partial write.
    public func write(_ pixmap: Pixmap, toFile path: String) throws(PNGError) {
        let bytes = try encode(pixmap)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .file(path: error.path, message: error.message)
        }
    }

    /// IHDR's data: the size, 8 bits a sample, `colourType`, deflate, adaptive filtering,
    /// no interlace.
    static func header(width: Int, height: Int, colourType: UInt8) -> [UInt8] {
        PNGChunkWriter.bigEndian(UInt32(width)) + PNGChunkWriter.bigEndian(UInt32(height)) + [8, colourType, 0, 0, 0]
    }

    /// The PNG stream of `height` rows of `width` straight RGBA8 pixels, written with
    /// `channels` 3 (colour type 2, alpha dropped) or 4 (colour type 6).
    func stream(rgba: UnsafeRawBufferPointer, width: Int, height: Int, channels: Int) throws(PNGError) -> [UInt8] {
        let source = rgba.baseAddress!
        let rowBytes = width * channels
        let channelMask: UInt32 = channels == 3 ? 0x00FF_FFFF : ~0

        var png = PNGChunkWriter()
        try png.chunk("IHDR", data: Self.header(width: width, height: height, colourType: channels == 3 ? 2 : 6))
        try png.chunk("sRGB", data: [0])  // perceptual rendering intent, as libpng writes it
        if compression == .fastLevel1 {
            // RGBA: every pixel is written, so `fastImageData` has nothing to refuse.
            let data = try Self.fastImageData(
                rows: source, rowStride: width * 4, width: width, height: height, channels: channels, rowRepeats: nil)
            try png.chunk("IDAT", data: data ?? [])
            try png.chunk("IEND", data: [])
            return png.bytes
        }
        let plan =
            compression == .unfilteredLevel3
            ? PNGRowPlan(unfilteredRows: height)
            : PNGRowPlan(rgba: source, width: width, height: height, channelMask: channelMask)
        let deflater = try DeflateStream(settings(for: plan))

        // Five scanline buffers, each [filter type byte][row][a spare byte for
        // copyColourBytes' last store]: the unfiltered current and previous rows (the
        // previous starts as the zeros PNG assumes above the first row), two to filter
        // into, and a row of Up residuals of a repeated row (all zero).
        let lineBytes = rowBytes + 2
        let lines = UnsafeMutablePointer<UInt8>.allocate(capacity: 5 * lineBytes)
        defer { lines.deallocate() }
        lines.initialize(repeating: 0, count: 5 * lineBytes)
        var current = lines
        var previous = lines + lineBytes
        let filtered = lines + 2 * lineBytes
        let scratch = lines + 3 * lineBytes
        let repeated = lines + 4 * lineBytes
        repeated[0] = PNGRowFilter.up.rawValue

        try png.chunk("IDAT") { idat throws(PNGError) in
            idat += deflater.zlibHeader
            var checksum = Adler32()
            /// Sums `rows` scanlines of a repeated row: the Up filter byte, then its zero residuals.
            func sumRepeatedRows(_ rows: Int) {
                for _ in 0..<rows {
                    checksum.update(UnsafeRawBufferPointer(start: repeated, count: 1))
                    checksum.updateZeros(count: rowBytes)
                }
            }
            var inRun = false
            var y = 0
            while y < height {
                let row = plan.rows[y]
                if row == .repeated && !inRun {
                    let end = plan.endOfRun(startingAt: y)
                    // A run longer than zlib's window goes as a block of its own, which leaves
                    // zlib nothing it could have matched later (DeflateStream says why).
                    if (end - y) * (rowBytes + 1) >= DeflateStream.historyBytes {
                        try deflater.compressRepeatedRows(end - y, rowBytes: rowBytes, appendingTo: &idat)
                        sumRepeatedRows(end - y)
                        // `previous` still holds the rows' pixels: each is the row above, unchanged.
                        y = end
                        continue
                    }
                }
                if (row == .repeated) != inRun {
                    inRun.toggle()
                    try deflater.matchesRunsOnly(inRun, appendingTo: &idat)
                }
                if inRun {
                    // `previous` already holds this row's pixels: it is the row above, unchanged.
                    sumRepeatedRows(1)
                    try deflater.compress(UnsafeRawBufferPointer(start: repeated, count: rowBytes + 1), appendingTo: &idat)
                    y += 1
                    continue
                }
                let pixels = source + y * width * 4
                if channels == 3 {
                    Self.copyColourBytes(from: pixels, pixels: width, to: current + 1)
                } else {
                    UnsafeMutableRawPointer(current + 1).copyMemory(from: pixels, byteCount: rowBytes)
                }
                var line = current
                if row == .adaptive {
                    let best = PNGRowFilter.minimumSumOfMagnitudes(
                        row: current + 1, previous: previous + 1, count: rowBytes, bytesPerPixel: channels,
                        out: filtered + 1, scratch: scratch + 1)
                    line = best.bytes - 1
                    line[0] = best.filter.rawValue
                } else {
                    line[0] = PNGRowFilter.none.rawValue
                }
                let scanline = UnsafeRawBufferPointer(start: line, count: rowBytes + 1)
                checksum.update(scanline)
                try deflater.compress(scanline, appendingTo: &idat)
                swap(&current, &previous)
                y += 1
            }
            try deflater.finish(appendingTo: &idat)
            idat += PNGChunkWriter.bigEndian(checksum.value)
        }
        try png.chunk("IEND", data: [])
        return png.bytes
    }

    /// The zlib settings for this encoder's compression and `plan` (see the measurements above).
    func settings(for plan: PNGRowPlan) -> DeflateStream.Settings {
        switch compression {
        case .unfilteredLevel3:
            return .init(level: 3)
        case .fastLevel1:
            // Not deflated by zlib (PNGEncoder+FastLevel1.swift); the level its header names.
            return .init(level: 1)
        case .adaptiveFiltersLevel6 where plan.isMostlyContinuousTone:
            return .init(level: 6, strategy: Z_FILTERED)
        case .adaptiveFiltersLevel6:
            // Level 3 is zlib's greedy matcher (deflate_fast). A max_lazy of 258 there means
            // "insert every string into the hash, however long the match": runs of flat
            // colour then match at distance 3 or one row up, cheap to code, instead of at
            // whatever distance the last indexed position left. Chains of 128 rather than
            // the level's 32 find the longer match a text or edge row has further back: S5
            // 44,016 -> 41,154 B for about 1.5 ms more of its 13 (64: 43,576 B; 256: 39,741 B
            // for 0.7 ms more again).
            return .init(level: 3, tune: (good: 8, lazy: 258, nice: 258, chain: 128))
        }
    }

    /// Copies R, G, B of `pixels` RGBA8 pixels to `destination`, which must have room for
    /// one byte more than `3 * pixels`: each pixel is stored as one unaligned 4-byte word
    /// whose last byte the next pixel overwrites (1.4x faster than three byte stores, measured).
    package static func copyColourBytes(from source: UnsafeRawPointer, pixels: Int, to destination: UnsafeMutableRawPointer) {
        rc_copy_colour_bytes(
            source.assumingMemoryBound(to: UInt8.self), pixels,
            destination.assumingMemoryBound(to: UInt8.self))
    }
}
