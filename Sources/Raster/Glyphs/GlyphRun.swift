/// Positioned glyphs of one source at one size: what text hands the rasterizer.
///
/// Advances and offsets are in the run's units (points, or whatever user space the run
/// is drawn in), y up as in fonts; ``Canvas/draw(_:at:color:)`` maps them to device pixels.
public struct GlyphRun: Sendable {
    public var source: any GlyphSource
    /// Font size: user-space units per em.
    public var size: Double
    public var glyphs: [ShapedGlyph]

    public init(source: any GlyphSource, size: Double, glyphs: [ShapedGlyph]) {
        self.source = source
        self.size = size
        self.glyphs = glyphs
    }

    /// The sum of the glyph advances.
    public var width: Double { glyphs.reduce(0) { $0 + $1.xAdvance } }
}
