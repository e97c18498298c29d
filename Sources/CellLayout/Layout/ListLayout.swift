import CellModel
import Display
import Raster
import Symbols
import Typesetting

import struct Foundation.IndexPath

// The layout stage of a whole list (`UICollectionViewCompositionalLayout` with list
// sections, docs/uikit-reference.md §3): configured cells, headers and footers in, an immutable tree of
// frames out — sections, their cards, each row's background, content, accessories and
// separators — in points of the list's content space (y down from the list's top).
//
// Frames are rounded to device pixels here, once, as UIKit's collection view does: row
// heights up to a whole pixel, separators exactly one device pixel. Everything is
// computed left to right and mirrored at the end for right-to-left layouts (the content
// of each row lays itself out in its own direction, see ``ListContentLayout``).
//
// The drawing stage reads only this value (``displayList(height:)``).

/// A laid-out list: every section, row and decoration with its frame and resolved look.
public struct ListLayout: Sendable {
    /// The width laid out, in points.
    public let width: Double
    /// Device pixels per point the frames are rounded to.
    public let scale: Double
    /// The height of all the content, in points.
    public let contentHeight: Double
    /// The scroll offset the picture starts at (points).
    public let contentOffset: Double
    public let traitCollection: TraitCollection
    /// The list's background colour (the first section's appearance decides).
    public let backgroundColor: RGBAColor
    public let sections: [Section]
    /// Whether laying out stopped at a height limit before the last row
    /// (``ListLayout/Builder/maxContentHeight``): ``contentHeight`` is then a lower bound.
    package internal(set) var isTruncated = false
    /// The separators of the empty rows a plain table draws below its content
    /// (`ListConfiguration.fillerRowHeight`), nil for a list.
    package internal(set) var fillerRows: FillerRows?
    /// App-supplied content the pass could not use (``Problem``), in layout order; a list
    /// with problems is not rendered.
    public internal(set) var problems: [Problem] = []

    /// A laid-out section.
    public struct Section: Sendable {
        public let index: Int
        /// "list" or "grid".
        public let kind: String
        public let appearance: ListAppearance?
        /// The section's extent, header to footer, full width.
        public let frame: Rect
        /// The rounded card the rows are clipped to (inset-grouped lists).
        public let card: Rect?
        public let cardCornerRadius: Double
        /// A grid section's own background.
        public let backgroundColor: RGBAColor?
        public let header: Item?
        public let items: [Item]
        public let footer: Item?
        /// Where the header floats when the list is scrolled under it (plain lists), nil
        /// when it is not pinned.
        public let pinnedHeaderFrame: Rect?
    }

    /// A laid-out cell, header, footer or grid tile.
    public struct Item: Sendable {
        public enum Kind: String, Sendable, Codable {
            case cell, header, footer, gridCell
        }

        public internal(set) var kind: Kind
        /// The element's path, e.g. `sections[0].items[2]`.
        public internal(set) var id: String
        public internal(set) var indexPath: IndexPath?
        public internal(set) var frame: Rect
        public internal(set) var background: Background?
        /// The content view's frame and layout.
        public internal(set) var contentFrame: Rect?
        public internal(set) var content: ListContentLayout?
        public internal(set) var configuration: ListContentConfiguration?
        public internal(set) var accessories: [Accessory]
        /// Separators as device-pixel rectangles, with their colour.
        public internal(set) var separators: [Rect]
        public internal(set) var separatorColor: RGBAColor
        /// The state flags the item was configured for (`CellState/recorded(in:)`): what
        /// separators and VoiceOver read, and the dump lists.
        public internal(set) var state: [CellState]
        public internal(set) var indentationLevel: Int
        /// Buttons revealed at the swiped edge of a swiped row, the first outermost; the
        /// row's content moves away from that edge by their width.
        public internal(set) var swipeActions: [SwipeAction] = []
        /// A swiped row's background area, which everything the row draws (but its
        /// separators) is clipped to; nil when not swiped.
        public internal(set) var swipeArea: Rect?
        /// How a reordering or dragged row is drawn as one layer (lifted above the list,
        /// or faded in place); nil for a row drawn plainly.
        public internal(set) var lift: Lift?
        /// A custom content view's drawing, into ``contentFrame`` (the content view's
        /// whole frame); ``content`` and ``configuration`` are then nil.
        public internal(set) var customContent: CustomDrawing?
        /// What the app told VoiceOver about the cell (headers and footers: nothing).
        public internal(set) var accessibility = AccessibilityProperties()
        /// A hidden cell (`isHidden`): its row keeps its frame and draws nothing, not even
        /// its separators (``separators`` is then empty).
        public internal(set) var isHidden = false
    }

