import Raster

/// Drawing that fills a background in place of UIKit's custom background view
/// (`UIBackgroundConfiguration.customView`): a ``CustomView`` that fills whatever rect it
/// is given, so it writes only its drawing.
///
/// ```swift
/// struct Stripes: BackgroundContent {
///     var color: RGBAColor
///     func draw(in canvas: Canvas, rect: Rect, traitCollection: TraitCollection) {
///         for y in stride(from: rect.minY, to: rect.maxY, by: 8) {
///             canvas.fill(Rect(x: rect.minX, y: y, width: rect.width, height: 4), with: .color(color))
///         }
///     }
/// }
/// background.customView = BackgroundCustomContent(Stripes(color: .black))
/// ```
public protocol BackgroundContent: CustomView {
    /// Draws into `rect` (user space of `canvas`, in points). The background has already
    /// clipped the canvas to its rounded shape, so drawing may fill `rect` entirely.
    /// `traitCollection` resolves dynamic colours.
    func draw(in canvas: Canvas, rect: Rect, traitCollection: TraitCollection)
}

extension BackgroundContent {
    /// A background fills the rect it is given.
    public func sizeThatFits(_ proposal: Size, traitCollection: TraitCollection) -> Size { proposal }

    /// The background's drawing; a background takes no tint of its own.
    public func draw(in canvas: Canvas, rect: Rect, tintColor: Color, traitCollection: TraitCollection) {
        draw(in: canvas, rect: rect, traitCollection: traitCollection)
    }
}
