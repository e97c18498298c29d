import Raster

/// One symbol as the catalog caches it: the outline in design units (y down), already
/// weighted, composed and turned, with what is knocked out of it and its ink box.
struct SymbolOutline: Sendable {
    /// The outline to fill (nonzero), design units, y down.
    let path: Path
    /// The figure knocked out of a composed disc (``SymbolEnclosure/isFilled``), in the
    /// same units; nil for other symbols.
    let knockout: Path?
    /// The tight bounding box of the ink (of the flattened outline), design units.
    let inkBounds: Rect
    /// The side of the design's live square in design units (208 of an icon-set's 256:
    /// `SymbolImage+Metrics.swift`), which is placed at the symbol's target size so each
    /// figure keeps its own size and aspect within it; nil to fit the ink box's larger
    /// side instead (Material glyphs, which have no shared live square).
    let liveSide: Double?
    /// Whether the figure is kept within the live square's height (the icon set's
    /// figures); false for a template, which SF sizes from its guides alone.
    let fitsLiveHeight: Bool

    /// The outline with its ink box measured on the flattened path, so curves that bulge
    /// less than their control points do not widen it. The flattening tolerance (1/64 unit,
    /// about 0.0005 pt for a 12-pt glyph drawn from a 2048-unit em) keeps the box within
    /// rounding of exact.
    init(path: Path, knockout: Path? = nil, liveSide: Double? = nil, fitsLiveHeight: Bool = true) {
        self.path = path
        self.knockout = knockout
        self.liveSide = liveSide
        self.fitsLiveHeight = fitsLiveHeight
        inkBounds = SymbolOutline.inkBounds(of: path)
    }

    /// The tight box of a path's flattened outline, or zero when it has no points.
    static func inkBounds(of path: Path) -> Rect {
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        for line in path.flattened(tolerance: 1.0 / 64) {
            for p in line.points {
                x0 = min(x0, p.x)
                y0 = min(y0, p.y)
                x1 = max(x1, p.x)
                y1 = max(y1, p.y)
            }
        }
        return x0 <= x1 && y0 <= y1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    /// The outline mapped by `t` (turns and flips), knockout too.
    func applying(_ t: Transform) -> SymbolOutline {
        SymbolOutline(
            path: path.applying(t), knockout: knockout?.applying(t), liveSide: liveSide,
            fitsLiveHeight: fitsLiveHeight)
    }

    /// Approximate memory held, for the cache's accounting.
    var byteCount: Int { (path.elements.count + (knockout?.elements.count ?? 0)) * 56 + 64 }
}
