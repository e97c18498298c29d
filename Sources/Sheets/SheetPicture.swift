import RenderCells

/// A drawn comparison sheet: the picture, where each panel and header is, and the font
/// files its text used.
public struct SheetPicture: Sendable {
    public var pixmap: Pixmap
    public var scale: Double
    /// The title, if any, in its own line.
    public var title: String?
    public var panels: [SheetPanel]
    public var labels: [SheetLabel]
    /// The faces the lists and the headers used, for font records.
    public var fonts: [FontFace]
    /// The column and row header texts of the grid, outermost first, for pages that lay
    /// the panels out again (`columnHeaders[k][c]` is column `c`'s label on axis `k`).
    public var columnHeaders: [[String]]
    public var rowHeaders: [[String]]
    public var rowCount: Int
    public var columnCount: Int

    /// A panel's own picture, cut from the sheet.
    public func pixmap(of panel: SheetPanel) -> Pixmap {
        pixmap.cropped(to: panel.frame) ?? pixmap
    }
}
