import Raster
import Typesetting

// How big a symbol is and how heavy: our inference (INF), written down because Apple does
// not publish SF Symbols' metrics.
//
// Size. SF Symbols are drawn on a template whose guides are the font's baseline and cap
// line: every symbol of a font size shares one scale from design units to points, and
// each keeps the size and aspect its designer gave it on that template, so a wide symbol
// is wider than the point size and a flat one is flat; nothing is fitted into a square.
// Phosphor's icons are likewise drawn on one 256-unit square whose live area is 24…232
// (its full-size icons' ink at the regular stroke), so the live square's 208 units are
// placed at
//     capHeight(pointSize) × factor,   factor small 1.08, medium 1.38, large 1.78,
// with SF Pro's cap height, 1443/2048 of the point size (so sizes do not depend on which
// text face stands in for SF Pro), and every figure keeps its own ink box within that.
// Apple states that small is about 0.78 × medium and large about 1.29 × medium; the
// factors keep the ratios used before (1 : 1.28 : 1.65) and are set by two measured
// anchors: the disclosure chevron (chevron.forward, EmphasizedBody 17 pt semibold, small)
// is 11.67–12 pt tall (docs/uikit-reference.md §3.8; Phosphor's caret, 160 units of
// geometry plus semibold's stroke, comes out 11.76 pt), and in an iPadOS 14 sidebar at
// 2x SF's symbols at Body, scale large, are 42–46 px (21–23 pt) tall or wide, the wide
// ones (`tv`, `dot.radiowaves.left.and.right`) 54–56 px (docs/symbols.md, "Size"): a
// full-size figure here is 21.1 pt at the regular stroke; large stays within Body's
// leading at every size (22 pt at Large, 29 at XXXL), the row's reserved height. The project's own figures for
// SF's wide names are drawn at SF's width; where SF draws a name wider than its others
// and Phosphor shrank the figure into its square, the name table enlarges it (`wide=`).
// No figure is taller than the live square (a star's points fill the square's corners and
// would stand 1.5 pt taller than the others, and taller than a row's 22-pt reserve).
// The image's size is the figure's ink box; nothing pads it.
//
// Weight. Phosphor's symbols are strokes, so a weight is a stroke width. SF Symbols'
// regular weight strokes at about 1/12 of the point size, and every weight follows the
// font's (a headline's symbol is semibold): so the stroke is
//     pointSize / 12 × ratio(weight)
// with ratio ultralight 0.32, thin 0.5, light 0.75, regular 1, medium 1.14, semibold 1.28,
// bold 1.45, heavy 1.72, black 1.95 — about the stem widths of SF Pro's weights relative
// to Regular (INF: Apple publishes neither; Phosphor's own thin, light and bold are 0.5,
// 0.75 and 1.5 of its regular, in line). The stroke does not grow with the scale: small,
// medium and large change the glyph, not its weight, as in SF Symbols. Since the live
// square becomes the target size, the width in design units is w = k × 208: k the stroke
// over the target side (divided by a `wide=` enlargement, which would otherwise thicken
// it). Filled parts (the `.fill` style) keep their
// shape at every weight; only the strokes inside them change.
//
// Material Icons glyphs (`material:` names) have one weight, so other weights are made by
// moving every edge outward (FreeType's FT_Outline_Embolden) by half a strength
//     strength = weight.value × 1.65/24 em
// (UIFont.Weight's value: ultralight −0.8 … regular 0 … black 0.62), as before #20.

extension SymbolImage {
    /// SF Pro's cap height as a fraction of the point size (1443 units on a 2048 em).
    public static let capHeightRatio = 1443.0 / 2048.0

    /// The live square's side relative to the cap height, for each scale.
    public static func scaleFactor(_ scale: SymbolScale) -> Double {
        switch scale.resolved {
        case .small: return 1.08
        case .large: return 1.78
        default: return 1.38
        }
    }

    /// The side of the design's live square in points: what a full-size figure measures.
    public static func targetDimension(pointSize: Double, scale: SymbolScale) -> Double {
        pointSize * capHeightRatio * scaleFactor(scale)
    }

    /// The live square of an icon-set design square of `side` units: Phosphor's 208 of
    /// 256, its icons' 24-unit margin on each side.
    static func liveSide(ofViewBox side: Double) -> Double {
        side * 208 / 256
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
