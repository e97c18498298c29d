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
        for (state, on) in state { state.set(on, on: cell) }
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
