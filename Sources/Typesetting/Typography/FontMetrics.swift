/// Scales sizes and fonts the way a text style grows with Dynamic Type (`UIFontMetrics`).
///
/// Apple does not publish the curve (docs/uikit-reference.md §1 and §7: N/F). This models it as
/// proportional to the style's point size: a value scales by
/// `size(style, category) / size(style, Large)`, which the reference calls a reasonable
/// model for Body-based metrics such as the 24-pt symbol width and the 28-pt plain header.
public struct FontMetrics: Hashable, Sendable {
    public let textStyle: TextStyle

    /// Metrics that scale like Body (`UIFontMetrics.default`).
    public static let `default` = FontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: TextStyle) {
        self.textStyle = textStyle
    }

    /// A value designed at Large, scaled for `category` (unspecified means Large, so the
    /// value comes back unchanged). The model adds UIKit's `compatibleWith:` traits form.
    public func scaledValue(for value: Double, category: ContentSizeCategory) -> Double {
        value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// A font designed at Large, scaled for `category` and never larger than
    /// `maximumPointSize`; the result keeps following Dynamic Type through
    /// ``Font/resolved(for:)``.
    public func scaledFont(for font: Font, maximumPointSize: Double = .infinity, category: ContentSizeCategory)
        -> Font
    {
        var f = font
        f.textStyle = nil
        f.leadingVariant = .standard
        f.scaling = Font.Scaling(style: textStyle, sizeAtLarge: font.pointSize, maximumPointSize: maximumPointSize)
        f.pointSize = min(maximumPointSize, scaledValue(for: font.pointSize, category: category))
        f.leading = Font.naturalLineHeight(forPointSize: f.pointSize)
        return f
    }
}
