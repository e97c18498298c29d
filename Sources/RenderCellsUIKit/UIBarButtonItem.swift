import Foundation

/// A button of a navigation bar or toolbar (`UIBarButtonItem`): a title, a symbol image or
/// a system item, drawn in the bar's tint colour (docs/bars.md); spaces of a toolbar; a
/// screen's `editButtonItem`, its title following the editing state. Its action and menu
/// are kept, never sent.
@MainActor
open class UIBarButtonItem {
    /// `UIBarButtonItem.Style`: `.done` draws its title semibold.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    /// `UIBarButtonItem.SystemItem`: what the item shows (a word or a symbol) or a space.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
            pageCurl, close
    }

    open var title: String?
    open var image: UIImage?
    open var style = Style.plain
    open var isEnabled = true
    open var tintColor: UIColor?
    /// A fixed space's width in points (0: UIKit's default fixed space, 8 pt, UNVERIFIED).
    open var width: CGFloat = 0
    /// The action a tap sends, kept, never sent.
    open var primaryAction: UIAction?
    /// The menu a tap or a long press shows, kept, never shown.
    open var menu: UIMenu?
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// The object a tap sends `action` to (held weakly, as UIKit does), kept, never sent.
    open weak var target: AnyObject?
    /// The method a tap calls on `target`, kept, never called.
    open var action: Selector?

    public init() {}

    /// `init(title:style:target:action:)` without the target and action (kept by no one).
    public convenience init(title: String?, style: Style) {
        self.init()
        self.title = title
        self.style = style
    }

    /// `init(image:style:target:action:)` without the target and action.
    public convenience init(image: UIImage?, style: Style) {
        self.init()
        self.image = image
        self.style = style
    }

    /// `init(systemItem:primaryAction:menu:)`: a system item's word or symbol.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        // A Done item is drawn semibold, as UIKit draws it.
        if systemItem == .done { style = .done }
    }

    /// `init(barButtonSystemItem:target:action:)` without the target and action.
    public convenience init(barButtonSystemItem systemItem: SystemItem) {
        self.init(systemItem: systemItem)
    }

    /// `init(title:image:primaryAction:menu:)`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// `init(primaryAction:menu:)`: the action's title or image.
    public convenience init(primaryAction: UIAction?, menu: UIMenu? = nil) {
        self.init(title: primaryAction?.image == nil ? primaryAction?.title : nil, image: primaryAction?.image)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A space that takes what the toolbar's other items leave (`flexibleSpace()`).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A space `width` points wide (`fixedSpace(_:)`).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }
}
