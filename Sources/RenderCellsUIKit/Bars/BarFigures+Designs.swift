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
        toolbarHeight: 44, tabBarHeight: 49,
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
}

extension ListDesign {
    /// The bars this design draws.
    var barFigures: BarFigures {
        switch self {
        case .ios18: .ios18
        case .ios26: .ios26
        }
    }
}
