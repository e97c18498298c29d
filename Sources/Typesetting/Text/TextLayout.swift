import Raster

/// Text broken into positioned lines: the result of ``TextLayoutEngine/layout(_:style:width:environment:catalog:)``.
///
/// Coordinates are points, y growing downward from the top of the first line's box. Each
/// line box is the paragraph style's ``ParagraphStyle/lineHeight`` tall, or the tallest
/// font's ascent + descent + line gap (Inter: 1.2102 × size, 20.574 pt at 17 pt, against
/// SF Pro's 1.1934 × size = 20.287). The glyphs sit centred in the box — extra leading
/// split half above, half below — so the baseline is
/// `top + (height − ascent − descent) / 2 + ascent`. (A decision: TextKit 1 with a fixed
/// line height puts all extra space above the glyphs; centring is what a list cell's
/// label looks like at the HIG leading, and it is symmetric when the height shrinks.)
///
/// An empty text has no lines and a zero size, like UILabel's intrinsic size for "".
public struct TextLayout: Sendable {
    public let lines: [TextLine]
    /// The bounding size: the widest line including its indent (alignment offsets not
    /// counted, so measuring is independent of alignment), by the sum of line heights.
    /// Not rounded: snap once, where the layout is placed.
    public let size: Size
    /// Baseline of the first line (0 when empty).
    public let firstBaseline: Double
    /// Baseline of the last line (0 when empty).
    public let lastBaseline: Double
    /// Whether any text is hidden (truncated, clipped, or beyond `numberOfLines`).
    public let isTruncated: Bool
    /// The font scale ``ParagraphStyle/adjustsFontSizeToFitWidth`` chose (1 when off).
    public let fontScale: Double

    public init(
        lines: [TextLine], size: Size, firstBaseline: Double, lastBaseline: Double, isTruncated: Bool,
        fontScale: Double = 1
    ) {
        self.lines = lines
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.isTruncated = isTruncated
        self.fontScale = fontScale
    }

    public var lineCount: Int { lines.count }

    /// The empty layout.
    public static let empty = TextLayout(lines: [], size: .zero, firstBaseline: 0, lastBaseline: 0, isTruncated: false)
}
