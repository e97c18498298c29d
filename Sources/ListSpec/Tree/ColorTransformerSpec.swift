import RenderCells

/// A colour transformer as a spec gives it: one of UIKit's by name, or an app's own as a
/// 4 × 5 colour matrix.
///
/// ```yaml
/// colorTransformer: grayscale
/// colorTransformer: {matrix: [0.5, 0, 0, 0, 0.5,   0, 0.5, 0, 0, 0.5,   0, 0, 0.5, 0, 0.5,   0, 0, 0, 1, 0]}
/// ```
package enum ColorTransformerSpec: Hashable, Sendable {
    case named(ColorTransformerName)
    /// Rows r, g, b, a; columns r, g, b, a, offset; straight sRGB in 0…1.
    case matrix(ColorMatrix)

    package static let grayscale = ColorTransformerSpec.named(.grayscale)
    package static let preferredTint = ColorTransformerSpec.named(.preferredTint)
    package static let monochromeTint = ColorTransformerSpec.named(.monochromeTint)

    package var transformer: ColorTransformer {
        switch self {
        case .named(let name): name.transformer
        case .matrix(let matrix): .colorMatrix(matrix)
        }
    }
}

extension SpecNode {
    /// A named colour transformer (grayscale, preferredTint, monochromeTint) or
    /// `{matrix: [20 numbers]}`.
    func colorTransformer() throws(SpecError) -> ColorTransformerSpec {
        if case .scalar = node { return .named(try choice(ColorTransformerName.self, what: "colour transformer")) }
        let f = try fields(allowed: ["matrix"], what: "a colour transformer")
        guard let m = f["matrix"] else {
            throw error(
                "a colour transformer is a name (\(SpecNode.list(ColorTransformerName.allCases.map(\.rawValue)))) "
                    + "or {matrix: [20 numbers]}")
        }
        let elements = try m.elements(what: "matrix", limit: 20)
        guard elements.count == 20 else {
            throw m.error("a colour matrix has 20 numbers (4 rows of r, g, b, a, offset); this one has \(elements.count)")
        }
        var values: [Double] = []
        for e in elements { values.append(try e.number(in: -256...256, what: "a matrix coefficient")) }
        return .matrix(ColorMatrix(values)!)
    }
}
