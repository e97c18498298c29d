/// A swipe action (`UIContextualAction`): a button revealed when a row is swiped, showing
/// a title, an image, or an image above a title.
public struct ContextualAction: Equatable, Sendable {
    /// `UIContextualAction.Style`: destructive actions are systemRed, normal ones systemGray.
    public enum Style: String, Hashable, Sendable, CaseIterable, Codable {
        case normal
        case destructive
    }

    public var style: Style
    /// The button's label; nil (or empty) shows the image alone.
    public var title: String?
    /// Drawn above the title, or alone when there is no title. Symbols are templates drawn
    /// white, as UIKit draws them on the button; pixmaps are drawn as they are. A `.file`
    /// image is not read here (the layout does no I/O): decode it into `.pixmap` first.
    public var image: ListImage?
    /// nil: systemRed for destructive, systemGray otherwise.
    public var backgroundColor: Color?

    public init(style: Style, title: String?, image: ListImage? = nil, backgroundColor: Color? = nil) {
        self.style = style
        self.title = title
        self.image = image
        self.backgroundColor = backgroundColor
    }

    /// The colour the button is filled with.
    public var resolvedBackgroundColor: Color {
        backgroundColor ?? (style == .destructive ? .systemRed : .systemGray)
    }
}
