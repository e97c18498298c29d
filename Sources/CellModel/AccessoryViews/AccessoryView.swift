/// Drawing shown as a cell accessory in place of UIKit's custom accessory view
/// (`UICellAccessory.CustomViewConfiguration.customView`): a ``CustomView``, under the
/// name an accessory's documentation uses.
///
/// ``Switch`` is the one UIKit ships most; an app's own badge or control is another
/// conforming type.
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
public typealias AccessoryView = CustomView
