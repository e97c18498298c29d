extension CellState {
    /// Turns this state on or off on `cell`: a registration's handler setting what a spec's
    /// item says (``normal`` sets nothing). `expanded` is the section snapshot's and is
    /// left to the collection view. Turning a drag state off clears only that drag state.
    package func set(_ on: Bool, on cell: ListCell) {
        switch self {
        case .normal, .expanded: break
        case .selected: cell.isSelected = on
        case .highlighted: cell.isHighlighted = on
        case .disabled: cell.isDisabled = on
        case .focused: cell.isFocused = on
        case .editing: cell.isEditing = on
        case .swiped: cell.isSwiped = on
        case .reordering: cell.isReordering = on
        case .dragLifting:
            if on { cell.cellDragState = .lifting } else if cell.cellDragState == .lifting { cell.cellDragState = .none }
        case .dragging:
            if on { cell.cellDragState = .dragging } else if cell.cellDragState == .dragging { cell.cellDragState = .none }
        case .dropTarget: cell.cellDropState = on ? .targeted : .none
        }
    }

    /// Shows `cell` in this state over whatever state the list gave it, as a comparison of
    /// states does: this state on and the other view flags (highlighted, selected,
    /// disabled, focused) off; the cell-only flags other than this one stay as they were.
    func show(on cell: ListCell) {
        for flag in Self.viewFlags { flag.set(flag == self, on: cell) }
        if self == .expanded { cell.isExpanded = true } else { set(true, on: cell) }
    }
}
