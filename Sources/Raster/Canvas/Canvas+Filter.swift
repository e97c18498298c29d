extension Canvas {
    /// Blurs the pixels under `rect` (user space) in place, with a Gaussian of `sigma` user
    /// units (scaled to device pixels by the transform). Pixels around the rectangle are
    /// read as its neighbourhood; only pixels inside it (and inside the clip) change.
    public func blur(_ rect: Rect, sigma: Double, edgeMode: BlurEdgeMode = .clamp) {
        applyMaterial(Material(blurSigma: sigma, edgeMode: edgeMode), in: rect, cornerRadius: 0)
    }

    /// Replaces what lies under a (rounded) rectangle with a material made from it: the
    /// backdrop blurred, saturated and tinted, as a visual-effect view does. The shape's
    /// edge is anti-aliased; outside it nothing changes.
    public func applyMaterial(
        _ material: Material, in rect: Rect, cornerRadius: Double = 0,
        cornerCurve: CornerCurve = .continuous
    ) {
        let outline =
            cornerRadius > 0
            ? Path(roundedRect: rect, cornerRadius: cornerRadius, cornerCurve: cornerCurve)
            : Path(rect: rect)
        let polylines = outline.flattened(transform: transform, tolerance: tolerance)
        guard let bounds = deviceBounds(of: polylines), let original = pixmap.cropped(to: bounds) else { return }
        var scaled = material
        scaled.blurSigma = material.blurSigma * transform.maxScale
        // Filter in place so the blur sees the real neighbourhood, keep the result, then put
        // the original back and composite the result through the shape's coverage.
        modifyPixmap { scaled.apply(to: &$0, region: bounds) }
        guard let processed = pixmap.cropped(to: bounds) else { return }
        modifyPixmap { $0.paste(original, x: bounds.x, y: bounds.y) }
        fill(polylines, bounds: bounds, with: processed, at: (bounds.x, bounds.y), blendMode: .copy)
    }
}
