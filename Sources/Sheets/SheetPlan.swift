import RenderCells

/// A sheet laid out but not drawn: every panel's content and size, and the headers. The
/// picture and the page are both drawn from one plan, so they show the same panels under
/// the same labels.
struct SheetPlan {
    /// The sheet as drawn: a comparison of two lists puts every axis down the side, so each
    /// variant is one row read left to right (before, after, difference, what changed).
    var sheet: ComparisonSheet
    var sources: [String]
    /// Whether each variant gets a difference panel and a what-changed panel.
    var compares: Bool
    /// Panels per variant.
    var perVariant: Int
    /// Each panel's content: nil for a difference, drawn from the two before it.
    var contents: [[SheetPanelContent?]]
    var sizes: [[(width: Int, height: Int)]]
    /// The fonts the what-changed panels used.
    var fonts: [FontFace]
    var columnHeaders: [[String]]
    var columnAxisNames: [String]
    var rowHeaders: [[String]]

    var rowCount: Int { sheet.rowCount }
    var columnCount: Int { sheet.columnCount * perVariant }

    init(
        _ sheet: ComparisonSheet, sources: [String], showsDifference: Bool,
        panel: (SheetPanelRequest) throws -> SheetPanelContent
    ) throws {
        let sources = sources.isEmpty ? [""] : sources
        compares = showsDifference && sources.count == 2
        var sheet = sheet
        if compares {
            sheet.rows += sheet.columns
            sheet.columns = []
        }
        self.sheet = sheet
        self.sources = sources
        perVariant = sources.count + (compares ? 2 : 0)
        try sheet.validate(sources: perVariant)
        guard [1.0, 2.0, 3.0].contains(sheet.scale) else {
            throw RenderError.invalidArgument("scale must be 1, 2 or 3, got \(sheet.scale)")
        }
        let rowCount = sheet.rowCount
        let columnCount = sheet.columnCount * perVariant

        // Every panel laid out (no pixels yet): the sheet's size depends on theirs.
        contents = Array(repeating: Array(repeating: nil, count: columnCount), count: rowCount)
        sizes = Array(repeating: [], count: rowCount)
        fonts = []
        for r in 0..<rowCount {
            for c in 0..<columnCount {
                let source = c % perVariant
                if source < sources.count {
                    let request = SheetPanelRequest(
                        variant: sheet.variant(row: r, column: c / perVariant), row: r,
                        column: c / perVariant, source: source,
                        rowIndices: ComparisonSheet.indices(r, in: sheet.rows),
                        columnIndices: ComparisonSheet.indices(c / perVariant, in: sheet.columns))
                    var content = try panel(request)
                    // A picture made elsewhere is cut like the lists, as a screenshot would be.
                    if case .picture(let picture, let layout) = content, let maxPanelHeight = sheet.maxPanelHeight {
                        let rows = Int((maxPanelHeight * sheet.scale).rounded())
                        if picture.height > rows,
                            let cut = picture.cropped(to: IntRect(x: 0, y: 0, width: picture.width, height: rows))
                        {
                            content = .picture(cut, layout: layout)
                        }
                    }
                    contents[r][c] = content
                    sizes[r].append(content.pixelSize)
                } else if source == sources.count {
                    // The difference: as large as either list.
                    let a = sizes[r][c - 2]
                    let b = sizes[r][c - 1]
                    sizes[r].append((max(a.width, b.width), max(a.height, b.height)))
                } else {
                    // What changed: text as wide as the lists.
                    let text = SheetChangeList.text(before: contents[r][c - 3]?.layoutDump, after: contents[r][c - 2]?.layoutDump)
                    guard let drawn = SheetChangeList.picture(text, width: sizes[r][c - 1].width, scale: sheet.scale) else {
                        throw RenderError.invalidArgument("the what-changed panel of row \(r + 1) is too large to draw")
                    }
                    for face in drawn.fonts where !fonts.contains(where: { $0 === face }) { fonts.append(face) }
                    contents[r][c] = .picture(drawn.pixmap, layout: nil)
                    sizes[r].append((drawn.pixmap.width, drawn.pixmap.height))
                }
            }
        }

        var columnHeaders: [[String]] = sheet.columns.map { _ in [] }
        let perVariant = self.perVariant
        for c in 0..<columnCount {
            let labels = sheet.labels(column: c / perVariant)
            for k in sheet.columns.indices { columnHeaders[k].append(labels[k]) }
        }
        columnAxisNames = sheet.columns.map(\.name)
        if perVariant > 1 {
            let names = sources + (compares ? ["Difference", "What changed"] : [])
            columnHeaders.append((0..<columnCount).map { names[$0 % perVariant] })
            columnAxisNames.append("list")
        }
        self.columnHeaders = columnHeaders
        rowHeaders = sheet.rows.indices.map { k in (0..<rowCount).map { sheet.labels(row: $0)[k] } }
    }

    /// Draws the panels in reading order and hands each, placed at the origin, to `place`;
    /// returns the fonts their text used. A difference needs the two lists before it, so
    /// those two are the only panel pictures held at once.
    func drawPanels(_ place: (SheetPanel, Pixmap) throws -> Void) throws -> [FontFace] {
        var fonts = self.fonts
        var recent: [Pixmap] = []
        for r in 0..<rowCount {
            for c in 0..<columnCount {
                let source = c % perVariant
                let variant = sheet.variant(row: r, column: c / perVariant)
                let pixmap: Pixmap
                var layout: DisplayList?
                var changes: String?
                switch contents[r][c] {
                case .list(let list):
                    let drawn = try list.renderWithFonts()
                    pixmap = drawn.pixmap
                    layout = list
                    for face in drawn.fonts where !fonts.contains(where: { $0 === face }) { fonts.append(face) }
                case .picture(let picture, _):
                    pixmap = picture
                    if source > sources.count {
                        changes = SheetChangeList.text(
                            before: contents[r][c - 3]?.layoutDump,
                            after: contents[r][c - 2]?.layoutDump)
                    }
                case nil:
                    guard let difference = SheetDifference.picture(before: recent[0], after: recent[1], scale: sheet.scale) else {
                        throw RenderError.invalidArgument("the difference panel of row \(r + 1) is too large to draw")
                    }
                    pixmap = difference
                }
                if source < sources.count, compares { recent = Array((recent + [pixmap]).suffix(2)) }
                var name = variant.name
                if perVariant > 1 {
                    name += "." + (source < sources.count ? sources[source] : source == sources.count ? "difference" : "changes")
                }
                try place(
                    SheetPanel(
                        row: r, column: c, variant: variant, source: source < sources.count ? source : nil,
                        labels: rowHeaders.map { $0[r] } + columnHeaders.map { $0[c] }, name: name,
                        frame: IntRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height),
                        layout: layout, changes: changes), pixmap)
            }
        }
        return fonts
    }
}
