import Foundation

// The figures of the bars around a screen (navigation bar, toolbar, tab bar), one table
// per design generation as the list's figures are (`ListDesignFigures`). Bars read the
// table of the traits' list design, never a branch on the generation.
//
// Sources are the keys of docs/uikit-reference.md's source table; docs/bars.md lists
// these figures with them. A figure no source gives is marked UNVERIFIED beside it: the
// common iOS 15–18 value, measured by nobody for this project, kept until a screenshot
// measures it.

/// Every figure of the bars that one design generation draws.
package struct BarFigures: Sendable {
    /// The inline navigation bar's height under the status bar, in points. UNVERIFIED (the
    /// common 44 pt; issue #41 names it, no source in the reference).
    var navigationBarHeight: Double
    /// The large-title area below the inline bar, in points (44 + 52 = 96). UNVERIFIED.
    var largeTitleHeight: Double
    /// The large title's text box bottom above the area's bottom, in points. UNVERIFIED
    /// (eyeballed from iOS 17 Settings: the baseline about 16 pt above the area's bottom).
    var largeTitleBottomInset: Double
    /// The inline title's text style: Headline, 17 pt semibold at Large (HIG-T). The inline
    /// title keeps its size at every Dynamic Type size (UNVERIFIED: iOS shows bigger bar
    /// text only in the large content viewer).
    var titleFontSize: Double
    /// The large title: Large Title, 34 pt bold at Large, scaled with Dynamic Type (HIG-T).
    var largeTitleStyle: TextStyle
    /// Bar button items' text: 17 pt regular, `.done` items semibold. UNVERIFIED (Body's
    /// size, HIG-T; the weight the common value).
    var buttonFontSize: Double
    /// The bar's leading and trailing margins, in points: the screen's layout margins
    /// (16 at 390 pt, 20 on the Max and Plus widths). UNVERIFIED for bars.
    var barMargin: Double
    var wideBarMargin: Double
    /// The width from which `wideBarMargin` applies (the Max and Plus phones), in points.
    var wideScreenWidth: Double
    /// Space between two bar button items, in points. UNVERIFIED.
    var itemSpacing: Double
    /// The back button's chevron's leading edge from the screen's edge, in points, and the
    /// gap from the chevron to its title. UNVERIFIED.
    var backChevronInset: Double
    var backChevronGap: Double
    /// The back chevron: `chevron.backward` at 17 pt semibold, large scale. UNVERIFIED
    /// (its ink is about 12 × 21 pt on iOS 17).
    var backChevronWeight: FontWeight
    /// A bar button item's symbol: 17 pt regular, large scale. UNVERIFIED.
    var barSymbolScale: SymbolScale
    /// The prompt's band above the inline bar, in points, and its text size. UNVERIFIED.
    var promptHeight: Double
    var promptFontSize: Double
    /// The toolbar's height above the home indicator's area, in points. UNVERIFIED (44).
    var toolbarHeight: Double
    /// The tab bar's height above the home indicator's area, in points. UNVERIFIED (49).
    var tabBarHeight: Double
    /// A tab's symbol (large scale): its point size and where its centre sits below the
    /// bar's top. UNVERIFIED (eyeballed from iOS 17 Clock and Music: a box about 25 pt).
    var tabSymbolPointSize: Double
    var tabSymbolCenterY: Double
    /// A tab's title: 10 pt medium, its line's box ending this far below the bar's top.
    /// UNVERIFIED.
    var tabTitleFontSize: Double
    var tabTitleBottom: Double
    /// Unselected tabs' colour. UNVERIFIED (systemGray, the common value).
    var unselectedTabColor: Color
    /// The badge: a capsule at least this many points across, its text 13 pt regular
    /// white on systemRed, its centre this far from the symbol's top-trailing corner
    /// (x outwards, y down). UNVERIFIED.
    var badgeDiameter: Double
    var badgeFontSize: Double
    var badgeOffset: CGPoint
    /// The bars' backdrop when content scrolls under them: the chrome material
    /// (docs/uikit-reference.md §6: iOS 14 bars use it; dark turns black into 18,18,18, MEAS
    /// M-LISTS).
    var barMaterial: VisualEffect.BlurStyle
    /// The bars' hairline when content scrolls under them: black at 30 % in light
    /// (UNVERIFIED: UIBarAppearance's default shadow colour), 38,38,38 over the dark bar (MEAS
    /// M-LISTS, M-HOME; as white at 8.6 % it gives 38 over 18).
    var shadowColor: Color
    /// True when this design draws another generation's bars, said in the layout dump.
    var drawsBarsOf: ListDesign?
}
