import Foundation

extension ScreenChrome {
    /// A view for `item` in `bar` (a screen-sized view whose traits are the screen's), sized
    /// to its content and added to `bar`: a label for a title or a system word, an image
    /// view for a symbol; nil for a space or an item with nothing to show.
    static func view(for item: UIBarButtonItem, in bar: UIView, tint: UIColor, figures: BarFigures) -> UIView? {
        let color: UIColor = item.isEnabled ? item.tintColor ?? tint : .tertiaryLabel
        let system = item.systemItem?.content
        if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return nil }
        if let title = item.title ?? system?.title {
            // `.done` items and the prominent system words (Done, Save) are semibold.
            let prominent = item.style == .done || system?.isProminent == true
            return label(
                title, font: .systemFont(ofSize: figures.buttonFontSize, weight: prominent ? .semibold : .regular),
                color: color, in: bar)
        }
        let image: UIImage? = item.image ?? system?.symbol.flatMap { UIImage(systemName: $0) }
        guard let image else { return nil }
        // The close item is a grey disc, as UIKit draws it (UNVERIFIED colour: systemGray).
        let symbolColor: UIColor = item.systemItem == .close ? .systemGray : color
        return symbol(image, pointSize: figures.buttonFontSize, scale: figures.barSymbolScale, color: symbolColor, in: bar)
    }

    /// A one-line label of `text`, sized to fit, added to `bar`.
    static func label(_ text: String, font: UIFont, color: UIColor, in bar: UIView) -> UILabel {
        let label = UILabel(frame: .zero)
        label.text = text
        label.font = font
        label.textColor = color
        bar.addSubview(label)
        label.frame.size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        return label
    }

    /// An image view of `image` (a symbol at `pointSize` and `scale`, or a bitmap), sized
    /// to it, added to `bar`; nil when the symbol set has no such name.
    static func symbol(
        _ image: UIImage, pointSize: Double, scale: SymbolScale, weight: FontWeight = .regular, color: UIColor,
        in bar: UIView
    ) -> UIImageView? {
        let view = UIImageView(image: nil)
        view.image = image
        view.preferredSymbolConfiguration = SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale)
        view.tintColor = color
        bar.addSubview(view)
        let size = view.intrinsicContentSize
        guard size.width > 0, size.height > 0 else {
            view.removeFromSuperview()
            return nil
        }
        view.frame.size = size
        return view
    }

    /// The background of `appearance`: transparent, an opaque colour, or a material under
    /// an optional colour; its hairline in `figures`' colour unless the appearance sets one.
    /// A bar's legacy `barTintColor` and `isTranslucent` apply as UIKit 13 and later carry
    /// them into its appearance, where the appearance sets no colour of its own: the tint
    /// becomes the background colour, and a bar that is not translucent is opaque
    /// (`barTintColor`, else `systemBackground`) (docs/uikit-reference.md §9.3).
    static func background(
        _ appearance: UIBarAppearance, barTintColor: UIColor? = nil, isTranslucent: Bool = true,
        figures: BarFigures
    ) -> BarBackground {
        if appearance.isTransparent, appearance.backgroundColor == nil, appearance.backgroundEffect == nil {
            return BarBackground(effect: nil, color: nil, shadowColor: appearance.shadowColor, summary: "transparent")
        }
        let shadow = appearance.shadowColor ?? figures.shadowColor
        if !isTranslucent {
            return BarBackground(
                effect: nil, color: appearance.backgroundColor ?? barTintColor ?? .systemBackground,
                shadowColor: shadow, summary: "opaque")
        }
        if let effect = appearance.backgroundEffect {
            if appearance.backgroundColor == nil, let barTintColor {
                return BarBackground(
                    effect: effect, color: barTintColor, shadowColor: shadow,
                    summary: "material \(effect.blurStyle.rawValue) with barTintColor")
            }
            return BarBackground(
                effect: effect, color: appearance.backgroundColor, shadowColor: shadow,
                summary: "material \(effect.blurStyle.rawValue)")
        }
        return BarBackground(effect: nil, color: appearance.backgroundColor, shadowColor: shadow, summary: "opaque")
    }

    /// Moves every item of `bar` to its mirrored place for a right-to-left interface.
    static func mirror(_ bar: UIView, width: Double) {
        for view in bar.subviews {
            view.frame.origin.x = CGFloat(width) - view.frame.maxX
        }
    }

    /// A bottom bar's background when the list ends above it: its `scrollEdgeAppearance`,
    /// else nothing (iOS 15 and later: the standard appearance made transparent, UIKIT-DOC).
    static func scrollEdgeBackground(_ appearance: UIBarAppearance?, figures: BarFigures) -> BarBackground {
        guard let appearance else { return BarBackground(effect: nil, color: nil, shadowColor: nil, summary: "transparent") }
        return background(appearance, figures: figures)
    }
}
