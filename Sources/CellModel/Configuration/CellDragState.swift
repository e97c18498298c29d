/// Where a cell is in a drag session (`UICellConfigurationState.DragState`).
public enum CellDragState: String, Sendable, Hashable, CaseIterable, Codable {
    /// Not being dragged.
    case none
    /// Lifting off the list at the start of a drag, before it moves.
    case lifting
    /// Being dragged.
    case dragging
}
