/// A colour glyph (an emoji) as its font stores it: a premultiplied bitmap at one strike size.
///
/// Colour bitmap fonts such as Noto Color Emoji keep one strike (109 px per em); text
/// at any other size draws the strike scaled by `size / pixelsPerEm`, placed by the
/// strike's bearings scaled the same way.
public struct ColorGlyph: Sendable {
    /// The bitmap, premultiplied RGBA, at the strike size.
    public let image: Pixmap
    /// The strike's size in pixels per em.
    public let pixelsPerEm: Double
    /// From the pen position to the bitmap's left edge, strike pixels.
    public let bearingX: Double
    /// From the baseline up to the bitmap's top edge, strike pixels (y up).
    public let bearingY: Double
    /// The strike's horizontal advance, strike pixels.
    public let advance: Double

    public init(image: Pixmap, pixelsPerEm: Double, bearingX: Double, bearingY: Double, advance: Double) {
        self.image = image
        self.pixelsPerEm = pixelsPerEm
        self.bearingX = bearingX
        self.bearingY = bearingY
        self.advance = advance
    }

    /// Where the bitmap lands for a glyph drawn at `size` per em with its pen at
    /// (`penX`, `baseline`), in the same y-down units as the arguments.
    public func frame(penX: Double, baseline: Double, size: Double) -> Rect {
        let s = size / pixelsPerEm
        return Rect(
            x: penX + bearingX * s, y: baseline - bearingY * s,
            width: Double(image.width) * s, height: Double(image.height) * s)
    }

    /// Approximate memory held, for cache accounting.
    package var byteCount: Int { image.data.count + 64 }
}
