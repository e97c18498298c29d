import RenderCells

extension ComparisonSheet {
    /// The sheet of `view`'s variants. The view is put back as it was.
    /// - Throws: ``SheetError`` for bad axes or a sheet over the pixel limits (before any
    ///   pixel is drawn); the list's own errors (a width out of range, an image file that
    ///   cannot be read).
    public func render<Section, Item>(_ view: CollectionView<Section, Item>) throws -> SheetPicture {
        try render(sources: [""]) { variant, _ in try panelList(of: view, variant) }
    }

    /// The same panels as ``render(_:)`` as an offline page, each panel its own picture:
    /// not bound by the size of one picture.
    public func page<Section, Item>(_ view: CollectionView<Section, Item>) throws -> SheetPage {
        try page(sources: [""]) { request in .list(try panelList(of: view, request.variant)) }
    }

    /// A change before and after: one row per variant (every axis goes down the side),
    /// each showing the first list, the second, the second faded with a box around each
    /// region that changed, and the ranked list of what changed in the layout.
    public func render<S1, I1, S2, I2>(
        before: CollectionView<S1, I1>, after: CollectionView<S2, I2>,
        labels: (String, String) = ("Before", "After")
    ) throws -> SheetPicture {
        try render(sources: [labels.0, labels.1], showsDifference: true, panel: beforeAndAfter(before, after))
    }

    /// ``render(before:after:labels:)`` as an offline page.
    public func page<S1, I1, S2, I2>(
        before: CollectionView<S1, I1>, after: CollectionView<S2, I2>,
        labels: (String, String) = ("Before", "After")
    ) throws -> SheetPage {
        try page(sources: [labels.0, labels.1], showsDifference: true, panel: beforeAndAfter(before, after))
    }

    /// The panels of a before-and-after sheet, the picture's and the page's alike: source 0
    /// is `before`, source 1 `after`.
    func beforeAndAfter<S1, I1, S2, I2>(
        _ before: CollectionView<S1, I1>, _ after: CollectionView<S2, I2>
    ) -> (SheetPanelRequest) throws -> SheetPanelContent {
        { request in
            .list(request.source == 0 ? try panelList(of: before, request.variant) : try panelList(of: after, request.variant))
        }
    }

    /// The display list of one panel: the view as `variant`, cut at ``maxPanelHeight``.
    func panelList<Section, Item>(of view: CollectionView<Section, Item>, _ variant: ListVariant) throws -> DisplayList {
        try view.withVariant(variant) {
            guard let maxPanelHeight else { return try view.displayList(width: width, scale: scale) }
            let list: DisplayList
            do {
                list = try view.displayList(width: width, scale: scale)
            } catch RenderError.listTooLarge {
                // Too tall to draw whole, but it is cut anyway.
                return try view.displayList(width: width, scale: scale, height: maxPanelHeight)
            }
            guard list.size.height > maxPanelHeight else { return list }
            return try view.displayList(width: width, scale: scale, height: maxPanelHeight)
        }
    }

    /// `panel(variant, source)` gives each panel's display list, for `sources` compared
    /// lists (their labels head their columns when there are several); with two and
    /// `showsDifference`, each variant is a row: the two lists, their difference and what
    /// changed.
    public func render(
        sources: [String] = [""], showsDifference: Bool = false,
        panel: (ListVariant, Int) throws -> DisplayList
    ) throws -> SheetPicture {
        try render(sources: sources, showsDifference: showsDifference) { request in
            .list(try panel(request.variant, request.source))
        }
    }

