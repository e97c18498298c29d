import Raster

// Rasterizing a display list: one canvas, scaled by the display scale, commands in order.

/// Why a display list could not be drawn. (A list's checks before its display list is
/// made, such as its size and arguments, are the views stage's `RenderError`.)
public enum DisplayListError: Error, Equatable, CustomStringConvertible {
    /// The picture would exceed the pixmap limits (`Pixmap.maxDimension`, `Pixmap.maxPixelCount`).
    case pictureTooLarge(width: Int, height: Int)
    /// App-supplied drawing (a custom view) failed.
    case customView(name: String, message: String)
    /// The visual-effect backdrops would blur more device pixels than
    /// ``DisplayList/maxBlurredPixels``.
    case blurTooLarge(pixels: Int, limit: Int)

    public var description: String {
        switch self {
        case .customView(let name, let message): "custom view \(name): \(message)"
        case .blurTooLarge(let pixels, let limit):
            "the material backgrounds would blur \(pixels) device pixels, over the limit of \(limit); "
                + "crop the picture with a height, or use fewer material backgrounds"
        case .pictureTooLarge(let w, let h):
            "the picture would be \(w) x \(h) pixels, over \(Pixmap.limitsInWords)"
        }
    }
}

extension DisplayList {
    /// Draws the list into a new pixmap of ``pixelSize``.
    public func render() throws -> Pixmap {
        try renderWithGlyphSources().pixmap
    }

    /// Draws the list, and returns the glyph sources (font faces) its text and symbols used
    /// (render metadata for snapshots: a reference made with other font files fails naming
    /// the font).
    public func renderWithGlyphSources() throws -> (pixmap: Pixmap, glyphSources: [any GlyphSource]) {
        let pw = size.width * scale
        let ph = size.height * scale
        // Checked in floating point first: an absurd height must not trap converting to Int.
        guard pw.isFinite, ph.isFinite, pw <= Double(Pixmap.maxDimension), ph <= Double(Pixmap.maxDimension) else {
            throw DisplayListError.pictureTooLarge(
                width: pw.isFinite ? Int(min(pw, 1e15)) : Int.max,
                height: ph.isFinite ? Int(min(ph, 1e15)) : Int.max)
        }
        let (w, h) = pixelSize
        // The blur's work before any pixel: it is the one cost not bounded by the picture's size.
        let blurred = Self.blurredPixels(commands, scale: scale, picture: Double(max(1, w)) * Double(max(1, h)))
        guard blurred <= Double(Self.maxBlurredPixels) else {
            throw DisplayListError.blurTooLarge(pixels: Int(min(blurred, 1e15)), limit: Self.maxBlurredPixels)
        }
        // The canvas starts cleared to the background colour, so drawing need not fill it
        // again; the clear is written row by row as drawing reaches each row (Canvas).
        guard let canvas = Canvas(width: max(1, w), height: max(1, h), clearedTo: backgroundColor.premultiplied) else {
            throw DisplayListError.pictureTooLarge(width: w, height: h)
        }
        try draw(in: canvas, fillingBackground: false)
        return (canvas.pixmap, canvas.usedGlyphSources)
    }

    /// The most device pixels the visual-effect backdrops of one picture may blur together:
    /// 2^26 (67,108,864), a quarter of the largest picture. A material blurs, desaturates and
    /// tints its area: the largest picture (2^28 pixels) under material backgrounds took
    /// 12–18 s from a 110 KB spec (45–67 ns a device pixel, release, 2-core VM), so this
    /// budget bounds a picture's blur to a quarter of that (measured in docs/security.md).
    public static let maxBlurredPixels = 1 << 26

    /// The device pixels the backdrops in `commands` (layers included) blur, each at most the
    /// whole picture: an upper bound, since clips are not applied.
    static func blurredPixels(_ commands: [DisplayCommand], scale: Double, picture: Double) -> Double {
        var total = 0.0
        for command in commands {
            switch command {
            case .backdrop(let rect, _, _):
                let area = max(0, rect.size.width * scale) * max(0, rect.size.height * scale)
                total += area.isFinite ? min(area, picture) : picture
            case .layer(let layer):
                total += blurredPixels(layer.commands, scale: scale, picture: picture)
            default:
                continue
            }
        }
        return total
    }

    /// Draws the list into `canvas`, whose current transform maps points of the list's
    /// content space (times ``scale``) into it.
    /// - Throws: ``DisplayListError/customView(name:message:)`` when app-supplied drawing
    ///   fails; what was drawn before it stays in the canvas.
    public func draw(in canvas: Canvas) throws {
        try draw(in: canvas, fillingBackground: true)
    }

