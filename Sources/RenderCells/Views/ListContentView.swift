import CellLayout
import CellModel
import Display
import Raster
import Symbols
import Typesetting

// The view of a list content configuration (`UIListContentView`), usable inside a
// ``ListCell`` or on its own (seed 000: "you can actually use it by itself anywhere", e.g.
// several of them stacked one under another).
//
// The view holds the configuration and the traits; measuring and arranging are the layout
// stage's (``ListContentLayout``), which also says what to draw as display commands, and
// `draw(in:bounds:)` only hands those to the rasterizer. The last layout
// is kept, keyed by what it depends on, so measuring and then drawing at the same width
// lays out once. The commands come from the layout alone, so a list pass that laid
// content out draws it without a view.

/// Measures and draws a `ListContentConfiguration` (`UIListContentView`).
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
    /// view's own width (docs/uikit-reference.md §3.1), as for a view standing alone on a phone.
    public var superviewHorizontalMargin: Double? {
        didSet { cachedLayout = nil }
    }

    private var cachedLayout: ListContentLayout?

    public init(configuration: ListContentConfiguration, traitCollection: TraitCollection = .iPhone) {
        self.listContentConfiguration = configuration
        self.traitCollection = traitCollection
    }

    /// The configuration shown. Only `ListContentConfiguration` values are supported
    /// (``supports(_:)``); setting any other kind, which UIKit answers with an exception,
    /// keeps the one shown and makes the next ``draw(in:bounds:)`` throw naming the type.
    public var configuration: any ContentConfiguration {
        get { listContentConfiguration }
        set {
            guard let list = newValue as? ListContentConfiguration else {
                unsupportedConfiguration = "\(type(of: newValue))"
                return
            }
            unsupportedConfiguration = nil
            listContentConfiguration = list
        }
    }

    /// The type of the last configuration set that the view cannot show, until a list
    /// content configuration replaces it.
    private var unsupportedConfiguration: String?

    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is ListContentConfiguration
    }

    /// The layout at `width` points (`.infinity`: the natural width), reused while the
    /// configuration, traits and width stay the same.
    public func layout(width: Double) -> ListContentLayout {
        if let cached = cachedLayout, cached.width == width || (!width.isFinite && cachedNaturalWidth) {
            return cached
        }
        let layout = ListContentLayout(
            configuration: listContentConfiguration, width: width, traits: traitCollection,
            superviewHorizontalMargin: superviewHorizontalMargin)
        cachedLayout = layout
        cachedNaturalWidth = !width.isFinite
        return layout
    }

    private var cachedNaturalWidth = false

    /// The size the content wants within `size`, in points: the proposal's width (or the
    /// natural width when it is unbounded) and the self-sizing height of docs/uikit-reference.md §4.7.
    public func sizeThatFits(_ size: Size) -> Size {
        layout(width: size.width).size
    }

    /// Draws the content laid out in `bounds` (points, in the canvas's user space): the
    /// layout's display commands (`ListContentLayout/displayCommands(configuration:at:traits:tintColor:)`)
    /// rasterized into the canvas.
    /// - Throws: `SymbolError` when the image names a symbol that does not resolve (the
    ///   text is drawn first, the image's box stays empty), so a typo is never a silent
    ///   empty box; ``RenderError/misuse(_:)``, before drawing, when a configuration the
    ///   view does not support was set.
    public func draw(in canvas: Canvas, bounds: Rect) throws {
        if let unsupportedConfiguration {
            throw RenderError.misuse(
                "ListContentView.configuration: cannot show a \(unsupportedConfiguration): "
                    + "it is not a ListContentConfiguration")
        }
        guard bounds.isFinite, bounds.width > 0 else { return }
        try DisplayList.draw(displayCommands(in: bounds), in: canvas)
        if let error = layout(width: bounds.width).symbolError { throw error }
    }

    /// What ``draw(in:bounds:)`` draws, as display commands in points.
    public func displayCommands(in bounds: Rect) -> [DisplayCommand] {
        guard bounds.isFinite, bounds.width > 0 else { return [] }
        return layout(width: bounds.width).displayCommands(
            configuration: listContentConfiguration, at: bounds.origin,
            traits: traitCollection)
    }

    /// The minimum row height of a content size category (docs/uikit-reference.md §3.2):
    /// 38, 40, 42, 44, 48, 52, 58 from xSmall to xxxLarge, 58 at every AX size.
    public static func minimumHeight(for category: ContentSizeCategory) -> Double {
        ListContentLayout.minimumHeight(for: category)
    }
}
