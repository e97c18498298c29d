extension Canvas {
    /// Draws `image` stretched into `rect` (user space).
    ///
    /// Axis-aligned placements are resampled to device pixels first: bilinear when
    /// enlarging, an exact area filter when reducing (per axis). The placement's own
    /// outline (a rectangle or rounded rectangle) is anti-aliased by the rasterizer.
    public func draw(_ image: Pixmap, in rect: Rect, options: ImageDrawOptions = ImageDrawOptions()) {
        guard rect.isFinite, !rect.isEmpty else { return }
        let source = Canvas.prepare(image, options: options)
        let outline =
            options.cornerRadius > 0
            ? Path(roundedRect: rect, cornerRadius: options.cornerRadius, cornerCurve: options.cornerCurve)
            : Path(rect: rect)
        let polylines = outline.flattened(transform: transform, tolerance: tolerance)
        guard let bounds = deviceBounds(of: polylines) else { return }
        if transform.isAxisAligned {
            let dest = transform.apply(rect)
            // One image pixel per device pixel at a whole-pixel offset (a layer composited
            // back, an image at its natural size): the resampler would copy it exactly, so
            // the pixels are read as they are (ImageTests checks the two agree).
            if transform.a > 0, transform.d > 0, let origin = Canvas.exactPlacement(of: source, at: dest) {
                fill(polylines, bounds: bounds, with: source, at: origin, blendMode: options.blendMode)
                return
            }
            guard
                let resampled = ImageResampler.resample(
                    source, into: dest, region: bounds,
                    flipX: transform.a < 0, flipY: transform.d < 0)
            else { return }
            fill(polylines, bounds: bounds, with: resampled, at: (bounds.x, bounds.y), blendMode: options.blendMode)
        } else {
            // Image pixel = inverse(rect placement ∘ transform)(device pixel).
            let place = Transform(scaleX: rect.width / Double(source.width), y: rect.height / Double(source.height))
                .concatenating(Transform(translationX: rect.minX, y: rect.minY))
                .concatenating(transform)
            guard let inverse = place.inverted() else { return }
            rasterizer.reset(bounds: bounds)
            rasterizer.add(polylines)
            sweep(shader: BilinearImageShader(image: source, inverse: inverse), blendMode: options.blendMode, fillRule: .nonZero)
        }
    }

    /// The device pixel `image`'s first pixel lands on when `dest` (device pixels) places
    /// it one to one at whole-pixel coordinates; nil for any other placement.
    static func exactPlacement(of image: Pixmap, at dest: Rect) -> (x: Int, y: Int)? {
        guard dest.width == Double(image.width), dest.height == Double(image.height),
            dest.minX == dest.minX.rounded(), dest.minY == dest.minY.rounded(),
            abs(dest.minX) < 1e9, abs(dest.minY) < 1e9
        else { return nil }
        return (Int(dest.minX), Int(dest.minY))
    }

    /// Applies tint (template images) and opacity to the source pixels once, before resampling.
    static func prepare(_ image: Pixmap, options: ImageDrawOptions) -> Pixmap {
        let opacity = options.opacity.isFinite ? min(1, max(0, options.opacity)) : 0
        if options.tintColor == nil && opacity >= 1 { return image }
        var out = image
        let o = UInt32((opacity * 255).rounded())
        let tint = options.tintColor.map { $0.withAlpha($0.alpha).premultiplied.packed }
        out.data.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for i in 0..<px.count {
                var p = px[i]
                if let t = tint { p = scalePixel(t, p >> 24) }
                if o < 255 { p = scalePixel(p, o) }
                px[i] = p
            }
        }
        return out
    }
}
