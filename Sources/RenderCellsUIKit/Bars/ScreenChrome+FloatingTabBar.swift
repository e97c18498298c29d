import Foundation

extension ScreenChrome {
    /// iPadOS 18's tab bar of `tabs`: a capsule of the tabs' titles (no symbols) centred in
    /// the row of `rowHeight` points from `rowTop`, the navigation bar's, which it shares
    /// (UIKIT-TAB). The selected tab sits on a pill in the tint colour (white in dark), the
    /// others in the unselected colour; `.tabSidebar` adds a sidebar button at the capsule's
    /// leading end. Right to left, the tabs run from the right.
    static func floatingTabBar(
        _ tabs: UITabBarController, width: Double, rowTop: Double, rowHeight: Double,
        floating: FloatingTabBarFigures, traits: UITraitCollection
    ) -> Bar {
        let tabBar = tabs.tabBar
        let controllers = tabs.viewControllers ?? []
        let tint: UIColor = tabBar.traitEnvironment.tintColor ?? tabs.traitEnvironment.tintColor ?? .tintColor
        let selectedColor: UIColor = traits.userInterfaceStyle == .dark ? floating.selectedTitleColorInDark : tint
        let unselectedColor = tabBar.unselectedItemTintColor ?? floating.unselectedTitleColor
        let font = UIFont.systemFont(ofSize: floating.titleFontSize, weight: floating.titleWeight)
        let items = UIView(frame: CGRect(x: 0, y: 0, width: width, height: rowTop + rowHeight))
        items.traitEnvironment.rootTraits = traits
        // The pill goes first so the selected title is drawn over it.
        let pill = UIView(frame: .zero)
        pill.backgroundColor = floating.selectedPillColor
        pill.layer.cornerRadius = floating.segmentHeight / 2
        items.addSubview(pill)

        // Segments laid out from x = 0 at the capsule's leading edge, moved once its width is known.
        let platterTop = rowTop + (rowHeight - floating.platterHeight) / 2
        let segmentTop = platterTop + floating.platterInset
        var x = floating.platterInset
        if tabs.mode == .tabSidebar,
            let button = Self.symbol(
                .systemName("sidebar.leading"), pointSize: floating.sidebarSymbolPointSize, scale: .medium,
                color: unselectedColor, in: items)
        {
            button.frame.origin = CGPoint(
                x: x + (floating.sidebarSegmentWidth - Double(button.frame.width)) / 2,
                y: segmentTop + (floating.segmentHeight - Double(button.frame.height)) / 2)
            x += floating.sidebarSegmentWidth
        }
        var pillFrame: CGRect?
        for (index, controller) in controllers.enumerated() {
            let item: UITabBarItem = controller.tabBarItem
            let selected = index == tabs.selectedIndex
            let color: UIColor = !item.isEnabled ? .tertiaryLabel : selected ? selectedColor : unselectedColor
            let label = Self.label(item.title ?? controller.title ?? "", font: font, color: color, in: items)
            let segmentWidth = Double(label.frame.width) + 2 * floating.segmentPadding
            label.frame.origin = CGPoint(
                x: x + floating.segmentPadding,
                y: segmentTop + (floating.segmentHeight - Double(label.frame.height)) / 2)
            if selected { pillFrame = CGRect(x: x, y: segmentTop, width: segmentWidth, height: floating.segmentHeight) }
            x += segmentWidth
        }
        if let pillFrame { pill.frame = pillFrame } else { pill.removeFromSuperview() }
        let platterWidth = x + floating.platterInset
        let leading = ((width - platterWidth) / 2).rounded(.down)
        for view in items.subviews { view.frame.origin.x += CGFloat(leading) }
        if traits.layoutDirection == .rightToLeft { Self.mirror(items, width: width) }

        let platterX = traits.layoutDirection == .rightToLeft ? width - leading - platterWidth : leading
        return Bar(
            kind: "tabBar", area: Rect(x: platterX, y: platterTop, width: platterWidth, height: floating.platterHeight),
            background: BarBackground(
                effect: nil, color: floating.platterColor, shadowColor: nil,
                summary: "fill \(floating.platterColor.name ?? "colour")"),
            scrollEdgeBackground: nil, hairlineEdge: platterTop, hairlineAbove: true, items: items,
            properties: [
                "tabs": String(controllers.count), "selected": selectedTitle(tabs), "placement": "floating",
                "sidebarButton": tabs.mode == .tabSidebar ? "true" : "false"
            ],
            cornerRadius: floating.platterHeight / 2)
    }
}