    func draw(in canvas: Canvas, fillingBackground: Bool) throws {
        canvas.save()
        canvas.transform = Transform(scale: scale).concatenating(canvas.transform)
        if fillingBackground {
            canvas.fill(Rect(origin: .zero, size: size), with: .color(backgroundColor))
        }
        defer { canvas.restore() }
        try DisplayList.draw(commands, in: canvas)
    }

    /// Draws `commands` in order into `canvas`, whose current transform maps their points
    /// into it (a content view drawing itself into a cell's bounds, say). Clips and offsets
    /// the commands push are popped by their own matching commands.
    /// - Throws: ``DisplayListError/customView(name:message:)`` when a ``DisplayCommand/custom(_:_:)``
    ///   drawing throws; the canvas's saved states are restored first.
    public static func draw(_ commands: [DisplayCommand], in canvas: Canvas) throws {
        var offsets: [Transform] = []
        // Clips pushed and not yet popped, so an error leaves the canvas as it was given.
        var depth = 0
        let initialTransform = canvas.transform
        defer {
            for _ in 0..<depth { canvas.restore() }
            canvas.transform = initialTransform
        }
        for command in commands {
            switch command {
            case .fill(let rect, let color, let radius, let curve):
                guard color.alpha > 0 else { continue }
                if radius > 0 {
                    canvas.fill(Path(roundedRect: rect, cornerRadius: radius, cornerCurve: curve), with: .color(color))
                } else {
                    canvas.fill(rect, with: .color(color))
                }
            case .stroke(let rect, let color, let width, let radius, let curve):
                guard color.alpha > 0, width > 0 else { continue }
                let path = radius > 0 ? Path(roundedRect: rect, cornerRadius: radius, cornerCurve: curve) : Path(rect: rect)
                canvas.stroke(path, style: StrokeStyle(width: width, alignment: .inside), with: .color(color))
            case .hairline(let rect, let color):
                canvas.fill(rect, with: .color(color))
            case .symbol(let glyph, let rect, let color, let secondary, let quarterTurns):
                canvas.save()
                if quarterTurns % 4 != 0 {
                    // Points are mapped by the local transform first, then by the canvas's.
                    let c = rect.center
                    var local = Transform(translationX: -c.x, y: -c.y)
                    local = local.concatenating(Transform(rotationAngle: Double(quarterTurns) * .pi / 2))
                    local = local.concatenating(Transform(translationX: c.x, y: c.y))
                    canvas.transform = local.concatenating(canvas.transform)
                }
                // `rect` is where the turned symbol lands; an odd number of quarter turns
                // draws it upright into the rect with the sides swapped, then turns it.
                var upright = rect
                if quarterTurns % 2 != 0 {
                    upright = Rect(
                        x: rect.midX - rect.height / 2, y: rect.midY - rect.width / 2,
                        width: rect.height, height: rect.width)
                }
                if let secondary {
                    canvas.draw(glyph, in: upright, primary: color, secondary: secondary)
                } else {
                    canvas.draw(glyph, in: upright, color: color)
                }
                canvas.restore()
            case .glyphs(let run, let origin, let color):
                canvas.draw(run, at: origin, color: color)
            case .image(let pixmap, let rect, let options):
                canvas.draw(pixmap, in: rect, options: options)
            case .backdrop(let rect, let material, let radius):
                canvas.applyMaterial(material, in: rect, cornerRadius: radius)
            case .pushClip(let rect, let radii, let curve):
                canvas.save()
                if !radii.isZero {
                    canvas.clip(to: Path(roundedRect: rect, cornerRadii: radii, cornerCurve: curve))
                } else {
                    canvas.clip(to: rect)
                }
                depth += 1
            case .popClip:
                canvas.restore()
                depth -= 1
            case .custom(let drawing, let rect):
                canvas.save()
                defer { canvas.restore() }
                do {
                    try drawing.draw(canvas, rect)
                } catch let error as DisplayListError {
                    throw error
                } catch {
                    throw DisplayListError.customView(name: drawing.name, message: "\(error)")
                }
            case .layer(let layer):
                try draw(layer, in: canvas)
            case .pushOffset(let dy):
                offsets.append(canvas.transform)
                canvas.transform = Transform(translationX: 0, y: dy).concatenating(canvas.transform)
            case .popOffset:
                if let t = offsets.popLast() { canvas.transform = t }
            }
        }
    }
}
