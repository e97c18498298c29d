import Raster

/// A shaped run placed on a line: everything drawing needs to paint it.
///
/// Glyph positions are `x` plus the running sum of the glyphs' advances, from the line
/// frame's left edge, with glyph offsets applied and y up from the line's baseline.
public struct PositionedRun: Sendable {
    /// Glyphs in visual order, sized in points (``ShapedRun/size``), with the face to draw
    /// them from.
    public let run: ShapedRun
    /// Left edge of the run, points from the line frame's left edge.
    public let x: Double
    /// The run's colour, straight sRGB (resolved when the text was styled).
    public let color: RGBAColor

    public init(run: ShapedRun, x: Double, color: RGBAColor) {
        self.run = run
        self.x = x
        self.color = color
    }

    /// The run's advance width in points.
    public var width: Double { run.width }
}
