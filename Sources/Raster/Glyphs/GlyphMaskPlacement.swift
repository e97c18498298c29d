/// A glyph mask and the device pixel its pen position falls on.
public struct GlyphMaskPlacement: Sendable {
    public var mask: GlyphMask
    /// Pen position in whole device pixels (the mask carries the subpixel phase).
    public var x: Int
    public var y: Int

    public init(mask: GlyphMask, x: Int, y: Int) {
        self.mask = mask
        self.x = x
        self.y = y
    }
}
