extension Canvas {
    /// Strokes the outline of `path` (in user space).
    ///
    /// The stroke is built in user space and then transformed, so non-uniform scales
    /// shape it as CoreGraphics does. Inside and outside alignment stroke twice the width,
    /// centred, clipped to the inside or the outside of the path (meaningful for closed paths).
    public func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {
        guard style.isVisible, !path.isEmpty else { return }
        // How far the outline can reach beyond the path: half the (doubled, when aligned
        // inside or outside) width, times the miter limit for miter joins and √2 for square caps.
        let halfWidth = style.alignment == .center ? style.width / 2 : style.width
        let reach =
            halfWidth * max(1, style.lineJoin == .miter ? style.miterLimit : 1, style.lineCap == .square ? 2.0.squareRoot() : 1)
        if isOutsideClip(userBounds: path.controlBounds.insetBy(dx: -reach, dy: -reach)) { return }
        let scale = transform.maxScale
        guard scale > 0, scale.isFinite else { return }
        let userTolerance = tolerance / scale
        switch style.alignment {
        case .center:
            fill(
                Stroker.polylines(path, style: style, tolerance: userTolerance, transform: transform, scratch: strokeScratch),
                with: paint)
        case .inside, .outside:
            var doubled = style
            doubled.width = style.width * 2
            doubled.alignment = .center
            let outline = Stroker.polylines(
                path, style: doubled, tolerance: userTolerance, transform: transform, scratch: strokeScratch)
            withSavedState {
                if style.alignment == .inside { clip(to: path) } else { clipOut(path) }
                fill(outline, with: paint)
            }
        }
    }
}
