import CellModel
import Display
import Raster
import Typesetting

// One row of a list (a cell, or the first item acting as a header), and supplementary
// headers and footers (docs/uikit-reference.md §3.1, §3.3, §3.6, §3.8).
//
// A row, leading to trailing: the list margin, indentation (outline level × 10, sidebar
// 20), leading accessories 16 apart, the content view, 16, trailing accessories 8 apart,
// the list margin (each accessory's slot is its reserved width; the order is
// CellAccessory.arranged's). The content view keeps the list's margin as its own (it preserves the
// superview's horizontal margins), so its text starts exactly 16 after a leading control
// and ends 16 before a trailing one. The row is as tall as the content (which applies the
// minimum row height) or the tallest accessory with 11 above and below, rounded up to a
// device pixel; content and accessories are centred in it.

extension ListLayout.Builder {
    /// Where a row's parts go across, in points: the area its content and accessories share
    /// (inset by the list margin in a sidebar), the accessories' slots, and the content
    /// view's span between them.
    struct RowSlots {
        var isSidebar: Bool
        var areaX: Double
        var areaWidth: Double
        /// The list's margin, which the content view keeps as its own.
        var superMargin: Double
        /// Each accessory with its glyph and its slot's leading x: leading accessories first,
        /// then trailing ones from the outermost inwards.
        var placed: [(accessory: CellAccessory, glyph: AccessoryGlyph, x: Double)]
        var contentX: Double
        var contentWidth: Double
    }

    /// A cell's row (or, with `isHeaderRow`, the first item acting as its section's header)
    /// `rowWidth` points wide at (`x`, `y`): laid out across, measured, then placed down.
    func cellItem(
        _ input: ListLayout.CellInput, id: String, x: Double, width rowWidth: Double, y: Double,
        appearance a: ListAppearance, isHeaderRow: Bool, extraTop: Double,
        swipeActions: SwipeActionsConfiguration? = nil, levelsUnderHeader: Int = 0
    ) -> ListLayout.Item {
        let cell = input
        let slots = rowSlots(cell, x: x, width: rowWidth, appearance: a, levelsUnderHeader: levelsUnderHeader)
        // Content: a list content configuration, or a custom content view that sizes itself
        // (no minimum height: that is the list content view's own rule).
        let (configuration, content) = listContent(
            cell.contentConfiguration, custom: cell.customContent,
            width: slots.contentWidth, traits: cell.traitCollection,
            superMargin: slots.superMargin, itemID: id)
        let customHeight = cell.customContent.map { measuredHeight(of: $0, width: slots.contentWidth, itemID: id) }
        // A fixed height (a table's `heightForRowAt`) replaces the measured one; the content
        // keeps its measured size and is centred in it, as a table cell's content view is.
        let measured =
            cell.fixedHeight.map { max(0, $0) }
            ?? bodyHeight(content: content, customHeight: customHeight, slots: slots)
        let rowHeight = ceilPixel(measured + extraTop)
        let bodyTop = y + extraTop
        let bodyHeight = rowHeight - extraTop
        let accessories = slots.placed.map { accessory, glyph, slotX in
            laidOut(accessory, glyph, slotX: slotX, bodyTop: bodyTop, bodyHeight: bodyHeight)
        }
        noteCustomViewProblems(accessories, itemID: id)
        let rowFrame = Rect(x: x, y: y, width: rowWidth, height: rowHeight)
        var item = ListLayout.Item(
            kind: isHeaderRow ? .header : .cell, id: id, indexPath: input.indexPath,
            frame: rowFrame,
            background: rowBackground(
                cell, isHeaderRow: isHeaderRow, appearance: a,
                rowFrame: rowFrame, slots: slots),
            contentFrame: contentFrame(
                content, custom: cell.customContent != nil, slots: slots,
                bodyTop: bodyTop, bodyHeight: bodyHeight),
            content: content, configuration: configuration,
            accessories: accessories, separators: [], separatorColor: .black,
            state: CellState.recorded(in: cell.configurationState), indentationLevel: cell.indentationLevel,
            customContent: cell.customContent?.drawing)
        item.accessibility = cell.accessibility
        item.isHidden = cell.isHidden
        if cell.isSwiped, !isHeaderRow, let swipeActions {
            item = swiped(
                item, swipeActions, edge: cell.swipeEdge, fullSwipe: cell.showsFullSwipe,
                traits: cell.traitCollection)
        }
        return item
    }

