import Foundation

/// A switch (`UISwitch`), for a row's custom-view accessory:
/// `.customView(configuration: .init(customView: toggle, placement: .trailing()))` draws
/// RenderCells' `Switch` with the switch's values at the moment the configuration is made;
/// inside other views it is drawn the same way, at its frame.
open class UISwitch: UIView {
    open var isOn = false
    open var isEnabled = true
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// A switch is 51 × 31 pt whatever it is offered (RenderCells' `Switch`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = drawn.sizeThatFits(Size(width: .infinity, height: .infinity), traitCollection: traitCollection)
        return CGSize(width: s.width, height: s.height)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    override func drawContent(into drawing: inout ViewDrawingBuilder) {
        let toggle = drawn
        let traits = drawing.traits
        let tint: UIColor = tintColor ?? .systemBlue
        let size = toggle.sizeThatFits(Size(width: .infinity, height: .infinity), traitCollection: traits)
        // The switch keeps its size, centred in the view's bounds, as UIKit's does.
        let rect = drawing.rect(
            CGRect(
                x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                width: size.width, height: size.height))
        drawing.commands.append(
            .custom(
                CustomDrawing(name: "UISwitch") { canvas, _ in
                    try toggle.draw(in: canvas, rect: rect, tintColor: tint, traitCollection: traits)
                }, rect))
    }

    /// The switch as RenderCells draws it.
    var drawn: Switch {
        Switch(isOn: isOn, isEnabled: isEnabled, onTintColor: onTintColor, thumbTintColor: thumbTintColor)
    }
}

extension CellAccessory.CustomViewConfiguration {
    /// A custom-view accessory showing a view (`init(customView:placement:…)`): a
    /// ``UISwitch`` is drawn as RenderCells' `Switch` with its values now; any other view
    /// is kept and drawn as it is when the cell is drawn, at its frame's size (or its
    /// `sizeThatFits`, or its intrinsic size, when its frame is empty), with the cell's traits.
    @MainActor
    public init(
        customView: UIView, placement: CellAccessory.Placement, isHidden: Bool = false,
        reservedLayoutWidth: CellAccessory.LayoutDimension = .standard, tintColor: UIColor? = nil,
        maintainsFixedSize: Bool = false
    ) {
        if let toggle = customView as? UISwitch {
            self.init(
                customView: toggle.drawn, placement: placement, isHidden: isHidden,
                reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor, maintainsFixedSize: maintainsFixedSize)
        } else {
            self.init(
                customView: UIViewAccessory(customView), placement: placement, isHidden: isHidden,
                reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor, maintainsFixedSize: maintainsFixedSize)
        }
    }
}
