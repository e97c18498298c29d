import Raster

// Drawing laid-out text: a text layout is lines of shaped runs with resolved colours; each
// run becomes a ``GlyphRun`` of its face and is drawn by the rasterizer, which asks the face
// (through ``GlyphSource``) for masks, outlines or colour bitmaps.

extension Canvas {
    /// Draws a laid-out text with the top-left of its layout box at `origin` (user space),
    /// each run in its own colour; colour glyphs keep their own colours.
    public func draw(_ layout: TextLayout, at origin: Point) {
        for line in layout.lines {
            let baseline = origin.y + line.baseline
            for piece in line.runs {
                let pen = Point(x: origin.x + line.frame.minX + piece.x, y: baseline)
                draw(piece.run, at: pen, color: piece.color)
            }
        }
    }

    /// Lays out and draws `string` in one font and colour with its layout box's top-left at
    /// `origin`: on one line when `width` is nil, otherwise word-wrapped in `width` points.
    ///
    /// Text-style fonts are resolved for the environment's content size category, and
    /// lines are spaced by the font's leading. Returns the layout drawn, for measuring.
    @discardableResult
    public func draw(
        _ string: String, font: Font, color: RGBAColor, at origin: Point, width: Double? = nil,
        environment: TextEnvironment = .standard, catalog: FontCatalog = .shared
    ) -> TextLayout {
        let resolved = font.resolved(for: environment.contentSizeCategory)
        var style = width == nil ? ParagraphStyle(lineBreakMode: .clip) : ParagraphStyle.wrapping
        style.lineHeight = resolved.leading
        let text = StyledText(string, font: resolved, color: color)
        let layout = TextLayoutEngine.layout(
            text, style: style, width: width ?? .infinity, environment: environment,
            catalog: catalog)
        draw(layout, at: origin)
        return layout
    }

    /// Draws one shaped run with its first glyph's pen at `origin` (user space, on the
    /// baseline); the run's sizes and advances are in user-space units. Glyph images come
    /// from `cache` (the shared one unless given another).
    public func draw(_ run: ShapedRun, at origin: Point, color: RGBAColor, cache: GlyphCache = .shared) {
        draw(run.glyphRun(cache: cache), at: origin, color: color)
    }

    /// The font faces text and symbols drawn here used, in first-use order.
    public var usedFaces: [FontFace] {
        var faces: [FontFace] = []
        for source in usedGlyphSources {
            guard let face = (source as? FontFace) ?? (source as? CachedGlyphSource)?.face else { continue }
            if !faces.contains(where: { $0 === face }) { faces.append(face) }
        }
        return faces
    }
}
