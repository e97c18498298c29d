import Foundation

/// A tab bar controller's bar (`UITabBar`): its look, the selected tab's tint
/// (`tintColor`) and the others' (`unselectedItemTintColor`). Its items are the tabs'
/// `tabBarItem`s.
open class UITabBar: UIView {
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var unselectedItemTintColor: UIColor?
    /// The bar's colour over its material in its standard appearance, when that sets none
    /// (as UIKit carries it into the appearance; docs/bars.md).
    open var barTintColor: UIColor?
    /// False: the standard appearance is opaque, `barTintColor` or `systemBackground`.
    open var isTranslucent = true
    /// The tabs' items, set by the tab bar controller.
    public internal(set) var items: [UITabBarItem]?
    public internal(set) var selectedItem: UITabBarItem?
}
