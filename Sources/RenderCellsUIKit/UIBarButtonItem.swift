import Foundation

/// A button of a navigation bar or toolbar (`UIBarButtonItem`): kept as a value, as no bar
/// is drawn; a screen's `editButtonItem` is one, its title following the editing state.
open class UIBarButtonItem {
    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    open var title: String?
    open var image: UIImage?
    open var style = Style.plain
    open var isEnabled = true
    open var tintColor: UIColor?

    public init() {}

    public convenience init(title: String?, image: UIImage? = nil) {
        self.init()
        self.title = title
        self.image = image
    }
}
