import Foundation

/// A navigation controller's toolbar (`UIToolbar`): its look and tint; the items it shows
/// are the top screen's `toolbarItems` (or its own `items` when set).
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var standardAppearance = UIToolbarAppearance()
    open var scrollEdgeAppearance: UIToolbarAppearance?
    /// The bar's colour over its material in its standard appearance, when that sets none
    /// (as UIKit carries it into the appearance; docs/bars.md).
    open var barTintColor: UIColor?
    /// False: the standard appearance is opaque, `barTintColor` or `systemBackground`.
    open var isTranslucent = true

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }
}
