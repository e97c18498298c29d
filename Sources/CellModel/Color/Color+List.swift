// UIKit's private list colours (docs/uikit-reference.md §2e, §3.6), as internal aliases of the
// public palette so background configurations say what they mean. They are the
// palette colours themselves, not copies: they compare equal to, and are written to
// spec files as, the system colour they alias.

extension Color {
    /// A plain list cell's background (`tableCellPlainBackgroundColor`; INF).
    package static let tableCellPlainBackground = systemBackground
    /// A grouped or inset-grouped cell's background (`tableCellGroupedBackgroundColor`;
    /// INF, dark value measured 28,28,30).
    package static let tableCellGroupedBackground = secondarySystemGroupedBackground
    /// A highlighted or selected plain cell (`tableCellPlainSelectedBackgroundColor`; DEC).
    package static let tableCellPlainSelectedBackground = systemGray4
    /// A highlighted or selected grouped cell (INF: assumed equal to the plain one).
    package static let tableCellGroupedSelectedBackground = systemGray4
    /// A cell selected while editing, i.e. multi-selection (DEC-TC).
    package static let tableCellMultiSelectBackground = systemGray6
    /// A cell that is the target of a drop (DEC-TC).
    package static let tableCellDropTargetBackground = systemGray2
    /// The background behind a plain list (`tableBackgroundColor`; INF).
    package static let tablePlainBackground = systemBackground
    /// The background behind a grouped or inset-grouped list (DEC).
    package static let tableGroupedBackground = systemGroupedBackground

    /// A selected sidebar cell whose list is not key, or an accompanied sidebar's
    /// selected cell (DEC-TC). Selected + key uses the tint colour with white content.
    package static let sidebarCellSelectedInactiveBackground = secondarySystemFill
    /// A selected, disabled sidebar cell (DEC-TC).
    package static let sidebarCellSelectedDisabledBackground = quaternarySystemFill
    /// A sidebar cell that is the target of a drop; its content turns white (DEC-TC).
    package static let sidebarCellDropTargetBackground = systemGray
}
