import Raster

/// How a paragraph is wrapped, truncated, aligned and spaced (`NSParagraphStyle` plus the
/// `UILabel` properties that drive layout).
///
/// Defaults are a `UILabel`'s: natural alignment, tail truncation, one line, the font's
/// own line height, no indents.
public struct ParagraphStyle: Hashable, Sendable {
    public var alignment: TextAlignment
    public var lineBreakMode: LineBreakMode
    /// The most lines shown; 0 means as many as the text needs.
    public var numberOfLines: Int
    /// Distance from one line's top to the next in points. `nil` uses the fonts' own
    /// ascender − descender + line gap (the tallest font on each line); set it to a text
    /// style's leading (``Font/leading``) for the HIG line spacing. Extra space is split
    /// half above and half below the glyphs.
    public var lineHeight: Double?
    /// Head indent (left in LTR, right in RTL paragraphs) of the first
    /// ``firstLineHeadIndentCount`` lines of each paragraph, in points.
    public var firstLineHeadIndent: Double
    /// How many lines of each paragraph take ``firstLineHeadIndent`` (1 as in
    /// `NSParagraphStyle`; more to clear a drop cap or a badge).
    public var firstLineHeadIndentCount: Int
    /// Head indent of the remaining lines, in points.
    public var headIndent: Double
    /// A rectangle, in the layout's coordinates (y down from the top of the first line),
    /// that text flows around: lines whose box meets it vertically start past it when it
    /// lies in the left half of the width, or end before it when it lies in the right
    /// half. Lines below it return to the margins.
    public var exclusion: Rect?
    /// The paragraph direction; `.unspecified` takes the environment's layout direction, and
    /// when that is unspecified too, the first strong character (UAX #9 P2–P3).
    public var baseWritingDirection: LayoutDirection
    /// Case change applied before layout.
    public var transform: TextTransform
    /// Shrink the fonts (down to ``minimumScaleFactor``) until the text fits the width in
    /// the allowed lines without truncation.
    public var adjustsFontSizeToFitWidth: Bool
    /// The smallest scale ``adjustsFontSizeToFitWidth`` may apply, 0…1.
    public var minimumScaleFactor: Double
    /// Before truncating a line, try tightening its letter spacing by up to 5 % of the
    /// font size per character, as UIKit may do (`allowsDefaultTighteningForTruncation`).
    public var allowsDefaultTighteningForTruncation: Bool

    public init(
        alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .truncateTail,
        numberOfLines: Int = 1, lineHeight: Double? = nil, firstLineHeadIndent: Double = 0,
        firstLineHeadIndentCount: Int = 1, headIndent: Double = 0, exclusion: Rect? = nil,
        baseWritingDirection: LayoutDirection = .unspecified,
        transform: TextTransform = .none,
        adjustsFontSizeToFitWidth: Bool = false, minimumScaleFactor: Double = 0,
        allowsDefaultTighteningForTruncation: Bool = false
    ) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = numberOfLines
        self.lineHeight = lineHeight
        self.firstLineHeadIndent = firstLineHeadIndent
        self.firstLineHeadIndentCount = firstLineHeadIndentCount
        self.headIndent = headIndent
        self.exclusion = exclusion
        self.baseWritingDirection = baseWritingDirection
        self.transform = transform
        self.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        self.minimumScaleFactor = minimumScaleFactor
        self.allowsDefaultTighteningForTruncation = allowsDefaultTighteningForTruncation
    }

    /// A multi-line, word-wrapping style (`numberOfLines = 0`).
    public static let wrapping = ParagraphStyle(lineBreakMode: .wordWrap, numberOfLines: 0)
}
