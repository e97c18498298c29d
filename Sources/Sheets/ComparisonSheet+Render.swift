import RenderCells
import SnapshotCore

extension ComparisonSheet {
    /// The sheet of `view`'s variants. The view is put back as it was.
    /// - Throws: ``SheetError`` for bad axes or a sheet over the pixel limits (before any
    ///   pixel is drawn); the list's own errors (a width out of range, an image file that
    ///   cannot be read).
    public func render<Section, Item>(_ view: CollectionView<Section, Item>) throws -> SheetPicture {
        try render(sources: [""]) { variant, _ in try panelList(of: view, variant) }
    }

    /// Two lists side by side for every variant, with a third column showing where their
    /// pictures differ (red on the faded first list): a change before and after.
    public func render<S1, I1, S2, I2>(before: CollectionView<S1, I1>, after: CollectionView<S2, I2>,
                                       labels: (String, String) = ("before", "after")) throws -> SheetPicture
    {
        try render(sources: [labels.0, labels.1], showsDifference: true) { variant, source in
            source == 0 ? try panelList(of: before, variant) : try panelList(of: after, variant)
        }
    }

    /// The display list of one panel: the view as `variant`, cut at ``maxPanelHeight``.
    func panelList<Section, Item>(of view: CollectionView<Section, Item>, _ variant: ListVariant) throws -> DisplayList {
        try view.withVariant(variant) {
            let list = try view.displayList(width: width, scale: scale)
            guard let maxPanelHeight, list.size.height > maxPanelHeight else { return list }
            return try view.displayList(width: width, scale: scale, height: maxPanelHeight)
        }
    }

    /// `panel(variant, source)` gives each panel's display list, for `sources` compared
    /// lists (their labels head their columns when there are several); with two and
    /// `showsDifference`, a difference column follows each pair.
    public func render(sources: [String] = [""], showsDifference: Bool = false,
                       panel: (ListVariant, Int) throws -> DisplayList) throws -> SheetPicture
    {
        try render(sources: sources, showsDifference: showsDifference) { request in
            .list(try panel(request.variant, request.source))
        }
    }

