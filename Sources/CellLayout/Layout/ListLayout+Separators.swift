import CellModel
import Raster

// Row separators (docs/uikit-reference.md §3.7): one device pixel of the separator colour at the bottom
// of a row (inside it), from the row's primary text to the row's (or card's) trailing
// edge. The design generation's table may end a plain list's separators at the row's
// trailing layout margin instead, and give inset-grouped separators
// their own colour and thickness (iOS 26, docs/uikit-reference.md §3.9). Between rows by default; grouped lists add full-width lines at the section's top
// and bottom; inset-grouped cards have none at their edges. `itemSeparatorHandler` and
// explicit visibilities/insets override per row. Automatic separators touching a
// highlighted or selected row are hidden, so the grey fill meets its neighbours without a
// line (UITableView's long-standing behaviour; assumed for lists, INF).

extension ListLayout.Builder {
    func addSeparators(_ rows: [ListLayout.Item], configuration c: ListConfiguration) -> [ListLayout.Item] {
        let pixel = 1 / scale
        let isGrouped = c.appearance == .grouped
        let isInsetGrouped = c.appearance == .insetGrouped
        let thickness =
            isInsetGrouped
            ? design.insetGroupedSeparatorThickness.map { max(pixel, snapThickness($0)) } ?? pixel
            : pixel
        let rowMargin = rowMargin(c.appearance)
        // The automatic trailing inset: the row's layout margin where the design insets plain
        // separators at both ends (20 pt at 375 pt wide, measured), else 0 (to the row's edge).
        let bothEnds = c.appearance == .plain && design.plainSeparatorsInsetAtBothEnds
        let safe = safeSides(c.appearance)
        let filled = rows.map { row in
            !row.state.contains(.editing) && (row.state.contains(.selected) || row.state.contains(.highlighted))
        }
        return rows.enumerated().map { i, row in
            // A hidden cell hides the separators it owns; its neighbours keep theirs.
            if row.isHidden { return row }
            var config = c.separatorConfiguration
            if let handler = c.itemSeparatorHandler, let path = row.indexPath { config = handler(path, config) }
            let isFirst = i == 0
            let isLast = i == rows.count - 1
            let textLeading = textLeadingX(row, margin: rowMargin + safe.leading)
            let automaticTrailing = bothEnds ? rowMargin + safe.trailing : 0
            var lines: [Rect] = []

            let showTop: Bool
            switch config.topSeparatorVisibility {
            case .visible: showTop = true
            case .hidden: showTop = false
            case .automatic: showTop = isFirst && isGrouped && !filled[i]
            }
            if showTop {
                let full = config.topSeparatorVisibility == .automatic
                let x0 = row.frame.minX + (config.topSeparatorInsets?.leading ?? (full ? 0 : textLeading - row.frame.minX))
                let x1 = row.frame.maxX - (config.topSeparatorInsets?.trailing ?? (full ? 0 : automaticTrailing))
                if x1 > x0 { lines.append(Rect(x: x0, y: row.frame.minY, width: x1 - x0, height: thickness)) }
            }
            let showBottom: Bool
            switch config.bottomSeparatorVisibility {
            case .visible: showBottom = true
            case .hidden: showBottom = false
            case .automatic: showBottom = (!isLast || isGrouped) && !filled[i] && (isLast || !filled[i + 1])
            }
            if showBottom {
                let full = isLast && isGrouped && config.bottomSeparatorVisibility == .automatic
                let x0 = row.frame.minX + (config.bottomSeparatorInsets?.leading ?? (full ? 0 : textLeading - row.frame.minX))
                let x1 = row.frame.maxX - (config.bottomSeparatorInsets?.trailing ?? (full ? 0 : automaticTrailing))
                if x1 > x0 { lines.append(Rect(x: x0, y: row.frame.maxY - thickness, width: x1 - x0, height: thickness)) }
            }
            var color =
                row.state.contains(.editing) && row.state.contains(.selected)
                ? config.multipleSelectionColor : config.color
            // The design's inset-grouped colour replaces only the default one.
            if isInsetGrouped, color == .separator, let designed = design.insetGroupedSeparatorColor { color = designed }
            var copy = row
            copy.separators = lines
            copy.separatorColor = resolve(color)
            return copy
        }
    }

    /// Where the row's primary text starts (left-to-right terms, before mirroring): the
    /// content's text frame, or its leading margin without text (`separatorLayoutGuide`).
    func textLeadingX(_ row: ListLayout.Item, margin: Double) -> Double {
        guard let content = row.content, let frame = row.contentFrame else { return row.frame.minX + margin }
        if let text = content.text {
            let leading = isRightToLeft ? content.size.width - text.frame.maxX : text.frame.minX
            return frame.minX + leading
        }
        return frame.minX + content.margins.leading
    }

    /// `points` rounded to whole device pixels, at least one.
    func snapThickness(_ points: Double) -> Double { max(1, (points * scale).rounded()) / scale }
}
