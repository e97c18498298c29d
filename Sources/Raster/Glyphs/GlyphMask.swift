/// A glyph's coverage at one size and subpixel phase, ready to composite.
///
/// Coverage is grayscale (one byte per device pixel), from the analytic rasterizer
/// with the non-zero rule; the phase the mask was made for is baked into it.
public struct GlyphMask: Sendable {
    /// Offset of the mask's top-left pixel from the pen position (whole device pixels, y down).
    public let left: Int
    public let top: Int
    public let width: Int
    public let height: Int
    /// `width * height` coverage values, 255 = fully inside.
    public var coverage: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: storage.count)) }
    /// The same values where the compositor reads them; valid while the mask is alive.
    let storage: GlyphCoverage

    public init(left: Int, top: Int, width: Int, height: Int, coverage: [UInt8]) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height, "coverage must be width × height")
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.storage = GlyphCoverage(coverage)
    }

    /// The mask of a glyph with no outline (a space).
    public static let empty = GlyphMask(left: 0, top: 0, width: 0, height: 0, coverage: [])

    /// Approximate memory held, for cache accounting.
    package var byteCount: Int { storage.count + 64 }
}
