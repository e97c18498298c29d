import Display
import Raster

// A plain UITableView's empty rows: below its last row it draws the separators of rows
// that are not there, as tall as the last row (or `fillerRowHeight`), inset by the row
// margin at the leading edge and running to the trailing edge (inset there too where the
// design insets plain separators at both ends), down to the bottom of the view (M-PF, docs/uikit-reference.md §3.11). A collection-view list draws nothing
// there, so only a configuration with `fillerRowHeight` set (the table's) asks for them.

extension ListLayout {
    /// Where the empty rows' separators go: one every `step` points below `top`, from
    /// `minX` to `maxX`, `thickness` points thick, in the row separators' colour.
    package struct FillerRows: Sendable {
        let top: Double
        let step: Double
        let minX: Double
        let maxX: Double
        let thickness: Double
        let color: RGBAColor
    }

    /// The empty rows' separators down to `bottom` (points, content coordinates).
    func fillerSeparators(down bottom: Double) -> [DisplayCommand] {
        guard let filler = fillerRows, filler.maxX > filler.minX else { return [] }
        var commands: [DisplayCommand] = []
        var rowBottom = filler.top + filler.step
        // A line is drawn while any of it is in the picture; the picture's height is bounded
        // by the pixmap limits and a step is at least a point, so the loop is bounded.
        while rowBottom - filler.thickness < bottom {
            commands.append(
                .hairline(
                    Rect(
                        x: filler.minX, y: rowBottom - filler.thickness,
                        width: filler.maxX - filler.minX, height: filler.thickness),
                    color: filler.color))
            rowBottom += filler.step
        }
        return commands
    }
}

extension ListLayout.Builder {
    /// The empty rows below `sections` when the last one is a plain list asking for them
    /// and has rows: as tall as its last row unless the configuration says otherwise.
    func fillerRows(below sections: [ListLayout.Section], contentHeight: Double) -> ListLayout.FillerRows? {
        guard case .list(let configuration)? = self.sections.last?.layout, configuration.appearance == .plain,
            configuration.showsSeparators, let height = configuration.fillerRowHeight,
            let last = sections.last, sections.count == self.sections.count, let lastRow = last.items.last
        else { return nil }
        let step = max(1, height > 0 ? ceilPixel(height) : lastRow.frame.height)
        let inset = configuration.separatorConfiguration.bottomSeparatorInsets
        // The automatic leading end follows the rows' margin inside the safe area.
        let leading = inset?.leading ?? rowMargin(.plain) + safeSides.leading
        // The trailing end as the rows' own separators have it: the row margin where the
        // design insets plain separators at both ends (iOS 26), else the view's edge.
        let trailing =
            inset?.trailing
            ?? (design.plainSeparatorsInsetAtBothEnds ? rowMargin(.plain) + safeSides.trailing : 0)
        let minX = isRightToLeft ? trailing : leading
        let maxX = width - (isRightToLeft ? leading : trailing)
        return ListLayout.FillerRows(
            top: contentHeight, step: step, minX: minX, maxX: maxX, thickness: 1 / scale,
            color: resolve(configuration.separatorConfiguration.color))
    }
}
