import Typesetting

extension SymbolConfiguration {
    /// The configuration a list content view gives symbols before the image properties'
    /// ``ListContentConfiguration/ImageProperties/preferredSymbolConfiguration`` and the
    /// image's own configuration (reference §3.4): the Body text style, scale large at
    /// the standard sizes, medium at AX1–AX2 and small from AX3.
    public static func listContent(for category: ContentSizeCategory) -> SymbolConfiguration {
        let scale: SymbolScale
        if category >= .accessibilityExtraLarge {
            scale = .small
        } else if category.isAccessibilityCategory {
            scale = .medium
        } else {
            scale = .large
        }
        return SymbolConfiguration(textStyle: .body, scale: scale)
    }
}
