import Raster

/// Drawing an app supplies (a custom content view, background view or accessory view),
/// carried in a display list as a value and run when the list is rasterized.
///
/// The display list stays data an app cannot reach back into: the closure gets only the
/// canvas and the frame it was laid out in, and must draw the same pixels every time it
/// runs (it may run once per picture, at any scale). An error it throws stops rendering
/// and is reported with ``name``; it is never swallowed.
public struct CustomDrawing: Sendable {
    /// What draws, for messages and the layout dump (a type name such as `BadgeView`).
    public let name: String
    /// Draws into `rect` (points, in the canvas's user space).
    public let draw: @Sendable (Canvas, Rect) throws -> Void
    /// What the drawing is made of when laid out in a rect (a view tree's views), as
    /// elements for the layout dump and the accessibility reading: ids relative to the
    /// drawing's own element, frames in the same points as the rect; none (the default) for
    /// one opaque drawing.
    public let elements: @Sendable (Rect) -> [DisplayElement]

    public init(
        name: String, elements: @escaping @Sendable (Rect) -> [DisplayElement] = { _ in [] },
        draw: @escaping @Sendable (Canvas, Rect) throws -> Void
    ) {
        self.name = name
        self.elements = elements
        self.draw = draw
    }
}
