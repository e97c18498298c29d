import Raster

// The iOS 26 tint colours (HIG-C, Apple's June 2025 colour table; docs/uikit-reference.md §2d),
// by UIKit name: light, dark, Increase Contrast light, Increase Contrast dark. The
// iOS 26 list design (`ListDesignFigures.ios26`) resolves these names through this table;
// every other system colour keeps the iOS 13–18 palette, which the HIG still lists.

private func rgb(_ r: Int, _ g: Int, _ b: Int) -> RGBAColor { RGBAColor(r: r, g: g, b: b, alpha: 1) }

private typealias S = SystemColorSpec

extension SystemColorSpec {
    /// The iOS 26 tints by UIKit name.
    static let tints26: [String: SystemColorSpec] = [
        "systemRed": S(
            light: rgb(255, 56, 60), dark: rgb(255, 66, 69),
            highContrastLight: rgb(233, 21, 45), highContrastDark: rgb(255, 97, 101)),
        "systemOrange": S(
            light: rgb(255, 141, 40), dark: rgb(255, 146, 48),
            highContrastLight: rgb(197, 83, 0), highContrastDark: rgb(255, 160, 86)),
        "systemYellow": S(
            light: rgb(255, 204, 0), dark: rgb(255, 214, 0),
            highContrastLight: rgb(161, 106, 0), highContrastDark: rgb(254, 223, 67)),
        "systemGreen": S(
            light: rgb(52, 199, 89), dark: rgb(48, 209, 88),
            highContrastLight: rgb(0, 137, 50), highContrastDark: rgb(74, 217, 104)),
        "systemMint": S(
            light: rgb(0, 200, 179), dark: rgb(0, 218, 195),
            highContrastLight: rgb(0, 133, 117), highContrastDark: rgb(84, 223, 203)),
        "systemTeal": S(
            light: rgb(0, 195, 208), dark: rgb(0, 210, 224),
            highContrastLight: rgb(0, 129, 152), highContrastDark: rgb(59, 221, 236)),
        "systemCyan": S(
            light: rgb(0, 192, 232), dark: rgb(60, 211, 254),
            highContrastLight: rgb(0, 126, 174), highContrastDark: rgb(109, 217, 255)),
        "systemBlue": S(
            light: rgb(0, 136, 255), dark: rgb(0, 145, 255),
            highContrastLight: rgb(30, 110, 244), highContrastDark: rgb(92, 184, 255)),
        "systemIndigo": S(
            light: rgb(97, 85, 245), dark: rgb(109, 124, 255),
            highContrastLight: rgb(86, 74, 222), highContrastDark: rgb(167, 170, 255)),
        "systemPurple": S(
            light: rgb(203, 48, 224), dark: rgb(219, 52, 242),
            highContrastLight: rgb(176, 47, 194), highContrastDark: rgb(234, 141, 255)),
        "systemPink": S(
            light: rgb(255, 45, 85), dark: rgb(255, 55, 95),
            highContrastLight: rgb(231, 18, 77), highContrastDark: rgb(255, 138, 196)),
        "systemBrown": S(
            light: rgb(172, 127, 94), dark: rgb(183, 138, 102),
            highContrastLight: rgb(149, 109, 81), highContrastDark: rgb(219, 166, 121))
    ]
}
