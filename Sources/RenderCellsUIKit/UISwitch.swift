import Foundation

/// A switch (`UISwitch`), for a row's custom-view accessory:
/// `.customView(configuration: .init(customView: toggle, placement: .trailing()))` draws
/// RenderCells' `Switch` with the switch's values at the moment the configuration is made.
open class UISwitch: UIView {
    open var isOn = false
    open var isEnabled = true
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The switch as RenderCells draws it.
    var drawn: Switch {
        Switch(isOn: isOn, isEnabled: isEnabled, onTintColor: onTintColor, thumbTintColor: thumbTintColor)
    }
}

extension CellAccessory.CustomViewConfiguration {
    /// A custom-view accessory showing a view (`init(customView:placement:…)`): a
    /// ``UISwitch`` is drawn as it is now; any other view has nothing to draw and stops
    /// with a message (docs/uikit.md).
    public init(customView: UIView, placement: CellAccessory.Placement, isHidden: Bool = false,
                reservedLayoutWidth: CellAccessory.LayoutDimension = .standard, tintColor: UIColor? = nil,
                maintainsFixedSize: Bool = false)
    {
        guard let toggle = customView as? UISwitch else {
            preconditionFailure("UICellAccessory.CustomViewConfiguration: a \(type(of: customView)) has nothing to draw; "
                + "use a UISwitch, or a view conforming to AccessoryView (docs/uikit.md)")
        }
        self.init(customView: toggle.drawn, placement: placement, isHidden: isHidden,
                  reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor, maintainsFixedSize: maintainsFixedSize)
    }
}
