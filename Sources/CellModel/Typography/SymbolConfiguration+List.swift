import Typesetting

extension SymbolConfiguration {
    /// The configuration a list content view gives symbols before the image properties'
    /// ``ListContentConfiguration/ImageProperties/preferredSymbolConfiguration`` and the
    /// image's own configuration (docs/uikit-reference.md §3.4): the Body text style, scale large at
    /// the standard sizes, medium at AX1–AX2 and small from AX3, and the weight of the
    /// text beside it (`textWeight`), as a symbol configured from a font takes the font's
    /// (a semibold headline gets a semibold symbol; INF: UIKit documents the Body style
    /// and the scales, and that symbols are made to match the weight of their text).
    ///
    /// The symbol follows Body through every content size, the accessibility ones too, so
    /// it grows with the text: at AX3 (Body 40 pt) it is the small scale of 40 pt, whose
    /// ink is the 40-pt cap height, 28 pt; the step down in scale is UIKit's (docs/uikit-reference.md §3.4), not a
    /// cap on the size.
    public static func listContent(for category: ContentSizeCategory, textWeight: FontWeight? = nil)
        -> SymbolConfiguration
    {
        let scale: SymbolScale
        if category >= .accessibilityExtraLarge {
            scale = .small
        } else if category.isAccessibilityCategory {
            scale = .medium
        } else {
            scale = .large
        }
        return SymbolConfiguration(textStyle: .body, weight: textWeight, scale: scale)
    }
}
