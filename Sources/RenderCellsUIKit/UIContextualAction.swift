import Foundation

/// A swipe action (`UIContextualAction`): a class, as in UIKit, so an action made with
/// `let` can be given an image and a colour afterwards. Its handler is kept and never
/// called: nothing is tapped in a picture. `@MainActor`, as iOS declares it.
@MainActor
open class UIContextualAction {
    public typealias Style = ContextualAction.Style
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    open var backgroundColor: UIColor!
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = ContextualAction(style: style, title: title).resolvedBackgroundColor
    }

    /// The action as RenderCells draws it.
    var action: ContextualAction {
        ContextualAction(style: style, title: title, image: image, backgroundColor: backgroundColor)
    }
}
