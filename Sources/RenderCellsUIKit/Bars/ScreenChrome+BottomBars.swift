import Foundation

extension ScreenChrome {
    /// The toolbar of `items` from `top` to `screenBottom` (the home indicator's area
    /// included): the items across its row of `height` points (44 on a phone, 50 or 45 on an iPad), flexible spaces sharing what the others
    /// leave, fixed spaces their width; with no flexible space the items start at the
    /// leading margin. Drawn in its standard appearance when content is under it, else in
    /// its scroll-edge appearance (transparent unless set).
    static func toolbar(
        _ navigation: UINavigationController, items barItems: [UIBarButtonItem], width: Double, top: Double,
        height: Double, screenBottom: Double, figures: BarFigures, traits: UITraitCollection
    ) -> Bar {
        let toolbar = navigation.toolbar!
        let margin = figures.margin(width: width)
        let spacing = figures.spacing(width: width)
        let items = UIView(frame: CGRect(x: 0, y: 0, width: width, height: screenBottom))
        items.traitEnvironment.rootTraits = traits
        let tint: UIColor = toolbar.traitEnvironment.tintColor ?? navigation.traitEnvironment.tintColor ?? .tintColor
        // Each item's view, or its width when it is a space (nil: flexible).
        var slots: [(view: UIView?, width: Double?)] = []
        for item in barItems {
            switch item.systemItem {
            case .flexibleSpace: slots.append((nil, nil))
            // A fixed space of width 0 is UIKit's default one, 8 pt (B-NAV15).
            case .fixedSpace: slots.append((nil, item.width > 0 ? Double(item.width) : 8))
            default:
                if let view = Self.view(for: item, in: items, tint: tint, figures: figures) {
                    slots.append((view, Double(view.frame.width)))
                }
            }
        }
        let fixed = slots.compactMap(\.width).reduce(0, +) + spacing * Double(max(0, slots.count - 1))
        let flexibleCount = slots.filter { $0.width == nil }.count
        let flexibleWidth = flexibleCount > 0 ? max(0, width - 2 * margin - fixed) / Double(flexibleCount) : 0
        let rowMid = top + height / 2
        var x = margin
        for slot in slots {
            if let view = slot.view {
                view.frame.origin = CGPoint(x: x, y: rowMid - Double(view.frame.height) / 2)
            }
            x += (slot.width ?? flexibleWidth) + spacing
        }
        if traits.layoutDirection == .rightToLeft { Self.mirror(items, width: width) }
        let background = Self.background(
            toolbar.standardAppearance, barTintColor: toolbar.barTintColor,
            isTranslucent: toolbar.isTranslucent, figures: figures)
        return Bar(
            kind: "toolbar", area: Rect(x: 0, y: top, width: width, height: screenBottom - top),
            background: background,
            scrollEdgeBackground: Self.scrollEdgeBackground(toolbar.scrollEdgeAppearance, figures: figures),
            hairlineEdge: top, hairlineAbove: true,
            items: items, properties: ["items": String(slots.filter { $0.view != nil }.count)])
    }

    /// The tab bar of `tabs` from `top` to the screen's bottom: its tabs sharing the width,
    /// each a symbol over a title, the selected one in the tint colour, the others in the
    /// unselected colour, a badge at the symbol's top-trailing corner.
    static func tabBar(
        _ tabs: UITabBarController, width: Double, top: Double, screenBottom: Double, figures: BarFigures,
        traits: UITraitCollection
    ) -> Bar {
        let tabBar = tabs.tabBar
        let items = UIView(frame: CGRect(x: 0, y: 0, width: width, height: screenBottom))
        items.traitEnvironment.rootTraits = traits
        let selectedColor: UIColor = tabBar.traitEnvironment.tintColor ?? tabs.traitEnvironment.tintColor ?? .tintColor
        let unselectedColor = tabBar.unselectedItemTintColor ?? figures.unselectedTabColor
        let controllers = tabs.viewControllers ?? []
        let tabWidth = controllers.isEmpty ? width : width / Double(controllers.count)
        for (index, controller) in controllers.enumerated() {
            let item: UITabBarItem = controller.tabBarItem
            let selected = index == tabs.selectedIndex
            let color: UIColor = !item.isEnabled ? .tertiaryLabel : selected ? selectedColor : unselectedColor
            let mid = tabWidth * (Double(index) + 0.5)
            var symbolFrame = CGRect(x: mid, y: top + figures.tabSymbolCenterY, width: 0, height: 0)
            if let image = (selected ? item.selectedImage : nil) ?? item.image,
                let view = Self.symbol(
                    image, pointSize: figures.tabSymbolPointSize, scale: figures.barSymbolScale, color: color, in: items)
            {
                view.frame.origin = CGPoint(
                    x: mid - Double(view.frame.width) / 2,
                    y: top + figures.tabSymbolCenterY - Double(view.frame.height) / 2)
                symbolFrame = view.frame
            }
            if let title = item.title ?? controller.title {
                let label = Self.label(
                    title, font: .systemFont(ofSize: figures.tabTitleFontSize, weight: .medium), color: color, in: items)
                label.frame.size.width = min(label.frame.width, CGFloat(tabWidth - 4))
                label.frame.origin = CGPoint(
                    x: mid - Double(label.frame.width) / 2, y: top + figures.tabTitleBottom - Double(label.frame.height))
            }
            if let badge = item.badgeValue {
                let capsule = UIView(frame: .zero)
                capsule.backgroundColor = item.badgeColor ?? .systemRed
                items.addSubview(capsule)
                var size = CGSize(width: figures.badgeDiameter, height: figures.badgeDiameter)
                if !badge.isEmpty {
                    let text = Self.label(badge, font: .systemFont(ofSize: figures.badgeFontSize), color: .white, in: capsule)
                    // The capsule is at least a disc, and pads longer text by a quarter of its height (UNVERIFIED).
                    size.width = max(size.width, text.frame.width + CGFloat(figures.badgeDiameter / 2))
                    text.frame.origin = CGPoint(x: (size.width - text.frame.width) / 2, y: (size.height - text.frame.height) / 2)
                }
                capsule.layer.cornerRadius = size.height / 2
                let center = CGPoint(
                    x: Double(symbolFrame.maxX) + figures.badgeOffset.x,
                    y: Double(symbolFrame.minY) + figures.badgeOffset.y)
                capsule.frame = CGRect(
                    x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
                    height: size.height)
            }
        }
        if traits.layoutDirection == .rightToLeft { Self.mirror(items, width: width) }
        return Bar(
            kind: "tabBar", area: Rect(x: 0, y: top, width: width, height: screenBottom - top),
            background: Self.background(
                tabBar.standardAppearance, barTintColor: tabBar.barTintColor,
                isTranslucent: tabBar.isTranslucent, figures: figures),
            scrollEdgeBackground: Self.scrollEdgeBackground(tabBar.scrollEdgeAppearance, figures: figures),
            hairlineEdge: top, hairlineAbove: true,
            items: items, properties: ["tabs": String(controllers.count), "selected": selectedTitle(tabs)])
    }

    /// The selected tab's title for the layout dump ("" when none is selected).
    static func selectedTitle(_ tabs: UITabBarController) -> String {
        guard let controller = tabs.selectedViewController else { return "" }
        return controller.tabBarItem.title ?? controller.title ?? ""
    }
}