    /// The row across: its area, indentation, the accessories' slots from each margin
    /// inwards, and what is left between them for the content view.
    func rowSlots(
        _ cell: ListLayout.CellInput, x: Double, width rowWidth: Double, appearance a: ListAppearance,
        levelsUnderHeader: Int
    ) -> RowSlots {
        let isSidebar = a == .sidebar || a == .sidebarPlain
        let safe = safeSides(a)
        let areaX = (isSidebar ? x + margin : x) + safe.leading
        let areaWidth = max(0, (isSidebar ? rowWidth - 2 * margin : rowWidth) - safe.leading - safe.trailing)
        let superMargin = rowMargin(a)
        let indentUnit = cell.indentationWidth ?? (isSidebar ? Metrics.sidebarIndentationWidth : Metrics.indentationWidth)
        // Deep outlines stop indenting at half the row, so the content keeps some room.
        // Levels a header row takes up (`levelsUnderHeader`) do not indent.
        let indent = min(Double(max(0, cell.indentationLevel - levelsUnderHeader)) * max(0, indentUnit), areaWidth / 2)

        let (leading, trailing) = CellAccessory.arranged(cell.accessories, editing: cell.isEditing)
        let tinted = isOnTintedBackground(cell)

        // Leading accessories from the margin inwards.
        var placed: [(accessory: CellAccessory, glyph: AccessoryGlyph, x: Double)] = []
        var cursor = areaX + superMargin + (cell.indentsAccessories ? indent : 0)
        for accessory in leading {
            let glyph = accessoryGlyph(accessory, cell: cell, tinted: tinted)
            placed.append((accessory, glyph, cursor))
            cursor += glyph.size.width + Metrics.betweenLeadingAccessories
        }
        var contentX = areaX + indent
        if !leading.isEmpty {
            contentX = cursor - superMargin + (cell.indentsAccessories ? 0 : indent)
        }
        // Trailing accessories from the margin inwards: the last in placement order is
        // outermost.
        cursor = areaX + areaWidth - superMargin
        var innermost = cursor
        for accessory in trailing.reversed() {
            let glyph = accessoryGlyph(accessory, cell: cell, tinted: tinted)
            let ax = cursor - glyph.trailingBearing - glyph.size.width
            placed.append((accessory, glyph, ax))
            innermost = ax
            cursor = ax - Metrics.betweenTrailingAccessories
        }
        var contentEnd = areaX + areaWidth
        if !trailing.isEmpty {
            contentEnd = innermost - Metrics.contentToTrailingAccessory + superMargin
            if cell.contentConfiguration?.style == .valueCell, case .disclosureIndicator = trailing[0].kind {
                contentEnd += Metrics.valueCellDisclosureTightening
            }
        }
        return RowSlots(
            isSidebar: isSidebar, areaX: areaX, areaWidth: areaWidth, superMargin: superMargin,
            placed: placed, contentX: contentX, contentWidth: max(0, contentEnd - contentX))
    }

    /// The row's height below any extra top, before rounding: the content's, or the tallest
    /// accessory with 11 pt above and below, whichever is taller; an empty row is the list
    /// content view's minimum height.
    func bodyHeight(content: ListContentLayout?, customHeight: Double?, slots: RowSlots) -> Double {
        let accessoryHeight = slots.placed.map(\.glyph.size.height).max() ?? 0
        var height = content?.size.height ?? customHeight ?? 0
        if !slots.placed.isEmpty { height = max(height, accessoryHeight + 22) }
        if content == nil && customHeight == nil && slots.placed.isEmpty {
            height = ListContentLayout.minimumHeight(for: traits, sidebar: slots.isSidebar)
        }
        return height
    }

