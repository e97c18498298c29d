// One vocabulary for cell states, by name: what a spec sets on an item (`state: {selected:
// true}`), a spec's and an item's `variants: {state: […]}`, `render-cells render --state`,
// `compare --state` and `test`, the Swift snapshot matrices (`ListVariant.state`), and what
// the layout records for each row and its dump shows. Parsed from its names here only
// (`init(rawValue:)`), so a name means the same state everywhere.

/// A state a cell is shown in (a flag of `UICellConfigurationState`), or ``normal`` for none.
///
/// The drag and drop states are UIKit's `cellDragState` and `cellDropState` as flags:
/// `dragLifting` (`.lifting`), `dragging` (`.dragging`) and `dropTarget` (`.targeted`).
public enum CellState: String, Hashable, Sendable, CaseIterable {
    /// No flag: not highlighted, selected, disabled or focused, and no cell-only state.
    case normal
    case selected, highlighted, disabled, focused, editing, swiped, expanded, reordering, dragLifting, dragging,
        dropTarget

    /// Every state but ``normal``: the flags an item's `state:` and a condition name.
    public static let flags: [CellState] = allCases.filter { $0 != .normal }

    /// The four flags a view (header, footer, cell) has; the others are a cell's alone.
    public static let viewFlags: [CellState] = [.highlighted, .selected, .disabled, .focused]

    /// Whether this state is on in `state` (``normal``: whether no flag is).
    public func isOn(in state: CellConfigurationState) -> Bool {
        switch self {
        case .normal: Self.flags.allSatisfy { !$0.isOn(in: state) }
        case .selected: state.isSelected
        case .highlighted: state.isHighlighted
        case .disabled: state.isDisabled
        case .focused: state.isFocused
        case .editing: state.isEditing
        case .swiped: state.isSwiped
        case .expanded: state.isExpanded
        case .reordering: state.isReordering
        case .dragLifting: state.cellDragState == .lifting
        case .dragging: state.cellDragState == .dragging
        case .dropTarget: state.cellDropState == .targeted
        }
    }

    /// The flags a laid-out row records (and its layout dump lists) for `state`, in that
    /// order: highlighted, selected, disabled, focused, editing, expanded, swiped,
    /// reordering. Drag and drop show in the drawing (the lift, the fill), not here.
    public static func recorded(in state: CellConfigurationState) -> [CellState] {
        [.highlighted, .selected, .disabled, .focused, .editing, .expanded, .swiped, .reordering]
            .filter { $0.isOn(in: state) }
    }

    /// ``recorded(in:)`` for a header's or footer's state: its view flags.
    public static func recorded(in state: ViewConfigurationState) -> [CellState] {
        recorded(in: CellConfigurationState(state))
    }
}
