// libpng's own writer, through its simplified API (no longjmp across Swift frames):
// what PNGEncoder used before it wrote the stream itself, kept as the yardstick its
// sizes and speed are held to (tests, measurements), not as a path callers take.

import CPNG

extension PNGEncoder {
    /// `pixmap` written by libpng's `png_image_write_to_memory` at its defaults (adaptive
    /// filters, zlib level 6, Z_FILTERED), in the colour type `encode(_:)` writes.
    package static func libpngEncode(_ pixmap: Pixmap, dropsAlphaWhenOpaque: Bool = true) throws(PNGError) -> [UInt8] {
        let rgb = dropsAlphaWhenOpaque && pixmap.isOpaque
        let channels = rgb ? 3 : 4
        let pixels = rgb ? colourBytes(of: pixmap) : pixmap.unpremultipliedData()

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
        var capacity = maxEncodedSize(width: pixmap.width, height: pixmap.height, channels: channels)
        for _ in 0..<2 {
            image.pointee = png_image()
            image.pointee.version = CPNG_IMAGE_VERSION
            image.pointee.width = UInt32(pixmap.width)
            image.pointee.height = UInt32(pixmap.height)
            image.pointee.format = rgb ? CPNG_FORMAT_RGB : CPNG_FORMAT_RGBA

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

    /// R, G, B of every pixel, for an opaque pixmap (premultiplied equals straight at alpha 255).
    static func colourBytes(of pixmap: Pixmap) -> [UInt8] {
        let rowBytes = pixmap.width * 3
        // One spare byte for copyColourBytes' last store, dropped at the end.
        var out = [UInt8](unsafeUninitializedCapacity: rowBytes * pixmap.height + 1) { out, initialized in
            pixmap.data.withUnsafeBytes { src in
                for y in 0..<pixmap.height {
                    copyColourBytes(
                        from: src.baseAddress! + y * pixmap.width * 4, pixels: pixmap.width,
                        to: out.baseAddress! + y * rowBytes)
                }
            }
            initialized = rowBytes * pixmap.height + 1
        }
        out.removeLast()
        return out
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
