import Raster

// The iOS 13–18 system palette, typed in from the reference sheet
// (docs/uikit-reference.md §2a semantic colours, §2b grays, §2c tints).
// One row per colour, columns in the sheet's order: light, dark, Increase Contrast
// light, Increase Contrast dark, then the elevated dark variants. An omitted column
// means "same as normal" (see `SystemColorSpec.init`).
//
// Alphas are the sheet's fractions (UIKit defines them as fractions; the 8-bit
// compositor rounds them, which is how 0.29 yields the measured 198,198,200 separator
// on white). Where the sheet gives only an 8-bit value, `a8(n)` = n/255.
//
// Cells marked "FL-C" are blank in docs/uikit-reference.md §2a but present in Flutter's colors.dart, the
// sheet's own source for those rows; they are taken from there rather than repeating
// the normal value.

private func rgb(_ r: Int, _ g: Int, _ b: Int, _ alpha: Double = 1) -> RGBAColor {
    RGBAColor(r: r, g: g, b: b, alpha: alpha)
}

private func a8(_ n: Int) -> Double { Double(n) / 255 }

private typealias S = SystemColorSpec

extension SystemColorSpec {
    /// Every system colour by its UIKit name, in the order of the reference sheet.
    static let palette: [(name: String, spec: SystemColorSpec)] = [
        // docs/uikit-reference.md §2a Labels.
        ("label", S(light: rgb(0, 0, 0), dark: rgb(255, 255, 255))),
        (
            "secondaryLabel",
            S(
                light: rgb(60, 60, 67, 0.60), dark: rgb(235, 235, 245, 0.60),
                highContrastLight: rgb(60, 60, 67, 0.68), highContrastDark: rgb(235, 235, 245, 0.68))
        ),
        (
            "tertiaryLabel",
            S(
                light: rgb(60, 60, 67, 0.30), dark: rgb(235, 235, 245, 0.30),
                highContrastLight: rgb(60, 60, 67, 0.38), highContrastDark: rgb(235, 235, 245, 0.38))
        ),
        // Dark alpha disputed: FL-C 0.16 [40], CC-D 0.18; FL-C chosen.
        (
            "quaternaryLabel",
            S(
                light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16),
                highContrastLight: rgb(60, 60, 67, a8(66)), highContrastDark: rgb(235, 235, 245, a8(61)))
        ),
        // IC columns FL-C (96 = tertiaryLabel's IC alpha).
        (
            "placeholderText",
            S(
                light: rgb(60, 60, 67, 0.30), dark: rgb(235, 235, 245, 0.30),
                highContrastLight: rgb(60, 60, 67, a8(96)), highContrastDark: rgb(235, 235, 245, a8(96)))
        ),
        ("link", S(light: rgb(0, 122, 255), dark: rgb(9, 132, 255))),

