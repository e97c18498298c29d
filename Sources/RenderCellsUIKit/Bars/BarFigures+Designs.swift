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
        floatingTabBar: nil,
        drawsBarsOf: nil)

    /// The iOS 26 design's bars: iOS 18's, drawn and said so (issue #41: iOS 26's floating
    /// glass bars come when public renders with known code exist to measure them).
    static let ios26: BarFigures = {
        var figures = BarFigures.ios18
        figures.drawsBarsOf = .ios18
        return figures
    }()

    /// The iOS 15–18 bars on an iPad: the navigation bar and the toolbar 50 pt tall since
    /// iOS 12 (B-HACK, QMUI-633), the toolbar 45 pt above an iPad's home indicator's area
    /// (QMUI-633), and iPadOS 18's tab bar floating at the top, centred in the navigation
    /// bar's row (UIKIT-TAB; its figures CS). Everything else is the phone's: the
    /// large-title area's 52 pt (B-HACK measured it on an iPad under iOS 11; UNVERIFIED
    /// since iOS 12), the 20-pt margins of wide screens, the items' fonts. The bottom tab
    /// bar's figures stay for a tab bar that is not floating (50 pt, 45 above the home
    /// indicator's area: QMUI-633, iOS 12–17).
    static let ios18Pad: BarFigures = {
        var figures = BarFigures.ios18
        figures.navigationBarHeight = 50
        figures.toolbarHeight = 50
        figures.tabBarHeight = 50
        figures.bottomBarHeightAboveHomeIndicator = 45
        figures.floatingTabBar = FloatingTabBarFigures(
            segmentHeight: 33, segmentPadding: 14, platterInset: 4, titleFontSize: 17, titleWeight: .semibold,
            sidebarSegmentWidth: 56, sidebarSymbolPointSize: 20, platterColor: .tertiarySystemFill,
            selectedPillColor: Color(name: "floatingTabPill") { traits in
                traits.userInterfaceStyle == .dark ? Color(white: 1, alpha: 0.07) : Color(white: 1)
            },
            selectedTitleColorInDark: Color(white: 1),
            unselectedTitleColor: Color(name: "floatingTabTitle") { traits in
                traits.userInterfaceStyle == .dark
                    ? Color(red: 161 / 255, green: 161 / 255, blue: 161 / 255)
                    : Color(red: 9 / 255, green: 9 / 255, blue: 9 / 255)
            })
        return figures
    }()

    /// The iOS 26 design's bars on an iPad: iOS 18's iPad bars, drawn and said so
    /// (iPadOS 26 floats its tab bar at the top too, in Liquid Glass: its own figures come
    /// with the phone's glass bars, issue #41).
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