    /// The general form: `panel(request)` gives each panel's content — a list, or a picture
    /// made elsewhere (a reference PNG) — knowing its place and each axis's value index.
    public func render(sources: [String] = [""], showsDifference: Bool = false,
                       panel: (SheetPanelRequest) throws -> SheetPanelContent) throws -> SheetPicture
    {
        let sourceCount = max(1, sources.count)
        let diff = showsDifference && sourceCount == 2
        let perVariant = sourceCount + (diff ? 1 : 0)
        try validate(sources: perVariant)
        guard [1.0, 2.0, 3.0].contains(scale) else {
            throw DisplayListError.invalidArgument("scale must be 1, 2 or 3, got \(scale)")
        }
        let rowCount = self.rowCount, columnCount = self.columnCount * perVariant

        // 1. Every panel laid out (no pixels yet): the sheet's size depends on theirs.
        var lists = [[SheetPanelContent?]](repeating: [SheetPanelContent?](repeating: nil, count: columnCount),
                                           count: rowCount)
        var sizes = [[(width: Int, height: Int)]](repeating: [(0, 0)], count: rowCount)
        for r in 0..<rowCount {
            sizes[r] = []
            for c in 0..<columnCount {
                let source = c % perVariant
                if source < sourceCount {
                    let request = SheetPanelRequest(variant: variant(row: r, column: c / perVariant), row: r,
                                                    column: c / perVariant, source: source,
                                                    rowIndices: Self.indices(r, in: rows),
                                                    columnIndices: Self.indices(c / perVariant, in: columns))
                    var content = try panel(request)
                    // A picture made elsewhere is cut like the lists, as a screenshot would be.
                    if case .picture(let picture) = content, let maxPanelHeight {
                        let rows = Int((maxPanelHeight * scale).rounded())
                        if picture.height > rows,
                           let cut = picture.cropped(to: IntRect(x: 0, y: 0, width: picture.width, height: rows)) {
                            content = .picture(cut)
                        }
                    }
                    lists[r][c] = content
                    sizes[r].append(content.pixelSize)
                } else {
                    let a = sizes[r][c - 2], b = sizes[r][c - 1]
                    sizes[r].append((max(a.width, b.width), max(a.height, b.height)))
                }
            }
        }

        // 2. Geometry, in device pixels.
        let px = { (points: Double) in Int((points * scale).rounded()) }
        let margin = px(16), gutter = px(8), headerLine = px(22), titleLine = px(30), labelPad = px(10)
        let headerFont = Font.systemFont(ofSize: 13, weight: .semibold)
        let titleFont = Font.systemFont(ofSize: 17, weight: .semibold)
        let rowLabelWidths = rows.map { axis in
            px((axis.labels.map { SheetText.layout($0, font: headerFont).size.width }.max() ?? 0)) + labelPad
        }
        var columnAxes: [[String]] = columns.map { _ in [] }
        for c in 0..<columnCount {
            let labels = self.labels(column: c / perVariant)
            for k in columns.indices { columnAxes[k].append(labels[k]) }
        }
        if perVariant > 1 {
            let names = sources + (diff ? ["difference"] : [])
            columnAxes.append((0..<columnCount).map { names[$0 % perVariant] })
        }
        let rowAxes: [[String]] = rows.indices.map { k in (0..<rowCount).map { labels(row: $0)[k] } }
        let columnWidths = (0..<columnCount).map { c in sizes.map { $0[c].width }.max() ?? 0 }
        let rowHeights = sizes.map { row in row.map(\.height).max() ?? 0 }
        let titleHeight = title == nil ? 0 : titleLine
        let x0 = margin + rowLabelWidths.reduce(0, +)
        // A little air between the last header's rule and the panels.
        let y0 = margin + titleHeight + columnAxes.count * headerLine + (columnAxes.isEmpty ? 0 : px(4))
        let columnX = (0..<columnCount).map { c in x0 + columnWidths[..<c].reduce(0, +) + c * gutter }
        let rowY = (0..<rowCount).map { r in y0 + rowHeights[..<r].reduce(0, +) + r * gutter }
        let sheetWidth = max(x0 + columnWidths.reduce(0, +) + (columnCount - 1) * gutter + margin,
                             title.map { margin * 2 + px(SheetText.layout($0, font: titleFont).size.width) } ?? 0)
        let sheetHeight = y0 + rowHeights.reduce(0, +) + (rowCount - 1) * gutter + margin
        guard Pixmap.isValidSize(width: sheetWidth, height: sheetHeight) else {
            let all = lists.flatMap { $0 }.compactMap { $0 }
            throw SheetError.tooLarge(panels: rowCount * columnCount, rows: rowCount, columns: columnCount,
                                      panelWidth: all.map { Double($0.pixelSize.width) / scale }.max() ?? 0,
                                      panelHeight: all.map { Double($0.pixelSize.height) / scale }.max() ?? 0, scale: scale,
                                      width: sheetWidth, height: sheetHeight)
        }

        // 3. Panels drawn one by one and pasted into the sheet (a list's background is its
        //    own, so its pixels go in as they are); a difference panel needs the two before
        //    it, so those two are the only panel pictures held at once.
        guard var sheet = Pixmap(width: sheetWidth, height: sheetHeight, color: SheetText.ground.premultiplied) else {
            throw SheetError.tooLarge(panels: rowCount * columnCount, rows: rowCount, columns: columnCount, panelWidth: 0,
                                      panelHeight: 0, scale: scale, width: sheetWidth, height: sheetHeight)
        }
        var panels: [SheetPanel] = []
        var fonts: [FontFace] = []
        var recent: [Pixmap] = []
        for r in 0..<rowCount {
            for c in 0..<columnCount {
                let source = c % perVariant
                let variant = variant(row: r, column: c / perVariant)
                let pixmap: Pixmap
                var layout: DisplayList?
                switch lists[r][c] {
                case .list(let list):
                    let drawn = try list.renderWithFonts()
                    pixmap = drawn.pixmap
                    layout = list
                    for face in drawn.fonts where !fonts.contains(where: { $0 === face }) { fonts.append(face) }
                case .picture(let picture):
                    pixmap = picture
                case nil:
                    pixmap = SnapshotDifference.diffImage(actual: recent[1], reference: recent[0]) ?? recent[0]
                }
                recent = diff ? Array((recent + [pixmap]).suffix(2)) : []
                sheet.paste(pixmap, x: columnX[c], y: rowY[r])
                var name = variant.name
                if perVariant > 1 { name += "." + (source < sourceCount ? sources[source] : "difference") }
                panels.append(SheetPanel(row: r, column: c, variant: variant, source: source < sourceCount ? source : nil,
                                         labels: rowAxes.map { $0[r] } + columnAxes.map { $0[c] }, name: name,
                                         frame: IntRect(x: columnX[c], y: rowY[r], width: pixmap.width, height: pixmap.height),
                                         layout: layout))
            }
        }
        lists = []

        // 4. Headers over the ground around the panels.
        let canvas = Canvas(pixmap: consume sheet)
        var sheetLabels: [SheetLabel] = []
        func text(_ string: String, font: Font, color: RGBAColor, x: Int, y: Int, width: Int?) {
            canvas.transform = Transform(scale: scale)
            let layout = SheetText.layout(string, font: font, width: width.map { Double($0) / scale }, color: color)
            canvas.draw(layout, at: Point(x: Double(x) / scale, y: Double(y) / scale))
        }
        if let title {
            text(title, font: titleFont, color: SheetText.ink, x: margin, y: margin, width: nil)
            sheetLabels.append(SheetLabel(text: title, role: .title, axis: nil,
                                     frame: IntRect(x: margin, y: margin, width: sheetWidth - 2 * margin, height: titleLine)))
        }
        // Column headers: one line per axis, each value over the span of its group, with a
        // rule under the span so nesting reads at a glance.
        let axisNames = columns.map(\.name) + (perVariant > 1 ? ["list"] : [])
        for (k, values) in columnAxes.enumerated() {
            let y = margin + titleHeight + k * headerLine
            for span in HeaderSpans.spans(columnAxes, level: k) {
                let c = span.lowerBound, end = span.upperBound
                let x = columnX[c], spanWidth = columnX[end - 1] + columnWidths[end - 1] - x
                text(values[c], font: headerFont, color: SheetText.ink, x: x, y: y + px(2), width: spanWidth)
                canvas.transform = .identity
                canvas.fill(Path(rect: Rect(x: Double(x), y: Double(y + headerLine - px(3)), width: Double(spanWidth),
                                            height: Double(max(1, px(0.5))))), with: Paint(color: SheetText.rule))
                sheetLabels.append(SheetLabel(text: values[c], role: .column, axis: axisNames[k],
                                         frame: IntRect(x: x, y: y, width: spanWidth, height: headerLine)))
            }
        }
        // Row headers: one column per axis, each value at the top of its group of rows.
        for (k, values) in rowAxes.enumerated() {
            let x = margin + rowLabelWidths[..<k].reduce(0, +)
            for span in HeaderSpans.spans(rowAxes, level: k) {
                let r = span.lowerBound, end = span.upperBound
                let y = rowY[r], spanHeight = rowY[end - 1] + rowHeights[end - 1] - y
                text(values[r], font: headerFont, color: SheetText.ink, x: x, y: y + px(2), width: nil)
                sheetLabels.append(SheetLabel(text: values[r], role: .row, axis: rows[k].name,
                                         frame: IntRect(x: x, y: y, width: rowLabelWidths[k], height: spanHeight)))
            }
        }
        for face in canvas.usedFaces where !fonts.contains(where: { $0 === face }) { fonts.append(face) }
        return SheetPicture(pixmap: canvas.pixmap, scale: scale, title: title, panels: panels, labels: sheetLabels, fonts: fonts,
                            columnHeaders: columnAxes, rowHeaders: rowAxes, rowCount: rowCount, columnCount: columnCount)
    }
}
