import Raster

// Separators between list rows (`UIListSeparatorConfiguration`, docs/uikit-reference.md §3.7): one
// device pixel of `separator` colour, leading edge aligned with the row's primary text
// unless insets say otherwise, trailing edge at the cell or card edge.

/// How a row's top and bottom separators are drawn (`UIListSeparatorConfiguration`).
public struct ListSeparatorConfiguration: Equatable, Sendable {
    /// Whether a separator is shown (`UIListSeparatorConfiguration.Visibility`).
    public enum Visibility: String, Hashable, Sendable, CaseIterable, Codable {
        /// The list decides: separators between rows, full-width edges in grouped lists,
        /// none at inset-grouped card edges (docs/uikit-reference.md §3.7).
        case automatic
        case visible
        case hidden
    }

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Leading and trailing insets of the top separator; nil is automatic (aligned with
    /// the primary text, trailing 0). Only `leading` and `trailing` are read.
    public var topSeparatorInsets: EdgeInsets?
    public var bottomSeparatorInsets: EdgeInsets?
    /// The separator colour (default `separator`).
    public var color: Color = .separator
    /// The separator colour of rows selected while editing (default `separator`).
    public var multipleSelectionColor: Color = .separator

    /// The defaults of a list of `listAppearance` (`init(listAppearance:)`): the same
    /// for every appearance in iOS 14–18.
    public init(listAppearance: ListAppearance) {}
}
