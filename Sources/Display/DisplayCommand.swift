import Raster

/// One drawing primitive of a ``DisplayList``, in points of the list's content space
/// (y down, origin at the list's top-left); colours already resolved for the traits.
///
/// Primitives are plain drawing: rendering one needs only the rasterizer, so the model,
/// the layout and the text stage stay behind the layout stage that makes them.
public enum DisplayCommand: Sendable {
    /// Fills a rectangle, rounded when `cornerRadius` > 0.
    case fill(Rect, color: RGBAColor, cornerRadius: Double, cornerCurve: CornerCurve)
    /// Strokes the inside of a (rounded) rectangle's outline `width` points wide.
    case stroke(Rect, color: RGBAColor, width: Double, cornerRadius: Double, cornerCurve: CornerCurve)
    /// A separator: a rectangle exactly one device pixel tall (already snapped).
    case hairline(Rect, color: RGBAColor)
    /// A symbol image filling `rect`; `secondary` fills its knocked-out parts; turned by
    /// `quarterTurns` clockwise about the rect's centre. (Directional symbols already
    /// face the layout direction: the layout mirrors them.)
    case symbol(OutlineGlyph, Rect, color: RGBAColor, secondary: RGBAColor?, quarterTurns: Int)
    /// Shaped glyphs with the first pen at `origin` (on the baseline), in one colour.
    case glyphs(GlyphRun, origin: Point, color: RGBAColor)
    /// A bitmap scaled into a rectangle.
    case image(Pixmap, Rect, options: ImageDrawOptions)
    /// The backdrop behind a (rounded) rectangle replaced by a material made from it.
    case backdrop(Rect, material: Material, cornerRadius: Double)
    /// Restricts drawing to a rectangle, its corners rounded by `cornerRadii`, until the
    /// matching ``popClip``. Square pixel-aligned rectangles cost nothing to clip to;
    /// rounded ones make a coverage mask over their bounds.
    case pushClip(Rect, cornerRadii: CornerRadii, cornerCurve: CornerCurve)
    case popClip
    /// App-supplied drawing into a rectangle (points); the canvas's state (transform,
    /// clip) is restored after it, so it cannot leak into later commands.
    case custom(CustomDrawing, Rect)
    /// Commands drawn as one layer, at an opacity and with a shadow (a lifted cell).
    indirect case layer(DisplayLayer)
    /// Moves everything after it by `dy` points (scrolling) until the matching ``popOffset``.
    case pushOffset(dy: Double)
    case popOffset
}
