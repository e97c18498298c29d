import CellModel
import Raster

// A grid section of a compositional layout: tiles in rows (or one sideways-scrolling row),
// each a cell configured by the registration, its content centred in the tile.

extension ListLayout.Builder {
    func gridSection(_ input: ListLayout.SectionInput, _ g: GridConfiguration, top: Double) -> ListLayout.Section {
        let insets = g.contentInsets
        let container = max(0, width - insets.leading - insets.trailing)
        let spacing = max(0, g.interItemSpacing)
        var tileWidth = max(0, g.itemWidth.resolved(containerWidth: container))
        var columns = Int.max
        if !g.scrollsOrthogonally {
            // Fractional widths of 1/n mean n columns with the spacing taken out of them.
            if case .fractionalWidth(let f) = g.itemWidth, f > 0 {
                columns = max(1, Int((1 / f + 1e-9).rounded(.down)))
                tileWidth = max(0, (container - Double(columns - 1) * spacing) / Double(columns))
            } else {
                columns = max(1, Int(((container + spacing) / max(1, tileWidth + spacing)).rounded(.down)))
            }
        }
        let tileHeight = ceilPixel(max(0, g.itemHeight.resolved(containerWidth: container)))
        var items: [ListLayout.Item] = []
        var y = top + insets.top
        var column = 0
        for (i, input) in input.cells.enumerated() {
            if column == columns {
                column = 0
                y += tileHeight + spacing
                guard y <= maxContentHeight else { break }
            }
            let x = snap(insets.leading + Double(column) * (tileWidth + spacing))
            let frame = Rect(x: x, y: snap(y), width: snap(tileWidth), height: tileHeight)
            items.append(tile(input, id: "sections[\(input.indexPath.section)].items[\(i)]", frame: frame))
            column += 1
        }
        let bottom = items.isEmpty ? top + insets.top + insets.bottom : y + tileHeight + insets.bottom
        return ListLayout.Section(
            index: input.index, kind: "grid", appearance: nil,
            frame: Rect(x: 0, y: top, width: width, height: ceilPixel(bottom - top)), card: nil,
            cardCornerRadius: 0, backgroundColor: g.backgroundColor.map(resolve),
            header: nil, items: items, footer: nil, pinnedHeaderFrame: nil)
    }

    func tile(_ input: ListLayout.CellInput, id: String, frame: Rect) -> ListLayout.Item {
        let cell = input
        let (configuration, content) = listContent(
            cell.contentConfiguration, custom: cell.customContent,
            width: frame.width, traits: cell.traitCollection, superMargin: 0,
            itemID: id)
        var contentFrame = content.map {
            Rect(
                x: frame.minX, y: snap(frame.minY + (frame.height - $0.size.height) / 2), width: frame.width,
                height: $0.size.height)
        }
        // A custom content view fills its tile (the grid fixes the tile's size); it is still
        // asked its size, so a view that cannot measure itself is reported.
        if let custom = cell.customContent {
            _ = measuredHeight(of: custom, width: frame.width, itemID: id)
            contentFrame = frame
        }
        var item = ListLayout.Item(
            kind: .gridCell, id: id, indexPath: input.indexPath, frame: frame,
            background: cell.backgroundConfiguration.map {
                resolvedBackground($0, in: frame, tint: cell.tintColor)
            },
            contentFrame: contentFrame, content: content, configuration: configuration,
            accessories: [], separators: [], separatorColor: .black,
            state: CellState.recorded(in: cell.configurationState), indentationLevel: 0,
            customContent: cell.customContent?.drawing)
        item.accessibility = cell.accessibility
        return item
    }
}
