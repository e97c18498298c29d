import Raster

// Symbols draw as vector fills (``OutlineGlyph``) through the ordinary path pipeline.

extension SymbolImage {
    /// The symbol as the rasterizer draws it: its outline in points, its ink box, and the
    /// face it came from.
    public var outlineGlyph: OutlineGlyph {
        OutlineGlyph(path: path, size: size, knockout: knockout, hasKnockoutDisc: hasKnockoutDisc, source: face)
    }

    /// Fills the symbol in one colour, scaled to fit `rect` (points, the canvas's user
    /// space) keeping its aspect ratio and centred; at `rect.size == size` it is drawn 1:1.
    public func draw(in canvas: Canvas, rect: Rect, color: RGBAColor) {
        canvas.draw(outlineGlyph, in: rect, color: color)
    }

    /// The palette form (`Canvas.draw(_:in:primary:secondary:)`): for the `*.circle.fill`
    /// symbols the knocked-out figure in `secondary`.
    public func draw(in canvas: Canvas, rect: Rect, primary: RGBAColor, secondary: RGBAColor) {
        canvas.draw(outlineGlyph, in: rect, primary: primary, secondary: secondary)
    }
}
