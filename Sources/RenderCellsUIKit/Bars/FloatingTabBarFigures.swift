import Foundation

// The figures of iPadOS 18's tab bar, which floats at the top of the screen in the
// navigation bar's row instead of running along the bottom edge: a capsule of the tabs'
// titles, the selected one on a lighter pill. Part of a design's `BarFigures` (nil there:
// the bottom tab bar). Sources use the keys of docs/uikit-reference.md §9; CS is the
// `cupertino_sidebar` Flutter package's `CupertinoFloatingTabBar`, a reimplementation
// whose authors matched it by eye to iPadOS 18, so every CS figure is third party.

/// Every figure of a tab bar floating at the top of the screen (iPadOS 18).
package struct FloatingTabBarFigures: Sendable {
    /// A tab's segment: this many points tall, its title padded by `segmentPadding` on
    /// each side (CS: 33 and 14).
    var segmentHeight: Double
    var segmentPadding: Double
    /// The capsule's inset around its segments, in points (CS: 4), so the capsule is
    /// `segmentHeight + 2 * platterInset` tall (41), centred in the navigation bar's row
    /// (UIKIT-TAB: the tab bar shares the navigation bar's space).
    var platterInset: Double
    /// A tab's title: 17 pt semibold (CS). Not scaled with Dynamic Type (UNVERIFIED, as the
    /// navigation bar's title).
    var titleFontSize: Double
    var titleWeight: FontWeight
    /// The sidebar button's segment width and its symbol's size, in points, when the
    /// controller's mode offers a sidebar (CS's icon tab: 56 wide, icons 20 pt).
    var sidebarSegmentWidth: Double
    var sidebarSymbolPointSize: Double
    /// The capsule's colour: tertiarySystemFill, CS's default (its optional "vibrant" bar
    /// uses the thin material instead, which over a white list leaves the capsule and the
    /// selected tab's white pill nearly indistinguishable, unlike iPadOS 18's).
    var platterColor: Color
    /// The selected tab's pill: white, white at 7 % in dark (CS).
    var selectedPillColor: Color
    /// The selected title in dark: white (CS); in light it is the tab bar's tint colour.
    var selectedTitleColorInDark: Color
    /// The other titles: 9,9,9 in light, 161,161,161 in dark (CS), unless the tab bar's
    /// `unselectedItemTintColor` is set.
    var unselectedTitleColor: Color

    /// The capsule's height, in points.
    var platterHeight: Double { segmentHeight + 2 * platterInset }
}
