import Foundation

/// A navigation controller's bar (`UINavigationBar`): whether titles are large, its
/// appearances and tint. What it shows comes from the stack's navigation items; it is
/// drawn by the screen's chrome (`ScreenChrome`), not as a view of the screen.
open class UINavigationBar: UIView {
    /// Whether the root screen's title is large (items with `largeTitleDisplayMode`
    /// `.automatic` follow the screen below theirs).
    open var prefersLargeTitles = false
    /// The bar's look while content scrolls under it.
    open var standardAppearance = UINavigationBarAppearance()
    /// The bar's look while the list is at its top (nil: transparent, as iOS 15 and later draw).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    /// Inline title attributes (`.foregroundColor`, `.font`), under the appearance's.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Carried into the standard appearance as UIKit does (its colour; opaque when not
    /// translucent), which shows only with content under the bar: a list at its top shows
    /// the scroll-edge appearance, transparent unless set (docs/bars.md).
    open var barTintColor: UIColor?
    open var isTranslucent = true
}
