import Raster

/// The variants of one system colour, and the rule that picks one for a trait collection.
///
/// UIKit's semantic colours vary along three traits: `userInterfaceStyle` (dark, or
/// light for anything else, including unspecified), `accessibilityContrast` (high picks
/// the Increase Contrast variant) and `userInterfaceLevel` (elevated changes some dark
/// backgrounds only; light elevated equals light, as in every source).
struct SystemColorSpec: Sendable, Equatable {
    var light: RGBAColor
    var dark: RGBAColor
    var highContrastLight: RGBAColor
    var highContrastDark: RGBAColor
    var elevatedDark: RGBAColor
    var highContrastElevatedDark: RGBAColor

    /// A spec from the reference columns; a missing variant falls back to the normal
    /// one (the reference leaves a cell blank when the source has no separate value).
    /// A missing high-contrast elevated value falls back to the elevated value, then to
    /// the high-contrast dark value, so the level wins over the contrast.
    init(
        light: RGBAColor, dark: RGBAColor,
        highContrastLight: RGBAColor? = nil, highContrastDark: RGBAColor? = nil,
        elevatedDark: RGBAColor? = nil, highContrastElevatedDark: RGBAColor? = nil
    ) {
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight ?? light
        self.highContrastDark = highContrastDark ?? dark
        self.elevatedDark = elevatedDark ?? dark
        self.highContrastElevatedDark = highContrastElevatedDark ?? elevatedDark ?? highContrastDark ?? dark
    }

    func resolve(_ traits: TraitCollection) -> RGBAColor {
        let high = traits.accessibilityContrast == .high
        guard traits.userInterfaceStyle == .dark else { return high ? highContrastLight : light }
        if traits.userInterfaceLevel == .elevated { return high ? highContrastElevatedDark : elevatedDark }
        return high ? highContrastDark : dark
    }
}
