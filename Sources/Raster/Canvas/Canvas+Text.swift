import CKernels

// Drawing shaped text: the last stage of the text pipeline (font → shape → layout →
// here). Pen positions come from HarfBuzz through the layout, in points; they are
// mapped to device pixels with the canvas transform once per glyph.
//
// Under a translate + uniform scale transform (every cell, every gallery plate) a
// glyph is a cached coverage mask rasterized at `size × scale` device pixels per em
// and at the quarter-pixel phase of its pen, composited in row-major order across
// the run so the destination is walked like a scanline. Any other transform fills
// the glyph outlines as paths. Colour glyphs (emoji bitmaps) are drawn as images,
// area-filtered down from their strike, under any transform.

extension Canvas {
    /// Draws a laid-out text with the top-left of its layout box at `origin` (user space).
    ///
    /// Run colours are resolved with `traits`; colour glyphs keep their own colours.
    public func draw(_ layout: TextLayout, at origin: Point, traits: TraitCollection = .iPhone,
                     cache: GlyphCache = .shared)
    {
        for line in layout.lines {
            let baseline = origin.y + line.baseline
            for piece in line.runs {
                let pen = Point(x: origin.x + line.frame.minX + piece.x, y: baseline)
                draw(piece.run, at: pen, color: piece.color.resolvedRGBA(with: traits), cache: cache)
            }
        }
    }

    /// Lays out and draws `string` in one font and colour with its layout box's top-left at
    /// `origin`: on one line when `width` is nil, otherwise word-wrapped in `width` points.
    ///
    /// Text-style fonts are resolved for the traits' content size category, and lines
    /// are spaced by the font's leading. Returns the layout drawn, for measuring.
    @discardableResult
    public func draw(_ string: String, font: Font, color: Color, at origin: Point, width: Double? = nil,
                     traits: TraitCollection = .iPhone, catalog: FontCatalog = .shared) -> TextLayout
    {
        let resolved = font.resolved(for: traits.preferredContentSizeCategory)
        var style = width == nil ? ParagraphStyle(lineBreakMode: .clip) : ParagraphStyle.wrapping
        style.lineHeight = resolved.leading
        let text = StyledText(string, font: resolved, color: color)
        let layout = TextLayoutEngine.layout(text, style: style, width: width ?? .infinity, traits: traits,
                                             catalog: catalog)
        draw(layout, at: origin, traits: traits)
        return layout
    }

    /// Draws one shaped run with its first glyph's pen at `origin` (user space, on the
    /// baseline); the run's sizes and advances are in user-space units.
    public func draw(_ run: ShapedRun, at origin: Point, color: RGBAColor, cache: GlyphCache = .shared) {
        guard !run.glyphs.isEmpty, run.size.isFinite, run.size > 0, origin.isFinite else { return }
        noteFaceUsed(run.face)
        if run.face.isColorBitmapFont {
            drawColorGlyphs(run, at: origin, cache: cache)
            return
        }
        let t = transform
        guard t.b == 0, t.c == 0, t.a == t.d, t.a > 0 else {
            drawGlyphOutlines(run, at: origin, color: color, cache: cache)
            return
        }
        let steps = Double(GlyphCache.subpixelSteps)
        let size = run.size * t.a
        var requests: [GlyphCache.MaskRequest] = []
        var pens: [(x: Int, y: Int)] = []
        requests.reserveCapacity(run.glyphs.count)
        pens.reserveCapacity(run.glyphs.count)
        var penX = origin.x, penY = origin.y
        for g in run.glyphs {
            // Device position to the nearest quarter pixel; the whole part positions the
            // mask, the fraction picks its phase.
            let qx = Int(((t.a * (penX + g.xOffset) + t.tx) * steps).rounded())
            let qy = Int(((t.d * (penY - g.yOffset) + t.ty) * steps).rounded())
            requests.append(GlyphCache.MaskRequest(glyph: g.glyph, phaseX: qx & 3, phaseY: qy & 3))
            pens.append((qx >> 2, qy >> 2))
            penX += g.xAdvance
            penY -= g.yAdvance
        }
        drawGlyphMasks(cache.masks(requests, face: run.face, size: size), pens: pens, color: color)
    }

