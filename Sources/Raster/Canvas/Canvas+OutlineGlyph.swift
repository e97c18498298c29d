extension Canvas {
    /// Fills a vector glyph in one colour, scaled to fit `rect` (points, user space) keeping
    /// its aspect ratio and centred; at `rect.size == glyph.size` it is drawn 1:1. A
    /// ``OutlineGlyph/knockout`` is clipped out, so the ground shows through it.
    public func draw(_ glyph: OutlineGlyph, in rect: Rect, color: RGBAColor) {
        guard let t = glyph.fitting(rect) else { return }
        if let source = glyph.source { noteUsed(source) }
        guard let knockout = glyph.knockout else {
            fill(glyph.path.applying(t), with: Paint(color: color))
            return
        }
        withSavedState {
            clipOut(knockout.applying(t))
            fill(glyph.path.applying(t), with: Paint(color: color))
        }
    }

    /// The palette form: the glyph in `primary`, and its knocked-out figure in `secondary`,
    /// e.g. a white minus on a red disc for a delete control. A ``OutlineGlyph/knockout``
    /// path is filled over the glyph; a designed knock-out (``OutlineGlyph/hasKnockoutDisc``)
    /// gets a disc under the glyph. Other glyphs draw in `primary` only.
    ///
    /// The secondary disc is 88 % of the ink box's size: inside the glyph's ring, so its
    /// edge never shows, and larger than any designed knock-out (those reach at most about
    /// 75 % of the radius).
    public func draw(_ glyph: OutlineGlyph, in rect: Rect, primary: RGBAColor, secondary: RGBAColor) {
        guard let t = glyph.fitting(rect) else { return }
        if glyph.hasKnockoutDisc {
            let inset = 0.06
            let size = glyph.size
            let disc = Rect(
                x: size.width * inset, y: size.height * inset,
                width: size.width * (1 - 2 * inset), height: size.height * (1 - 2 * inset))
            fill(Path(ellipseIn: disc).applying(t), with: Paint(color: secondary))
        }
        if let source = glyph.source { noteUsed(source) }
        fill(glyph.path.applying(t), with: Paint(color: primary))
        if let knockout = glyph.knockout { fill(knockout.applying(t), with: Paint(color: secondary)) }
    }
}
