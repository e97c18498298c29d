import CKernels

// Drawing positioned glyphs: the last stage of the text pipeline (font → shape → layout →
// here). Pen positions come from the run, in user space; they are mapped to device pixels
// with the canvas transform once per glyph.
//
// Under a translate + uniform scale transform (every cell, every gallery plate) a glyph is
// a coverage mask from the run's source, made at `size × scale` device pixels per em and at
// the quarter-pixel phase of its pen, composited in row-major order across the run so the
// destination is walked like a scanline. Any other transform fills the glyph outlines as
// paths. Colour glyphs (emoji bitmaps) are drawn as images, area-filtered down from their
// strike, under any transform.

extension Canvas {
    /// Draws a run with its first glyph's pen at `origin` (user space, on the baseline);
    /// the run's sizes and advances are in user-space units.
    public func draw(_ run: GlyphRun, at origin: Point, color: RGBAColor) {
        guard !run.glyphs.isEmpty, run.size.isFinite, run.size > 0, origin.isFinite else { return }
        noteUsed(run.source)
        if run.source.hasColorGlyphs {
            drawColorGlyphs(run, at: origin)
            return
        }
        let t = transform
        guard t.b == 0, t.c == 0, t.a == t.d, t.a > 0 else {
            drawGlyphOutlines(run, at: origin, color: color)
            return
        }
        let steps = Double(GlyphMaskRequest.subpixelSteps)
        let size = run.size * t.a
        var requests: [GlyphMaskRequest] = []
        var pens: [(x: Int, y: Int)] = []
        requests.reserveCapacity(run.glyphs.count)
        pens.reserveCapacity(run.glyphs.count)
        var penX = origin.x
        var penY = origin.y
        for g in run.glyphs {
            // Device position to the nearest quarter pixel; the whole part positions the
            // mask, the fraction picks its phase.
            let qx = Int(((t.a * (penX + g.xOffset) + t.tx) * steps).rounded())
            let qy = Int(((t.d * (penY - g.yOffset) + t.ty) * steps).rounded())
            requests.append(
                GlyphMaskRequest(
                    glyph: g.glyph, phaseX: qx & 3, phaseY: qy & 3,
                    inkWidthScale: g.inkWidthScale))
            pens.append((qx >> 2, qy >> 2))
            penX += g.xAdvance
            penY -= g.yAdvance
        }
        drawGlyphMasks(run.source.cachedMasks(requests, pixelsPerEm: size), pens: pens, color: color)
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

    /// ``drawGlyphMasks(_:color:)`` with the masks (as a source returns them) and their pen
    /// positions in two arrays, so a run's masks reach the kernel without being copied.
    package func drawGlyphMasks(_ masks: [GlyphMask], pens: [(x: Int, y: Int)], color: RGBAColor) {
        guard clipMask == nil, masks.count > 1 else {
            for (m, p) in zip(masks, pens) { drawGlyphMask(m, x: p.x, y: p.y, color: color) }
            return
        }
        // The visible part of each mask, as plain integers and a pointer into its coverage
        // (stable while `masks` holds them), for the C kernel to walk row by row.
        var rows: [rc_glyph_rows] = []
        rows.reserveCapacity(masks.count)
        var y0 = Int.max
        var y1 = Int.min
        let clip = clipBounds
        masks.withUnsafeBufferPointer { ms in
            for (m, p) in zip(ms, pens) where m.width > 0 {
                let r = IntRect(x: p.x + m.left, y: p.y + m.top, width: m.width, height: m.height).intersection(clip)
                guard !r.isEmpty, r.width > 0 else { continue }
                y0 = min(y0, r.y)
                y1 = max(y1, r.y + r.height)
                let start = (r.y - (p.y + m.top)) * m.width + (r.x - (p.x + m.left))
                rows.append(
                    rc_glyph_rows(
                        top: Int64(r.y), bottom: Int64(r.y + r.height), x: Int64(r.x),
                        count: Int64(r.width), stride: Int64(m.width),
                        coverage: UnsafePointer(m.storage.base + start)))
            }
        }
        guard y0 < y1 else { return }
        let width = self.width
        withExtendedLifetime(masks) {
            // A pending clear is written by the kernel as the glyphs reach it, under them
            // without reading it back (`rc_blend_glyph_rows` says why).
            withPixelsLeavingClear { px, clear in
                let blitter = GlyphBlitter(pixels: px, width: width, color: color)
                guard let clear else { return blitter.blitRows(y0: y0, y1: y1, rows) }
                var pending = rc_pending_clear(from: clear.marks, colour: clear.colour)
                blitter.blitRows(y0: y0, y1: y1, rows, pending: &pending)
            }
        }
    }

    /// Fills each glyph's outline as a path: the path for transforms a mask cannot follow
    /// (rotation, skew, mirroring, unequal scales).
    package func drawGlyphOutlines(_ run: GlyphRun, at origin: Point, color: RGBAColor) {
        let s = run.size / run.source.unitsPerEm
        let paint = Paint(color: color)
        let user = transform
        defer { transform = user }
        var penX = origin.x
        var penY = origin.y
        for g in run.glyphs {
            let path = run.source.cachedOutline(of: g.glyph)
            if !path.isEmpty {
                // Font units, y up → user space at the pen, y down → device.
                transform = Transform(a: s * g.inkWidthScale, b: 0, c: 0, d: -s, tx: penX + g.xOffset, ty: penY - g.yOffset)
                    .concatenating(user)
                fill(path, with: paint)
            }
            penX += g.xAdvance
            penY -= g.yAdvance
        }
    }

    /// Draws the colour bitmaps of a run from a colour bitmap font, scaled from the strike
    /// to the run's size and placed by the strike's bearings.
    func drawColorGlyphs(_ run: GlyphRun, at origin: Point) {
        var penX = origin.x
        var penY = origin.y
        for g in run.glyphs {
            if let bitmap = run.source.cachedColorGlyph(g.glyph) {
                draw(bitmap.image, in: bitmap.frame(penX: penX + g.xOffset, baseline: penY - g.yOffset, size: run.size))
            }
            penX += g.xAdvance
            penY -= g.yAdvance
        }
    }
}
