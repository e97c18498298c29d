import Raster

// Drawing a switch. The control is drawn into its own transparent layer first (device
// pixels, aligned with the target's pixel grid), because two things need one: the thumb's
// shadows are blurred shapes, and a disabled switch fades as a whole (α 0.5 over the
// track, shadows and thumb together, not each part on its own, which would show the track
// through the thumb). The layer covers the track and the reach of the wider shadow.

extension Switch {
    /// How far the wider shadow reaches beyond the track: its offset plus three sigmas (points).
    static let shadowMargin = 3.0 + 3 * 4.0

    public func draw(in canvas: Canvas, rect: Rect, tintColor: Color, traitCollection: TraitCollection) throws {
        let t = traitCollection
        let userToDevice = canvas.transform
        let device = userToDevice.apply(rect.insetBy(dx: -Switch.shadowMargin, dy: -Switch.shadowMargin))
        guard device.isFinite else { return }
        let x0 = Int(device.minX.rounded(.down))
        let y0 = Int(device.minY.rounded(.down))
        let width = Int(device.maxX.rounded(.up)) - x0
        let height = Int(device.maxY.rounded(.up)) - y0
        guard let layer = Canvas(width: width, height: height) else { return }
        let userToLayer = userToDevice.concatenating(Transform(translationX: Double(-x0), y: Double(-y0)))
        let layerRect = Rect(x: 0, y: 0, width: Double(width), height: Double(height))

        layer.transform = userToLayer
        let track = Path(roundedRect: rect, cornerRadius: rect.height / 2, cornerCurve: .circular)
        let trackColor = isOn ? (onTintColor ?? .systemGreen) : Switch.offTrackColor
        layer.fill(track, with: .color(trackColor.resolvedRGBA(with: t)))

        let thumb = thumbRect(in: rect, rightToLeft: t.layoutDirection == .rightToLeft)
        for shadow in Switch.thumbShadows {
            guard let shape = Canvas(width: width, height: height) else { continue }
            shape.transform = userToLayer
            let cast = thumb.offsetBy(dx: 0, dy: shadow.dy)
            shape.fill(Path(ellipseIn: cast), with: .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: shadow.alpha)))
            var blurred = shape.pixmap
            // Only where the shadow reaches has anything to blur: four sigmas round the thumb
            // hold every kernel's support (the sampled kernel's ±3.5 sigma, the three boxes'
            // about ±3), so the pixels are the same as blurring the whole layer, for a fifth
            // of the work on the narrow shadow and half on the wide one.
            let reach = IntRect(enclosing: userToLayer.apply(cast.insetBy(dx: -4 * shadow.sigma, dy: -4 * shadow.sigma)))
            GaussianBlur(sigma: shadow.sigma * userToDevice.maxScale, edgeMode: .transparent)
                .apply(to: &blurred, region: reach)
            layer.transform = .identity
            layer.draw(blurred, in: layerRect)
            layer.transform = userToLayer
        }
        layer.fill(Path(ellipseIn: thumb), with: .color((thumbTintColor ?? .white).resolvedRGBA(with: t)))

        // The layer is pixel-aligned, so it is composited 1:1 in device space.
        canvas.transform = .identity
        canvas.draw(
            layer.pixmap, in: layerRect.offsetBy(dx: Double(x0), dy: Double(y0)),
            options: ImageDrawOptions(opacity: isEnabled ? 1 : 0.5))
        canvas.transform = userToDevice
    }

    /// The thumb's square in a track `rect`: at the trailing end when on (the left end
    /// right to left), inset ``thumbInset`` and centred vertically.
    package func thumbRect(in rect: Rect, rightToLeft: Bool) -> Rect {
        let d = Switch.thumbDiameter
        let inset = Switch.thumbInset
        let atRight = isOn != rightToLeft
        let x = atRight ? rect.maxX - inset - d : rect.minX + inset
        return Rect(x: x, y: rect.midY - d / 2, width: d, height: d)
    }
}
