/// How a symbol image is sized and weighted (`UIImage.SymbolConfiguration`).
///
/// A symbol is sized like text: either by a Dynamic Type ``textStyle`` (so it grows with
/// the content size category) or by a fixed ``pointSize``, then adjusted by ``scale``.
/// Unset fields (`nil`, `.default`) let the context decide; ``applying(_:)`` merges.
/// `SymbolImage` turns a configuration into a size in points.
public struct SymbolConfiguration: Hashable, Sendable {
    /// Follow this text style's size; takes precedence over ``pointSize``.
    public var textStyle: TextStyle?
    /// A fixed size in points.
    public var pointSize: Double?
    public var weight: FontWeight?
    public var scale: SymbolScale

    public init(
        textStyle: TextStyle? = nil, pointSize: Double? = nil, weight: FontWeight? = nil,
        scale: SymbolScale = .default
    ) {
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
    }

    /// The configuration matching a font: its text style when it has one, else its size,
    /// and its weight (`UIImage.SymbolConfiguration(font:scale:)`).
    public init(font: Font, scale: SymbolScale = .default) {
        self.init(textStyle: font.textStyle, pointSize: font.pointSize, weight: font.weight, scale: scale)
    }

    /// Fields set in `other` win; unset ones keep this configuration's values.
    ///
    /// The size is one setting, as in UIKit, where a text style, a font and a point size
    /// all replace one another: when `other` sets a text style or a point size, both of
    /// its size fields replace both of these (so a point size applied over a text style
    /// takes effect instead of being hidden by the style).
    public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
        let setsSize = other.textStyle != nil || other.pointSize != nil
        return SymbolConfiguration(
            textStyle: setsSize ? other.textStyle : textStyle,
            pointSize: setsSize ? other.pointSize : pointSize,
            weight: other.weight ?? weight,
            scale: other.scale == .default ? scale : other.scale)
    }
}
