import struct Foundation.IndexPath

// The list-wide settings of a list section (`UICollectionLayoutListConfiguration`): the
// appearance that picks every default (backgrounds, header styles, insets, corner
// rounding), whether and how rows are separated, and where headers and footers come from.
// A value: build one, hand it to a ``CollectionLayout``; the layout stage reads it.

/// How a list section looks and is decorated (`UICollectionLayoutListConfiguration`).
public struct ListConfiguration: Sendable {
    /// Where a section's header comes from (`UICollectionLayoutListConfiguration.HeaderMode`).
    public enum HeaderMode: String, Hashable, Sendable, CaseIterable, Codable {
        /// No header.
        case none
        /// A supplementary view made by the header registration.
        case supplementary
        /// The first item of each section is its header, styled as one (used by outlines:
        /// seed 004's "the first item in the section acts as a header").
        case firstItemInSection
    }

    /// Where a section's footer comes from.
    public enum FooterMode: String, Hashable, Sendable, CaseIterable, Codable {
        case none
        case supplementary
    }

    /// The look of the list. Setting it re-derives the settings that follow the
    /// appearance (``showsSeparators``, ``separatorConfiguration``) where they still hold
    /// the old appearance's defaults, so a list shown another way gets that way's defaults
    /// as if it had been made with it (UIKit fixes the appearance at init); settings the
    /// app changed keep their values. The spec's variants, `ListVariant` and the UIKit
    /// face all change the appearance through this one setter.
    public var appearance: ListAppearance {
        didSet { rederiveDefaults(from: oldValue) }
    }
    /// Whether rows are separated by hairlines (`showsSeparators`, default true).
    public var showsSeparators = true
    /// The separators' default look; ``itemSeparatorHandler`` adjusts it per row.
    public var separatorConfiguration: ListSeparatorConfiguration
    /// The list's background; nil uses the appearance's (docs/uikit-reference.md §3.6).
    public var backgroundColor: Color?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Extra space above each header; nil is automatic (22 pt above plain headers,
    /// docs/uikit-reference.md §3.5; 0 otherwise).
    public var headerTopPadding: Double?
    /// The empty rows a plain `UITableView` draws below its last row, down to the bottom
    /// of a picture of fixed height: nil draws none (a list's way), 0 spaces them at the
    /// last row's height (`fillerRowHeight`'s automatic), more at that many points. Drawn
    /// when the last section is a plain list (docs/uikit-reference.md §3.11). Package-only:
    /// the UIKit face's table view sets it.
    package var fillerRowHeight: Double?
    /// Per-row separator adjustments: given the row's index path and the default
    /// configuration, return the one to use (`itemSeparatorHandler`).
    public var itemSeparatorHandler: (@Sendable (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration)?

    /// The actions a row swiped from its leading edge reveals
    /// (`leadingSwipeActionsConfigurationProvider`); nil, or nil for a row: none, and the
    /// row is drawn unswiped.
    public var leadingSwipeActionsConfigurationProvider: (@Sendable (IndexPath) -> SwipeActionsConfiguration?)?

    /// The actions a row swiped from its trailing edge reveals
    /// (`trailingSwipeActionsConfigurationProvider`); nil for a row: none. Without a
    /// provider, ``SwipeActionsConfiguration/standardTrailing`` (one "Delete").
    public var trailingSwipeActionsConfigurationProvider: (@Sendable (IndexPath) -> SwipeActionsConfiguration?)?

    public init(appearance: ListAppearance) {
        self.appearance = appearance
        separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
        showsSeparators = Self.showsSeparatorsByDefault(appearance)
    }

    /// Sidebars show no separators (iOS 14–18), the other appearances do.
    static func showsSeparatorsByDefault(_ appearance: ListAppearance) -> Bool {
        appearance != .sidebar && appearance != .sidebarPlain
    }

    /// After the appearance changed from `old`: each appearance-derived setting that still
    /// holds `old`'s default takes the new appearance's.
    private mutating func rederiveDefaults(from old: ListAppearance) {
        guard old != appearance else { return }
        if showsSeparators == Self.showsSeparatorsByDefault(old) {
            showsSeparators = Self.showsSeparatorsByDefault(appearance)
        }
        if separatorConfiguration == ListSeparatorConfiguration(listAppearance: old) {
            separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
        }
    }
}
