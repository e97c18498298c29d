import RenderCells

/// A cell state a spec can set on an item (`state: {selected: true}`) or on every item
/// (`--state selected`).
///
/// The drag and drop states are UIKit's `cellDragState` and `cellDropState` as flags:
/// `dragLifting` (`.lifting`), `dragging` (`.dragging`) and `dropTarget` (`.targeted`).
public enum CellStateName: String, Hashable, Sendable, CaseIterable {
    case selected, highlighted, disabled, focused, editing, swiped, expanded, reordering, dragLifting, dragging,
         dropTarget
}
