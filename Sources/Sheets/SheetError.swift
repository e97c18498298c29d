import RenderCells

/// Why a comparison sheet cannot be made, found before any pixel is drawn.
public enum SheetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The same axis on both rows and columns, or twice.
    case repeatedAxis(String)
    /// An axis with no values.
    case emptyAxis(String)
    /// More panels than ``ComparisonSheet/maxPanels``.
    case tooManyPanels(count: Int, limit: Int)
    /// The whole picture would be over the pixmap limits.
    case tooLarge(
        panels: Int, rows: Int, columns: Int, panelWidth: Double, panelHeight: Double, scale: Double,
        width: Int, height: Int)

    public var description: String {
        switch self {
        case .repeatedAxis(let name):
            return "the \(name) axis is given more than once; each axis goes on the rows or the columns, once"
        case .emptyAxis(let name):
            return "the \(name) axis has no values"
        case .tooManyPanels(let count, let limit):
            return "the sheet would have \(count) panels, over the limit of \(limit); compare fewer values at once"
        case .tooLarge:
            return limitSummary
                + "; compare fewer values, at a lower scale or with a maxPanelHeight, or make a page (ComparisonSheet.page), "
                + "whose panels are separate pictures"
        }
    }

    /// For ``tooLarge(panels:rows:columns:panelWidth:panelHeight:scale:width:height:)``: the
    /// size and the limit, without advice, for a caller that words the remedies its own
    /// way (the command line names its flags); the description for other cases.
    public var limitSummary: String {
        guard case .tooLarge(let panels, let rows, let columns, let w, let h, let scale, let width, let height) = self else {
            return description
        }
        func pt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String((v * 10).rounded() / 10) }
        return "the sheet would be \(width) x \(height) pixels: \(panels) panels (\(rows) rows x \(columns) columns) "
            + "of up to \(pt(w)) x \(pt(h)) pt at \(Int(scale))x, over \(Pixmap.limitsInWords)"
    }
}
