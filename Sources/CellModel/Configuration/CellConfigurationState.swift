/// The state of a list cell for configuration (`UICellConfigurationState`): everything in
/// ``ViewConfigurationState`` plus editing, expansion, swipe, reorder and drag-and-drop.
public struct CellConfigurationState: ConfigurationState, Equatable, Sendable {
    public var traitCollection: TraitCollection
    public var isHighlighted = false
    public var isSelected = false
    public var isDisabled = false
    public var isFocused = false
    /// The list is in editing mode.
    public var isEditing = false
    /// The cell's outline item shows its children.
    public var isExpanded = false
    /// The cell is swiped to show its swipe actions.
    public var isSwiped = false
    /// The cell is being moved by its reorder control.
    public var isReordering = false
    public var cellDragState = CellDragState.none
    public var cellDropState = CellDropState.none
    var customStates: [ConfigurationStateCustomKey: CustomStateValue] = [:]

    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A cell state carrying a view state's traits, flags and custom states, with the
    /// cell-only flags off.
    public init(_ viewState: ViewConfigurationState) {
        traitCollection = viewState.traitCollection
        isHighlighted = viewState.isHighlighted
        isSelected = viewState.isSelected
        isDisabled = viewState.isDisabled
        isFocused = viewState.isFocused
        customStates = viewState.customStates
    }

    public subscript(key: ConfigurationStateCustomKey) -> (any Hashable & Sendable)? {
        get { customStates[key]?.base }
        set { customStates[key] = newValue.map(CustomStateValue.init) }
    }

    /// The keys of every custom state set, sorted so the order is deterministic.
    public var customStateKeys: [ConfigurationStateCustomKey] {
        customStates.keys.sorted { $0.rawValue < $1.rawValue }
    }

    /// The view part of this state (traits, the four view flags, custom states).
    public var viewConfigurationState: ViewConfigurationState {
        var v = ViewConfigurationState(traitCollection: traitCollection)
        v.isHighlighted = isHighlighted
        v.isSelected = isSelected
        v.isDisabled = isDisabled
        v.isFocused = isFocused
        v.customStates = customStates
        return v
    }
}
