import Raster

/// One laid-out line of a ``TextLayout``.
public struct TextLine: Sendable {
    /// The UTF-16 range of the source text the line stands for: from its first character
    /// to where the next line starts (hanging spaces and the hard break included); for a
    /// truncated last line, to the end of the text.
    public let range: Range<Int>
    /// The line's box in the layout's coordinates (points, y down): `x` and `width` span
    /// the drawn glyphs (hanging whitespace excluded), `y` and `height` the line's height.
    public let frame: Rect
    /// The baseline's y in the layout's coordinates.
    public let baseline: Double
    /// Runs in visual order, left to right, positioned relative to `frame.minX`.
    public let runs: [PositionedRun]
    /// Whether text is hidden at this line (ellipsis, clipping, or lines dropped after it).
    public let isTruncated: Bool
    /// The characters shown, in logical order, with "…" where text was cut.
    public let text: String
    /// Height above the baseline of the tallest font on the line (points).
    public let ascent: Double
    /// Depth below the baseline of the deepest font on the line (points, positive).
    public let descent: Double

    public init(
        range: Range<Int>, frame: Rect, baseline: Double, runs: [PositionedRun], isTruncated: Bool,
        text: String, ascent: Double, descent: Double
    ) {
        self.range = range
        self.frame = frame
        self.baseline = baseline
        self.runs = runs
        self.isTruncated = isTruncated
        self.text = text
        self.ascent = ascent
        self.descent = descent
    }
}
