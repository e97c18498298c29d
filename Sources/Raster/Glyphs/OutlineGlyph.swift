/// A vector glyph drawn by filling its outline, fitted into whatever rectangle it is drawn
/// in: what a symbol image hands the rasterizer.
///
/// Symbols draw as vector fills through the ordinary path pipeline, so their edges get the
/// rasterizer's exact analytic anti-aliasing at any scale and subpixel position, and the
/// canvas's transform and clip apply as to any shape.
public struct OutlineGlyph: Sendable, Equatable {
    /// The outline in points, y down, its ink box at (0, 0, ``size``).
    public var path: Path
    /// The ink box, in points.
    public var size: Size
    /// A figure cut out of ``path`` (in the same points), for shapes whose knock-out is not
    /// part of the outline: drawn in one colour it is clipped out, in two colours it is
    /// filled with the secondary colour. nil when nothing is cut out.
    public var knockout: Path?
    /// Whether the glyph is a disc with a knocked-out figure in its outline, which the
    /// two-colour draw fills with the secondary colour (designed `*.circle.fill` symbols).
    public var hasKnockoutDisc: Bool
    /// The face the outline came from, recorded as used by the canvases it is drawn into.
    public var source: (any GlyphSource)?

    public init(
        path: Path, size: Size, knockout: Path? = nil, hasKnockoutDisc: Bool = false,
        source: (any GlyphSource)? = nil
    ) {
        self.path = path
        self.size = size
        self.knockout = knockout
        self.hasKnockoutDisc = hasKnockoutDisc
        self.source = source
    }

    public static func == (a: OutlineGlyph, b: OutlineGlyph) -> Bool {
        a.size == b.size && a.hasKnockoutDisc == b.hasKnockoutDisc && a.source === b.source && a.path == b.path
            && a.knockout == b.knockout
    }

    /// Maps the ink box onto `rect`, aspect-fit and centred; nil when nothing would show.
    func fitting(_ rect: Rect) -> Transform? {
        guard rect.isFinite, !rect.isEmpty, size.width > 0, size.height > 0 else { return nil }
        let f = min(rect.width / size.width, rect.height / size.height)
        let x = rect.minX + (rect.width - size.width * f) / 2
        let y = rect.minY + (rect.height - size.height * f) / 2
        return Transform(a: f, b: 0, c: 0, d: f, tx: x, ty: y)
    }
}
