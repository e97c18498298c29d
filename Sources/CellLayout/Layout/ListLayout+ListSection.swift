import CellModel
import Raster

// One list section (docs/uikit-reference.md §3.5): top padding, header, rows, footer, per appearance.
//
//   plain         22 above the header; header ≥ 28 (scaled), text centred; edge-to-edge
//                 rows; separators between rows only.
//   grouped       35 above a header-less first section; empty header/footer 17.5 each,
//                 rounded up to a device pixel (35.33 between sections at 3x, as measured);
//                 header text 17 (first section 32) + text + 6; footer 6 + text + 12;
//                 edge-to-edge rows with full-width separators at the section's edges.
//   insetGrouped  as grouped, rows in a card inset by the design's card inset (the list
//                 margin on iOS 14–18, 16 at 390 pt on iOS 26) and clipped to continuous
//                 corners of the design's radius (10, or 26); no separators at the card's edges.
//   sidebar(Plain) rows full width with backgrounds inset by the list margin; content
//                 8 inside them; no separators by default.
// `headerMode = .firstItemInSection` takes the first row as the header: it sits outside
// an inset-grouped card, has no separators, and a header background. In a sidebar, such a
// header section has 10 more above it, and the header's children are not indented for the
// header's level: iPadOS draws them at the x of the rows of sections without a header
// (measured on iPadOS 14 sidebars at 2x; UIKit's rule behind it is not public).

extension ListLayout.Builder {
    func listSection(_ input: ListLayout.SectionInput, _ c: ListConfiguration, top: Double, isFirst: Bool)
        -> ListLayout.Section
    {
        let a = c.appearance
        let isGrouped = a == .grouped || a == .insetGrouped
        let isSidebar = a == .sidebar || a == .sidebarPlain
        // An inset-grouped card sits its inset inside the safe area (landscape: INF, see
        // docs/uikit-reference.md §3.1); other sections span the list.
        let sectionX = a == .insetGrouped ? safeSides.leading + insetGroupedInset : 0
        let sectionWidth =
            a == .insetGrouped
            ? max(0, width - sectionX - safeSides.trailing - insetGroupedInset) : width
        var y = top
        let sectionPath = "sections[\(input.index)]"

        // Header: a supplementary view, or the first row.
        var cells = input.cells
        var headerCell: ListLayout.CellInput?
        if c.headerMode == .firstItemInSection, !cells.isEmpty {
            headerCell = cells.removeFirst()
        }
        let headerView = c.headerMode == .supplementary ? input.header : nil
        let hasHeader = headerCell != nil || headerView?.takesSpace == true

        if a == .plain || a == .sidebarPlain, hasHeader {
            y = ceilPixel(y + (c.headerTopPadding ?? Metrics.plainHeaderTopPadding))
        } else if isGrouped, !hasHeader {
            y = ceilPixel(y + (isFirst ? Metrics.groupedTopPadding : Metrics.emptyGroupedHeaderFooter))
        } else if let padding = c.headerTopPadding {
            y = ceilPixel(y + padding)
        } else if a == .sidebar, headerCell != nil {
            y = ceilPixel(y + Metrics.sidebarHeaderSectionTopPadding)
        }

        var header: ListLayout.Item?
        if let headerCell {
            header = cellItem(
                headerCell, id: "\(sectionPath).items[0]", x: sectionX, width: sectionWidth, y: y,
                appearance: a, isHeaderRow: true,
                extraTop: isFirst && isGrouped ? firstHeaderExtra(headerCell.contentConfiguration) : 0)
        } else if let headerView, headerView.takesSpace {
            let isGroupedHeader = headerView.customContent == nil && headerView.contentConfiguration?.style == .groupedHeader
            let extraTop = isFirst && isGroupedHeader && headerView.fixedHeight == nil ? design.firstGroupedHeaderExtraTop : 0
            header = supplementaryItem(
                headerView, id: "\(sectionPath).header", x: isSidebar ? margin : sectionX,
                width: isSidebar ? width - 2 * margin : sectionWidth, y: y, appearance: a,
                extraTop: extraTop)
        }
        if let header { y = header.frame.maxY }

        // Rows.
        let firstRowIndex = headerCell == nil ? 0 : 1
        var items: [ListLayout.Item] = []
        items.reserveCapacity(cells.count)
        let rowsTop = y
        for (i, cell) in cells.enumerated() {
            guard y <= maxContentHeight else { break }
            let actions = cell.isSwiped ? c.swipeActionsConfiguration(for: cell.indexPath, edge: cell.swipeEdge) : nil
            var item = cellItem(
                cell, id: "\(sectionPath).items[\(i + firstRowIndex)]", x: sectionX, width: sectionWidth,
                y: y, appearance: a, isHeaderRow: false, extraTop: 0, swipeActions: actions,
                levelsUnderHeader: a == .sidebar && headerCell != nil ? headerCell!.indentationLevel + 1 : 0)
            item.lift = lift(for: cell, appearance: a)
            items.append(item)
            y = item.frame.maxY
        }
        let rowsBottom = y
        if c.showsSeparators && !isSidebar {
            items = addSeparators(items, configuration: c)
        }

        // Footer.
        var footer: ListLayout.Item?
        if c.footerMode == .supplementary, let view = input.footer, view.takesSpace {
            footer = supplementaryItem(
                view, id: "\(sectionPath).footer", x: isSidebar ? margin : sectionX,
                width: isSidebar ? width - 2 * margin : sectionWidth, y: y, appearance: a,
                extraTop: 0)
            y = footer!.frame.maxY
        } else if isGrouped {
            y = ceilPixel(y + Metrics.emptyGroupedHeaderFooter)
        }

        let card: Rect? =
            a == .insetGrouped && rowsBottom > rowsTop
            ? Rect(x: sectionX, y: rowsTop, width: sectionWidth, height: rowsBottom - rowsTop) : nil
        var pinned: Rect?
        if a == .plain || a == .sidebarPlain, let header, headerView != nil, contentOffset > header.frame.minY {
            let floating = min(contentOffset, y - header.frame.height)
            if floating > header.frame.minY {
                pinned = Rect(x: header.frame.minX, y: floating, width: header.frame.width, height: header.frame.height)
            }
        }
        return ListLayout.Section(
            index: input.index, kind: "list", appearance: a,
            frame: Rect(x: 0, y: top, width: width, height: y - top), card: card,
            cardCornerRadius: design.insetGroupedCornerRadius, backgroundColor: nil,
            header: header, items: items, footer: footer, pinnedHeaderFrame: pinned)
    }

    /// The first grouped section's header row gets 32 above its text instead of 17.
    func firstHeaderExtra(_ content: ListContentConfiguration?) -> Double {
        content?.style == .groupedHeader ? design.firstGroupedHeaderExtraTop : 0
    }

    typealias Metrics = ListLayout.Metrics
}
