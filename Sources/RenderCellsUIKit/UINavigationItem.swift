import Foundation

/// A navigation item's values (`UINavigationItem`): kept, not drawn.
open class UINavigationItem {
    open var title: String?
    open var prompt: String?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?

    public init() {}

    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Sendable { case automatic, always, never, inline }
}