    /// The content view's frame: a list content layout centred in the row's body on a device
    /// pixel, or (`custom`) a custom content view, which is the cell's whole content view and
    /// as tall as the row.
    func contentFrame(
        _ content: ListContentLayout?, custom: Bool, slots: RowSlots, bodyTop: Double,
        bodyHeight: Double
    ) -> Rect? {
        if custom { return Rect(x: slots.contentX, y: bodyTop, width: slots.contentWidth, height: bodyHeight) }
        return content.map {
            Rect(
                x: slots.contentX, y: snap(bodyTop + (bodyHeight - $0.size.height) / 2), width: slots.contentWidth,
                height: $0.size.height)
        }
    }

    /// Notes each accessory custom view whose size could not be used, at its accessory's
    /// field path (`sections[0].items[1].accessories[0]`).
    func noteCustomViewProblems(_ accessories: [ListLayout.Accessory], itemID id: String) {
        for (i, accessory) in accessories.enumerated() {
            if let view = accessory.customView, let problem = view.problem {
                problemLog.problems.append(
                    ListLayout.Problem(
                        itemID: "\(id).accessories[\(i)]",
                        message: "custom view \(view.view.name) \(problem)"))
            }
        }
    }

    /// The cell's background resolved in its row: a header row whose background is a
    /// cell's default takes the list's header background instead; a sidebar row's
    /// background covers its inset area.
    func rowBackground(
        _ cell: ListLayout.CellInput, isHeaderRow: Bool, appearance a: ListAppearance, rowFrame: Rect,
        slots: RowSlots
    ) -> ListLayout.Background? {
        var background = cell.backgroundConfiguration
        if isHeaderRow, let b = background, b.style == BackgroundConfiguration.listCell(for: a).style {
            background = BackgroundConfiguration.listSupplementary(.header, for: a).updated(for: cell.configurationState)
        }
        let backgroundBounds =
            slots.isSidebar
            ? Rect(x: slots.areaX, y: rowFrame.origin.y, width: slots.areaWidth, height: rowFrame.size.height) : rowFrame
        // The cell's layout margins, for backgrounds inset by them: the list margin across
        // (the content view's, preserved from the list) and the content view's 11 down
        // (INF: UIKit's cell margins vertically are not in the reference; these are the
        // content view's, DEC-M).
        let cellMargins = EdgeInsets(top: 11, leading: slots.superMargin, bottom: 11, trailing: slots.superMargin)
        return background.map {
            resolvedBackground(
                $0, in: backgroundBounds, tint: cell.tintColor, layoutMargins: cellMargins,
                traits: cell.traitCollection)
        }
    }