    /// Composites glyph masks in one colour, row by row across all of them.
    ///
    /// The result is the same as drawing each with ``drawGlyphMask(_:x:y:color:)`` in
    /// order (each pixel still sees the glyphs in the given order), but the destination
    /// is walked a row at a time, which is what the memory system rewards: on scene S4
    /// the glyph-by-glyph order spent most of its time waiting for destination rows.
    public func drawGlyphMasks(_ glyphs: [GlyphMaskPlacement], color: RGBAColor) {
        drawGlyphMasks(glyphs.map(\.mask), pens: glyphs.map { ($0.x, $0.y) }, color: color)
    }

    /// ``drawGlyphMasks(_:color:)`` with the masks (as the cache returns them) and their pen
    /// positions in two arrays, so a run's masks reach the kernel without being copied.
    func drawGlyphMasks(_ masks: [GlyphMask], pens: [(x: Int, y: Int)], color: RGBAColor) {
        guard clipMask == nil, masks.count > 1 else {
            for (m, p) in zip(masks, pens) { drawGlyphMask(m, x: p.x, y: p.y, color: color) }
            return
        }
        // The visible part of each mask, as plain integers and a pointer into its coverage
        // (stable while `masks` holds them), for the C kernel to walk row by row.
        var rows: [rc_glyph_rows] = []
        rows.reserveCapacity(masks.count)
        var y0 = Int.max, y1 = Int.min
        let clip = clipBounds
        masks.withUnsafeBufferPointer { ms in
            for (m, p) in zip(ms, pens) where m.width > 0 {
                let r = IntRect(x: p.x + m.left, y: p.y + m.top, width: m.width, height: m.height).intersection(clip)
                guard !r.isEmpty, r.width > 0 else { continue }
                y0 = min(y0, r.y)
                y1 = max(y1, r.y + r.height)
                let start = (r.y - (p.y + m.top)) * m.width + (r.x - (p.x + m.left))
                rows.append(rc_glyph_rows(top: Int64(r.y), bottom: Int64(r.y + r.height), x: Int64(r.x),
                                          count: Int64(r.width), stride: Int64(m.width),
                                          coverage: UnsafePointer(m.storage.base + start)))
            }
        }
        guard y0 < y1 else { return }
        let width = pixmap.width
        withExtendedLifetime(masks) {
            withPixels { px in
                GlyphBlitter(pixels: px, width: width, color: color).blitRows(y0: y0, y1: y1, rows)
            }
        }
    }

    /// Fills each glyph's outline as a path: the path for transforms a mask cannot follow
    /// (rotation, skew, mirroring, unequal scales).
    func drawGlyphOutlines(_ run: ShapedRun, at origin: Point, color: RGBAColor, cache: GlyphCache) {
        let s = run.size / run.face.unitsPerEm
        let paint = Paint(color: color)
        let user = transform
        defer { transform = user }
        var penX = origin.x, penY = origin.y
        for g in run.glyphs {
            let path = cache.outlinePath(g.glyph, face: run.face)
            if !path.isEmpty {
                // Font units, y up → user space at the pen, y down → device.
                transform = Transform(a: s, b: 0, c: 0, d: -s, tx: penX + g.xOffset, ty: penY - g.yOffset)
                    .concatenating(user)
                fill(path, with: paint)
            }
            penX += g.xAdvance
            penY -= g.yAdvance
        }
    }

    /// Draws the colour bitmaps of a run from a colour bitmap font, scaled from the strike
    /// to the run's size and placed by the strike's bearings.
    func drawColorGlyphs(_ run: ShapedRun, at origin: Point, cache: GlyphCache) {
        var penX = origin.x, penY = origin.y
        for g in run.glyphs {
            if let bitmap = cache.colorGlyph(g.glyph, face: run.face) {
                draw(bitmap.image, in: bitmap.frame(penX: penX + g.xOffset, baseline: penY - g.yOffset, size: run.size))
            }
            penX += g.xAdvance
            penY -= g.yAdvance
        }
    }
}
