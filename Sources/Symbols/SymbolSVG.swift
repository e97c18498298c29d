import Raster

// One icon's SVG file, read into the shapes it paints. Only the subset icon sets use is
// read, strictly: <svg> (its viewBox), <g> groups, <path>, <circle>, <ellipse>, <rect>
// (with rx/ry), <line>, <polyline> and <polygon>; presentation attributes (fill, stroke,
// stroke-width, stroke-linecap, stroke-linejoin, stroke-miterlimit, opacity, transform)
// inherited through groups, also when written in a `style` attribute. Anything else that
// could change the picture (another element, evenodd fill, a transform function it does
// not know) is an error naming it, so a newer icon set that uses it fails loudly instead
// of drawing something else. Colours are not kept: a symbol is one colour, so any paint
// other than `none` paints.
//
// The outline (``outline(strokeWidth:transform:tolerance:)``) is one path to fill with the
// nonzero rule: strokes outlined by the Stroker at the asked width, fills flattened, and
// every piece turned to the same orientation as the Stroker's output, so pieces that
// overlap add up instead of cancelling.

/// An icon's SVG file as shapes, in its viewBox units (y down).
struct SymbolSVG: Sendable {
    /// One painted element: its geometry (already in viewBox units) and how it is painted.
    struct Shape: Sendable {
        var path: Path
        var fills: Bool
        /// The stroke, nil when the element is not stroked; its width is in viewBox units.
        var stroke: StrokeStyle?
    }

    /// The viewBox: the design's square, in its own units.
    let viewBox: Rect
    let shapes: [Shape]

    /// More bytes or elements than these and the file is refused (icons are a few hundred
    /// bytes and a few elements), so a hostile file cannot ask for unbounded work.
    static let maximumBytes = 256 << 10
    static let maximumElements = 2_000

    /// The inherited presentation state at one element.
    struct Style {
        var fills = true
        var strokes = false
        var stroke = StrokeStyle(width: 1, lineJoin: .miter, lineCap: .butt, miterLimit: 4)
        var transform = Transform.identity
        var hidden = false
    }

    /// Reads `text`; `file` names it in errors.
    init(text: String, file: String) throws(SymbolError) {
        func fail(_ reason: String) -> SymbolError { .invalidSymbolFile(path: file, reason: reason) }
        var viewBox: Rect?
        var shapes: [Shape] = []
        try SymbolSVGScanner.walk(text, file: file) { (name, attributes, place, parent: Style?) throws(SymbolError) in
            var style = parent ?? Style()
            let values = SymbolSVG.presentation(attributes)
            try SymbolSVG.apply(values, to: &style, where: place, file: file)
            if name == "svg" {
                guard parent == nil, viewBox == nil else { throw fail("\(place): nested <svg>") }
                viewBox = try SymbolSVG.viewBox(attributes, where: place, file: file)
            } else if parent == nil {
                throw fail("\(place): outside the <svg> element")
            } else if name != "g" {
                if let path = try SymbolSVG.geometry(name, attributes, where: place, file: file),
                    !style.hidden, style.fills || style.strokes
                {
                    shapes.append(
                        Shape(
                            path: path.applying(style.transform), fills: style.fills,
                            stroke: style.strokes ? SymbolSVG.transformed(style.stroke, style.transform) : nil))
                }
            }
            return style
        }
        guard let viewBox else { throw fail("no <svg> element with a viewBox") }
        self.viewBox = viewBox
        self.shapes = shapes
    }

    // MARK: - The outline

    /// The icon as one nonzero-filled path in viewBox units: geometry mapped by `transform`
    /// (the stroke width is not: a figure shrunk into an enclosure keeps the enclosure's
    /// stroke), strokes outlined with their width times `strokeScale`, everything
    /// flattened within `tolerance` viewBox units and oriented alike.
    func outline(strokeScale: Double, transform: Transform = .identity, tolerance: Double) -> Path {
        var builder = PathBuilder()
        for shape in shapes {
            let geometry = shape.path.applying(transform)
            if shape.fills { SymbolSVG.addOriented(geometry, to: &builder, tolerance: tolerance) }
            if var stroke = shape.stroke {
                stroke.width *= strokeScale
                let outline = Stroker.stroke(geometry, style: stroke, tolerance: tolerance)
                SymbolSVG.addOriented(outline, to: &builder, tolerance: tolerance)
            }
        }
        return builder.build()
    }

    /// Appends `path` flattened, reversed if its total signed area is negative, so every
    /// piece (a fill, a stroke's outline) is wound the same way and where pieces overlap
    /// their windings add. Reversing a whole path keeps its own nonzero interior.
    /// `negative` winds it the other way, so it subtracts where it overlaps the others.
    static func addOriented(_ path: Path, to builder: inout PathBuilder, tolerance: Double, negative: Bool = false) {
        let lines = path.flattened(tolerance: tolerance).filter { $0.points.count > 2 }
        let reverse = (signedArea(of: lines) < 0) != negative
        for line in lines {
            let points = reverse ? line.points.reversed() : line.points
            builder.move(to: points[0])
            for p in points.dropFirst() { builder.line(to: p) }
            builder.close()
        }
    }

    /// The signed area of closed polylines (shoelace; positive clockwise on screen, y down).
    static func signedArea(of lines: [Polyline]) -> Double {
        var area = 0.0
        for line in lines where line.points.count > 2 {
            var previous = line.points[line.points.count - 1]
            for p in line.points {
                area += previous.cross(p)
                previous = p
            }
        }
        return area / 2
    }

    /// A stroke under a transform: its width scaled by the transform's area scale (icon
    /// sets only translate and rotate, where it is 1).
    private static func transformed(_ stroke: StrokeStyle, _ t: Transform) -> StrokeStyle {
        var s = stroke
        s.width *= abs(t.determinant).squareRoot()
        return s
    }
}
