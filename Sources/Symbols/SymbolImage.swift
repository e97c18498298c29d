import Raster
import Typesetting

/// A symbol resolved for drawing (`UIImage(systemName:withConfiguration:)`): which glyph,
/// at which size and weight, and its outline in points.
///
/// A value: made once (the layout stage makes one per symbol image), compared, sent across
/// threads, and drawn any number of times into a `Canvas` with ``draw(in:rect:color:)``.
/// Its ``size`` is the glyph's ink box, which is what a symbol image view measures and
/// centres (sizing rules in `SymbolImage+Metrics.swift`).
public struct SymbolImage: Equatable, Sendable {
    /// The name asked for: an SF Symbol name ("star.fill") or `material:` and a Material
    /// Icons name.
    public let name: String
    /// What draws it, e.g. "phosphor:star (fill)" (``SymbolNameMapping/Entry/sourceDescription``).
    public let sourceDescription: String
    /// The point size the symbol was sized for (from the text style or the point size).
    public let pointSize: Double
    public let weight: FontWeight
    /// The scale the symbol was sized at (never `SymbolScale/default`).
    public let scale: SymbolScale
    /// The ink box, in points: what the image measures and is laid out at.
    public let size: Size
    /// The outline in points, y down, its ink box at (0, 0, ``size``), filled nonzero.
    public let path: Path
    /// For a figure knocked out of a composed disc (`heart.circle.fill`), the figure, in
    /// the same points: cut out of ``path`` when drawn in one colour, filled with the
    /// secondary colour in the palette form. nil for other symbols.
    public let knockout: Path?
    /// Whether the glyph is a disc with a figure its designer knocked out, which the
    /// palette form of ``draw(in:rect:primary:secondary:)`` fills with the secondary colour.
    public let hasKnockoutDisc: Bool
    /// The Material Icons face for `material:` names, noted as used by the canvases the
    /// symbol is drawn into; nil for SVG symbols.
    let face: FontFace?

    /// Resolves a symbol name with a configuration.
    ///
    /// - Parameters:
    ///   - name: an SF Symbol name in ``SymbolNameMapping``, or `material:` followed by any
    ///     Material Icons name (e.g. "material:star_border").
    ///   - configuration: size, weight and scale; nil fields take the defaults of
    ///     `SymbolConfiguration/resolvedPointSize(for:)` and its siblings (Body's
    ///     17 pt at Large, regular, medium).
    ///   - environment: the content size category for text styles, and the layout direction
    ///     (`.forward` / `.backward` symbols flip in right-to-left).
    ///   - catalog: where the symbol set (and the Material Icons font) is looked up.
    /// - Throws: ``SymbolError/unknownName(_:suggestions:)`` naming the name and the
    ///   closest known ones; ``SymbolError/symbolSetUnavailable(searched:)`` and
    ///   ``SymbolError/invalidSymbolFile(path:reason:)`` for the SVG set;
    ///   ``SymbolError/missingGlyph(name:materialName:)`` and
    ///   ``SymbolError/fontUnavailable(searched:)`` for Material names.
    public init(
        systemName name: String, configuration: SymbolConfiguration? = nil,
        environment: TextEnvironment = .standard, catalog: SymbolCatalog = .shared
    ) throws(SymbolError) {
        let c = configuration ?? SymbolConfiguration()
        let entry = try catalog.entry(named: name)
        let pointSize = c.resolvedPointSize(for: environment.contentSizeCategory)
        let weight = c.resolvedWeight
        let scale = c.scale.resolved
        let mirrored = entry.mirrorsInRightToLeft && environment.layoutDirection == .rightToLeft
        let key = SymbolCatalog.ImageKey(
            name: name, pointSize: pointSize, weight: weight.value, scale: scale,
            mirrored: mirrored)
        if let cached = catalog.image(for: key) {
            self = cached
            return
        }
        let (outline, face) = try catalog.outline(entry, weight: weight, scale: scale)
        let ink = outline.inkBounds
        // Design units (y down) → points with the ink box at the origin: the live square
        // becomes the target size (times the entry's enlargement), so every figure keeps
        // the size and aspect its designer gave it, but no figure is taller than the
        // target (SF's symbols stay within their template's height; a figure that fills
        // the square's corners, like a star, would otherwise stand taller than the others
        // and than a row's reserved height). Without a live square (Material glyphs) the
        // ink box's larger side becomes the target.
        let target = SymbolImage.targetDimension(pointSize: pointSize, scale: scale)
        let s =
            outline.liveSide.map {
                min(target * entry.enlargement / $0, outline.fitsLiveHeight ? target / ink.height : .infinity)
            }
            ?? target / max(ink.width, ink.height)
        let toPoints =
            mirrored
            ? Transform(a: -s, b: 0, c: 0, d: s, tx: ink.maxX * s, ty: -ink.minY * s)
            : Transform(a: s, b: 0, c: 0, d: s, tx: -ink.minX * s, ty: -ink.minY * s)
        self.name = name
        sourceDescription = entry.sourceDescription
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
        size = Size(width: ink.width * s, height: ink.height * s)
        path = outline.path.applying(toPoints)
        knockout = outline.knockout?.applying(toPoints)
        hasKnockoutDisc = entry.hasKnockoutDisc
        self.face = face
        catalog.store(self, for: key)
    }

    public static func == (a: SymbolImage, b: SymbolImage) -> Bool {
        a.name == b.name && a.sourceDescription == b.sourceDescription && a.pointSize == b.pointSize
            && a.weight == b.weight && a.scale == b.scale && a.size == b.size && a.hasKnockoutDisc == b.hasKnockoutDisc
            && a.face === b.face && a.path == b.path && a.knockout == b.knockout
    }
}
