import RenderCells

/// Every SF Symbol name the project maps, drawn as it draws them: what `render-cells
/// symbols --sheet` writes and the symbols-sheet reference picture shows.
public enum SymbolGallery {
    /// The names in a grid of 8 columns, each symbol at Body size (scale large) with its
    /// name under it, black on white, at `scale`; and the faces its text used.
    public static func sheetWithFonts(scale: Double) throws -> (pixmap: Pixmap, fonts: [FontFace]) {
        let names = SymbolNameMapping.systemNames
        let columns = 8, cellWidth = 140.0, cellHeight = 56.0, margin = 8.0
        let rows = (names.count + columns - 1) / columns
        let width = 2 * margin + Double(columns) * cellWidth, height = 2 * margin + Double(rows) * cellHeight
        guard let canvas = Canvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        else { throw DisplayListError.pictureTooLarge(width: Int(width * scale), height: Int(height * scale)) }
        canvas.clear(.white)
        canvas.transform = Transform(scale: scale)
        let configuration = SymbolConfiguration.listContent(for: .large)
        let captionFont = Font.preferredFont(forTextStyle: .caption2)
        for (i, name) in names.enumerated() {
            let x = margin + Double(i % columns) * cellWidth, y = margin + Double(i / columns) * cellHeight
            let symbol = try SymbolImage(systemName: name, configuration: configuration)
            let centre = Point(x: x + cellWidth / 2, y: y + 18)
            symbol.draw(in: canvas, rect: Rect(x: centre.x - symbol.size.width / 2, y: centre.y - symbol.size.height / 2,
                                               width: symbol.size.width, height: symbol.size.height), color: .black)
            // Long names are cut in the middle, where SF names differ least.
            let caption = TextLayoutEngine.layout(StyledText(name, font: captionFont, color: .black),
                                                  style: ParagraphStyle(alignment: .center, lineBreakMode: .truncateMiddle),
                                                  width: cellWidth - 8)
            canvas.draw(caption, at: Point(x: x + 4, y: y + 34))
        }
        return (canvas.pixmap, canvas.usedFaces)
    }
}
