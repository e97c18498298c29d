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
            outline = SymbolOutline(
                path: l.face.glyphOutline(glyph, emboldenedBy: strength)
                    .applying(Transform(scaleX: 1, y: -1)))
        case .phosphor(let icon, let filled):
            outline = build(try svg(icon, filled: filled), entry, weight: weight, scale: scale)
        case .own(let figure, let filled):
            outline = build(try ownSVG(figure, filled: filled), entry, weight: weight, scale: scale)
        case .template(let folder, let file):
            let template = try self.template(file)
            guard let v = try template.variant(weight: weight, scale: scale) else {
                let rows = template.variants.keys.sorted().joined(separator: ", ")
                throw .invalidSymbolFile(
                    path: "\(folder)/\(file)",
                    reason: "has no group to draw "
                        + "\(SymbolTemplate.weightName(weight))-\(SymbolTemplate.scaleLetter(scale)) from: neither that group, nor "
                        + "the masters to interpolate it (Ultralight, Regular and Black on one row), nor a Regular group "
                        + "(it has \(rows.isEmpty ? "none" : rows))")
            }
            // The guides' cap height becomes the font's: the live side that the target
            // size (capHeight × factor) maps to it.
            let live = v.capUnits * SymbolImage.scaleFactor(scale) / v.relative
            outline = SymbolOutline(path: v.path, knockout: v.knockout, liveSide: live, fitsLiveHeight: false)
        case .none:
            let k = SymbolCatalog.strokeFraction(weight: weight, scale: scale)
            outline = SymbolOutline.composed(nil, in: entry.enclosure ?? .square, strokeFraction: k)
        }
        // Clockwise on screen with y down is (x, y) → (−y, x).
        var t = Transform.identity
        if entry.flipsHorizontally { t = t.concatenating(Transform(scaleX: -1, y: 1)) }
        for _ in 0..<entry.quarterTurns { t = t.concatenating(Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)) }
        if !t.isIdentity { outline = outline.applying(t) }
        if entry.hasBadge { outline = outline.withBadge() }
        guard outline.inkBounds.width > 0, outline.inkBounds.height > 0 else {
            throw .invalidSymbolFile(path: entry.sourceDescription, reason: "draws nothing")
        }
        return outline
    }

    /// An SVG figure's outline for an entry: composed with its enclosure, or alone with its
    /// strokes at the weight's width. The figure is placed `enlargement` times larger than
    /// its live square says, so its strokes are drawn that much thinner here to keep the
    /// weight's width in points.
    func build(_ figure: SymbolSVG, _ entry: SymbolNameMapping.Entry, weight: FontWeight, scale: SymbolScale)
        -> SymbolOutline
    {
        let k = SymbolCatalog.strokeFraction(weight: weight, scale: scale)
        if let enclosure = entry.enclosure {
            return SymbolOutline.composed(figure, in: enclosure, strokeFraction: k)
        }
        let live = SymbolImage.liveSide(ofViewBox: max(figure.viewBox.width, figure.viewBox.height))
        let strokeScale = SymbolCatalog.strokeScale(of: figure, fraction: k / entry.enlargement, liveSide: live)
        return SymbolOutline(
            path: figure.outline(strokeScale: strokeScale, tolerance: SymbolCatalog.designTolerance),
            liveSide: live)
    }

    /// The factor on an icon's own stroke widths that makes its strokes `fraction` of the
    /// live square's side (which becomes the target size in points). 1 for an icon
    /// without strokes.
    static func strokeScale(of svg: SymbolSVG, fraction k: Double, liveSide: Double) -> Double {
        let n = svg.shapes.compactMap { $0.stroke?.width }.max() ?? 0
        guard n > 0, k > 0 else { return 1 }
        return max(0.05, k * liveSide / n)
    }
}
