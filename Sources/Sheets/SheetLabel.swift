import RenderCells

/// A header of a comparison sheet: the title, a column group's or a row group's value.
public struct SheetLabel: Sendable, Equatable {
    public enum Role: String, Sendable {
        case title, column, row
    }

    public var text: String
    public var role: Role
    /// The axis the label names a value of (nil for the title).
    public var axis: String?
    /// The span it labels, in device pixels: the columns (or rows) of its group.
    public var frame: IntRect
}
