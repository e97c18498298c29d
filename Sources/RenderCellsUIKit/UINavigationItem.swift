import Foundation

/// What a navigation bar shows for one screen (`UINavigationItem`): its title (or the
/// screen's), the bar button items on either side, the back button's title for the
/// screens pushed after it, a prompt and whether the title is large (docs/bars.md).
@MainActor
open class UINavigationItem {
    open var title: String?
    /// The title as a view; drawn when it is a `UILabel` (its text in the bar's title
    /// attributes), otherwise the view's own drawing centred in the bar.
    open var titleView: UIView?
    /// A line of text above the title, in a bar 30 pt taller (UNVERIFIED).
    open var prompt: String?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The title the next screen's back button shows instead of this one's title.
    open var backButtonTitle: String?
    /// The next screen's back button, when given (its title is the back button's).
    open var backBarButtonItem: UIBarButtonItem?
    open var hidesBackButton = false
    /// The bar's look for this screen while content scrolls under it (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance?
    /// The bar's look for this screen while the list is at its top (nil: the bar's).
    open var scrollEdgeAppearance: UINavigationBarAppearance?

    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public init() {}

    public init(title: String) {
        self.title = title
    }

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Sendable { case automatic, always, never, inline }
}
