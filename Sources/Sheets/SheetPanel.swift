import RenderCells

/// One picture of a comparison sheet: which variant of which list it shows, where it is,
/// and the labels it sits under.
public struct SheetPanel: Sendable, Equatable {
    /// Row and column in the grid of panels.
    public var row: Int
    public var column: Int
    /// The variant shown (its unset axes are the list's own).
    public var variant: ListVariant
    /// Which of the compared lists (0 unless the sheet compares several), or nil for the
    /// difference of the first two.
    public var source: Int?
    /// The row's labels then the column's, outermost first (`["dark", "insetGrouped"]`).
    public var labels: [String]
    /// A stable name for files and reports: the variant's name, with the source's label
    /// when several lists are compared (`insetGrouped-dark.after`).
    public var name: String
    /// Where the panel is in the sheet, in device pixels (its picture:
    /// ``SheetPicture/pixmap(of:)``).
    public var frame: IntRect
    /// The list's layout dump, nil for a difference panel.
    public var layout: DisplayList?
    /// For a before-and-after sheet's what-changed panel, its text: the ranked layout
    /// changes between the two lists; nil for every other panel.
    public var changes: String?

    public static func == (a: SheetPanel, b: SheetPanel) -> Bool {
        a.row == b.row && a.column == b.column && a.variant == b.variant && a.source == b.source
            && a.labels == b.labels && a.name == b.name && a.frame == b.frame && a.changes == b.changes
    }
}
