/// Whether a cell is the target of a drop (`UICellConfigurationState.DropState`).
public enum CellDropState: String, Sendable, Hashable, CaseIterable, Codable {
    /// No drop session is active over the list.
    case none
    /// A drop session is active but this cell is not its target.
    case notTargeted
    /// This cell is the target of the drop.
    case targeted
}
