import Raster

// A layer (``DisplayLayer``) is drawn offscreen, in device pixels aligned with the canvas:
// its commands into a transparent pixmap covering the layer's bounds and its shadow's
// spread; the shadow made from that pixmap's alpha (tinted, moved, blurred) with the
// pixmap over it; the result composited one to one at the layer's opacity onto the canvas,
// through its clip. The pixmaps are whole device
// pixels at whole-pixel offsets, so compositing them resamples nothing.

extension DisplayList {
    static func draw(_ layer: DisplayLayer, in canvas: Canvas) throws {
        let t = canvas.transform
        guard t.isAxisAligned, layer.bounds.isFinite, !layer.bounds.isEmpty else { return }
        // Room for the shadow: three sigmas of blur beyond its offset.
        let spread = layer.shadow.map { 1.5 * $0.radius + max(abs($0.offset.width), abs($0.offset.height)) } ?? 0
        let device = t.apply(layer.bounds.insetBy(dx: -spread, dy: -spread))
        let x0 = Int(device.minX.rounded(.down))
        let y0 = Int(device.minY.rounded(.down))
        let x1 = Int(device.maxX.rounded(.up))
        let y1 = Int(device.maxY.rounded(.up))
        // Only the part the canvas can show is drawn (a layer far off the picture costs nothing).
        let clip = canvas.deviceClipBounds
        let left = max(x0, clip.x)
        let top = max(y0, clip.y)
        let right = min(x1, clip.x + clip.width)
        let bottom = min(y1, clip.y + clip.height)
        guard right > left, bottom > top,
            let offscreen = Canvas(width: right - left, height: bottom - top)
        else { return }
        let w = right - left
        let h = bottom - top
        offscreen.transform = t.concatenating(Transform(translationX: Double(-left), y: Double(-top)))
        offscreen.save()
        offscreen.clip(to: layer.bounds)
        try DisplayList.draw(layer.commands, in: offscreen)
        offscreen.restore()
        for source in offscreen.usedGlyphSources { canvas.noteUsed(source) }

        let whole = Rect(x: Double(left), y: Double(top), width: Double(w), height: Double(h))
        var picture = offscreen.pixmap
        // Core Animation composites a layer's content over its shadow, then the whole at
        // the layer's opacity; so here.
        if let shadow = layer.shadow, shadow.color.alpha > 0, let shade = Canvas(width: w, height: h) {
            let scale = t.maxScale
            shade.draw(
                offscreen.pixmap,
                in: Rect(
                    x: (shadow.offset.width * scale).rounded(),
                    y: (shadow.offset.height * scale).rounded(),
                    width: Double(w), height: Double(h)),
                options: ImageDrawOptions(tintColor: shadow.color))
            shade.blur(
                Rect(x: 0, y: 0, width: Double(w), height: Double(h)), sigma: shadow.radius * scale / 2,
                edgeMode: .transparent)
            shade.draw(offscreen.pixmap, in: Rect(x: 0, y: 0, width: Double(w), height: Double(h)))
            picture = shade.pixmap
        }
        canvas.save()
        defer { canvas.restore() }
        canvas.transform = .identity
        canvas.draw(picture, in: whole, options: ImageDrawOptions(opacity: layer.opacity))
    }
}
