import Raster

/// Drawing an app supplies to a cell as a value: a custom accessory view
/// (`UICellAccessory.CustomViewConfiguration.customView`, as ``AccessoryView``) or a
/// custom background view (`UIBackgroundConfiguration.customView`, as ``BackgroundContent``).
///
/// One protocol for both, stored behind one eraser (``AnyCustomView``): conforming types
/// are values that say how big they are and draw on demand, so the configuration holding
/// one stays a `Sendable` value that compares by content. Keep them free of closures so
/// equality means "draws the same". A content view (`ContentView` in RenderCells,
/// `UIContentView`) is the other kind of app drawing: a reference type made from a
/// configuration, as UIKit has it.
public protocol CustomView: Equatable, Sendable {
    /// The size the view wants, in points (`sizeThatFits(_:)`). For an accessory,
    /// `proposal` is the most the row offers: half the row's width, and an unbounded
    /// (infinite) height. The layout reports a size that is negative, NaN or infinite as an
    /// error naming the view and the item, and lays the view out as empty. A background
    /// fills its rect and is not asked.
    func sizeThatFits(_ proposal: Size, traitCollection: TraitCollection) -> Size

    /// Draws into `rect` (user space of `canvas`, in points; for an accessory the size
    /// ``sizeThatFits(_:traitCollection:)`` gave, placed on device pixels; for a background
    /// its shape, already clipped). `tintColor` is the accessory's or the cell's tint,
    /// `traitCollection` the cell's: it resolves dynamic colours and says the layout
    /// direction. An error thrown stops rendering and is reported with the view's type name.
    func draw(in canvas: Canvas, rect: Rect, tintColor: Color, traitCollection: TraitCollection) throws

    /// What VoiceOver says for the view (a view's `accessibilityProperties` in UIKit terms):
    /// nil (the default) when the view is not an element of its own and adds nothing to
    /// its cell; an element with no label is reported by the accessibility audit.
    var accessibility: AccessibilityProperties? { get }
}

extension CustomView {
    /// Not an element of its own, unless the view says otherwise.
    public var accessibility: AccessibilityProperties? { nil }

    /// Whether `other` is a value of this type equal to this one.
    func isEqual(to other: any CustomView) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
