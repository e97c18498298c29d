import CellModel
import Raster
import Symbols
import Typesetting

// The layout stage of a list content view (`UIListContentView`, docs/uikit-reference.md §3–4): one
// ListContentConfiguration + a width in points + traits → immutable frames for the image,
// the text and the secondary text, and the row's size. Measuring and arranging happen
// together in `init`; nothing here draws, and drawing (ListContentView) reads only this value.
//
// Coordinates are points, y down, origin at the top-left of the content view. Everything
// is computed in leading-to-trailing terms (leading = left) and mirrored once at the end
// when the layout direction is right-to-left, so an RTL frame is exactly
// x' = width − x − w of its LTR twin. Frames are not pixel-snapped: snapping belongs to
// the pass that turns them into device pixels.
//
// Line height. A UILabel stacks lines at its font's `lineHeight` (SF Pro's hhea ascender +
// descender, 20.287 pt for Body at Large), not at the text style's leading (22 pt). Both
// give the 44-pt one-line row — 11 + 20.287 + 11 = 42.29 is raised to the 44-pt minimum
// height, 11 + 22 + 11 = 44 by itself — but only the font's line height matches the
// measured Body baseline 28 pt below the row's top with a 20.29-pt line box centred
// (docs/uikit-reference.md §3.2), and it is what makes subtitleCell 4 + 20.29 + 14.32 + 4 = 42.6 → 44.
// So text is laid out with `lineHeight = Font.naturalLineHeight(forPointSize:)` of the
// run's font, which also keeps heights independent of whichever face is installed.
//
// Choices where the sources are silent (INF), written down so nobody takes them for facts:
// * Accessibility wrapping layout (mode 2): at AX sizes, with an image and a primary text
//   that needs more than one line beside the image.
// * Symbol images are resolved here (``SymbolImage``, the list's symbol configuration of
//   docs/uikit-reference.md §3.4 under the image properties' preferred configuration under the image's own) and
//   their frame is the symbol's ink box, centred in the reserved box (24 × Body leading,
//   sidebar 28, scaled by FontMetrics); the column is as wide as the wider of the two.
//   A name that does not resolve (unknown, or no icon font) never fails the layout: the
//   frame is the reserved box and ``ListContentLayout/symbol`` is nil, so nothing is
//   drawn. Code that must report bad names resolves them itself with
//   ``SymbolImage/init(systemName:configuration:traits:catalog:)``, which throws.
// * Pixmap images measure one point per pixel. `.file` images are not read by the layout
//   (it does no I/O) and lay out as no image.
// * Stacked labels take the full text width (what is drawn is the same: natural-aligned
//   text starts at the leading edge); side-by-side labels are as wide as their text.

/// The measured and arranged frames of one list content configuration at one width.
public struct ListContentLayout: Sendable {
    /// How the content is arranged (docs/uikit-reference.md §4.1).
    public enum Mode: String, Hashable, Sendable {
        /// Mode 0: image column, then text and secondary text stacked or side by side.
        case normal
        /// Mode 1 (AX1–AX5): as normal, but never side by side.
        case accessibility
        /// Mode 2 (AX1–AX5): the primary text wraps around the image and flows under it.
        case accessibilityWrapping
    }

    /// A laid-out label: its text layout and the box, in the content view's points, the
    /// layout's lines are positioned in (draw the layout at `frame.origin`).
    public struct Label: Sendable {
        public let layout: TextLayout
        public let frame: Rect
    }

    /// The width the layout was made for, in points.
    public let width: Double
    /// The content view's size: the width, and the height the content needs (at least the
    /// minimum row height when the style enforces it).
    public let size: Size
    public let mode: Mode
    /// The margins actually used: the configuration's, with horizontal ones raised to the
    /// superview's when preserved.
    public let margins: EdgeInsets
    /// Where the image is drawn (nil without an image). For symbols, the symbol's ink box
    /// (the reserved box when the name does not resolve).
    public let imageFrame: Rect?
    /// The symbol drawn in ``imageFrame``, resolved for the traits; nil for other images
    /// and for symbol names that do not resolve.
    public let symbol: SymbolImage?
    /// Why the image's symbol name did not resolve (an unknown name, with suggestions):
    /// the content then shows the empty reserved box, and a list refuses to render it.
    public let symbolError: SymbolError?
    public let text: Label?
    public let secondaryText: Label?
    /// Whether text and secondary text ended side by side (docs/uikit-reference.md §4.4).
    public let isSideBySide: Bool
    public let layoutDirection: LayoutDirection

