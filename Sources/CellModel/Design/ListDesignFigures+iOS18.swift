import Raster

// The iOS 14–18 list design, figure by figure (docs/uikit-reference.md §3.9, first column).
// Sources: DEC-TC (decompiled `UITableConstants_IOS`), DEC-LCC and DEC-M (decompiled list
// content configuration and UIKit pieces), LOG (UIKit's own description of a
// configuration), M-… (measurements of iOS 14 screenshots), as listed in
// docs/uikit-reference.md §0.

extension ListDesignFigures {
    /// The iOS 14–18 list design.
    public static let ios18 = ListDesignFigures(
        // ceil(Body@Large line height / 2) = 11, fixed (DEC-M, DEC-TC; LOG {11, 16, 11, 8}).
        cellVerticalMargin: 11,
        subtitleCellVerticalMargin: 4,  // DEC-TC
        textToSecondaryTextVerticalPadding: 3,  // DEC-LCC
        subtitleSecondaryTextRole: .caption1,  // DEC-TC
        subtitleSecondaryTextColor: .label,  // DEC-TC
        // 2 × Body's leading (DEC-LCC, DEC-TC), never below 44 pt: 44 … 58. iOS draws one-line
        // rows 44 pt tall at Medium, where twice the leading is 42 (issue #35's measurement);
        // 44 is UIKit's default row height and the HIG's smallest tap target (DOC). xSmall and
        // Small (38 and 40 by the leading alone) are not measured: the same floor gives 44 (INF).
        minimumRowHeight: .twiceBodyLeading(floor: 44),
        // DEC-TC. Not measured below Large on an iPad sidebar, so no floor is assumed there.
        sidebarMinimumRowHeight: .twiceBodyLeading(floor: 0),
        plainHeaderRole: .emphasizedSubheadline,  // DEC-TC
        plainHeaderVerticalMargins: VerticalMargins(top: 4, bottom: 4),  // DEC-TC
        groupedHeaderRole: .footnote,  // DEC-TC
        groupedHeaderIsUppercased: true,  // DEC-TC
        groupedHeaderVerticalMargins: VerticalMargins(top: 17, bottom: 6),  // DEC-TC
        firstGroupedHeaderExtraTop: 15,  // DEC-TC: 32 instead of 17
        groupedFooterVerticalMargins: VerticalMargins(top: 6, bottom: 12),  // DEC-TC
        prominentInsetGroupedHeaderMargins: EdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3),  // DEC-TC
        extraProminentInsetGroupedHeaderMargins: EdgeInsets(top: 9, leading: 3, bottom: 10, trailing: 3),  // DEC-TC
        prominentInsetGroupedHeaderPreservedAxes: [],  // DEC-LCC
        // Emphasized Title 3 (20 pt semibold at Large), the decoded style (DEC-TC): iPadOS 14
        // sidebar renders draw the header about 20 pt semibold, stems 5.0 px at 2x (issue
        // #35's measurement; Title 2 regular drew 3.8 px). Every row lands within 1 px with it;
        // the text stays about 10 % narrower than iPadOS's, a gap in the Display optical
        // size's metrics, not in the style (docs/uikit-reference.md §4.8).
        sidebarHeaderRole: .emphasizedTitle3,
        cellCornerRadius: 10,  // DEC-TC defaultCellCornerRadius
        // M-LISTS corner profile, the DEC-TC constant and Flutter's estimate agree.
        insetGroupedCornerRadius: 10,
        // DEC-TC's rule rounds a swiped cell by 10, but iOS 14–18 swipes slide a square row
        // (UITableView); drawn square, as before this table existed.
        swipedCellCornerRadius: 0,
        plainSwipedCellBackground: nil,  // DEC-TC: no swiped fill
        macSidebarSelectedDarkBackground: .secondarySystemFill,  // DEC, docs/uikit-reference.md §3.6
        // The card spans x 20…370 on 390 pt (M-LISTS); 16 below 375 pt is INF.
        insetGroupedInset: .listMargin,
        plainSeparatorsInsetAtBothEnds: false,  // measured: trailing inset 0
        insetGroupedSeparatorColor: nil,  // `separator` (DEC-TC, measured)
        insetGroupedSeparatorThickness: nil,  // one device pixel (measured)
        palette: [:])  // docs/uikit-reference.md §2a–2c
}
