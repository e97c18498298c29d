import RenderCells

/// A cell state a spec can set on an item (`state: {selected: true}`) or on every item
/// (`--state selected`).
public enum CellStateName: String, Hashable, Sendable, CaseIterable {
    case selected, highlighted, disabled, focused, editing, swiped, expanded
}
