import CKernels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A premultiplied RGBA8 raster: bytes R, G, B, A per pixel, rows top to bottom,
/// no row padding (`stride == width * 4`). Colours are gamma-encoded sRGB.
///
/// A value type: copies share storage until one of them is written.
public struct Pixmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, premultiplied (every colour byte ≤ its alpha).
    public internal(set) var data: [UInt8]

    /// The largest side accepted, in pixels; larger requests are a caller error, not an allocation.
    public static let maxDimension = 32_768
    /// The largest pixel count accepted (256 Mpx = 1 GiB of RGBA8).
    public static let maxPixelCount = 1 << 28
    /// The limits in words, as every message about a picture too large gives them (a PNG
    /// file, a display list, a laid-out list, a sheet), so each says the same numbers alike.
    public static let limitsInWords = "the limit of \(maxDimension) pixels a side and \(maxPixelCount) pixels in all"

    /// A transparent pixmap, or nil when a side is not positive or the size is over the limits.
    public init?(width: Int, height: Int) {
        self.init(width: width, height: height) { bytes, count in memset(bytes, 0, count) }
    }

    /// A pixmap whose bytes are not written yet, for a canvas that writes every pixel
    /// before anything reads it (`Canvas(width:height:clearedTo:)`); nil as `init(width:height:)`.
    package init?(unwrittenWidth width: Int, height: Int) {
        self.init(width: width, height: height) { _, _ in }
    }

    /// A pixmap filled with one colour, written once (no zeroing first: a full-screen
    /// picture at 3x is 12 MB, and filling it twice showed in the list benchmark).
    public init?(width: Int, height: Int, color: PremultipliedRGBA8) {
        let v = color.packed
        self.init(width: width, height: height) { bytes, count in
            // rc_fill_span, not `initialize(repeating:)`, which an unoptimised build runs as
            // a generic copy per pixel.
            rc_fill_span(UnsafeMutableRawPointer(bytes).bindMemory(to: UInt32.self, capacity: count / 4), count / 4, v)
        }
    }

    /// A pixmap of a valid size whose new buffer (large pages advised first) `write` fills:
    /// the one place the three initialisers above allocate.
    private init?(width: Int, height: Int, writing write: (UnsafeMutablePointer<UInt8>, Int) -> Void) {
        guard Pixmap.isValidSize(width: width, height: height) else { return nil }
        self.width = width
        self.height = height
        let bytes = width * height * 4
        self.data = [UInt8](unsafeUninitializedCapacity: bytes) { buffer, count in
            Pixmap.adviseLargePages(buffer.baseAddress!, count: bytes)
            write(buffer.baseAddress!, bytes)
            count = bytes
        }
    }

    /// The smallest buffer given large pages: 4 MiB, so at least one whole 2 MiB page
    /// lies inside it (a 3x phone screen is 11.9 MB, a 1x cell a few hundred KB).
    static let largePageThreshold = 4 << 20

    /// Asks Linux to back the whole 2 MiB pages inside a new picture's buffer with
    /// transparent huge pages before its first write; elsewhere, or for a small buffer,
    /// nothing.
    ///
    /// A picture is written and read end to end several times (the clear, the opaque
    /// fills, the fingerprint of a snapshot test), at the speed memory streams. With 4 KiB
    /// pages a 3x screen is 2,900 pages: as many page faults the first time a buffer is
    /// used, a TLB miss every 4 KiB and, on Zen 3, a hardware prefetcher that stops at each
    /// page's end; with 2 MiB pages, five pages and the stream runs through. A C loop that
    /// clears and reads such a buffer 300 times took 11–16 % less CPU so, alone or with a
    /// copy on the other core, and a run of 200 screens half the page faults or fewer
    /// (docs/performance.md, "Two jobs: the planning overlapped, the pictures on large
    /// pages"). Only the kernel's bookkeeping changes: the bytes are the
    /// same, and where the kernel has no large page to give (THP `never`, memory
    /// fragmented) the call changes nothing.
    static func adviseLargePages(_ base: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
            guard count >= largePageThreshold else { return }
            let page = 2 << 20
            let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
            let end = (Int(bitPattern: base) + count) & ~(page - 1)
            guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
            // Advice only: a refusal (an old kernel, THP compiled out) leaves 4 KiB pages.
            _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }

    /// Wraps premultiplied RGBA8 bytes; nil when the count does not match the size or a colour
    /// byte exceeds its alpha.
    public init?(width: Int, height: Int, premultipliedData: [UInt8]) {
        guard Pixmap.isValidSize(width: width, height: height),
            premultipliedData.count == width * height * 4,
            premultipliedData.withUnsafeBufferPointer({ rc_is_premultiplied($0.baseAddress!, width * height) }) != 0
        else { return nil }
        self.width = width
        self.height = height
        self.data = premultipliedData
    }

    /// Same size and same bytes, compared with one `memcmp` (an array's own `==` goes element
    /// by element, which an unoptimised build runs as a generic call per byte).
    public static func == (a: Pixmap, b: Pixmap) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.data.withUnsafeBytes { x in b.data.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }

    public static func isValidSize(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maxDimension && height <= maxDimension
            && width * height <= maxPixelCount
    }

    public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    /// The pixel at (x, y); the caller keeps the coordinates in bounds.
    public subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
            let i = (y * width + x) * 4
            return PremultipliedRGBA8(r: data[i], g: data[i + 1], b: data[i + 2], a: data[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
            let i = (y * width + x) * 4
            data[i] = newValue.r
            data[i + 1] = newValue.g
            data[i + 2] = newValue.b
            data[i + 3] = newValue.a
        }
    }

    /// Sets every pixel to `color`.
    public mutating func fill(_ color: PremultipliedRGBA8) {
        let v = color.packed
        data.withUnsafeMutableBytes { raw in
            fillPixels(raw.bindMemory(to: UInt32.self).baseAddress!, count: raw.count / 4, value: v)
        }
    }

    /// True when every alpha byte is 255.
    public var isOpaque: Bool {
        data.withUnsafeBufferPointer { rc_all_opaque($0.baseAddress!, width * height) != 0 }
    }

    /// A copy of a region; nil when the region is empty after clamping to the bounds.
    public func cropped(to r: IntRect) -> Pixmap? {
        let c = r.intersection(bounds)
        guard !c.isEmpty, var out = Pixmap(width: c.width, height: c.height) else { return nil }
        data.withUnsafeBytes { src in
            out.data.withUnsafeMutableBytes { dst in
                for row in 0..<c.height {
                    let s = ((c.y + row) * width + c.x) * 4
                    let d = row * c.width * 4
                    dst.baseAddress!.advanced(by: d).copyMemory(from: src.baseAddress!.advanced(by: s), byteCount: c.width * 4)
                }
            }
        }
        return out
    }

    /// Copies `source` into this pixmap with its top-left pixel at (x, y), clipped to the bounds.
    public mutating func paste(_ source: Pixmap, x: Int, y: Int) {
        let r = IntRect(x: x, y: y, width: source.width, height: source.height).intersection(bounds)
        guard !r.isEmpty else { return }
        let w = width
        source.data.withUnsafeBytes { src in
            data.withUnsafeMutableBytes { dst in
                for row in 0..<r.height {
                    let s = ((r.y - y + row) * source.width + (r.x - x)) * 4
                    let d = ((r.y + row) * w + r.x) * 4
                    dst.baseAddress!.advanced(by: d).copyMemory(from: src.baseAddress!.advanced(by: s), byteCount: r.width * 4)
                }
            }
        }
    }

    /// Straight-alpha RGBA8 bytes (colour divided by alpha, rounded), as PNG files store them.
    /// (A C loop: see rc_pixels.h for why, and RasterTests for the Swift it is checked against.)
    public func unpremultipliedData() -> [UInt8] {
        let count = data.count
        return data.withUnsafeBufferPointer { src in
            [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                rc_unpremultiply(src.baseAddress!, out.baseAddress!, count / 4)
                initialized = count
            }
        }
    }

    /// Builds a pixmap from straight-alpha RGBA8 bytes, premultiplying with rounding.
    public init?(width: Int, height: Int, unpremultipliedData src: [UInt8]) {
        guard Pixmap.isValidSize(width: width, height: height), src.count == width * height * 4 else { return nil }
        var out = src
        out.withUnsafeMutableBufferPointer { rc_premultiply($0.baseAddress!, width * height) }
        self.width = width
        self.height = height
        self.data = out
    }
}

/// `x / 255` rounded to nearest, exact for `x` in 0...65535 (Blinn's formula).
@inline(__always) func div255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
}
