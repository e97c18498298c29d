import Raster

/// Any ``BackgroundContent`` stored in a background configuration, compared by value.
///
/// Two wrappers are equal exactly when they hold equal values of the same type.
public struct BackgroundCustomContent: Equatable, Sendable {
    /// The drawing this wraps.
    public let content: any BackgroundContent

    public init(_ content: some BackgroundContent) {
        self.content = content
    }

    /// Draws the wrapped content into `rect`.
    public func draw(in canvas: Canvas, rect: Rect, traitCollection: TraitCollection) {
        content.draw(in: canvas, rect: rect, traitCollection: traitCollection)
    }

    public static func == (a: BackgroundCustomContent, b: BackgroundCustomContent) -> Bool {
        a.content.isEqual(to: b.content)
    }
}
