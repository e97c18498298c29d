// The view of a list content configuration (`UIListContentView`), usable inside a
// ``ListCell`` or on its own (seed 000: "you can actually use it by itself anywhere", e.g.
// several of them stacked one under another).
//
// The view holds the configuration and the traits; measuring and arranging are the layout
// stage's (``ListContentLayout``), and `draw(in:bounds:)` only paints the frames it gets:
// the image, then the text and secondary text in their resolved colours. The last layout
// is kept, keyed by what it depends on, so measuring and then drawing at the same width
// lays out once. The painting itself is a static function of a layout, so a list pass
// that laid content out already draws it without a view.

/// Measures and draws a ``ListContentConfiguration`` (`UIListContentView`).
public final class ListContentView: ContentView {
    /// The configuration shown, typed.
    public var listContentConfiguration: ListContentConfiguration {
        didSet { cachedLayout = nil }
    }

    /// The traits the view lives under: content size category, layout direction and the
    /// colour appearance. A ``ListCell`` passes its own down.
    public var traitCollection: TraitCollection {
        didSet { cachedLayout = nil }
    }

    /// The horizontal layout margin of the view's superview (the list's 16 or 20 pt, plus
    /// any indentation), which the configuration preserves. nil: the list margin for the
    /// view's own width (reference §3.1), as for a view standing alone on a phone.
    public var superviewHorizontalMargin: Double? {
        didSet { cachedLayout = nil }
    }

    private var cachedLayout: ListContentLayout?

    public init(configuration: ListContentConfiguration, traitCollection: TraitCollection = .iPhone) {
        self.listContentConfiguration = configuration
        self.traitCollection = traitCollection
    }

    /// The configuration shown. Only ``ListContentConfiguration`` values are supported;
    /// setting any other kind is a programming error and traps.
    public var configuration: any ContentConfiguration {
        get { listContentConfiguration }
        set {
            guard let list = newValue as? ListContentConfiguration else {
                preconditionFailure("ListContentView cannot show a \(type(of: newValue))")
            }
            listContentConfiguration = list
        }
    }

    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is ListContentConfiguration
    }

    /// The layout at `width` points (`.infinity`: the natural width), reused while the
    /// configuration, traits and width stay the same.
    public func layout(width: Double) -> ListContentLayout {
        if let cached = cachedLayout, cached.width == width || (!width.isFinite && cachedNaturalWidth) {
            return cached
        }
        let layout = ListContentLayout(configuration: listContentConfiguration, width: width, traits: traitCollection,
                                       superviewHorizontalMargin: superviewHorizontalMargin)
        cachedLayout = layout
        cachedNaturalWidth = !width.isFinite
        return layout
    }

    private var cachedNaturalWidth = false

    /// The size the content wants within `size`, in points: the proposal's width (or the
    /// natural width when it is unbounded) and the self-sizing height of reference §4.7.
    public func sizeThatFits(_ size: Size) -> Size {
        layout(width: size.width).size
    }

    /// Draws the content laid out in `bounds` (points, in the canvas's user space).
    ///
    /// See ``draw(_:configuration:in:at:traits:tintColor:)`` for what is drawn.
    public func draw(in canvas: Canvas, bounds: Rect) {
        guard bounds.isFinite, bounds.width > 0 else { return }
        ListContentView.draw(layout(width: bounds.width), configuration: listContentConfiguration, in: canvas,
                             at: bounds.origin, traits: traitCollection)
    }

    /// Draws a layout of `configuration` with its top-left corner at `origin` (points, the
    /// canvas's user space).
    ///
    /// Symbol images are filled in the image properties' resolved tint colour: their
    /// ``ListContentConfiguration/ImageProperties/tintColor`` (nil: `tintColor`, the view's
    /// tint, systemBlue by default; the state sets tertiaryLabel when disabled and white on
    /// a tinted background) through the tint transformer. A symbol whose name did not
    /// resolve draws nothing (its box stays reserved). Pixmap images are drawn into their
    /// frame, tinted only when the image properties set a tint colour (or a transformer),
    /// as a template image is. Text is drawn in the colours the layout's styled text holds.
    public static func draw(_ layout: ListContentLayout, configuration: ListContentConfiguration, in canvas: Canvas,
                            at origin: Point, traits: TraitCollection, tintColor: Color = .tintColor)
    {
        let props = configuration.imageProperties
        if let frame = layout.imageFrame?.offsetBy(dx: origin.x, dy: origin.y) {
            if let symbol = layout.symbol {
                symbol.draw(in: canvas, rect: frame, color: props.resolvedTintColor(for: tintColor).resolvedRGBA(with: traits))
            } else if case .pixmap(let pixmap) = configuration.image {
                var options = ImageDrawOptions(cornerRadius: props.cornerRadius)
                if props.tintColor != nil || props.tintColorTransformer != nil {
                    options.tintColor = props.resolvedTintColor(for: tintColor).resolvedRGBA(with: traits)
                }
                canvas.draw(pixmap, in: frame, options: options)
            }
        }
        // Colours went into the styled text (colour transformers applied) at layout time;
        // the canvas resolves them for the traits.
        for label in [layout.text, layout.secondaryText].compactMap({ $0 }) {
            canvas.draw(label.layout, at: label.frame.offsetBy(dx: origin.x, dy: origin.y).origin, traits: traits)
        }
    }

    /// The minimum row height of a content size category (reference §3.2):
    /// 38, 40, 42, 44, 48, 52, 58 from xSmall to xxxLarge, 58 at every AX size.
    public static func minimumHeight(for category: ContentSizeCategory) -> Double {
        ListContentLayout.minimumHeight(for: category)
    }
}
