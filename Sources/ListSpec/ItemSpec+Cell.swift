import RenderCells

extension ItemSpec {
    /// How many items are under this one, at any depth.
    var descendantCount: Int {
        var count = 0
        var stack = children
        while let item = stack.popLast() {
            count += 1
            stack.append(contentsOf: item.children)
        }
        return count
    }

    /// What the cell registration does for this item: states first (so configurations
    /// set afterwards are styled for them at once), then accessories and indentation,
    /// then the content and background built from the cell's defaults.
    func configure(_ cell: ListCell) {
        for (state, on) in state {
            switch state {
            case .selected: cell.isSelected = on
            case .highlighted: cell.isHighlighted = on
            case .disabled: cell.isDisabled = on
            case .focused: cell.isFocused = on
            case .editing: cell.isEditing = on
            case .swiped: cell.isSwiped = on
            case .expanded: break  // the section snapshot's expansion, set by the collection view
            case .reordering: cell.isReordering = on
            case .dragLifting: if on { cell.cellDragState = .lifting } else if cell.cellDragState == .lifting { cell.cellDragState = .none }
            case .dragging: if on { cell.cellDragState = .dragging } else if cell.cellDragState == .dragging { cell.cellDragState = .none }
            case .dropTarget: cell.cellDropState = on ? .targeted : .none
            }
        }
        if let swipeActions {
            cell.swipeEdge = swipeActions.edge
            cell.showsFullSwipe = swipeActions.fullSwipe
        }
        if let reorderingTranslation { cell.reorderingTranslation = reorderingTranslation }
        cell.accessories = accessories.map(\.accessory)
        accessibility.configure(cell)
        if let indentationLevel { cell.indentationLevel = indentationLevel }
        if let indentationWidth { cell.indentationWidth = indentationWidth }
        if let indentsAccessories { cell.indentsAccessories = indentsAccessories }
        behavior.install(on: cell, content: content, background: background)
    }
}
