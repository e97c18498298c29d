/// The flags of a configuration state that content and background styling read,
/// gathered once from either kind of state.
struct ConfigurationStateFlags: Equatable, Sendable {
    var isHighlighted = false
    var isSelected = false
    var isDisabled = false
    var isEditing = false
    var isSwiped = false
    var isDropTarget = false
    /// Sidebar selection is tinted only while the list is "key" (see `isEmphasized`).
    var isEmphasized = true
    var idiom = UserInterfaceIdiom.unspecified
    /// The design generation's figures (corner radii, the swiped fill).
    var design = ListDesignFigures.ios18

    init() {}

    init(_ state: any ConfigurationState) {
        if let cell = state as? CellConfigurationState {
            isHighlighted = cell.isHighlighted
            isSelected = cell.isSelected
            isDisabled = cell.isDisabled
            isEditing = cell.isEditing
            isSwiped = cell.isSwiped
            isDropTarget = cell.cellDropState == .targeted
        } else if let view = state as? ViewConfigurationState {
            isHighlighted = view.isHighlighted
            isSelected = view.isSelected
            isDisabled = view.isDisabled
        }
        isEmphasized = state.isEmphasized
        idiom = state.traitCollection.userInterfaceIdiom
        design = state.traitCollection.listDesign.figures
    }

    /// Whether a sidebar row's background is filled with the tint (selection) or
    /// systemGray (drop target), both of which turn its content white (docs/uikit-reference.md §3.6).
    func hasTintedBackground(accompanied: Bool) -> Bool {
        guard !isDisabled else { return false }
        if isDropTarget { return true }
        return (isSelected || isHighlighted) && isEmphasized && !accompanied && idiom != .mac
    }
}
