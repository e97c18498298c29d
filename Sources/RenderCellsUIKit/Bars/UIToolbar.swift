import Foundation

/// A navigation controller's toolbar (`UIToolbar`): its look and tint; the items it shows
/// are the top screen's `toolbarItems` (or its own `items` when set).
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var standardAppearance = UIToolbarAppearance()
    open var scrollEdgeAppearance: UIToolbarAppearance?
    /// Kept, not applied: set the appearance's `backgroundColor` (docs/bars.md).
    open var barTintColor: UIColor?
    open var isTranslucent = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }
}
