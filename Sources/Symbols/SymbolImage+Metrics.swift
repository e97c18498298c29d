import Raster
import Typesetting

// How big a symbol is and how heavy: our inference (INF), written down because Apple does
// not publish SF Symbols' metrics.
//
// Size. SF Symbols are designed to sit with text: a symbol's glyph is sized from the
// font's cap height at the configured point size, then by the scale. Apple states that
// small is about 0.78 × medium and large about 1.29 × medium. So the glyph's ink box is
// scaled until its larger side equals
//     capHeight(pointSize) × factor,   factor small 1.0, medium 1.28, large 1.65,
// with SF Pro's cap height, 1443/2048 of the point size (so sizes do not depend on which
// text face stands in for SF Pro). This reproduces the measured anchors of reference
// docs/uikit-reference.md §3.4/§3.8: the disclosure chevron (chevron.forward, EmphasizedBody 17 pt semibold,
// small) is 11.98 pt tall, measured 11.67–12; a Body star at large is 19.76 pt wide,
// about 20. The chevron is 6.90 pt wide where SF's is 6.67 (Phosphor's caret stroked at
// semibold's width; Material's was 7.23), and the rule sizes the larger side only. The image's size is that
// ink box; nothing pads it.
//
// Weight. Phosphor's symbols are strokes, so a weight is a stroke width. SF Symbols'
// regular weight strokes at about 1/12 of the point size, and every weight follows the
// font's (a headline's symbol is semibold): so the stroke is
//     pointSize / 12 × ratio(weight)
// with ratio ultralight 0.32, thin 0.5, light 0.75, regular 1, medium 1.14, semibold 1.28,
// bold 1.45, heavy 1.72, black 1.95 — about the stem widths of SF Pro's weights relative
// to Regular (INF: Apple publishes neither; Phosphor's own thin, light and bold are 0.5,
// 0.75 and 1.5 of its regular, in line). The stroke does not grow with the scale: small,
// medium and large change the glyph, not its weight, as in SF Symbols. Since the ink box
// (which is sized to the target) includes the stroke, the width in design units solves
// w = k × (L₁ − n + w): k the stroke over the target side, L₁ the ink box's larger side
// at the icon's own width n (16 of 256). Filled parts (the `.fill` style) keep their
// shape at every weight; only the strokes inside them change.
//
// Material Icons glyphs (`material:` names) have one weight, so other weights are made by
// moving every edge outward (FreeType's FT_Outline_Embolden) by half a strength
//     strength = weight.value × 1.65/24 em
// (UIFont.Weight's value: ultralight −0.8 … regular 0 … black 0.62), as before #20.

extension SymbolImage {
    /// SF Pro's cap height as a fraction of the point size (1443 units on a 2048 em).
    public static let capHeightRatio = 1443.0 / 2048.0

    /// The ink box's larger side, relative to the cap height, for each scale.
    public static func scaleFactor(_ scale: SymbolScale) -> Double {
        switch scale.resolved {
        case .small: return 1.0
        case .large: return 1.65
        default: return 1.28
        }
    }

    /// The larger side of a symbol's ink box, in points.
    public static func targetDimension(pointSize: Double, scale: SymbolScale) -> Double {
        pointSize * capHeightRatio * scaleFactor(scale)
    }

    /// A weight's stroke width relative to regular's (see the file's comment).
    public static func strokeRatio(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight: return 0.32
        case .thin: return 0.5
        case .light: return 0.75
        case .regular: return 1
        case .medium: return 1.14
        case .semibold: return 1.28
        case .bold: return 1.45
        case .heavy: return 1.72
        case .black: return 1.95
        }
    }

    /// The stroke width of a symbol at `pointSize` and `weight`, in points: 1/12 of the
    /// point size at regular.
    public static func strokeWidth(pointSize: Double, weight: FontWeight) -> Double {
        pointSize / 12 * strokeRatio(weight)
    }

    /// How far a weight moves the outline's edges in total, as a fraction of the em.
    static let emboldeningPerWeightUnit = 1.65 / 24

    /// The FreeType emboldening strength for a weight, in font units (0 for regular).
    static func emboldeningStrength(for weight: FontWeight, unitsPerEm: Double) -> Double {
        weight.value * emboldeningPerWeightUnit * unitsPerEm
    }
}
