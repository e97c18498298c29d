/// A glyph's coverage at one size and subpixel phase, ready to composite.
public struct GlyphMask: Sendable {
    /// Offset of the mask's top-left pixel from the pen position (whole device pixels, y down).
    public let left: Int
    public let top: Int
    public let width: Int
    public let height: Int
    /// `width * height` coverage values, 255 = fully inside.
    public let coverage: [UInt8]
}
