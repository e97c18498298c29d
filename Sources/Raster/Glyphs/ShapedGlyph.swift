/// One positioned glyph out of the shaper, in points at its run's font size.
///
/// Offsets and advances are exactly HarfBuzz's, scaled from font units; y grows
/// upwards as in fonts (the layout flips it when placing lines).
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph index in its run's face.
    public var glyph: UInt32
    /// The UTF-16 offset, in the paragraph's text, of the first code unit of the cluster.
    public var cluster: Int
    public var xAdvance: Double
    public var yAdvance: Double
    public var xOffset: Double
    public var yOffset: Double
    /// A factor on the width of the glyph's outline (its ink), about the glyph's origin;
    /// 1 draws the outline as the font has it. The text stage widens SF Pro's stand-in
    /// digits with it (`SystemFontCompensation.digitAdvanceScale`).
    public var inkWidthScale: Double

    public init(
        glyph: UInt32, cluster: Int, xAdvance: Double, yAdvance: Double = 0, xOffset: Double = 0, yOffset: Double = 0,
        inkWidthScale: Double = 1
    ) {
        self.glyph = glyph
        self.cluster = cluster
        self.xAdvance = xAdvance
        self.yAdvance = yAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
        self.inkWidthScale = inkWidthScale
    }
}
