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

    public init(glyph: UInt32, cluster: Int, xAdvance: Double, yAdvance: Double = 0, xOffset: Double = 0, yOffset: Double = 0) {
        self.glyph = glyph
        self.cluster = cluster
        self.xAdvance = xAdvance
        self.yAdvance = yAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }
}