    /// The general form: `panel(request)` gives each panel's content — a list, or a picture
    /// made elsewhere (a reference PNG) — knowing its place and each axis's value index.
    public func render(
        sources: [String] = [""], showsDifference: Bool = false,
        panel: (SheetPanelRequest) throws -> SheetPanelContent
    ) throws -> SheetPicture {
        let plan = try SheetPlan(self, sources: sources, showsDifference: showsDifference, panel: panel)
        let sheet = plan.sheet

        // Geometry, in device pixels.
        let px = { (points: Double) in Int((points * sheet.scale).rounded()) }
        let margin = px(16)
        let gutter = px(8)
        let headerLine = px(22)
        let titleLine = px(30)
        let labelPad = px(10)
        let rowLabelWidths = plan.rowHeaders.map { values in
            px(values.map { SheetText.layout($0, font: Self.headerFont).size.width }.max() ?? 0) + labelPad
        }
        let columnCount = plan.columnCount
        let rowCount = plan.rowCount
        let columnWidths = (0..<columnCount).map { c in plan.sizes.map { $0[c].width }.max() ?? 0 }
        let rowHeights = plan.sizes.map { row in row.map(\.height).max() ?? 0 }
        let titleHeight = title == nil ? 0 : titleLine
        let x0 = margin + rowLabelWidths.reduce(0, +)
        // A little air between the last header's rule and the panels.
        let y0 = margin + titleHeight + plan.columnHeaders.count * headerLine + (plan.columnHeaders.isEmpty ? 0 : px(4))
        let columnX = (0..<columnCount).map { c in x0 + columnWidths[..<c].reduce(0, +) + c * gutter }
        let rowY = (0..<rowCount).map { r in y0 + rowHeights[..<r].reduce(0, +) + r * gutter }
        let sheetWidth = max(
            x0 + columnWidths.reduce(0, +) + (columnCount - 1) * gutter + margin,
            title.map { margin * 2 + px(SheetText.layout($0, font: Self.titleFont).size.width) } ?? 0)
        let sheetHeight = y0 + rowHeights.reduce(0, +) + (rowCount - 1) * gutter + margin
        func tooLarge() -> SheetError {
            let all = plan.sizes.flatMap { $0 }
            return .tooLarge(
                panels: rowCount * columnCount, rows: rowCount, columns: columnCount,
                panelWidth: Double(all.map(\.width).max() ?? 0) / scale,
                panelHeight: Double(all.map(\.height).max() ?? 0) / scale, scale: scale,
                width: sheetWidth, height: sheetHeight)
        }
        guard Pixmap.isValidSize(width: sheetWidth, height: sheetHeight),
            var picture = Pixmap(width: sheetWidth, height: sheetHeight, color: SheetText.ground.premultiplied)
        else { throw tooLarge() }

        // Panels drawn one by one and pasted into the sheet (a list's background is its own,
        // so its pixels go in as they are).
        var panels: [SheetPanel] = []
        let panelFonts = try plan.drawPanels { panel, pixmap in
            var panel = panel
            panel.frame = IntRect(x: columnX[panel.column], y: rowY[panel.row], width: pixmap.width, height: pixmap.height)
            picture.paste(pixmap, x: panel.frame.x, y: panel.frame.y)
            panels.append(panel)
        }

        // Headers over the ground around the panels.
        let canvas = Canvas(pixmap: consume picture)
        var sheetLabels: [SheetLabel] = []
        func text(_ string: String, font: Font, x: Int, y: Int, width: Int?) {
            canvas.transform = Transform(scale: scale)
            let layout = SheetText.layout(string, font: font, width: width.map { Double($0) / scale })
            canvas.draw(layout, at: Point(x: Double(x) / scale, y: Double(y) / scale))
        }
        if let title {
            text(title, font: Self.titleFont, x: margin, y: margin, width: nil)
            sheetLabels.append(
                SheetLabel(
                    text: title, role: .title, axis: nil,
                    frame: IntRect(x: margin, y: margin, width: sheetWidth - 2 * margin, height: titleLine)))
        }
        // Column headers: one line per axis, each value over the span of its group, with a
        // rule under the span so nesting reads at a glance.
        for (k, values) in plan.columnHeaders.enumerated() {
            let y = margin + titleHeight + k * headerLine
            for span in HeaderSpans.spans(plan.columnHeaders, level: k) {
                let c = span.lowerBound
                let (x, spanWidth) = HeaderSpans.extent(of: span, starts: columnX, lengths: columnWidths)
                text(values[c], font: Self.headerFont, x: x, y: y + px(2), width: spanWidth)
                canvas.transform = .identity
                canvas.fill(
                    Path(
                        rect: Rect(
                            x: Double(x), y: Double(y + headerLine - px(3)), width: Double(spanWidth),
                            height: Double(max(1, px(0.5))))), with: Paint(color: SheetText.rule))
                sheetLabels.append(
                    SheetLabel(
                        text: values[c], role: .column, axis: plan.columnAxisNames[k],
                        frame: IntRect(x: x, y: y, width: spanWidth, height: headerLine)))
            }
        }
        // Row headers: one column per axis, each value at the top of its group of rows.
        for (k, values) in plan.rowHeaders.enumerated() {
            let x = margin + rowLabelWidths[..<k].reduce(0, +)
            for span in HeaderSpans.spans(plan.rowHeaders, level: k) {
                let r = span.lowerBound
                let (y, spanHeight) = HeaderSpans.extent(of: span, starts: rowY, lengths: rowHeights)
                text(values[r], font: Self.headerFont, x: x, y: y + px(2), width: nil)
                sheetLabels.append(
                    SheetLabel(
                        text: values[r], role: .row, axis: sheet.rows[k].name,
                        frame: IntRect(x: x, y: y, width: rowLabelWidths[k], height: spanHeight)))
            }
        }
        var fonts = panelFonts
        for face in canvas.usedFaces where !fonts.contains(where: { $0 === face }) { fonts.append(face) }
        return SheetPicture(
            pixmap: canvas.pixmap, scale: scale, title: title, panels: panels, labels: sheetLabels, fonts: fonts,
            columnHeaders: plan.columnHeaders, rowHeaders: plan.rowHeaders, rowCount: rowCount,
            columnCount: columnCount)
    }

    /// The general form as an offline page: the same panels, each encoded to PNG as it is
    /// drawn (so a page of many large panels holds PNG bytes, not pixels).
    public func page(
        sources: [String] = [""], showsDifference: Bool = false,
        panel: (SheetPanelRequest) throws -> SheetPanelContent
    ) throws -> SheetPage {
        let plan = try SheetPlan(self, sources: sources, showsDifference: showsDifference, panel: panel)
        var panels: [SheetPanel] = []
        var pictures: [[UInt8]] = []
        _ = try plan.drawPanels { panel, pixmap in
            panels.append(panel)
            pictures.append(try PNGEncoder().encode(pixmap))
        }
        return SheetPage(
            title: title, scale: scale, panels: panels, pictures: pictures, columnHeaders: plan.columnHeaders,
            rowHeaders: plan.rowHeaders, rowCount: plan.rowCount, columnCount: plan.columnCount)
    }

    static let headerFont = Font.systemFont(ofSize: 13, weight: .semibold)
    static let titleFont = Font.systemFont(ofSize: 17, weight: .semibold)
}
