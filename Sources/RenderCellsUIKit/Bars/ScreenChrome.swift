import Foundation

// The bars a navigation or tab bar controller draws around its screen's list: the
// navigation bar at the top (under the status bar's space), the toolbar and the tab bar
// at the bottom (on an iPad the tab bar floats at the top, in the navigation bar's row).
// They are laid out here by frames, as views the rest of the package already draws (`UILabel` for text, `UIImageView` for symbols, flattened by
// `UIView.flatten`), so bar text and symbols go through the same text and symbol stages
// as the list's. The list is drawn first, starting below the top bar as UIKit's
// adjusted content inset puts it; the bars are drawn over it. Figures come from the
// design's `BarFigures`.

/// The bars around one screen, laid out for its size, safe area and traits, ready to be
/// drawn over its list (docs/bars.md).
@MainActor
package struct ScreenChrome {
    /// One bar: its area (points, screen space), what is behind its items and its items.
    struct Bar {
        /// `navigationBar`, `toolbar`, `tabBar`: the layout dump's element kind.
        var kind: String
        /// The bar's background area, from the screen's edge (under the status bar or the
        /// home indicator) to the bar's other edge.
        var area: Rect
        /// What the bar draws with content under it (its standard appearance).
        var background: BarBackground
        /// What a bottom bar draws when the list ends above it (its scroll-edge appearance,
        /// transparent when none is set, as iOS 15 and later draw it); nil for a navigation
        /// bar, whose appearance is chosen when it is laid out (the list is at its top).
        var scrollEdgeBackground: BarBackground?
        /// Where the hairline between the bar and the content lies (points, screen space):
        /// the bar's edge, the hairline below it (a navigation bar's) or above it.
        var hairlineEdge: Double
        var hairlineAbove: Bool
        /// A screen-sized view holding the bar's item views at their frames.
        var items: UIView
        /// Facts for the layout dump (title, large title, appearance).
        var properties: [String: String]
        /// The background's corner radius, in points: 0 for the bars along the screen's
        /// edges, half the height for the capsule of a floating tab bar.
        var cornerRadius: Double = 0
    }

    /// What a bar draws behind its items.
    struct BarBackground {
        /// The material blurring what scrolls under the bar (nil: none).
        var effect: VisualEffect?
        /// A colour over the material, or the whole background when there is none.
        var color: UIColor?
        /// The hairline's colour (nil or clear: none).
        var shadowColor: UIColor?
        var summary: String
    }

    /// Points from the screen's top to where the list's content starts: the status bar's
    /// space and the navigation bar (UIKit's adjusted content inset's top).
    package let contentTop: Double
    /// Points from the screen's bottom covered by the bottom bars and the home indicator.
    package let contentBottom: Double
    let bars: [Bar]
    let traits: UITraitCollection
    /// Said in the layout dump when the design draws another generation's bars.
    let note: String?

    /// The chrome of `controller` at `size` with `safeArea` (the device's: status bar and
    /// home indicator) and `traits`; nil when the controller shows no bars (a plain screen).
    package init?(controller: UIViewController, size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection) {
        let tabs = controller as? UITabBarController
        let shown = tabs?.selectedViewController ?? controller
        let navigation = shown as? UINavigationController
        guard tabs != nil || navigation != nil else { return nil }
        let figures = traits.listDesign.barFigures(idiom: traits.userInterfaceIdiom)
        let width = Double(size.width)
        let height = Double(size.height)
        let top = Double(safeArea.top)
        let bottom = Double(safeArea.bottom)
        var bars: [Bar] = []
        var contentTop = top
        var bottomEdge = height - bottom
        // The tab bar floats only in a regular width: an iPad app in a compact Split View
        // share, or with no size class, has the bottom bar (UIKIT-TAB, SIZE-18). A floating
        // tab bar stays when a pushed screen hides the bottom bar (iPadOS 18 ignores
        // `hidesBottomBarWhenPushed` there, ES-292).
        let floating = traits.horizontalSizeClass == .regular ? figures.floatingTabBar : nil
        let hidesTabBar =
            tabs?.isTabBarHidden == true
            || (floating == nil && navigation?.topViewController?.hidesBottomBarWhenPushed == true
                && (navigation?.viewControllers.count ?? 0) > 1)
        if let tabs, !hidesTabBar, floating == nil {
            let barHeight = figures.tabBarHeight(homeIndicator: bottom)
            let bar = Self.tabBar(
                tabs, width: width, top: bottomEdge - barHeight, screenBottom: height,
                figures: figures, traits: traits)
            bars.append(bar)
            bottomEdge -= barHeight
        }
        if let navigation, !navigation.isToolbarHidden,
            let items = navigation.toolbar.items ?? navigation.topViewController?.toolbarItems
        {
            // Over a tab bar the toolbar ends at the tab bar; alone it reaches the screen's bottom.
            let screenBottom = bars.isEmpty ? height : bottomEdge
            let barHeight = figures.toolbarHeight(homeIndicator: bars.isEmpty ? bottom : 0)
            bars.append(
                Self.toolbar(
                    navigation, items: items, width: width, top: bottomEdge - barHeight,
                    height: barHeight, screenBottom: screenBottom, figures: figures, traits: traits))
            bottomEdge -= barHeight
        }
        // A floating tab bar takes the centre of the navigation bar's row, where the inline
        // title would be; without a navigation bar it keeps the row for itself and the list
        // starts below it.
        let floatingTabs = hidesTabBar ? nil : tabs.flatMap { tabs in floating.map { (controller: tabs, figures: $0) } }
        var rowTop = top
        if let navigation, !navigation.isNavigationBarHidden,
            let bar = Self.navigationBar(
                navigation, width: width, top: top, figures: figures, traits: traits,
                yieldsTitleToTabBar: floatingTabs != nil)
        {
            bars.append(bar.bar)
            contentTop = bar.bottom
            rowTop = bar.rowTop
        } else if floatingTabs != nil {
            contentTop = top + figures.navigationBarHeight
        }
        if let floatingTabs {
            bars.append(
                Self.floatingTabBar(
                    floatingTabs.controller, width: width, rowTop: rowTop,
                    rowHeight: figures.navigationBarHeight, floating: floatingTabs.figures, traits: traits))
        }
        self.contentTop = contentTop
        contentBottom = height - bottomEdge
        self.bars = bars
        self.traits = traits
        note = figures.drawsBarsOf.map {
            "the \($0.rawValue) bars, drawn for the \(traits.listDesign.rawValue) design (its own bars are not drawn yet)"
        }
    }

    /// `list` (a screen's, drawn at the screen's size) with the bars drawn over it and
    /// added to its layout dump.
    package func drawn(over list: DisplayList) -> DisplayList {
        var commands = list.commands
        var elements = list.elements
        // Where the list's content ends on the screen, in points (the bottom of its sections'
        // and pinned headers' frames, which the dump keeps as x, y, width, height).
        let contentEnd = list.elements.compactMap { $0.frame.count == 4 ? $0.frame[1] + $0.frame[3] : nil }.max() ?? 0
        for var bar in bars {
            // A bottom bar with no content under it draws its scroll-edge appearance (UIKIT-DOC).
            if let edge = bar.scrollEdgeBackground, contentEnd <= bar.area.minY { bar.background = edge }
            var properties = bar.properties
            properties["background"] = bar.background.summary
            if let note { properties["design"] = note }
            if let effect = bar.background.effect {
                let material = effect.recipe(for: traits).material(scale: list.scale)
                commands.append(.backdrop(bar.area, material: material, cornerRadius: bar.cornerRadius))
            }
            if let color = bar.background.color?.resolvedRGBA(with: traits), color.alpha > 0 {
                commands.append(.fill(bar.area, color: color, cornerRadius: bar.cornerRadius, cornerCurve: .circular))
            }
            if let color = bar.background.shadowColor?.resolvedRGBA(with: traits), color.alpha > 0 {
                // One device pixel on the pixel grid, outside the bar (the list's separators
                // are snapped the same way).
                let edge = (bar.hairlineEdge * list.scale).rounded() / list.scale
                let y = bar.hairlineAbove ? edge - 1 / list.scale : edge
                commands.append(
                    .hairline(
                        Rect(x: bar.area.minX, y: y, width: bar.area.width, height: 1 / list.scale),
                        color: color))
            }
            var drawing = ViewDrawingBuilder(origin: Point(x: 0, y: 0), traits: traits, rootArea: bar.area)
            for (i, view) in bar.items.subviews.enumerated() {
                view.flatten(into: &drawing, path: "\(bar.kind).items[\(i)]")
            }
            commands += drawing.commands
            elements.append(
                DisplayElement(
                    id: bar.kind, kind: bar.kind, frame: bar.area, properties: properties,
                    children: drawing.elements))
        }
        return DisplayList(
            size: list.size, scale: list.scale, backgroundColor: list.backgroundColor, commands: commands,
            elements: elements)
    }
}
