import Typesetting

/// The attributes of a run of ``AttributedText``: the few a list label draws.
///
/// A `nil` attribute is "not set": the label's ``ListContentConfiguration/TextProperties``
/// supply it (font and colour), as a `UILabel` does for attributed text.
public struct TextAttributes: Equatable, Sendable {
    public var font: Font?
    public var foregroundColor: Color?
    /// Extra space after each character, in points (`NSAttributedString.Key.kern`).
    public var kern: Double?
    public var underline: Bool?
    public var strikethrough: Bool?

    public init(
        font: Font? = nil, foregroundColor: Color? = nil, kern: Double? = nil, underline: Bool? = nil,
        strikethrough: Bool? = nil
    ) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.kern = kern
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// These attributes with every attribute set in `other` replaced by `other`'s value.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        TextAttributes(
            font: other.font ?? font,
            foregroundColor: other.foregroundColor ?? foregroundColor,
            kern: other.kern ?? kern,
            underline: other.underline ?? underline,
            strikethrough: other.strikethrough ?? strikethrough)
    }
}
