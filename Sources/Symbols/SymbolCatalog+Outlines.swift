import Raster
import Typesetting

// Building a symbol's outline for a weight and scale: Phosphor's strokes redrawn at the
// weight's width (SymbolImage+Metrics.swift says which), an enclosure composed around
// the figure where the table asks for one, Material glyphs emboldened; then the entry's
// quarter turns and flip. Everything is in design units, y down; SymbolImage scales the
// ink box to points.

extension SymbolCatalog {
    /// How closely strokes and curves are flattened, in design units: 1/20 of a unit is
    /// 0.004 pt for a 20-pt symbol drawn from Phosphor's 256-unit square.
    static let designTolerance = 0.05

    /// The stroke width as a fraction of the ink box's larger side, for a weight at a
    /// scale: the stroke is pointSize/12 × ratio, the side capHeight × factor.
    static func strokeFraction(weight: FontWeight, scale: SymbolScale) -> Double {
        SymbolImage.strokeWidth(pointSize: 1, weight: weight)
            / SymbolImage.targetDimension(pointSize: 1, scale: scale)
    }

    func build(_ entry: SymbolNameMapping.Entry, weight: FontWeight, scale: SymbolScale)
        throws(SymbolError) -> SymbolOutline
    {
        var outline: SymbolOutline
        switch entry.source {
        case .material(let material):
            let l = try load()
            guard let glyph = glyph(forMaterialName: material, in: l) else {
                throw .missingGlyph(name: entry.systemName, materialName: material)
            }
            let strength = SymbolImage.emboldeningStrength(for: weight, unitsPerEm: l.face.unitsPerEm)
            // Font units are y up; flipped once here, everything after is y down.
            outline = SymbolOutline(path: l.face.glyphOutline(glyph, emboldenedBy: strength)
                .applying(Transform(scaleX: 1, y: -1)))
        case .phosphor(let icon, let filled):
            let figure = try svg(icon, filled: filled)
            let k = SymbolCatalog.strokeFraction(weight: weight, scale: scale)
            if let enclosure = entry.enclosure {
                outline = SymbolOutline.composed(figure, in: enclosure, strokeFraction: k)
            } else {
                outline = SymbolOutline(path: figure.outline(strokeScale: SymbolCatalog.strokeScale(of: figure, fraction: k),
                                                             tolerance: SymbolCatalog.designTolerance))
            }
        case .none:
            let k = SymbolCatalog.strokeFraction(weight: weight, scale: scale)
            outline = SymbolOutline.composed(nil, in: entry.enclosure ?? .square, strokeFraction: k)
        }
        // Clockwise on screen with y down is (x, y) → (−y, x).
        var t = Transform.identity
        if entry.flipsHorizontally { t = t.concatenating(Transform(scaleX: -1, y: 1)) }
        for _ in 0..<entry.quarterTurns { t = t.concatenating(Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)) }
        if !t.isIdentity { outline = outline.applying(t) }
        guard outline.inkBounds.width > 0, outline.inkBounds.height > 0 else {
            throw .invalidSymbolFile(path: entry.sourceDescription, reason: "draws nothing")
        }
        return outline
    }

    /// The factor on an icon's own stroke widths that makes its strokes `fraction` of its
    /// ink box's larger side: w = k (L₁ − n + w) solved for w, with L₁ the side at the
    /// icon's own width n (the ink box grows by the width's change, half on each side).
    /// 1 for an icon without strokes.
    static func strokeScale(of svg: SymbolSVG, fraction k: Double) -> Double {
        let n = svg.shapes.compactMap { $0.stroke?.width }.max() ?? 0
        guard n > 0, k > 0, k < 0.5 else { return 1 }
        let ink = SymbolOutline.inkBounds(of: svg.outline(strokeScale: 1, tolerance: designTolerance))
        let side = max(ink.width, ink.height)
        // A fill larger than the strokes' reach keeps the side fixed; the linear model then
        // overshoots a little, which only the rare mixed icons see.
        let w = k * (side - n) / (1 - k)
        return max(0.05, w / n)
    }
}