    /// A section header or footer showing a list content configuration or a custom
    /// content view (the caller has checked it has one).
    func supplementaryItem(
        _ view: ListLayout.SupplementaryInput, id: String, x: Double,
        width: Double, y: Double, appearance a: ListAppearance, extraTop: Double
    ) -> ListLayout.Item {
        let superMargin = rowMargin(a)
        // The view spans its frame; its content keeps inside the safe area.
        let safe = safeSides(a)
        let contentX = x + safe.leading
        let contentWidth = max(0, width - safe.leading - safe.trailing)
        let (configuration, content) = listContent(
            view.contentConfiguration, custom: view.customContent,
            width: contentWidth, traits: view.traitCollection,
            superMargin: superMargin, itemID: id)
        let contentHeight =
            content?.size.height
            ?? view.customContent.map { measuredHeight(of: $0, width: contentWidth, itemID: id) } ?? 0
        var height = contentHeight
        // Plain headers are at least 28 pt (scaled), their text centred (docs/uikit-reference.md §3.5).
        if view.kind == .header, a == .plain || a == .sidebarPlain, configuration?.style == .plainHeader {
            height = max(height, FontMetrics.default.scaledValue(for: Metrics.plainHeaderHeight, compatibleWith: traits))
        }
        // A fixed height (a table's `heightForHeaderInSection`) is the view's whole height.
        if let fixed = view.fixedHeight { height = max(0, fixed) }
        let rowHeight = ceilPixel(height + extraTop)
        let frame = Rect(x: x, y: y, width: width, height: rowHeight)
        let contentTop: Double
        switch configuration?.style {
        // In a fixed height a grouped header's text sits on the section below it and a
        // grouped footer's under the section above it, as their paddings place them when
        // the view sizes itself (docs/uikit-reference.md §3.5); other text is centred.
        case .groupedHeader? where view.fixedHeight != nil: contentTop = y + rowHeight - contentHeight
        case .groupedFooter? where view.fixedHeight != nil: contentTop = y
        default: contentTop = y + extraTop + (rowHeight - extraTop - contentHeight) / 2
        }
        let contentFrame =
            view.customContent != nil
            ? Rect(x: contentX, y: y + extraTop, width: contentWidth, height: rowHeight - extraTop)
            : Rect(x: contentX, y: snap(contentTop), width: contentWidth, height: contentHeight)
        let margins = EdgeInsets(top: 0, leading: superMargin, bottom: 0, trailing: superMargin)
        return ListLayout.Item(
            kind: view.kind == .header ? .header : .footer, id: id, indexPath: nil, frame: frame,
            background: resolvedBackground(
                view.backgroundConfiguration, in: frame, tint: tintColor,
                layoutMargins: margins, traits: view.traitCollection),
            contentFrame: contentFrame, content: content, configuration: configuration,
            accessories: [], separators: [], separatorColor: .black,
            state: view.configurationState.map(CellState.recorded) ?? [],
            indentationLevel: 0, customContent: view.customContent?.drawing)
    }

    /// `b` resolved inside `bounds` (points, laid out left to right): its rectangle inset by
    /// ``BackgroundConfiguration/backgroundInsets`` plus `layoutMargins` on the edges it
    /// names, its image placed by its content mode, its custom view's drawing.
    func resolvedBackground(
        _ b: BackgroundConfiguration, in bounds: Rect, tint: Color,
        layoutMargins: EdgeInsets = .zero, traits viewTraits: TraitCollection? = nil
    )
        -> ListLayout.Background
    {
        let rect = b.backgroundRect(in: bounds, layoutMargins: layoutMargins, rightToLeft: false)
        // The view's own traits, not the list's: a cell or header whose traits override the
        // list's appearance (a dark row in a light list) draws its background as its text
        // is drawn, and the layout dump then says what is drawn.
        let drawingTraits = viewTraits ?? traits
        let effect = b.visualEffect.map { $0.recipe(for: drawingTraits) }
        let imageFrame = b.image.map {
            b.imageContentMode.frame(
                forImageOfSize: Size(width: Double($0.width), height: Double($0.height)),
                in: Rect(origin: .zero, size: rect.size))
        }
        let customView = b.customView.map { custom in
            CustomDrawing(name: custom.name) { canvas, rect in
                try custom.draw(in: canvas, rect: rect, tintColor: tint, traitCollection: drawingTraits)
            }
        }
        return ListLayout.Background(
            rect: rect, color: b.resolvedBackgroundColor(for: tint).resolvedRGBA(with: drawingTraits),
            cornerRadius: b.cornerRadius,
            strokeColor: b.resolvedStrokeColor(for: tint).resolvedRGBA(with: drawingTraits),
            strokeWidth: b.strokeWidth,
            strokeOutset: b.strokeOutset, visualEffect: effect, image: b.image,
            imageFrame: imageFrame, customView: customView, style: b.style)
    }

    /// Whether the row sits on the tint-coloured sidebar selection, where text and glyphs
    /// turn white (docs/uikit-reference.md §3.3).
    func isOnTintedBackground(_ cell: ListLayout.CellInput) -> Bool {
        guard let b = cell.backgroundConfiguration, b.style == .listSidebarCell || b.style == .listAccompaniedSidebarCell
        else { return false }
        return b.backgroundColor == nil && b.backgroundColorTransformer == nil
    }
}
