import Raster

/// Drawing that fills a background in place of UIKit's custom background view
/// (`UIBackgroundConfiguration.customView`).
///
/// Conforming types are values: they describe what to draw and draw it on demand, so a
/// background configuration stays a `Sendable` value that compares by content. Keep
/// them free of closures so equality means "draws the same".
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
public protocol BackgroundContent: Equatable, Sendable {
    /// Draws into `rect` (user space of `canvas`, in points). The background has already
    /// clipped the canvas to its rounded shape, so drawing may fill `rect` entirely.
    /// `traitCollection` resolves dynamic colours.
    func draw(in canvas: Canvas, rect: Rect, traitCollection: TraitCollection)
}

extension BackgroundContent {
    /// Whether `other` is a value of this type equal to this one.
    func isEqual(to other: any BackgroundContent) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
