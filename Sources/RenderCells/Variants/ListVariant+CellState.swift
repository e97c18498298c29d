extension ListVariant {
    /// A state a comparison shows cells in: set on every item (or on chosen items), over
    /// whatever state the list gives them.
    public enum CellState: String, Hashable, Sendable, CaseIterable {
        /// No selection, highlight, focus, and enabled.
        case normal
        case highlighted, selected, disabled, focused

        /// Sets the state on `cell`: this state on, the others off.
        func apply(to cell: ListCell) {
            cell.isHighlighted = self == .highlighted
            cell.isSelected = self == .selected
            cell.isDisabled = self == .disabled
            cell.isFocused = self == .focused
        }
    }
}
