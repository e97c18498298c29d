import CKernels

/// A PNG file's image data inflated and not yet unfiltered: what the reader's direct path
/// (`PNGDirectDecoder`) holds between libdeflate and the row work. A failing comparison
/// takes a reference in this form (`Pixmap.comparePass(withScanlines:...)`), so the
/// reference's rows are unfiltered and compared one at a time instead of first being
/// written out as a picture and read back.
package struct PNGScanlines: Sendable {
    package let width: Int
    package let height: Int
    /// 3 (RGB) or 4 (RGBA), 8 bits each.
    package let channels: Int
    /// `height` scanlines of a filter byte and `width * channels` bytes.
    var bytes: [UInt8]
    /// The Adler-32 the zlib stream ends with, which `bytes` have not been checked against
    /// yet: whoever reads them sums them on the way (the comparison pass while each row is
    /// in the cache, ``pixmap()`` before unfiltering), where the inflater had read all of
    /// them again (8.9 MB for a 3x screen) to check it. Bytes that do not match it are a
    /// corrupt file, as a wrong checksum was to the inflater.
    let adler: UInt32

    /// The premultiplied picture, or nil at a filter byte above 4 or a wrong Adler-32 (a
    /// corrupt file, which libpng then reads to say so). Unfilters in place: the scanlines
    /// are spent.
    package consuming func pixmap() -> Pixmap? {
        let (width, height, channels) = (width, height, channels)
        var sum = Adler32()
        bytes.withUnsafeBytes { sum.update($0) }
        guard sum.value == adler else { return nil }
        var unfiltered = false
        let data = bytes.withUnsafeMutableBufferPointer { scanlines in
            [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
                unfiltered =
                    rc_png_unfilter_rows(scanlines.baseAddress!, width, height, Int32(channels), buffer.baseAddress!) == 0
                // Premultiplied, as every pixmap is; opaque pixels are already.
                if unfiltered, channels == 4 { rc_premultiply(buffer.baseAddress!, width * height) }
                initialized = buffer.count
            }
        }
        guard unfiltered else { return nil }
        return Pixmap(width: width, height: height, checkedPremultipliedData: data)
    }
}

extension Pixmap {
    /// Wraps bytes made premultiplied (by `rc_premultiply`, or opaque) without checking them
    /// again as `init(width:height:premultipliedData:)` does.
    fileprivate init(width: Int, height: Int, checkedPremultipliedData data: [UInt8]) {
        self.width = width
        self.height = height
        self.data = data
    }
}
