/// One glyph mask asked of a ``GlyphSource``: which glyph, at which subpixel phase and
/// ink width.
public struct GlyphMaskRequest: Hashable, Sendable {
    /// Glyph positions are rounded to 1/`subpixelSteps` of a device pixel; a mask is made
    /// per phase, so text keeps HarfBuzz's fractional advances when it is drawn.
    public static let subpixelSteps = 4

    public var glyph: UInt32
    /// The pen's horizontal and vertical phase, in 0..<``subpixelSteps``.
    public var phaseX: Int
    public var phaseY: Int
    /// A factor on the width of the outline about the glyph's origin (``ShapedGlyph/inkWidthScale``).
    public var inkWidthScale: Double

    @inlinable public init(glyph: UInt32, phaseX: Int, phaseY: Int = 0, inkWidthScale: Double = 1) {
        self.glyph = glyph
        self.phaseX = phaseX
        self.phaseY = phaseY
        self.inkWidthScale = inkWidthScale
    }
}
