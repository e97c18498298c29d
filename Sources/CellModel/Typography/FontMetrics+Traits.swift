import Typesetting

extension FontMetrics {
    /// A value designed at Large, scaled for the traits' category (`UIFontMetrics`;
    /// unspecified or `nil` traits mean Large, so the value comes back unchanged).
    public func scaledValue(for value: Double, compatibleWith traits: TraitCollection? = nil) -> Double {
        scaledValue(for: value, category: traits?.preferredContentSizeCategory ?? .large)
    }

    /// A font designed at Large, scaled for the traits' category; the result keeps
    /// following Dynamic Type through `Font.resolved(for:)`.
    public func scaledFont(for font: Font, compatibleWith traits: TraitCollection? = nil) -> Font {
        scaledFont(for: font, maximumPointSize: .infinity, compatibleWith: traits)
    }

    /// Like ``scaledFont(for:compatibleWith:)`` but never larger than `maximumPointSize`.
    public func scaledFont(for font: Font, maximumPointSize: Double, compatibleWith traits: TraitCollection? = nil)
        -> Font
    {
        scaledFont(
            for: font, maximumPointSize: maximumPointSize,
            category: traits?.preferredContentSizeCategory ?? .large)
    }
}
