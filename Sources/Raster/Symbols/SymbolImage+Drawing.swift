// Symbols draw as vector fills through the ordinary path pipeline, so their edges get the
// rasterizer's exact analytic anti-aliasing at any scale and subpixel position, and the
// canvas's transform and clip apply as to any shape.

extension SymbolImage {
    /// Fills the symbol in one colour, scaled to fit `rect` (points, the canvas's user
    /// space) keeping its aspect ratio and centred; at `rect.size == size` it is drawn 1:1.
    public func draw(in canvas: Canvas, rect: Rect, color: RGBAColor) {
        guard let t = fitting(rect) else { return }
        canvas.noteFaceUsed(face)
        canvas.fill(path.applying(t), with: Paint(color: color))
    }

    /// The palette form: the glyph in `primary`, and for a disc with a knocked-out figure
    /// (``hasKnockoutDisc``: the `*.circle.fill` symbols) the figure in `secondary`, e.g. a
    /// white minus on a red disc for a delete control. Other symbols draw in `primary` only.
    ///
    /// The secondary colour is a disc 88 % of the ink box's size under the glyph: inside
    /// the glyph's ring, so its edge never shows, and larger than any Material knock-out
    /// (those reach at most about 75 % of the radius).
    public func draw(in canvas: Canvas, rect: Rect, primary: RGBAColor, secondary: RGBAColor) {
        guard let t = fitting(rect) else { return }
        if hasKnockoutDisc {
            let inset = 0.06
            let disc = Rect(x: size.width * inset, y: size.height * inset,
                            width: size.width * (1 - 2 * inset), height: size.height * (1 - 2 * inset))
            canvas.fill(Path(ellipseIn: disc).applying(t), with: Paint(color: secondary))
        }
        canvas.noteFaceUsed(face)
        canvas.fill(path.applying(t), with: Paint(color: primary))
    }

    /// Maps the ink box onto `rect`, aspect-fit and centred; nil when nothing would show.
    func fitting(_ rect: Rect) -> Transform? {
        guard rect.isFinite, !rect.isEmpty, size.width > 0, size.height > 0 else { return nil }
        let f = min(rect.width / size.width, rect.height / size.height)
        let x = rect.minX + (rect.width - size.width * f) / 2
        let y = rect.minY + (rect.height - size.height * f) / 2
        return Transform(a: f, b: 0, c: 0, d: f, tx: x, ty: y)
    }
}
