import Raster

/// Any ``CustomView`` stored in an accessory or a background configuration, compared by
/// value (UIKit keeps the view object; a value here keeps configurations `Sendable`).
///
/// Two wrappers are equal exactly when they hold equal values of the same type; the hash
/// is the type's name alone, which equal values share.
public struct AnyCustomView: Hashable, Sendable {
    /// The view this wraps.
    public let view: any CustomView

    public init(_ view: some CustomView) {
        self.view = view
    }

    /// The view's type name, for messages and the layout dump (`Switch`, `BadgeView`).
    public var name: String { String(describing: type(of: view)) }

    /// The wrapped drawing (the name a background's ``BackgroundCustomContent`` gave it).
    public var content: any CustomView { view }

    /// Draws the wrapped view into `rect` with `tintColor` (the cell's by default).
    public func draw(in canvas: Canvas, rect: Rect, tintColor: Color = .tintColor, traitCollection: TraitCollection) throws {
        try view.draw(in: canvas, rect: rect, tintColor: tintColor, traitCollection: traitCollection)
    }

    public static func == (a: AnyCustomView, b: AnyCustomView) -> Bool {
        a.view.isEqual(to: b.view)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
