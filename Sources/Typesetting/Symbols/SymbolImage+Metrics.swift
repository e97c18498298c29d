import Raster

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
// §3.4/§3.8: the disclosure chevron (chevron.forward, EmphasizedBody 17 pt semibold,
// small) is 11.98 pt tall, measured 11.67–12; a Body star at large is 19.76 pt wide,
// about 20. The chevron is 7.23 pt wide where SF's is 6.7: Material's chevron is a
// little stubbier, and the rule sizes the larger side only. The image's size is that
// ink box; nothing pads it.
//
// Weight. Material Icons has one weight, so other weights are made by moving every edge
// of the outline outward (FreeType's FT_Outline_Embolden) by half a strength
//     strength = weight.value × 1.65/24 em
// (UIFont.Weight's value: ultralight −0.8 … regular 0 … black 0.62). Material's strokes are
// 2/24 em, so ultralight thins them to about 0.34×, semibold thickens them to 1.25×, bold
// 1.33× and black 1.51× — about the range of SF Symbols' stems (INF, by eye). The ink box
// is measured after emboldening, so every weight of a symbol keeps the same larger side
// and heavier weights are wider only along the smaller side (SF Symbols grow a little with
// weight too; here the anchors decide).

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

    /// How far a weight moves the outline's edges in total, as a fraction of the em.
    static let emboldeningPerWeightUnit = 1.65 / 24

    /// The FreeType emboldening strength for a weight, in font units (0 for regular).
    static func emboldeningStrength(for weight: FontWeight, unitsPerEm: Double) -> Double {
        weight.value * emboldeningPerWeightUnit * unitsPerEm
    }
}
