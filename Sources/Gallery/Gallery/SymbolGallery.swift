import RenderCells

/// SF Symbol names drawn as the project draws them: every mapped name (what `render-cells
/// symbols --sheet` writes and the symbols-sheet reference picture shows), and the names
/// lists use most in light and dark (the common-symbols reference picture).
public enum SymbolGallery {
    /// Every mapped name in a grid of 8 columns, each symbol at Body size (scale large) with
    /// its name under it, black on white, at `scale`; and the faces its text used.
    public static func sheetWithFonts(scale: Double) throws -> (pixmap: Pixmap, fonts: [FontFace]) {
        try sheetWithFonts(names: SymbolNameMapping.systemNames, scale: scale, appearances: [.light])
    }

    /// ``SymbolNameMapping/commonNames`` at Body size (scale large), a panel per appearance
    /// side by side: label colour on the system background of iOS's light and dark lists.
    public static func commonSheetWithFonts(scale: Double) throws -> (pixmap: Pixmap, fonts: [FontFace]) {
        try sheetWithFonts(names: SymbolNameMapping.commonNames, scale: scale, appearances: [.light, .dark])
    }

    /// `names` in grids of 8 columns, one panel per appearance left to right. A name the
    /// catalog cannot draw leaves its cell empty but for its name in red, so a sheet made
    /// before a name was mapped shows the gap instead of failing.
    static func sheetWithFonts(names: [String], scale: Double, appearances: [UserInterfaceStyle])
        throws -> (pixmap: Pixmap, fonts: [FontFace])
    {
        let columns = 8
        let cellWidth = 140.0
        let cellHeight = 56.0
        let margin = 8.0
        let rows = (names.count + columns - 1) / columns
        let panelWidth = 2 * margin + Double(columns) * cellWidth
        let width = panelWidth * Double(appearances.count)
        let height = 2 * margin + Double(rows) * cellHeight
        guard let canvas = Canvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        else { throw DisplayListError.pictureTooLarge(width: Int(width * scale), height: Int(height * scale)) }
        canvas.clear(.white)
        canvas.transform = Transform(scale: scale)
        let configuration = SymbolConfiguration.listContent(for: .large)
        let captionFont = Font.preferredFont(forTextStyle: .caption2)
        for (panel, style) in appearances.enumerated() {
            let traits = TraitCollection(userInterfaceStyle: style)
            let ink = style == .light ? RGBAColor.black : Color.label.resolvedRGBA(with: traits)
            let x0 = Double(panel) * panelWidth
            if style != .light {
                canvas.fill(
                    Rect(x: x0, y: 0, width: panelWidth, height: height),
                    with: .color(Color.systemBackground.resolvedRGBA(with: traits)))
            }
            for (i, name) in names.enumerated() {
                let x = x0 + margin + Double(i % columns) * cellWidth
                let y = margin + Double(i / columns) * cellHeight
                var captionColor = ink
                if let symbol = try? SymbolImage(systemName: name, configuration: configuration) {
                    let centre = Point(x: x + cellWidth / 2, y: y + 18)
                    symbol.draw(
                        in: canvas,
                        rect: Rect(
                            x: centre.x - symbol.size.width / 2,
                            y: centre.y - symbol.size.height / 2,
                            width: symbol.size.width, height: symbol.size.height), color: ink)
                } else {
                    captionColor = Color.systemRed.resolvedRGBA(with: traits)
                }
                // Long names are cut in the middle, where SF names differ least.
                let caption = TextLayoutEngine.layout(
                    StyledText(name, font: captionFont, color: captionColor),
                    style: ParagraphStyle(
                        alignment: .center,
                        lineBreakMode: .truncateMiddle),
                    width: cellWidth - 8)
                canvas.draw(caption, at: Point(x: x + 4, y: y + 34))
            }
        }
        return (canvas.pixmap, canvas.usedFaces)
    }
}
