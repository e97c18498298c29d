import Raster
import Typesetting

/// A swipe action (`UIContextualAction`): a titled button revealed when a row is swiped.
public struct ContextualAction: Equatable, Sendable {
    /// `UIContextualAction.Style`: destructive actions are systemRed, normal ones systemGray.
    public enum Style: String, Hashable, Sendable, CaseIterable, Codable {
        case normal
        case destructive
    }

    public var style: Style
    public var title: String
    /// nil: systemRed for destructive, systemGray otherwise.
    public var backgroundColor: Color?

    public init(style: Style, title: String, backgroundColor: Color? = nil) {
        self.style = style
        self.title = title
        self.backgroundColor = backgroundColor
    }

    /// The colour the button is filled with.
    public var resolvedBackgroundColor: Color {
        backgroundColor ?? (style == .destructive ? .systemRed : .systemGray)
    }
}
