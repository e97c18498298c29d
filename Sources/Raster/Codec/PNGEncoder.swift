// The PNG writer, through libpng's simplified API (no longjmp across Swift
// frames). That API offers exactly two compression settings, so `Compression`
// names both by what libpng 1.6 does for them (png_image_write_main in
// pngwrite.c: PNG_IMAGE_FLAG_FAST sets PNG_NO_FILTERS and zlib level 3).
// Measured through this encoder (release, in process, median of 11) on a
// 1170 x 2532 opaque list screenshot of 16 flat anti-aliased rounded-rect rows:
//
//                                          as RGB             as RGBA
//   adaptive filters, zlib 6 (default)   64 ms  45,937 B    91 ms  52,519 B
//   no filters, zlib 3 (FAST)            14 ms  70,149 B    21 ms  94,511 B
//
// FAST is 4-5x faster but 1.5-1.8x larger, so it is opt-in. Writing opaque
// pixmaps as RGB is what wins on both counts against libpng's defaults as
// usually called (RGBA). No filters at zlib 6 would win outright (24 ms and
// 37,761 IDAT bytes with zlib called directly) but the simplified API cannot ask for it.

import CPNG

/// Writes premultiplied pixmaps as 8-bit, non-interlaced sRGB PNG files.
public struct PNGEncoder: Sendable, Hashable {
    /// The row filtering and zlib level libpng uses.
    public enum Compression: Sendable, Hashable {
        /// libpng's defaults: a filter chosen per row, zlib level 6. The smaller file.
        case adaptiveFiltersLevel6
        /// No row filters, zlib level 3 (libpng's `PNG_IMAGE_FLAG_FAST`): 4-5x
        /// faster on flat UI pictures, but the file is 1.5-1.8x larger.
        case unfilteredLevel3
    }

    /// How hard libpng compresses.
    public var compression: Compression
    /// Whether a fully opaque pixmap is written as RGB rather than RGBA:
    /// a quarter less data to filter and deflate, decoded to the same pixels.
    public var dropsAlphaWhenOpaque: Bool

    public init(compression: Compression = .adaptiveFiltersLevel6, dropsAlphaWhenOpaque: Bool = true) {
        self.compression = compression
        self.dropsAlphaWhenOpaque = dropsAlphaWhenOpaque
    }

    /// The PNG byte stream of `pixmap`, with straight (un-premultiplied) alpha.
    ///
    /// Every valid premultiplied pixel survives `PNGDecoder.decode` exactly:
    /// un-premultiplying rounds to within half a step, and multiplying back by
    /// an alpha below 255 shrinks that error under half a step again.
    public func encode(_ pixmap: Pixmap) throws(PNGError) -> [UInt8] {
        let rgb = dropsAlphaWhenOpaque && pixmap.isOpaque
        let channels = rgb ? 3 : 4
        let pixels = rgb ? Self.colourBytes(of: pixmap) : pixmap.unpremultipliedData()

        let image = UnsafeMutablePointer<png_image>.allocate(capacity: 1)
        image.initialize(to: png_image())  // zeroed; `opaque` must start nil
        defer {
            png_image_free(image)
            image.deinitialize(count: 1)
            image.deallocate()
        }

        // One pass into a buffer that cannot overflow: the bound is a little over
        // the raw size, and untouched pages of a large allocation cost nothing.
        // libpng reports the size it needed if the bound is ever wrong; retry once.
        var capacity = Self.maxEncodedSize(width: pixmap.width, height: pixmap.height, channels: channels)
        for _ in 0..<2 {
            image.pointee = png_image()
            image.pointee.version = CPNG_IMAGE_VERSION
            image.pointee.width = UInt32(pixmap.width)
            image.pointee.height = UInt32(pixmap.height)
            image.pointee.format = rgb ? CPNG_FORMAT_RGB : CPNG_FORMAT_RGBA
            image.pointee.flags = compression == .unfilteredLevel3 ? CPNG_IMAGE_FLAG_FAST : 0

            let output = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
            defer { output.deallocate() }
            var written = capacity
            let ok = pixels.withUnsafeBytes { raw in
                png_image_write_to_memory(
                    image, output.baseAddress, &written, 0, raw.baseAddress,
                    Int32(pixmap.width * channels), nil)
            }
            if ok != 0 {
                return [UInt8](UnsafeRawBufferPointer(rebasing: output[..<written]))
            }
            // A failed call that raised `written` only ran out of room; anything else is an error.
            guard written > capacity else {
                throw .encodeFailed(PNGError.libpngMessage(of: image))
            }
            png_image_free(image)
            capacity = written
        }
        throw .encodeFailed("the PNG outgrew libpng's own size estimate")
    }

    /// Encodes `pixmap` and replaces the file at `path` atomically: readers see
    /// the old file or the complete new one, never a partial write.
    public func write(_ pixmap: Pixmap, toFile path: String) throws(PNGError) {
        let bytes = try encode(pixmap)
        try AtomicFile.write(bytes, to: path)
    }

    /// R, G, B of every pixel, for an opaque pixmap (premultiplied equals straight at alpha 255).
    static func colourBytes(of pixmap: Pixmap) -> [UInt8] {
        let pixelCount = pixmap.width * pixmap.height
        return [UInt8](unsafeUninitializedCapacity: pixelCount * 3) { out, initialized in
            pixmap.data.withUnsafeBufferPointer { src in
                var s = 0
                var d = 0
                for _ in 0..<pixelCount {
                    out[d] = src[s]
                    out[d + 1] = src[s + 1]
                    out[d + 2] = src[s + 2]
                    s += 4
                    d += 3
                }
            }
            initialized = pixelCount * 3
        }
    }

    /// An upper bound on the PNG size, after libpng's PNG_IMAGE_PNG_SIZE_MAX:
    /// zlib's worst case over the filtered rows, plus chunk framing and headers.
    static func maxEncodedSize(width: Int, height: Int, channels: Int) -> Int {
        let raw = height * (1 + width * channels)  // a filter byte per row
        let deflated = raw + (raw + 7) / 8 + (raw + 63) / 64 + 11
        let framing = 12 * (deflated / 8192 + 1)  // IDATs of at most PNG_ZBUF_SIZE bytes
        return deflated + framing + 1024  // signature, IHDR, sRGB/gAMA/cHRM, IEND
    }
}
