import Foundation

/// What a menu holds (`UIMenuElement`): the base of `UIAction` and `UIMenu`, so a menu's
/// children and a context menu's suggested actions have UIKit's type, `[UIMenuElement]`.
/// `@MainActor`, as iOS declares it: menus are built where the views they belong to are.
@MainActor
open class UIMenuElement {
    /// `UIMenuElement.Attributes`: how an element would be shown (kept; no menu is drawn).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// `UIMenuElement.State`: whether an element shows a checkmark (kept).
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// The title a menu would show.
    open var title: String
    /// The line under the title (iOS 15).
    open var subtitle: String?
    /// The image a menu would show beside the title.
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
