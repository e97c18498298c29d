import Raster

/// Drawing shown as a cell accessory in place of UIKit's custom accessory view
/// (`UICellAccessory.CustomViewConfiguration.customView`).
///
/// Conforming types are values, like ``BackgroundContent``: they say how big they are and
/// draw on demand, so an accessory stays a `Sendable` value that compares by content. Keep
/// them free of closures so equality means "draws the same". ``Switch`` is the one UIKit
/// ships most; an app's own badge or control is another conforming type.
///
/// ```swift
/// struct Badge: AccessoryView {
///     var count: Int
///     func sizeThatFits(_ proposal: Size, traitCollection: TraitCollection) -> Size {
///         Size(width: 24, height: 24)
///     }
///     func draw(in canvas: Canvas, rect: Rect, tintColor: Color, traitCollection: TraitCollection) throws {
///         canvas.fill(Path(ellipseIn: rect), with: .color(tintColor.resolvedRGBA(with: traitCollection)))
///     }
/// }
/// cell.accessories = [.customView(configuration: .init(customView: Badge(count: 3), placement: .trailing()))]
/// ```
public protocol AccessoryView: Equatable, Sendable {
    /// The size the view wants, in points (`sizeThatFits(_:)`). `proposal` is the most the
    /// row offers: half the row's width, and an unbounded (infinite) height. The layout
    /// reports a size that is negative, NaN or infinite as an error naming the view and
    /// the item, and lays the view out as empty.
    func sizeThatFits(_ proposal: Size, traitCollection: TraitCollection) -> Size

    /// Draws into `rect` (user space of `canvas`, in points; the size ``sizeThatFits(_:traitCollection:)``
    /// gave, placed on device pixels). `tintColor` is the accessory's tint (the cell's when
    /// the accessory sets none), `traitCollection` the cell's: it resolves dynamic colours
    /// and says the layout direction. An error thrown stops rendering and is reported with
    /// the view's type name.
    func draw(in canvas: Canvas, rect: Rect, tintColor: Color, traitCollection: TraitCollection) throws

    /// What VoiceOver says for the view (a view's `accessibilityProperties` in UIKit terms):
    /// nil (the default) when the view is not an element of its own and adds nothing to
    /// its cell; an element with no label is reported by the accessibility audit.
    var accessibility: AccessibilityProperties? { get }
}

extension AccessoryView {
    /// Not an element of its own, unless the view says otherwise.
    public var accessibility: AccessibilityProperties? { nil }
}

extension AccessoryView {
    /// Whether `other` is a value of this type equal to this one.
    func isEqual(to other: any AccessoryView) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
