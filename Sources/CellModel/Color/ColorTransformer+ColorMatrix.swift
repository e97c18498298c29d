import Raster

extension ColorTransformer {
    /// A transformer applying a 4 × 5 colour matrix to the colour's straight sRGB
    /// components in 0…1 (`ColorMatrix`'s meaning: SVG `feColorMatrix`), each result
    /// clamped: how a spec gives an app's own `UIConfigurationColorTransformer` as data.
    ///
    /// Named by its coefficients, so two transformers with the same matrix compare equal.
    /// A dynamic colour stays dynamic.
    public static func colorMatrix(_ matrix: ColorMatrix) -> ColorTransformer {
        let m = matrix.values
        let name = "colorMatrix(" + m.map { String($0) }.joined(separator: ",") + ")"
        return ColorTransformer(name: name) { color in
            color.mapped(suffix: name) { c in
                let v = [c.red, c.green, c.blue, c.alpha]
                func row(_ i: Int) -> Double {
                    let r = m[5 * i] * v[0] + m[5 * i + 1] * v[1] + m[5 * i + 2] * v[2] + m[5 * i + 3] * v[3] + m[5 * i + 4]
                    return min(max(r, 0), 1)
                }
                return RGBAColor(red: row(0), green: row(1), blue: row(2), alpha: row(3))
            }
        }
    }
}
