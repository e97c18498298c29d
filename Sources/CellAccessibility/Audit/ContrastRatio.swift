import Foundation
import RenderCells

// WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the relative
// luminance of each colour (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance) from
// its sRGB components linearised (c ≤ 0.04045: c / 12.92, else ((c + 0.055) / 1.055)^2.4;
// WCAG 2.0 printed 0.03928, a difference no 8-bit value falls between), weighted
// 0.2126 R + 0.7152 G + 0.0722 B, then (lighter + 0.05) / (darker + 0.05): 1 for equal
// colours, 21 for black on white.

/// WCAG 2.x contrast between two opaque colours.
public enum ContrastRatio {
    /// The relative luminance (0…1) of an sRGB colour; its alpha is ignored.
    public static func luminance(_ c: RGBAColor) -> Double {
        func linear(_ v: Double) -> Double {
            let v = min(1, max(0, v))
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// (lighter + 0.05) / (darker + 0.05) of the two colours' luminances: 1…21.
    public static func between(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let la = luminance(a)
        let lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` drawn over the opaque `bottom` at its alpha (straight sRGB, as the compositor
    /// blends: in gamma-encoded values).
    public static func composite(_ top: RGBAColor, over bottom: RGBAColor) -> RGBAColor {
        let a = min(1, max(0, top.alpha))
        return RGBAColor(
            red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
            blue: top.blue * a + bottom.blue * (1 - a))
    }

    /// WCAG's large text: at least 18 pt, or 14 pt bold (its points are CSS points, 4/3 px;
    /// an iOS point is read as one). Bold is UIKit's `.bold` weight and heavier (semibold is
    /// 600, below WCAG's "bold" of 700).
    public static func isLargeText(pointSize: Double, weight: FontWeight) -> Bool {
        pointSize >= 18 || (pointSize >= 14 && weight >= .bold)
    }
}
