import Raster

/// A symbol resolved for drawing (`UIImage(systemName:withConfiguration:)`): which glyph,
/// at which size and weight, and its outline in points.
///
/// A value: made once (the layout stage makes one per symbol image), compared, sent across
/// threads, and drawn any number of times into a ``Canvas`` with ``draw(in:rect:color:)``.
/// Its ``size`` is the glyph's ink box, which is what a symbol image view measures and
/// centres (sizing rules in `SymbolImage+Metrics.swift`).
public struct SymbolImage: Equatable, Sendable {
    /// The name asked for: an SF Symbol name ("star.fill") or `material:` and a Material
    /// Icons name.
    public let name: String
    /// The Material Icons glyph drawn for it.
    public let materialName: String
    /// The point size the symbol was sized for (from the text style or the point size).
    public let pointSize: Double
    public let weight: FontWeight
    /// The scale the symbol was sized at (never ``SymbolScale/default``).
    public let scale: SymbolScale
    /// The ink box, in points: what the image measures and is laid out at.
    public let size: Size
    /// The glyph outline in points, y down, its ink box at (0, 0, ``size``).
    public let path: Path
    /// Whether the glyph is a disc with a knocked-out figure that the palette form of
    /// ``draw(in:rect:primary:secondary:)`` fills with the secondary colour.
    public let hasKnockoutDisc: Bool
    /// The icon face, noted as used by the canvases the symbol is drawn into.
    let face: FontFace

    /// Resolves a symbol name with a configuration.
    ///
    /// - Parameters:
    ///   - name: an SF Symbol name in ``SymbolNameMapping``, or `material:` followed by any
    ///     Material Icons name (e.g. "material:star_border").
    ///   - configuration: size, weight and scale; nil fields take the defaults of
    ///     ``SymbolConfiguration/resolvedPointSize(for:)`` and its siblings (Body's
    ///     17 pt at Large, regular, medium).
    ///   - environment: the content size category for text styles, and the layout direction
    ///     (`.forward` / `.backward` symbols flip in right-to-left).
    /// - Throws: ``SymbolError/unknownName(_:suggestions:)`` naming the name and the
    ///   closest known ones; ``SymbolError/missingGlyph(name:materialName:)``;
    ///   ``SymbolError/fontUnavailable(searched:)``.
    public init(systemName name: String, configuration: SymbolConfiguration? = nil,
                environment: TextEnvironment = .standard, catalog: SymbolCatalog = .shared) throws(SymbolError)
    {
        let c = configuration ?? SymbolConfiguration()
        let category = environment.contentSizeCategory
        let (entry, glyph, face) = try catalog.resolve(name)
        let pointSize = c.resolvedPointSize(for: category)
        let weight = c.resolvedWeight
        let scale = c.scale.resolved
        let strength = SymbolImage.emboldeningStrength(for: weight, unitsPerEm: face.unitsPerEm)
        let outline = catalog.outline(glyph, face: face, strength: strength, quarterTurns: entry.quarterTurns)
        let ink = outline.inkBounds
        guard ink.width > 0, ink.height > 0 else {
            throw .missingGlyph(name: name, materialName: entry.materialName)
        }
        // Font units (y up) → points (y down) with the ink box at the origin; the larger
        // side of the ink box becomes the target dimension.
        let s = SymbolImage.targetDimension(pointSize: pointSize, scale: scale) / max(ink.width, ink.height)
        let mirrored = entry.mirrorsInRightToLeft && environment.layoutDirection == .rightToLeft
        let toPoints = mirrored
            ? Transform(a: -s, b: 0, c: 0, d: -s, tx: ink.maxX * s, ty: ink.maxY * s)
            : Transform(a: s, b: 0, c: 0, d: -s, tx: -ink.minX * s, ty: ink.maxY * s)
        self.name = name
        materialName = entry.materialName
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
        size = Size(width: ink.width * s, height: ink.height * s)
        path = outline.path.applying(toPoints)
        hasKnockoutDisc = entry.hasKnockoutDisc
        self.face = face
    }

    public static func == (a: SymbolImage, b: SymbolImage) -> Bool {
        a.name == b.name && a.materialName == b.materialName && a.pointSize == b.pointSize && a.weight == b.weight
            && a.scale == b.scale && a.size == b.size && a.hasKnockoutDisc == b.hasKnockoutDisc && a.face === b.face
            && a.path == b.path
    }
}
