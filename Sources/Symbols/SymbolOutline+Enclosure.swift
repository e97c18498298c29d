import Raster

// The `.circle` / `.square` variants the icon set does not draw itself, composed as SF
// Symbols draws them: a ring (or rounded square) stroked at the symbol's weight around
// the figure shrunk to half its size, or a disc (filled rounded square) with the figure
// knocked out. In Phosphor's 256-unit square: the enclosure's centre line is 192 units
// across, like Phosphor's own circled icons (r = 96), so composed and designed circles
// match; the figure's ink box is half the enclosure's outer size (SF's plus.circle,
// heart.circle: INF, by eye), 0.52 in a square, whose corners leave more room. The
// rounded square's corner radius, 42 units on the centre line with continuous corners, is
// about SF's `square` (a fifth of the side). The knocked-out figure is kept as its own
// path and cut out at drawing time (a clip), because subtracting overlapping strokes by
// winding would leave their crossings filled.

extension SymbolOutline {
    /// The centre of the design square and the enclosure's centre-line size, design units.
    static let designCentre = Point(x: 128, y: 128)
    static let enclosureSize = 192.0
    static let squareCornerRadius = 42.0

    /// The figure's ink box's larger side relative to the enclosure's outer size.
    static func figureFraction(_ enclosure: SymbolEnclosure) -> Double {
        enclosure.isRound ? 0.5 : 0.52
    }

    /// `figure` (nil: none) composed with `enclosure`, strokes `fraction` of the ink box's side.
    static func composed(_ figure: SymbolSVG?, in enclosure: SymbolEnclosure, strokeFraction k: Double) -> SymbolOutline {
        let tolerance = SymbolCatalog.designTolerance
        let size = enclosureSize
        // The outer size is size + w, and w must be k of it.
        let w = k * size / (1 - k)
        let c = designCentre
        func shape(outset: Double) -> Path {
            let rect = Rect(
                x: c.x - size / 2 - outset, y: c.y - size / 2 - outset,
                width: size + 2 * outset, height: size + 2 * outset)
            return enclosure.isRound
                ? Path(ellipseIn: rect)
                : Path(roundedRect: rect, cornerRadius: squareCornerRadius + outset, cornerCurve: .continuous)
        }
        var builder = PathBuilder()
        if enclosure.isFilled {
            SymbolSVG.addOriented(shape(outset: w / 2), to: &builder, tolerance: tolerance)
        } else {
            let ring = Stroker.stroke(
                shape(outset: 0), style: StrokeStyle(width: w, lineJoin: .round, lineCap: .round),
                tolerance: tolerance)
            SymbolSVG.addOriented(ring, to: &builder, tolerance: tolerance)
        }
        var figurePath: Path?
        if let figure {
            figurePath = fitted(figure, side: figureFraction(enclosure) * (size + w), strokeWidth: w)
        }
        let live = SymbolImage.liveSide(ofViewBox: 256)
        if enclosure.isFilled {
            return SymbolOutline(path: builder.build(), knockout: figurePath, liveSide: live)
        }
        if let figurePath { builder.add(figurePath) }
        return SymbolOutline(path: builder.build(), liveSide: live)
    }

    /// The figure with its strokes `strokeWidth` wide (as the enclosure's), its geometry
    /// scaled so its ink box's larger side is `side`, centred on the design square.
    static func fitted(_ figure: SymbolSVG, side: Double, strokeWidth w: Double) -> Path? {
        let tolerance = SymbolCatalog.designTolerance
        let n = figure.shapes.compactMap { $0.stroke?.width }.max() ?? 0
        let strokeScale = n > 0 ? w / n : 1
        let ink = inkBounds(of: figure.outline(strokeScale: strokeScale, tolerance: tolerance))
        let larger = max(ink.width, ink.height)
        guard larger > 0 else { return nil }
        // The stroke keeps its width while the geometry shrinks, so only the part of the
        // side that is not stroke scales.
        let f = n > 0 && larger > w && side > w ? (side - w) / (larger - w) : side / larger
        let t = Transform(translationX: -ink.midX, y: -ink.midY)
            .concatenating(Transform(scale: f))
            .concatenating(Transform(translationX: designCentre.x, y: designCentre.y))
        let path = figure.outline(strokeScale: strokeScale, transform: t, tolerance: tolerance)
        // Centre the ink exactly (strokes and round caps need not be symmetric about the
        // geometry's box).
        let placed = inkBounds(of: path)
        return path.applying(Transform(translationX: designCentre.x - placed.midX, y: designCentre.y - placed.midY))
    }
}
