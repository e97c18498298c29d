import Foundation

extension BarFigures {
    /// The iOS 15–18 bars (docs/bars.md; each figure's source is beside it in `BarFigures`
    /// and in docs/uikit-reference.md §9).
    static let ios18 = BarFigures(
        navigationBarHeight: 44, largeTitleHeight: 52, largeTitleBottomInset: 8,
        titleFontSize: 17, titleSideInset: 8, titleItemGap: 6, largeTitleStyle: .largeTitle, buttonFontSize: 17,
        barMargin: 16, wideBarMargin: 20, wideScreenWidth: 414, itemSpacing: 8, wideItemSpacing: 10,
        backChevronInset: 8, backChevronGap: 6, backChevronWeight: .semibold, barSymbolScale: .large,
        promptHeight: 30, promptFontSize: 13,
        toolbarHeight: 44, tabBarHeight: 49, bottomBarHeightAboveHomeIndicator: nil,
        tabSymbolPointSize: 20, tabSymbolCenterY: 17, tabTitleFontSize: 10, tabTitleBottom: 46,
        unselectedTabColor: .systemGray,
        badgeDiameter: 18, badgeFontSize: 13, badgeOffset: CGPoint(x: 2, y: 2),
        barMaterial: .systemChromeMaterial,
        shadowColor: Color(name: "barShadow") { traits in
            traits.userInterfaceStyle == .dark ? Color(white: 1, alpha: 0.086) : Color(white: 0, alpha: 0.3)
        },
        drawsBarsOf: nil)

    /// The iOS 26 design's bars: iOS 18's, drawn and said so (issue #41: iOS 26's floating
    /// glass bars come when public renders with known code exist to measure them).
    static let ios26: BarFigures = {
        var figures = BarFigures.ios18
        figures.drawsBarsOf = .ios18
        return figures
    }()

    /// The iOS 15–18 bars on an iPad: the navigation bar, the toolbar and the tab bar
    /// 50 pt tall since iOS 12 (B-HACK for the navigation bar and the toolbar, QMUI-633 for
    /// all three), the bottom bars 45 pt above an iPad's home indicator's area (QMUI-633).
    /// Everything else is the phone's: the large-title area's 52 pt (B-HACK measured it on
    /// an iPad under iOS 11; UNVERIFIED since iOS 12), the 20-pt margins of wide screens,
    /// the items' fonts. Not drawn: iPadOS 18's tab bar floating at the top, and tab items
    /// laid out with their title beside the symbol in a regular width.
    static let ios18Pad: BarFigures = {
        var figures = BarFigures.ios18
        figures.navigationBarHeight = 50
        figures.toolbarHeight = 50
        figures.tabBarHeight = 50
        figures.bottomBarHeightAboveHomeIndicator = 45
        return figures
    }()

    /// The iOS 26 design's bars on an iPad: iOS 18's iPad bars, drawn and said so.
    static let ios26Pad: BarFigures = {
        var figures = BarFigures.ios18Pad
        figures.drawsBarsOf = .ios18
        return figures
    }()
}

extension ListDesign {
    /// The bars this design draws on a device of `idiom`: the iPad's table for `.pad`, the
    /// phone's for every other idiom.
    func barFigures(idiom: UserInterfaceIdiom) -> BarFigures {
        switch (self, idiom == .pad) {
        case (.ios18, false): .ios18
        case (.ios26, false): .ios26
        case (.ios18, true): .ios18Pad
        case (.ios26, true): .ios26Pad
        }
    }
}
