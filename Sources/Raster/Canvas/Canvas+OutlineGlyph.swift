extension Canvas {
    /// Fills a vector glyph in one colour, scaled to fit `rect` (points, user space) keeping
    /// its aspect ratio and centred; at `rect.size == glyph.size` it is drawn 1:1.
    public func draw(_ glyph: OutlineGlyph, in rect: Rect, color: RGBAColor) {
        guard let t = glyph.fitting(rect) else { return }
        if let source = glyph.source { noteUsed(source) }
        fill(glyph.path.applying(t), with: Paint(color: color))
    }

    /// The palette form: the glyph in `primary`, and for a disc with a knocked-out figure
    /// (``OutlineGlyph/hasKnockoutDisc``) the figure in `secondary`, e.g. a white minus on a
    /// red disc for a delete control. Other glyphs draw in `primary` only.
    ///
    /// The secondary colour is a disc 88 % of the ink box's size under the glyph: inside
    /// the glyph's ring, so its edge never shows, and larger than any Material knock-out
    /// (those reach at most about 75 % of the radius).
    public func draw(_ glyph: OutlineGlyph, in rect: Rect, primary: RGBAColor, secondary: RGBAColor) {
        guard let t = glyph.fitting(rect) else { return }
        if glyph.hasKnockoutDisc {
            let inset = 0.06, size = glyph.size
            let disc = Rect(x: size.width * inset, y: size.height * inset,
                            width: size.width * (1 - 2 * inset), height: size.height * (1 - 2 * inset))
            fill(Path(ellipseIn: disc).applying(t), with: Paint(color: secondary))
        }
        if let source = glyph.source { noteUsed(source) }
        fill(glyph.path.applying(t), with: Paint(color: primary))
    }
}
