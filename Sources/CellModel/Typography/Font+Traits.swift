import Typesetting

extension Font {
    /// The font for a text style at the trait collection's content size category
    /// (`UIFont.preferredFont(forTextStyle:compatibleWith:)`); `nil` traits or an
    /// unspecified category mean Large.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?) -> Font {
        preferredFont(forTextStyle: style, contentSizeCategory: traits?.preferredContentSizeCategory ?? .large)
    }
}
