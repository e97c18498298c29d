import Raster

/// A font described as data (`UIFont`): family, size, weight, slant and leading.
///
/// Nothing here loads a font file; the text stage maps a `Font` to a face at draw time,
/// so configurations stay plain values that compare, hash and encode.
///
/// A font made from a text style remembers the style, so it can be re-resolved for
/// another content size category (``resolved(for:)``) — what
/// `adjustsFontForContentSizeCategory` relies on.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// Which typeface family.
    public enum Family: Hashable, Sendable {
        /// The system font, SF Pro.
        case system
        /// A family by name, e.g. "New York".
        case named(String)
    }

    public var family: Family
    /// Size in points.
    public var pointSize: Double
    public var weight: FontWeight
    public var isItalic: Bool
    /// The Dynamic Type style the font came from, if any.
    public var textStyle: TextStyle?
    /// The style's leading variant; only meaningful with a ``textStyle``.
    public var leadingVariant: FontLeading
    /// Line-to-line distance in points: the style's leading for text-style fonts,
    /// otherwise ``naturalLineHeight(forPointSize:)``.
    public var leading: Double
    /// For fonts scaled by ``FontMetrics``: the size at Large and the style whose curve
    /// scales it. `nil` for fixed fonts and for text-style fonts (they use the table).
    var scaling: Scaling?

    struct Scaling: Hashable, Sendable {
        var style: TextStyle
        var sizeAtLarge: Double
        var maximumPointSize: Double
    }

    /// A font of a named family (`UIFont(name:size:)`).
    public init(name: String, size: Double, weight: FontWeight = .regular, isItalic: Bool = false) {
        family = .named(name)
        pointSize = size
        self.weight = weight
        self.isItalic = isItalic
        textStyle = nil
        leadingVariant = .standard
        leading = Font.naturalLineHeight(forPointSize: size)
        scaling = nil
    }

    init(
        family: Family, pointSize: Double, weight: FontWeight, isItalic: Bool, textStyle: TextStyle?,
        leadingVariant: FontLeading, leading: Double, scaling: Scaling? = nil
    ) {
        self.family = family
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
        self.leadingVariant = leadingVariant
        self.leading = leading
        self.scaling = scaling
    }

    /// The system font at a fixed size (`UIFont.systemFont(ofSize:weight:)`); it does not
    /// follow Dynamic Type unless scaled with ``FontMetrics``.
    public static func systemFont(ofSize size: Double, weight: FontWeight = .regular) -> Font {
        Font(
            family: .system, pointSize: size, weight: weight, isItalic: false, textStyle: nil,
            leadingVariant: .standard, leading: naturalLineHeight(forPointSize: size))
    }

    /// The bold system font at a fixed size (`UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The italic system font at a fixed size (`UIFont.italicSystemFont(ofSize:)`).
    public static func italicSystemFont(ofSize size: Double) -> Font {
        var f = systemFont(ofSize: size)
        f.isItalic = true
        return f
    }

    /// The font for a text style at a content size category (UIKit's
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` reads it from the traits; the
    /// model offers that form). An unspecified category means Large.
    public static func preferredFont(forTextStyle style: TextStyle, contentSizeCategory: ContentSizeCategory = .large)
        -> Font
    {
        preferredFont(forTextStyle: style, weight: style.weight, leading: .standard, category: contentSizeCategory)
    }

    package static func preferredFont(
        forTextStyle style: TextStyle, weight: FontWeight, leading variant: FontLeading,
        category: ContentSizeCategory
    ) -> Font {
        let m = style.metrics(for: category)
        return Font(
            family: .system, pointSize: m.size, weight: weight, isItalic: false, textStyle: style,
            leadingVariant: variant, leading: m.leading + variant.adjustment)
    }

    /// SF Pro's natural line height (what `UIFont.lineHeight` reports and a label stacks
    /// lines at): hhea ascender 1950 + descender 494 on a 2048 em, i.e. 20.287… at 17 pt
    /// (docs/uikit-reference.md §1). Used as the leading of fonts that have no text style.
    public static func naturalLineHeight(forPointSize size: Double) -> Double {
        size * 2444 / 2048
    }

    /// The same font at a content size category: text-style fonts take the style's size
    /// and leading there, ``FontMetrics``-scaled fonts scale again, fixed fonts are unchanged.
    public func resolved(for category: ContentSizeCategory) -> Font {
        var f = self
        if let style = textStyle {
            let m = style.metrics(for: category)
            f.pointSize = m.size
            f.leading = m.leading + leadingVariant.adjustment
        } else if let s = scaling {
            let scaled = FontMetrics(forTextStyle: s.style).scaledValue(for: s.sizeAtLarge, category: category)
            f.pointSize = min(s.maximumPointSize, scaled)
            f.leading = Font.naturalLineHeight(forPointSize: f.pointSize)
        }
        return f
    }

    /// The same font at another size; it no longer follows Dynamic Type (`withSize(_:)`).
    public func withSize(_ size: Double) -> Font {
        var f = self
        f.pointSize = size
        f.textStyle = nil
        f.scaling = nil
        f.leadingVariant = .standard
        f.leading = Font.naturalLineHeight(forPointSize: size)
        return f
    }

    /// The same font at another weight.
    public func withWeight(_ weight: FontWeight) -> Font {
        var f = self
        f.weight = weight
        return f
    }

    /// The same font with the bold symbolic trait: a text style's emphasized weight, or
    /// Bold for other fonts.
    public func emphasized() -> Font {
        withWeight(textStyle?.emphasizedWeight ?? .bold)
    }

    /// The italic version of the font.
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }

    public var description: String {
        let name: String
        switch family {
        case .system: name = "system"
        case .named(let n): name = n
        }
        let style = textStyle.map { " \($0)" } ?? ""
        return "Font(\(name)\(style) \(pointSize)pt \(weight)\(isItalic ? " italic" : ""), leading \(leading))"
    }
}
