/// A face's vertical metrics at one size (points, or pixels if the size was in pixels).
///
/// Named so as not to clash with Typography's ``FontMetrics`` (the Dynamic Type scaler).
/// y up: ``ascender`` is positive, ``descender`` negative.
public struct FontMetricsInfo: Hashable, Sendable {
    public var size: Double
    public var ascender: Double
    public var descender: Double
    public var lineGap: Double
    public var capHeight: Double
    public var xHeight: Double

    public init(size: Double, ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double) {
        self.size = size
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// The face's natural line height: ascender − descender + line gap.
    public var lineHeight: Double { ascender - descender + lineGap }
}