    /// Lays out `configuration` in `width` points.
    ///
    /// - Parameters:
    ///   - width: the content view's width in points; `.infinity` measures the natural
    ///     (one line per paragraph) width and lays out at it.
    ///   - traits: content size category (fonts, minimum height, mode) and layout direction.
    ///   - superviewHorizontalMargin: the list's layout margin the cell preserves; nil uses
    ///     ``listMargin(forWidth:)`` of `width`, right for a view on its own on a phone.
    ///     Inside a list pass the list's margin (plus any indentation).
    ///   - symbols: where symbol images are looked up.
    ///   - configuration: what to lay out: text, secondary text, image and their properties.
    ///   - measurer: measures text (and caches the measurements).
    ///   - catalog: where text fonts come from.
    public init(
        configuration: ListContentConfiguration, width: Double, traits: TraitCollection = .iPhone,
        superviewHorizontalMargin: Double? = nil, measurer: TextMeasurer = .shared,
        catalog: FontCatalog = .shared, symbols: SymbolCatalog = .shared
    ) {
        let superMargin = superviewHorizontalMargin ?? ListContentLayout.listMargin(forWidth: width)
        let builder = Builder(
            configuration: configuration, traits: traits, superMargin: superMargin,
            measurer: measurer, catalog: catalog, symbols: symbols)
        if width.isFinite {
            self = builder.build(width: max(0, width))
        } else {
            self = builder.build(width: builder.naturalWidth())
        }
    }

    init(
        width: Double, size: Size, mode: Mode, margins: EdgeInsets, imageFrame: Rect?, symbol: SymbolImage?,
        symbolError: SymbolError?, text: Label?, secondaryText: Label?, isSideBySide: Bool, layoutDirection: LayoutDirection
    ) {
        self.width = width
        self.size = size
        self.mode = mode
        self.margins = margins
        self.imageFrame = imageFrame
        self.symbol = symbol
        self.symbolError = symbolError
        self.text = text
        self.secondaryText = secondaryText
        self.isSideBySide = isSideBySide
        self.layoutDirection = layoutDirection
    }

    /// The list's horizontal layout margin on a phone screen `width` points wide: 16 below
    /// 375 pt, 20 from 375 on. UIKit's decompiled rule (docs/uikit-reference.md §3.1) gives 20 only above
    /// 375 and iOS 13.3 drew 16 at 375, but every iOS 16.4–18 render of a 375-pt plain list
    /// measured (simulator renders from two host machines) starts its text at 20, and this
    /// project draws today's iOS; 320-pt lists are 16 in every version (M-PF).
    public static func listMargin(forWidth width: Double) -> Double {
        width >= 375 ? 20 : 16
    }

    /// The minimum row height for a category in the iOS 14–18 design: twice Body's leading,
    /// the category capped at xxxLarge, never below 44 pt (docs/uikit-reference.md §3.2: 44 … 58).
    public static func minimumHeight(for category: ContentSizeCategory) -> Double {
        ListDesignFigures.ios18.minimumRowHeight.height(for: category)
    }

    /// The minimum row height of a row in `traits` (their content size category and design
    /// generation, docs/uikit-reference.md §3.2 and §3.9); `sidebar` rows keep their own rule.
    public static func minimumHeight(for traits: TraitCollection, sidebar: Bool = false) -> Double {
        let design = traits.listDesign.figures
        return (sidebar ? design.sidebarMinimumRowHeight : design.minimumRowHeight)
            .height(for: traits.preferredContentSizeCategory)
    }
}
