import Raster

/// One symbol glyph as the catalog caches it: the outline in font units (y up), already
/// emboldened and turned, and its ink bounding box.
struct SymbolOutline: Sendable {
    /// The outline, font units, y up.
    let path: Path
    /// The tight bounding box of the ink (of the flattened outline), font units, y up.
    let inkBounds: Rect

    /// The outline with its ink box measured on the flattened path, so curves that bulge
    /// less than their control points do not widen it. The flattening tolerance (1/64 font
    /// unit, about 0.0005 pt for a 12-pt glyph) keeps the box within rounding of exact.
    init(path: Path) {
        self.path = path
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for line in path.flattened(tolerance: 1.0 / 64) {
            for p in line.points {
                x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
            }
        }
        inkBounds = x0 <= x1 && y0 <= y1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    /// Approximate memory held, for the cache's accounting.
    var byteCount: Int { path.elements.count * 56 + 64 }
}
