import Foundation

// The figures of the bars around a screen (navigation bar, toolbar, tab bar), one table
// per design generation as the list's figures are (`ListDesignFigures`). Bars read the
// table of the traits' list design, never a branch on the generation.
//
// Each figure names its source by the keys of docs/uikit-reference.md §9, which lists them
// with the sources' own words; a figure no source gives is marked UNVERIFIED, with how it
// was chosen.

/// Every figure of the bars that one design generation draws.
package struct BarFigures: Sendable {
    /// The inline navigation bar's height under the status bar's space, in points, at every
    /// Dynamic Type size (B-HACK, B-SIZES, FL-NB).
    var navigationBarHeight: Double
    /// The large-title area below the inline bar at Large, in points: 44 + 52 = 96 (B-HACK,
    /// FL-NB). It grows with the large title's line above Large's (UNVERIFIED, inferred).
    var largeTitleHeight: Double
    /// The large title's line box bottom above the area's bottom, in points (FL-NB's
    /// `_kNavBarBottomPadding`).
    var largeTitleBottomInset: Double
    /// The inline title: Headline, 17 pt semibold (B-NAV15, HIG-T, FL-TT). It keeps its size
    /// at every Dynamic Type size (UNVERIFIED: iOS shows bigger bar text only in the large
    /// content viewer).
    var titleFontSize: Double
    /// The inline title's least distance from the bar's sides and from the items beside it,
    /// in points (B-NAV15: 8 and 6).
    var titleSideInset: Double
    var titleItemGap: Double
    /// The large title: Large Title, 34 pt bold at Large, scaled with Dynamic Type (HIG-T,
    /// FL-TT; the scaling UNVERIFIED).
    var largeTitleStyle: TextStyle
    /// Bar button items' text: 17 pt, Body, `.done` items EmphasizedBody (semibold)
    /// (B-NAV15, UIKIT-DOC). Not scaled with Dynamic Type (UNVERIFIED, as the title).
    var buttonFontSize: Double
    /// The bar's leading and trailing margins, in points: 16 up to 390-pt screens, 20 from
    /// `wideScreenWidth` (B-ITEMS11: 16 at 320 and 375, 20 at 414; 390 and 402 UNVERIFIED).
    var barMargin: Double
    var wideBarMargin: Double
    /// The width from which the wide margin and spacing apply (the Max and Plus phones), in points.
    var wideScreenWidth: Double
    /// Space between two bar button items, in points: 8, 10 from `wideScreenWidth`
    /// (B-ITEMS11; B-NAV15's fixed space 8).
    var itemSpacing: Double
    var wideItemSpacing: Double
    /// The back button's chevron's leading edge from the screen's edge, in points, and the
    /// gap from the chevron to its title. UNVERIFIED (eyeballed on iOS 17 Settings).
    var backChevronInset: Double
    var backChevronGap: Double
    /// The back chevron: `chevron.backward` at 17 pt semibold, large scale. UNVERIFIED
    /// (its ink is about 12 × 21 pt on iOS 17).
    var backChevronWeight: FontWeight
    /// A bar button item's symbol: 17 pt regular, large scale. UNVERIFIED (Body's size).
    var barSymbolScale: SymbolScale
    /// The prompt's band above the inline bar, in points, and its text size. UNVERIFIED
    /// (the common iOS 11–18 value).
    var promptHeight: Double
    var promptFontSize: Double
    /// The toolbar's height above the home indicator's area, in points (B-HACK, B-SIZES).
    var toolbarHeight: Double
    /// The tab bar's height above the home indicator's area, in points (B-SIZES; FL-TB
    /// has 50).
    var tabBarHeight: Double
    /// The toolbar's and the tab bar's height when a home indicator's area is below them,
    /// in points; nil: `toolbarHeight` and `tabBarHeight` there too (the phones). An iPad
    /// with a home indicator draws its bottom bars 45 pt tall above its 20-pt area, 65 in
    /// all (QMUI-633, measured on iOS 12).
    var bottomBarHeightAboveHomeIndicator: Double?
    /// A tab's symbol (large scale): its point size and where its centre sits below the
    /// bar's top. UNVERIFIED (eyeballed from iOS 17 Clock and Music: a box about 25 pt;
    /// B-SIZES allows icons up to 30 pt).
    var tabSymbolPointSize: Double
    var tabSymbolCenterY: Double
    /// A tab's title: 10 pt medium (FL-TT), its line's box ending this far below the bar's
    /// top (UNVERIFIED, eyeballed).
    var tabTitleFontSize: Double
    var tabTitleBottom: Double
    /// Unselected tabs' colour: systemGray (FL-TT's inactive grey is near it; UNVERIFIED).
    var unselectedTabColor: Color
    /// The badge: a capsule at least this many points across, its text 13 pt regular
    /// white on systemRed, its centre this far from the symbol's top-trailing corner
    /// (x outwards, y down). UNVERIFIED (eyeballed).
    var badgeDiameter: Double
    var badgeFontSize: Double
    var badgeOffset: CGPoint
    /// The bars' backdrop when content scrolls under them: the chrome material
    /// (docs/uikit-reference.md §6: iOS 14 bars use it; dark turns black into 18,18,18, MEAS
    /// M-LISTS).
    var barMaterial: VisualEffect.BlurStyle
    /// The bars' hairline when content scrolls under them: black at 30 % in light (FL-TB),
    /// 38,38,38 over the dark bar (MEAS M-LISTS, M-HOME; as white at 8.6 % it gives 38 over 18).
    var shadowColor: Color
    /// The tab bar floating at the top of the screen, in the navigation bar's row, with
    /// its figures (iPadOS 18); nil: the tab bar runs along the bottom edge.
    var floatingTabBar: FloatingTabBarFigures?
    /// True when this design draws another generation's bars, said in the layout dump.
    var drawsBarsOf: ListDesign?

    /// The toolbar's height above a bottom safe-area inset of `homeIndicator` points.
    func toolbarHeight(homeIndicator: Double) -> Double {
        homeIndicator > 0 ? bottomBarHeightAboveHomeIndicator ?? toolbarHeight : toolbarHeight
    }

    /// The tab bar's height above a bottom safe-area inset of `homeIndicator` points.
    func tabBarHeight(homeIndicator: Double) -> Double {
        homeIndicator > 0 ? bottomBarHeightAboveHomeIndicator ?? tabBarHeight : tabBarHeight
    }

    /// The margin of a bar `width` points wide.
    func margin(width: Double) -> Double {
        width >= wideScreenWidth ? wideBarMargin : barMargin
    }

    /// The space between items on a bar `width` points wide.
    func spacing(width: Double) -> Double {
        width >= wideScreenWidth ? wideItemSpacing : itemSpacing
    }
}
