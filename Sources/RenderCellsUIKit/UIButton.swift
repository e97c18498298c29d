import Foundation

/// A button (`UIButton`): its `configuration` drawn as UIKit 15–18 draws a configured
/// button: the style's background (rounded by the corner style), an image beside or above
/// the title, and an optional subtitle, in the style's colours, inset by the content insets.
/// A button made with `UIButton(type:)` and `setTitle(_:for:)` draws as a plain configuration
/// with no insets and the title at 15 pt (docs/uikit-reference.md §8).
open class UIButton: UIControl {
    /// The look; nil for a button of the pre-iOS 15 kind.
    open var configuration: Configuration? { didSet { invalidateIntrinsicContentSize() } }
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    public private(set) var buttonType: ButtonType = .system

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            titles[State.normal.rawValue] = primaryAction.title
            images[State.normal.rawValue] = primaryAction.image
        }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
    }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? resolvedConfiguration.title }
        set { super.accessibilityLabel = newValue }
    }

    /// The configuration drawn: the button's own, or a plain one made from the legacy titles.
    var resolvedConfiguration: Configuration {
        if let configuration { return configuration }
        var c = Configuration.plain()
        c.title = title(for: .normal)
        c.image = image(for: .normal)
        c.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        c.baseForegroundColor = titleColors[State.normal.rawValue]
        return c
    }

    /// The laid-out pieces for the current traits: title and subtitle text, the image's symbol.
    private struct Pieces {
        var title: TextLayout?
        var subtitle: TextLayout?
        var symbol: SymbolImage?
        var pixmap: Pixmap?
        var imageSize: CGSize {
            symbol.map { CGSize(width: $0.size.width, height: $0.size.height) }
                ?? pixmap.map { CGSize(width: $0.width, height: $0.height) } ?? .zero
        }
        var textSize: CGSize = .zero
    }

    private func pieces(width: Double, foreground: UIColor) -> Pieces {
        let c = resolvedConfiguration
        let traits = traitCollection
        let color = foreground.resolvedRGBA(with: traits)
        let font =
            configuration == nil
            ? Font.systemFont(ofSize: 15)
            : Font.preferredFont(forTextStyle: c.buttonSize.textStyle, contentSizeCategory: traits.preferredContentSizeCategory)
        let alignment: TextAlignment =
            switch c.titleAlignment {
            case .automatic, .center: .center
            case .leading: traits.layoutDirection == .rightToLeft ? .right : .left
            case .trailing: traits.layoutDirection == .rightToLeft ? .left : .right
            }
        // Each text is laid out at its natural width when that fits, so its box is its ink's
        // width and centring it centres the text; else wrapped at the width there is.
        func lay(_ string: String, _ font: Font) -> TextLayout {
            let text = StyledText(string, font: font, color: color)
            let style = ParagraphStyle(
                alignment: alignment, lineBreakMode: .truncateTail, numberOfLines: 0,
                lineHeight: Font.naturalLineHeight(forPointSize: font.pointSize))
            let natural = TextMeasurer.shared.layout(
                text, style: style, width: .infinity, environment: UILabel.environment(traits))
            guard natural.size.width > width else { return natural }
            return TextMeasurer.shared.layout(text, style: style, width: width, environment: UILabel.environment(traits))
        }
        var p = Pieces()
        if let title = c.title, !title.isEmpty {
            p.title = lay(title, font)
        }
        if let subtitle = c.subtitle, !subtitle.isEmpty {
            let small = Font.preferredFont(forTextStyle: .footnote, contentSizeCategory: traits.preferredContentSizeCategory)
            p.subtitle = lay(subtitle, small)
        }
        switch c.image {
        case .symbol(let name, let own)?:
            var symbolConfiguration = SymbolConfiguration(font: font, scale: .medium)
            if let own { symbolConfiguration = symbolConfiguration.applying(own) }
            if let preferred = c.preferredSymbolConfigurationForImage {
                symbolConfiguration = symbolConfiguration.applying(preferred)
            }
            p.symbol = try? SymbolImage(systemName: name, configuration: symbolConfiguration, traits: traits)
        case .pixmap(let pixmap)?: p.pixmap = pixmap
        default: break
        }
        let t = p.title?.size ?? .zero
        let s = p.subtitle?.size ?? .zero
        let gap = p.title != nil && p.subtitle != nil ? c.titlePadding : 0
        p.textSize = CGSize(width: ceilToPixel(max(t.width, s.width)), height: ceilToPixel(t.height + gap + s.height))
        return p
    }

    /// The content's size (image and text with the padding between) for a text width.
    private func contentSize(_ p: Pieces, _ c: Configuration) -> CGSize {
        let image = p.imageSize
        let text = p.textSize
        guard image != .zero, text != .zero else { return image == .zero ? text : image }
        switch c.imagePlacement {
        case .top, .bottom:
            return CGSize(width: max(image.width, text.width), height: image.height + c.imagePadding + text.height)
        default:
            return CGSize(width: image.width + c.imagePadding + text.width, height: max(image.height, text.height))
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let c = resolvedConfiguration
        let insets = c.contentInsets
        let width =
            size.width > 0 && size.width < .greatestFiniteMagnitude
            ? max(0, Double(size.width - insets.leading - insets.trailing)) : .infinity
        var p = pieces(width: width, foreground: .label)
        // The text wraps in what the image leaves beside it.
        if width.isFinite, p.imageSize != .zero, c.imagePlacement != .top, c.imagePlacement != .bottom {
            p = pieces(width: max(0, width - Double(p.imageSize.width + c.imagePadding)), foreground: .label)
        }
        let content = contentSize(p, c)
        return CGSize(
            width: ceilToPixel(content.width + insets.leading + insets.trailing),
            height: ceilToPixel(content.height + insets.top + insets.bottom))
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    override var elementProperties: [String: String] {
        var properties = super.elementProperties
        let c = resolvedConfiguration
        properties["title"] = c.title
        if case .symbol(let name, _)? = c.image { properties["symbol"] = name }
        return properties
    }

    override func drawContent(into drawing: inout ViewDrawingBuilder) {
        let c = resolvedConfiguration
        let tint: UIColor = tintColor ?? .systemBlue
        var foreground = c.foreground(tint: tint)
        var background = c.background(tint: tint)
        if !isEnabled {
            // A disabled button greys out (INF: UIKit's disabled configured button).
            foreground = .tertiaryLabel
            if background != nil { background = .quaternarySystemFill }
        }
        if let background {
            drawing.fill(
                bounds, color: background, cornerRadius: min(c.cornerRadius(height: bounds.height), bounds.height / 2),
                curve: .continuous)
        }
        let insets = c.contentInsets
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let inner = CGRect(
            x: rtl ? insets.trailing : insets.leading, y: insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        var p = pieces(width: Double(inner.width), foreground: foreground)
        let sideBySide = c.imagePlacement != .top && c.imagePlacement != .bottom
        if p.imageSize != .zero, sideBySide {
            p = pieces(width: max(0, Double(inner.width - p.imageSize.width - c.imagePadding)), foreground: foreground)
        }
        let content = contentSize(p, c)
        // Content centred in the insets, as a configured button centres it by default.
        var x = inner.midX - content.width / 2
        let y = inner.midY - content.height / 2
        let image = p.imageSize
        let text = p.textSize
        var imageRect = CGRect.zero
        var textOrigin = CGPoint.zero
        if sideBySide {
            let imageFirst = (c.imagePlacement == .leading) != rtl
            x = max(inner.minX, x)
            if imageFirst {
                imageRect = CGRect(x: x, y: inner.midY - image.height / 2, width: image.width, height: image.height)
                textOrigin = CGPoint(x: x + (image.width > 0 ? image.width + c.imagePadding : 0), y: inner.midY - text.height / 2)
            } else {
                textOrigin = CGPoint(x: x, y: inner.midY - text.height / 2)
                imageRect = CGRect(
                    x: x + (text.width > 0 ? text.width + c.imagePadding : 0), y: inner.midY - image.height / 2,
                    width: image.width, height: image.height)
            }
        } else {
            let imageTop = c.imagePlacement == .top
            let gap = image.height > 0 && text.height > 0 ? c.imagePadding : 0
            imageRect = CGRect(
                x: inner.midX - image.width / 2, y: imageTop ? y : y + text.height + gap,
                width: image.width, height: image.height)
            textOrigin = CGPoint(x: inner.midX - text.width / 2, y: imageTop ? y + image.height + gap : y)
        }
        if let symbol = p.symbol { drawing.symbol(symbol, in: imageRect, color: foreground) }
        if let pixmap = p.pixmap { drawing.image(pixmap, in: imageRect) }
        if let title = p.title {
            drawing.text(title, at: CGPoint(x: textOrigin.x + (text.width - title.size.width) / 2, y: textOrigin.y))
        }
        if let subtitle = p.subtitle {
            let top = textOrigin.y + (p.title?.size.height ?? 0) + (p.title != nil ? c.titlePadding : 0)
            drawing.text(subtitle, at: CGPoint(x: textOrigin.x + (text.width - subtitle.size.width) / 2, y: top))
        }
    }

    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }
}
