import CellModel
import Raster
import Symbols
import Typesetting

// A swiped row (`UIContextualAction` buttons, reference: no iOS metrics found, N/F; the
// numbers below are inferred, INF). Laid out left to right like every row and mirrored
// with the list for right-to-left.
//
//   trailing swipe   the row's background, content and accessories move towards the
//                    leading edge by the buttons' total width; the buttons fill the gap
//                    from the trailing edge inwards, the first action outermost.
//   leading swipe    the same from the leading edge: content moves towards the trailing
//                    edge, the first action at the leading edge.
//   full swipe       (`performsFirstActionWithFullSwipe`, the moment it commits) the
//                    first action's button covers the whole row and the content has left
//                    it; its title and image sit at the far edge, in the box the button
//                    had before it stretched, as iOS draws the label following the content.
//
// A button: the title in 15-pt medium white, 15 pt of padding each side, at least 74 pt
// wide; an image (a symbol drawn white at 17 pt, large scale) sits 4 pt above the title,
// or alone in the middle; the whole block is centred vertically. When the image and title
// do not fit the row with 8 pt above and below, the image shows alone (iOS drops the
// titles of image actions on short rows; the threshold is inferred). Everything the row draws
// is clipped to its background area, so content pushed out of the row never shows in a
// sidebar's margin.

// The same in both designs: no source gives iOS 26's swipe action buttons
// (docs/uikit-reference.md §3.9, "Not known for iOS 26"); the swiped cell itself takes its
// design's corners and fill from `ListDesignFigures` (26 pt and systemGray5 in iOS 26, DEC-TC26).
extension ListLayout.Metrics {
    static let swipeTitleFontSize = 15.0
    static let swipeButtonPadding = 15.0
    static let swipeButtonMinimumWidth = 74.0
    static let swipeImagePointSize = 17.0
    static let swipeImageToTitle = 4.0
    static let swipeMinimumVerticalPadding = 8.0
}

extension ListLayout.Builder {
    /// One button's measured parts, before it is placed.
    private struct SwipeButton {
        var action: ContextualAction
        var title: TextLayout?
        var symbol: SymbolImage?
        var pixmap: Pixmap?
        var imageSize: Size?
        var width: Double
    }

    /// `row` swiped from `edge` to reveal `configuration`'s actions; with `fullSwipe` (and
    /// a configuration that performs its first action on one), the committed full swipe.
    func swiped(
        _ row: ListLayout.Item, _ configuration: SwipeActionsConfiguration, edge: SwipeEdge, fullSwipe: Bool,
        traits t: TraitCollection
    ) -> ListLayout.Item {
        let buttons = configuration.actions.map {
            swipeButton($0, rowWidth: row.frame.width, rowHeight: row.frame.height, traits: t)
        }
        // The buttons fill the row's background area (inset in a sidebar), from its edge.
        let area = row.background?.rect ?? row.frame
        let isFull = fullSwipe && configuration.performsFirstActionWithFullSwipe
        let total = isFull ? area.width : min(buttons.reduce(0) { $0 + $1.width }, area.width)
        // Laid out left to right: a trailing swipe reveals the right side.
        let fromRight = edge == .trailing
        let dx = fromRight ? -total : total
        var copy = row
        func shift(_ r: Rect) -> Rect { r.offsetBy(dx: dx, dy: 0) }
        copy.contentFrame = row.contentFrame.map(shift)
        copy.background = row.background.map { $0.moved(to: shift($0.rect)) }
        copy.accessories = row.accessories.map { $0.moved(to: shift($0.frame)) }
        copy.swipeArea = area
        if isFull, let first = buttons.first {
            // The label keeps the box it had at the far edge (next to the departed content).
            let box = Rect(
                x: fromRight ? area.minX : area.maxX - first.width, y: row.frame.minY,
                width: min(first.width, area.width), height: row.frame.height)
            copy.swipeActions = [placed(first, frame: area, labelBox: box, edge: edge, isFullSwipe: true)]
            return copy
        }
        var cursor = fromRight ? area.maxX : area.minX
        for button in buttons {
            let room = fromRight ? cursor - area.minX : area.maxX - cursor
            guard room > 0 else { break }
            let w = min(button.width, room)
            let frame = Rect(x: fromRight ? cursor - w : cursor, y: row.frame.minY, width: w, height: row.frame.height)
            copy.swipeActions.append(placed(button, frame: frame, labelBox: frame, edge: edge, isFullSwipe: false))
            cursor += fromRight ? -w : w
        }
        return copy
    }

    /// Measures a button: its title, image and width.
    private func swipeButton(_ action: ContextualAction, rowWidth: Double, rowHeight: Double, traits t: TraitCollection)
        -> SwipeButton
    {
        var title: TextLayout?
        if let string = action.title, !string.isEmpty {
            let styled = StyledText(
                string, font: .systemFont(ofSize: Metrics.swipeTitleFontSize, weight: .medium),
                color: .white)
            title = TextMeasurer.shared.layout(
                styled, style: ParagraphStyle(alignment: .left, numberOfLines: 1),
                width: rowWidth / 2, environment: t.textEnvironment, catalog: catalog)
        }
        var symbol: SymbolImage?
        var pixmap: Pixmap?
        var imageSize: Size?
        switch action.image {
        case .symbol(let name, let own):
            let standard = SymbolConfiguration(pointSize: Metrics.swipeImagePointSize, scale: .large)
            symbol = try? SymbolImage(systemName: name, configuration: own ?? standard, traits: t)
            imageSize = symbol?.size
        case .pixmap(let p):
            pixmap = p
            let s = max(1, t.displayScale)
            imageSize = Size(width: Double(p.width) / s, height: Double(p.height) / s)
        case .file, nil:
            break
        }
        if let image = imageSize, let shown = title,
            image.height + Metrics.swipeImageToTitle + shown.size.height > rowHeight - 2 * Metrics.swipeMinimumVerticalPadding
        {
            title = nil
        }
        let content = max(title?.size.width ?? 0, imageSize?.width ?? 0)
        let width = ceilPixel(max(Metrics.swipeButtonMinimumWidth, content + 2 * Metrics.swipeButtonPadding))
        return SwipeButton(
            action: action, title: title, symbol: symbol, pixmap: pixmap, imageSize: imageSize,
            width: width)
    }

    /// A button filling `frame`, its image and title centred in `labelBox`.
    private func placed(_ b: SwipeButton, frame: Rect, labelBox: Rect, edge: SwipeEdge, isFullSwipe: Bool)
        -> ListLayout.SwipeAction
    {
        let imageHeight = b.imageSize?.height ?? 0
        let titleHeight = b.title?.size.height ?? 0
        let gap = b.imageSize != nil && b.title != nil ? Metrics.swipeImageToTitle : 0
        let top = labelBox.minY + (labelBox.height - (imageHeight + gap + titleHeight)) / 2
        let imageFrame = b.imageSize.map {
            Rect(x: snap(labelBox.midX - $0.width / 2), y: snap(top), width: $0.width, height: $0.height)
        }
        let titleOrigin = b.title.map {
            Point(x: labelBox.midX - $0.size.width / 2, y: snap(top + imageHeight + gap))
        }
        return ListLayout.SwipeAction(
            frame: frame, color: resolve(b.action.resolvedBackgroundColor),
            title: b.title, titleOrigin: titleOrigin ?? Point(x: frame.minX, y: frame.minY),
            symbol: b.symbol, pixmap: b.pixmap, imageFrame: imageFrame, edge: edge,
            isFullSwipe: isFullSwipe, actionTitle: b.action.title)
    }
}
