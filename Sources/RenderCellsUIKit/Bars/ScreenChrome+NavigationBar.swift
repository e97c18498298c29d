import Foundation

extension ScreenChrome {
    /// The navigation bar of `navigation`'s top screen below `top` (the status bar's
    /// space), where its items' row starts (below a prompt) and where the list's content
    /// starts under it. `yieldsTitleToTabBar`: a floating tab bar takes the row's centre,
    /// so the inline title is not drawn (a large title still is, below the row).
    static func navigationBar(
        _ navigation: UINavigationController, width: Double, top: Double, figures: BarFigures,
        traits: UITraitCollection, yieldsTitleToTabBar: Bool = false
    )
        -> (bar: Bar, rowTop: Double, bottom: Double)?
    {
        guard let screen = navigation.topViewController else { return nil }
        let item = screen.navigationItem
        let navigationBar = navigation.navigationBar
        let large = isLargeTitle(navigation)
        let margin = figures.margin(width: width)
        let spacing = figures.spacing(width: width)
        let items = UIView(frame: CGRect(x: 0, y: 0, width: width, height: top))
        items.traitEnvironment.rootTraits = traits
        let tint: UIColor = navigationBar.traitEnvironment.tintColor ?? navigation.traitEnvironment.tintColor ?? .tintColor

        // The list is at its top: the scroll-edge appearance (iOS 15 and later draw the
        // standard one without its background and hairline when none is set).
        let appearance: UINavigationBarAppearance
        if let edge = item.scrollEdgeAppearance ?? navigationBar.scrollEdgeAppearance {
            appearance = edge
        } else {
            let standard = item.standardAppearance ?? navigationBar.standardAppearance
            appearance = UINavigationBarAppearance()
            appearance.titleTextAttributes = standard.titleTextAttributes
            appearance.largeTitleTextAttributes = standard.largeTitleTextAttributes
            appearance.configureWithTransparentBackground()
        }

        var rowTop = top
        if let prompt = item.prompt {
            let label = Self.label(prompt, font: .systemFont(ofSize: figures.promptFontSize), color: .label, in: items)
            label.frame.size.width = min(label.frame.width, CGFloat(width - 2 * margin))
            label.frame.origin = CGPoint(
                x: (width - Double(label.frame.width)) / 2,
                y: top + (figures.promptHeight - Double(label.frame.height)) / 2)
            rowTop += figures.promptHeight
        }
        let rowMid = rowTop + figures.navigationBarHeight / 2

        // Leading side: the back button (chevron and the screen below's title), then the
        // leading items; trailing side: the trailing items from the edge inwards.
        var leading = margin
        var backTitle: UILabel?
        if navigation.viewControllers.count > 1, !item.hidesBackButton {
            let below = navigation.viewControllers[navigation.viewControllers.count - 2]
            let chevronName = traits.layoutDirection == .rightToLeft ? "chevron.right" : "chevron.left"
            if let chevron = Self.symbol(
                .systemName(chevronName), pointSize: figures.buttonFontSize, scale: figures.barSymbolScale,
                weight: figures.backChevronWeight, color: tint, in: items)
            {
                chevron.frame.origin = CGPoint(x: figures.backChevronInset, y: rowMid - Double(chevron.frame.height) / 2)
                leading = Double(chevron.frame.maxX) + figures.backChevronGap
            }
            let title =
                below.navigationItem.backBarButtonItem?.title ?? below.navigationItem.backButtonTitle
                ?? below.navigationItem.title ?? below.title ?? "Back"
            if !title.isEmpty {
                let label = Self.label(title, font: .systemFont(ofSize: figures.buttonFontSize), color: tint, in: items)
                label.frame.origin = CGPoint(x: leading, y: rowMid - Double(label.frame.height) / 2)
                backTitle = label
                leading = Double(label.frame.maxX) + spacing
            }
        }
        for barItem in item.leftBarButtonItems ?? [] {
            guard let view = Self.view(for: barItem, in: items, tint: tint, figures: figures) else { continue }
            view.frame.origin = CGPoint(x: leading, y: rowMid - Double(view.frame.height) / 2)
            leading = Double(view.frame.maxX) + spacing
        }
        var trailing = width - margin
        for barItem in item.rightBarButtonItems ?? [] {
            guard let view = Self.view(for: barItem, in: items, tint: tint, figures: figures) else { continue }
            view.frame.origin = CGPoint(x: trailing - Double(view.frame.width), y: rowMid - Double(view.frame.height) / 2)
            trailing = Double(view.frame.minX) - spacing
        }

        let title = item.title ?? screen.title
        let titleColor =
            attribute(
                .foregroundColor, as: UIColor.self, appearance.titleTextAttributes,
                navigationBar.titleTextAttributes) ?? .label
        let titleFont =
            attribute(.font, as: UIFont.self, appearance.titleTextAttributes, navigationBar.titleTextAttributes)
            ?? .systemFont(ofSize: figures.titleFontSize, weight: .semibold)
        var bottom = rowTop + figures.navigationBarHeight
        var properties: [String: String] = ["title": title ?? "", "largeTitle": large ? "true" : "false"]
        if large, let title {
            // Large Title follows Dynamic Type; the area grows with its line (INF: by the
            // line height above Large's 41 pt).
            let size = UIFont.preferredFont(
                forTextStyle: figures.largeTitleStyle,
                contentSizeCategory: traits.preferredContentSizeCategory
            ).pointSize
            let font =
                attribute(
                    .font, as: UIFont.self, appearance.largeTitleTextAttributes,
                    navigationBar.largeTitleTextAttributes) ?? .systemFont(ofSize: size, weight: .bold)
            let color =
                attribute(
                    .foregroundColor, as: UIColor.self, appearance.largeTitleTextAttributes,
                    navigationBar.largeTitleTextAttributes) ?? .label
            let label = Self.label(title, font: font, color: color, in: items)
            label.frame.size.width = min(label.frame.width, CGFloat(width - 2 * margin))
            let area =
                figures.largeTitleHeight
                + max(
                    0, UIFont.naturalLineHeight(forPointSize: Double(font.pointSize)) - UIFont.naturalLineHeight(forPointSize: 34)
                )
            bottom += area
            label.frame.origin = CGPoint(x: margin, y: bottom - figures.largeTitleBottomInset - Double(label.frame.height))
        } else if yieldsTitleToTabBar {
            properties["titleHidden"] = "the floating tab bar takes its place"
        } else if let titleView = item.titleView, title == nil || !(titleView is UILabel) {
            let size = titleView.sizeThatFits(
                CGSize(width: CGFloat(trailing - leading), height: CGFloat(figures.navigationBarHeight)))
            titleView.frame = CGRect(
                x: (width - Double(size.width)) / 2, y: rowMid - Double(size.height) / 2,
                width: Double(size.width), height: Double(size.height))
            items.addSubview(titleView)
            properties["titleView"] = String(describing: type(of: titleView))
        } else if let title = (item.titleView as? UILabel)?.text ?? title {
            let label = Self.label(title, font: titleFont, color: titleColor, in: items)
            // Centred on the bar, at least `titleSideInset` from its sides and `titleItemGap`
            // from the items (B-NAV15); pushed aside by long items, truncated when it still
            // does not fit.
            var x = (width - Double(label.frame.width)) / 2
            let gap = figures.titleItemGap
            // The items in the title's row (the prompt is above it), either side of the middle.
            let rowItems = {
                items.subviews.filter { $0 !== label && abs(Double($0.frame.midY) - rowMid) < figures.navigationBarHeight / 2 }
            }
            let leadingEdge = { rowItems().filter { Double($0.frame.midX) < width / 2 }.map { Double($0.frame.maxX) }.max() }
            leading = leadingEdge().map { $0 + gap } ?? figures.titleSideInset
            trailing =
                rowItems().filter { Double($0.frame.midX) >= width / 2 }.map { Double($0.frame.minX) }.min()
                .map { $0 - gap } ?? width - figures.titleSideInset
            if let back = backTitle, Double(back.frame.maxX) + gap > x {
                // The back button falls back to "Back", then to the chevron alone, before the title moves.
                back.text = "Back"
                back.frame.size = back.sizeThatFits(
                    CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
                if Double(back.frame.maxX) + gap > x { back.removeFromSuperview() }
                leading = leadingEdge().map { $0 + gap } ?? figures.titleSideInset
            }
            x = max(x, leading)
            let available = max(0, min(Double(label.frame.width), trailing - x))
            if x + Double(label.frame.width) > trailing { x = max(leading, trailing - Double(label.frame.width)) }
            label.frame = CGRect(
                x: x, y: rowMid - Double(label.frame.height) / 2, width: min(available, trailing - x),
                height: Double(label.frame.height))
        }
        if traits.layoutDirection == .rightToLeft { Self.mirror(items, width: width) }
        // A scroll-edge appearance the app set is drawn as it is; the bar's legacy tint and
        // translucency apply to its standard appearance, which the list at its top does not show.
        let background = Self.background(appearance, figures: figures)
        let area = Rect(x: 0, y: 0, width: width, height: bottom)
        return (
            Bar(
                kind: "navigationBar", area: area, background: background, scrollEdgeBackground: nil, hairlineEdge: bottom,
                hairlineAbove: false, items: items, properties: properties), rowTop, bottom
        )
    }

    /// Whether the top screen shows a large title: the bar prefers them and each screen's
    /// `largeTitleDisplayMode` up the stack either follows the one below (`.automatic`),
    /// asks for one (`.always`) or not (`.never`, `.inline`).
    static func isLargeTitle(_ navigation: UINavigationController) -> Bool {
        guard navigation.navigationBar.prefersLargeTitles else { return false }
        var large = true
        for controller in navigation.viewControllers {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .automatic: break
            case .always: large = true
            case .never, .inline: large = false
            }
        }
        return large
    }

    /// The first of `dictionaries` that sets `key` to a `T`.
    static func attribute<T>(_ key: NSAttributedString.Key, as type: T.Type, _ dictionaries: [NSAttributedString.Key: Any]?...)
        -> T?
    {
        for dictionary in dictionaries {
            if let value = dictionary?[key] as? T { return value }
        }
        return nil
    }
}
