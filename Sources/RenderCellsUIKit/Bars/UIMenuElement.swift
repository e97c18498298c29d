import Foundation

/// What a menu holds (`UIMenuElement`): the base of `UIAction` and `UIMenu`, so a menu's
/// children and a context menu's suggested actions have UIKit's type, `[UIMenuElement]`.
/// `@MainActor`, as iOS declares it: menus are built where the views they belong to are.
@MainActor
open class UIMenuElement {
    /// The title a menu would show.
    open var title: String
    /// The image a menu would show beside the title.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}
