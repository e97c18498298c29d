extension BackgroundConfiguration {
    /// A plain-list cell: systemBackground (UIKit's private tableCellPlainBackgroundColor,
    /// docs/uikit-reference.md §2e), square corners.
    public static func listPlainCell() -> BackgroundConfiguration { BackgroundConfiguration(style: .listPlainCell) }

    /// A grouped or inset-grouped list cell: secondarySystemGroupedBackground, square
    /// corners (an inset-grouped list rounds the whole section, radius 10, not the cell).
    public static func listGroupedCell() -> BackgroundConfiguration { BackgroundConfiguration(style: .listGroupedCell) }

    /// A sidebar cell: clear, so the sidebar shows through, with corner radius 10 for the
    /// selection fill.
    public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration(style: .listSidebarCell) }

    /// A sidebar cell in a split view whose detail column shows the selection: clear,
    /// radius 10; selected, it fills with secondarySystemFill instead of the tint.
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listAccompaniedSidebarCell)
    }

    /// A plain-list header or footer: clear, square corners. When the header is pinned the
    /// list adds the systemChromeMaterial blur; the factory does not.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listPlainHeaderFooter)
    }

    /// A grouped-list header or footer: clear, corner radius 10.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listGroupedHeaderFooter)
    }

    /// A sidebar section header: clear, corner radius 10.
    public static func listSidebarHeader() -> BackgroundConfiguration { BackgroundConfiguration(style: .listSidebarHeader) }

    /// No background: clear, square corners, and no state styling.
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration(style: .clear) }
}

extension BackgroundConfiguration.Style {
    /// `defaultCellCornerRadius` of docs/uikit-reference.md §3.6 for iOS 14–18: 10 for sidebar cells and
    /// non-plain headers and footers, otherwise 0.
    /// UIKit's `defaultCellCornerRadius(style, isSidebar, isHeaderFooter, isSwiped)`
    /// (DEC-TC, DEC-TC26): the design's cell radius for a sidebar cell, a non-plain header
    /// or footer, and a swiped cell (in designs that round one); else 0.
    func defaultCornerRadius(swiped: Bool = false, design: ListDesignFigures = .ios18) -> Double {
        switch self {
        case .listSidebarCell, .listAccompaniedSidebarCell, .listGroupedHeaderFooter, .listSidebarHeader:
            design.cellCornerRadius
        case .listPlainCell, .listGroupedCell:
            swiped ? design.swipedCellCornerRadius : 0
        case .listPlainHeaderFooter, .clear: 0
        }
    }
}

extension BackgroundConfiguration {
    /// The cell background a list of `appearance` gives its cells: plain → listPlainCell;
    /// grouped and insetGrouped → listGroupedCell; sidebar and sidebarPlain →
    /// listSidebarCell (for sidebarPlain an inference: UIKit's choice is not in the
    /// reference).
    public static func listCell(for appearance: ListAppearance) -> BackgroundConfiguration {
        switch appearance {
        case .plain: .listPlainCell()
        case .grouped, .insetGrouped: .listGroupedCell()
        case .sidebar, .sidebarPlain: .listSidebarCell()
        }
    }
}