        // docs/uikit-reference.md §2a Separators.
        (
            "separator",
            S(
                light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.60),
                highContrastLight: rgb(60, 60, 67, a8(94)), highContrastDark: rgb(84, 84, 88, a8(173)))
        ),
        ("opaqueSeparator", S(light: rgb(198, 198, 200), dark: rgb(56, 56, 58))),

        // docs/uikit-reference.md §2a Fills.
        (
            "systemFill",
            S(
                light: rgb(120, 120, 128, 0.20), dark: rgb(120, 120, 128, 0.36),
                highContrastLight: rgb(120, 120, 128, a8(71)), highContrastDark: rgb(120, 120, 128, a8(112)))
        ),
        (
            "secondarySystemFill",
            S(
                light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32),
                highContrastLight: rgb(120, 120, 128, a8(61)), highContrastDark: rgb(120, 120, 128, a8(102)))
        ),
        (
            "tertiarySystemFill",
            S(
                light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24),
                highContrastLight: rgb(118, 118, 128, a8(51)), highContrastDark: rgb(118, 118, 128, a8(81)))
        ),
        (
            "quaternarySystemFill",
            S(
                light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18),
                highContrastLight: rgb(116, 116, 128, a8(40)), highContrastDark: rgb(118, 118, 128, a8(66)))
        ),

        // docs/uikit-reference.md §2a Backgrounds.
        (
            "systemBackground",
            S(
                light: rgb(255, 255, 255), dark: rgb(0, 0, 0),
                elevatedDark: rgb(28, 28, 30), highContrastElevatedDark: rgb(36, 36, 38))
        ),
        (
            "secondarySystemBackground",
            S(
                light: rgb(242, 242, 247), dark: rgb(28, 28, 30),
                highContrastLight: rgb(235, 235, 240), highContrastDark: rgb(36, 36, 38),
                elevatedDark: rgb(44, 44, 46),
                highContrastElevatedDark: rgb(54, 54, 56))
        ),  // FL-C
        (
            "tertiarySystemBackground",
            S(
                light: rgb(255, 255, 255), dark: rgb(44, 44, 46),
                highContrastDark: rgb(54, 54, 56),
                elevatedDark: rgb(58, 58, 60),
                highContrastElevatedDark: rgb(68, 68, 70))
        ),  // FL-C
        (
            "systemGroupedBackground",
            S(
                light: rgb(242, 242, 247), dark: rgb(0, 0, 0),
                highContrastLight: rgb(235, 235, 240),  // FL-C
                elevatedDark: rgb(28, 28, 30),
                highContrastElevatedDark: rgb(36, 36, 38))
        ),  // FL-C
        (
            "secondarySystemGroupedBackground",
            S(
                light: rgb(255, 255, 255), dark: rgb(28, 28, 30),
                highContrastDark: rgb(36, 36, 38),
                elevatedDark: rgb(44, 44, 46),
                highContrastElevatedDark: rgb(54, 54, 56))
        ),  // FL-C
        (
            "tertiarySystemGroupedBackground",
            S(
                light: rgb(242, 242, 247), dark: rgb(44, 44, 46),
                highContrastLight: rgb(235, 235, 240), highContrastDark: rgb(54, 54, 56),  // FL-C
                elevatedDark: rgb(58, 58, 60), highContrastElevatedDark: rgb(68, 68, 70))
        ),  // FL-C

        // docs/uikit-reference.md §2b Grays (no elevated variants).
        (
            "systemGray",
            S(
                light: rgb(142, 142, 147), dark: rgb(142, 142, 147),
                highContrastLight: rgb(108, 108, 112), highContrastDark: rgb(174, 174, 178))
        ),
        (
            "systemGray2",
            S(
                light: rgb(174, 174, 178), dark: rgb(99, 99, 102),
                highContrastLight: rgb(142, 142, 147), highContrastDark: rgb(124, 124, 128))
        ),
        (
            "systemGray3",
            S(
                light: rgb(199, 199, 204), dark: rgb(72, 72, 74),
                highContrastLight: rgb(174, 174, 178), highContrastDark: rgb(84, 84, 86))
        ),
        (
            "systemGray4",
            S(
                light: rgb(209, 209, 214), dark: rgb(58, 58, 60),
                highContrastLight: rgb(188, 188, 192), highContrastDark: rgb(68, 68, 70))
        ),
        (
            "systemGray5",
            S(
                light: rgb(229, 229, 234), dark: rgb(44, 44, 46),
                highContrastLight: rgb(216, 216, 220), highContrastDark: rgb(54, 54, 56))
        ),
        (
            "systemGray6",
            S(
                light: rgb(242, 242, 247), dark: rgb(28, 28, 30),
                highContrastLight: rgb(235, 235, 240), highContrastDark: rgb(36, 36, 38))
        ),

        // docs/uikit-reference.md §2c Tints, iOS 13–18 palette (teal as of iOS 15).
        (
            "systemBlue",
            S(
                light: rgb(0, 122, 255), dark: rgb(10, 132, 255),
                highContrastLight: rgb(0, 64, 221), highContrastDark: rgb(64, 156, 255))
        ),
        (
            "systemGreen",
            S(
                light: rgb(52, 199, 89), dark: rgb(48, 209, 88),
                highContrastLight: rgb(36, 138, 61), highContrastDark: rgb(48, 219, 91))
        ),
        (
            "systemIndigo",
            S(
                light: rgb(88, 86, 214), dark: rgb(94, 92, 230),
                highContrastLight: rgb(54, 52, 163), highContrastDark: rgb(125, 122, 255))
        ),
        (
            "systemOrange",
            S(
                light: rgb(255, 149, 0), dark: rgb(255, 159, 10),
                highContrastLight: rgb(201, 52, 0), highContrastDark: rgb(255, 179, 64))
        ),
        (
            "systemPink",
            S(
                light: rgb(255, 45, 85), dark: rgb(255, 55, 95),
                highContrastLight: rgb(211, 15, 69), highContrastDark: rgb(255, 100, 130))
        ),
        (
            "systemPurple",
            S(
                light: rgb(175, 82, 222), dark: rgb(191, 90, 242),
                highContrastLight: rgb(137, 68, 171), highContrastDark: rgb(218, 143, 255))
        ),
        (
            "systemRed",
            S(
                light: rgb(255, 59, 48), dark: rgb(255, 69, 58),
                highContrastLight: rgb(215, 0, 21), highContrastDark: rgb(255, 105, 97))
        ),
        (
            "systemYellow",
            S(
                light: rgb(255, 204, 0), dark: rgb(255, 214, 10),
                highContrastLight: rgb(160, 90, 0), highContrastDark: rgb(255, 212, 38))
        ),
        // IC light is N/F (the sheet's recalled 0,130,153 has no source), so it stays normal.
        (
            "systemTeal",
            S(
                light: rgb(48, 176, 199), dark: rgb(64, 200, 224),
                highContrastDark: rgb(93, 230, 255))
        ),
        (
            "systemCyan",
            S(
                light: rgb(50, 173, 230), dark: rgb(100, 210, 255),
                highContrastLight: rgb(0, 113, 164), highContrastDark: rgb(112, 215, 255))
        ),
        // Dark: FL-C's 99,230,226 (other third-party lists say 102,212,207).
        (
            "systemMint",
            S(
                light: rgb(0, 199, 190), dark: rgb(99, 230, 226),
                highContrastLight: rgb(12, 129, 123), highContrastDark: rgb(102, 212, 207))
        ),
        (
            "systemBrown",
            S(
                light: rgb(162, 132, 94), dark: rgb(172, 142, 104),
                highContrastLight: rgb(127, 101, 69), highContrastDark: rgb(181, 148, 105))
        )
    ]

    /// The palette keyed by name, for `Color.systemColor(named:)`.
    static let byName: [String: SystemColorSpec] = Dictionary(
        uniqueKeysWithValues: palette.map { ($0.name, $0.spec) })
}
