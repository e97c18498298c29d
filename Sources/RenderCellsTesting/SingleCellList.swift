import RenderCells

/// A list of one cell, for snapshotting a cell on its own: no separators, no section
/// padding beyond the appearance's, the cell configured as a registration would configure it.
enum SingleCellList {
    static func make(
        _ configuration: ListContentConfiguration, appearance: ListAppearance,
        background: BackgroundConfiguration?, state: CellConfigurationState?
    ) -> CollectionView<Int, Int> {
        let registration = CellRegistration<ListCell, Int> { cell, _, _ in
            if let state {
                cell.isSelected = state.isSelected
                cell.isHighlighted = state.isHighlighted
                cell.isDisabled = state.isDisabled
                cell.isFocused = state.isFocused
                cell.isEditing = state.isEditing
                cell.isExpanded = state.isExpanded
                cell.isSwiped = state.isSwiped
                cell.isReordering = state.isReordering
                cell.cellDragState = state.cellDragState
                cell.cellDropState = state.cellDropState
            }
            cell.contentConfiguration = configuration
            if let background { cell.backgroundConfiguration = background }
        }
        var list = ListConfiguration(appearance: appearance)
        list.showsSeparators = false
        let view = CollectionView<Int, Int>(layout: .list(using: list), cellRegistration: registration)
        var snapshot = DataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0])
        view.apply(snapshot)
        return view
    }
}
