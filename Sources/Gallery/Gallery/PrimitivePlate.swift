import RenderCells

/// One small picture exercising a family of drawing primitives.
///
/// Plates are the reference snapshots of the rasterizer and the tiles of the demo
/// gallery, so what the tests pin down is exactly what people see.
public struct PrimitivePlate: Sendable {
    public let name: String
    public let title: String
    /// Size in points; plates are drawn at `scale` device pixels per point.
    public let size: Size
    public let draw: @Sendable (Canvas) -> Void

    public init(name: String, title: String, size: Size, draw: @escaping @Sendable (Canvas) -> Void) {
        self.name = name
        self.title = title
        self.size = size
        self.draw = draw
    }

    /// Renders the plate on white at `scale` device pixels per point.
    public func render(scale: Double = 2) -> Pixmap {
        renderWithFonts(scale: scale).pixmap
    }

    /// Renders the plate and reports the font faces its text used (render metadata).
    public func renderWithFonts(scale: Double = 2) -> (pixmap: Pixmap, fonts: [FontFace]) {
        let w = Int((size.width * scale).rounded(.up))
        let h = Int((size.height * scale).rounded(.up))
        let canvas = Canvas(width: w, height: h)!
        canvas.clear(.white)
        canvas.transform = Transform(scale: scale)
        draw(canvas)
        return (canvas.pixmap, canvas.usedFaces)
    }
}
