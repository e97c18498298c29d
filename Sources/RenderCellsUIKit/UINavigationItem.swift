import Foundation

/// A navigation item's values (`UINavigationItem`): kept, not drawn.
open class UINavigationItem {
    open var title: String?
    open var prompt: String?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    public init() {}

    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Sendable { case automatic, always, never, inline }
}
