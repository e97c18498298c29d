import RenderCells

/// A section header or footer as a spec gives it: its content and background, its own
/// state (headers and footers have one, as cells do) and behaviour.
package struct SupplementarySpec: Hashable, Sendable {
    package var content: ContentSpec
    package var background: BackgroundSpec?
    /// highlighted, selected, disabled, focused.
    package var state: [CellState: Bool]
    package var behavior: ConfigurationBehaviorSpec

    package init(
        content: ContentSpec, background: BackgroundSpec? = nil, state: [CellState: Bool] = [:],
        behavior: ConfigurationBehaviorSpec = ConfigurationBehaviorSpec()
    ) {
        self.content = content
        self.background = background
        self.state = state
        self.behavior = behavior
    }

    /// What the supplementary registration does: state and behaviour first, then the
    /// content and background from the view's defaults, then the configuration updates
    /// as its update handler.
    func configure(_ view: SupplementaryView) {
        for (name, on) in state {
            switch name {
            case .highlighted: view.isHighlighted = on
            case .selected: view.isSelected = on
            case .disabled: view.isDisabled = on
            case .focused: view.isFocused = on
            default: break  // not a view state; the reader refuses them
            }
        }
        behavior.install(on: view, content: content, background: background)
    }
}
