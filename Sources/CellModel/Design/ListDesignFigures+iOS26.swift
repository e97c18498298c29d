import Raster

// The iOS 26 ("Liquid Glass") list design, figure by figure (docs/uikit-reference.md §3.9,
// second column). Sources: DEC-TC26 (the decompiled `UITableConstants_IOS` of the iOS 26
// era, which tests `_UISolariumEnabled`), HIG-C (Apple's June 2025 colour table), and
// "measured": public snapshot-test references recorded from the same test code on iOS 18
// and iOS 26 simulators (SwiftUI `List` renders in inset-grouped chrome at 390 × 844 pt, 3x;
// one plain `UITableView` at 375 × 667 pt, 2x). No public iOS 26 render of a UIKit sidebar,
// subtitle cell, value cell or grid was found: figures only DEC-TC26 gives for those are
// marked "unverified" below, and figures with no source at all keep iOS 18's value and
// say so.

extension ListDesignFigures {
    /// The iOS 26 list design.
    public static let ios26 = ListDesignFigures(
        // DEC-TC26: 15 for every style but the sidebar's (sidebar rows keep 11).
        cellVerticalMargin: 15,
        // DEC-TC26 (every style but the sidebar's); unverified: no public subtitle render.
        subtitleCellVerticalMargin: 15,
        textToSecondaryTextVerticalPadding: 4,  // DEC-TC26
        // DEC-TC26; unverified on a render.
        subtitleSecondaryTextRole: .subheadline,
        subtitleSecondaryTextColor: .secondaryLabel,
        // DEC-TC26 Body leading + 30; measured 51 pt at Medium, 52 at Large.
        minimumRowHeight: .bodyLeadingPlus(30),
        sidebarMinimumRowHeight: .twiceBodyLeading(floor: 0),  // DEC-TC26: the sidebar keeps 2×
        plainHeaderRole: .emphasizedBody,  // DEC-TC26: every header style
        plainHeaderVerticalMargins: VerticalMargins(top: 10, bottom: 10),  // DEC-TC26
        // DEC-TC26; measured: about 17 pt semibold, mixed case, ink about 14 pt above the card.
        groupedHeaderRole: .emphasizedBody,
        groupedHeaderIsUppercased: false,
        groupedHeaderVerticalMargins: VerticalMargins(top: 10, bottom: 10),  // DEC-TC26
        // No source for iOS 26: iOS 18's 15 kept (unverified).
        firstGroupedHeaderExtraTop: 15,
        groupedFooterVerticalMargins: VerticalMargins(top: 8, bottom: 6),  // DEC-TC26
        prominentInsetGroupedHeaderMargins: EdgeInsets(top: 10, leading: 3, bottom: 10, trailing: 3),  // DEC-TC26
        extraProminentInsetGroupedHeaderMargins: EdgeInsets(top: 10, leading: 3, bottom: 10, trailing: 3),  // DEC-TC26
        prominentInsetGroupedHeaderPreservedAxes: .horizontal,  // DEC-TC26
        // DEC-TC26 names EmphasizedBody for every header style; unverified for the sidebar
        // (no public iPadOS 26 sidebar render).
        sidebarHeaderRole: .emphasizedBody,
        cellCornerRadius: 26,  // DEC-TC26 defaultCellCornerRadius
        // Measured: about 26 pt (a one-row card is nearly a capsule); DEC-TC26 gives 26 for cells.
        insetGroupedCornerRadius: 26,
        swipedCellCornerRadius: 26,  // DEC-TC26 defaultCellCornerRadius(isSwiped)
        // DEC-TC26. A swiped sidebar cell takes UIKit's private `_swipedSidebarCellBackgroundColor`,
        // whose value has no source in either design: it stays clear, as on iOS 18. The swipe
        // action buttons behind the cell (size, padding, fonts, square corners,
        // `ListLayout.Metrics.swipe…`) have no iOS 26 source either and keep iOS 18's.
        plainSwipedCellBackground: .systemGray5,
        // DEC (docs/uikit-reference.md §3.6): the Mac idiom's selected sidebar cell in dark mode.
        macSidebarSelectedDarkBackground: .tertiarySystemFill,
        // Measured: the card 16 pt from the sides at 390 pt wide (20 on iOS 18), the rows'
        // content 16–17 pt inside it. Narrower lists are not measured: iOS 18's 16 at
        // widths below 375 scaled by the same 16/20, rounded to 13 (unverified).
        insetGroupedInset: .fixed(wide: 16, narrow: 13),
        // Measured: 20 pt from both ends of a 375-pt plain list.
        plainSeparatorsInsetAtBothEnds: true,
        // Measured on one 3x snapshot render: 3 device pixels of 231,231,232 in light mode.
        // Unconfirmed (one render; the dark value is not measured, so dark keeps `separator`).
        insetGroupedSeparatorColor: .insetGroupedSeparator26,
        insetGroupedSeparatorThickness: 1,
        // HIG-C (June 2025), docs/uikit-reference.md §2d: the tints change; grays, labels,
        // fills and backgrounds keep docs/uikit-reference.md §2a–2b.
        palette: SystemColorSpec.tints26)
}

extension Color {
    /// An iOS 26 inset-grouped separator: 231,231,232 in light mode (measured on one 3x
    /// snapshot render, unconfirmed); dark keeps `separator` (not measured).
    package static let insetGroupedSeparator26 = Color(name: "insetGroupedSeparator26") { traits in
        traits.userInterfaceStyle == .dark ? .separator : Color(RGBAColor(r: 231, g: 231, b: 232, alpha: 1))
    }
}
