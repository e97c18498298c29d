/// A Dynamic Type text style (`UIFont.TextStyle`): a role whose point size and leading
/// follow the user's preferred content size category.
///
/// Every style is SF Pro, Regular except ``headline`` (Semibold); sizes and leadings for
/// every category are in `TextStyle+Metrics.swift` (docs/uikit-reference.md §1, Apple HIG).
public enum TextStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's own weight: Semibold for ``headline``, Regular for the rest.
    public var weight: FontWeight {
        self == .headline ? .semibold : .regular
    }

    /// The weight the bold symbolic trait gives this style: Bold for the three largest
    /// styles, Semibold for all others (docs/uikit-reference.md §1).
    public var emphasizedWeight: FontWeight {
        switch self {
        case .largeTitle, .title1, .title2: return .bold
        default: return .semibold
        }
    }
}