    /// A resolved background: the rectangle it fills and how.
    public struct Background: Sendable {
        public let rect: Rect
        public let color: RGBAColor
        public let cornerRadius: Double
        public let strokeColor: RGBAColor
        public let strokeWidth: Double
        public let strokeOutset: Double
        public let visualEffect: VisualEffect.Recipe?
        public let image: Pixmap?
        /// Where ``image`` is drawn (`BackgroundConfiguration.imageContentMode`), relative
        /// to ``rect``'s origin; the image is clipped to the rounded rectangle.
        public let imageFrame: Rect?
        /// The background's custom view drawing (`BackgroundConfiguration.customView`),
        /// over the fill and image, clipped to the rounded rectangle.
        public let customView: CustomDrawing?
        public let style: BackgroundConfiguration.Style

        /// The same background filling another rectangle.
        func moved(to rect: Rect) -> Background {
            Background(
                rect: rect, color: color, cornerRadius: cornerRadius, strokeColor: strokeColor,
                strokeWidth: strokeWidth, strokeOutset: strokeOutset, visualEffect: visualEffect, image: image,
                imageFrame: imageFrame, customView: customView, style: style)
        }
    }

    /// A laid-out accessory: a symbol, a text label, both (a pop-up menu), or a custom view.
    public struct Accessory: Sendable {
        public let kind: String
        /// What is drawn (a custom view's own size, centred in its reserved slot).
        public internal(set) var frame: Rect
        public let symbol: SymbolImage?
        public let text: TextLayout?
        public let color: RGBAColor
        public let secondaryColor: RGBAColor?
        public let quarterTurns: Int
        /// Where the symbol and the text go when the accessory has both (a pop-up menu's
        /// title and chevrons); nil: the whole ``frame``.
        public internal(set) var symbolFrame: Rect?
        public internal(set) var textFrame: Rect?
        /// A custom view to draw into ``frame``.
        public internal(set) var customView: CustomView?
        /// Hidden accessories keep their slot and draw nothing (`isHidden`).
        public internal(set) var isHidden = false
        /// The accessory as the cell configured it: what it means to VoiceOver, and whether
        /// its tint is the app's.
        public internal(set) var configured: CellAccessory?

        /// The same accessory moved (not resized) to `frame`.
        func moved(to frame: Rect) -> Accessory {
            let dx = frame.minX - self.frame.minX
            let dy = frame.minY - self.frame.minY
            return mapped { $0.offsetBy(dx: dx, dy: dy) }
        }

        /// The same accessory with every rectangle mapped by `transform` (a move or a mirror).
        func mapped(_ transform: (Rect) -> Rect) -> Accessory {
            var copy = self
            copy.frame = transform(frame)
            copy.symbolFrame = symbolFrame.map(transform)
            copy.textFrame = textFrame.map(transform)
            return copy
        }
    }

    /// A row drawn as one layer: lifted above its neighbours with a shadow (reordering, or
    /// a drag lifting off), or faded where it is (the source of a drag).
    public struct Lift: Sendable {
        /// The layer's opacity (docs/uikit-reference.md §3.6: reordering 0.8, the dragged source 0.5).
        public let opacity: Double
        public let shadow: DisplayLayer.Shadow?
        /// Points the row is drawn below its slot (up when negative); the slot shows the
        /// list's background, the gap it will drop into.
        public let translation: Double
        /// Whether it is drawn above everything (lifted), after the sections and headers,
        /// outside their clips; else in its place.
        public let floats: Bool
        /// Corner radius of the lifted row (points): an inset-grouped row keeps the card's
        /// rounding when it leaves the card.
        public let cornerRadius: Double
        /// "reordering", "lifting" or "dragging", for the dump.
        public let reason: String
    }

    /// A laid-out swipe action button.
    public struct SwipeAction: Sendable {
        public let frame: Rect
        public let color: RGBAColor
        /// The title, white; nil for an image-only action.
        public let title: TextLayout?
        /// Where the title's layout box starts (meaningless without a title).
        public let titleOrigin: Point
        /// The image: a symbol drawn white, or pixels drawn as they are.
        public let symbol: SymbolImage?
        public let pixmap: Pixmap?
        public let imageFrame: Rect?
        /// The edge the row was swiped from.
        public let edge: SwipeEdge
        /// Whether this is the first action stretched across the row by a full swipe.
        public let isFullSwipe: Bool
        /// The action's title as given, for the dump.
        public let actionTitle: String?

        /// The same button flipped about a vertical line at `width / 2` (right to left):
        /// frames flip, and the title's box flips as a whole.
        func mirrored(width w: Double) -> SwipeAction {
            func flip(_ r: Rect) -> Rect { Rect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height) }
            let titleX = w - titleOrigin.x - (title?.size.width ?? 0)
            return SwipeAction(
                frame: flip(frame), color: color, title: title,
                titleOrigin: Point(x: titleX, y: titleOrigin.y), symbol: symbol, pixmap: pixmap,
                imageFrame: imageFrame.map(flip), edge: edge, isFullSwipe: isFullSwipe,
                actionTitle: actionTitle)
        }
    }
}
