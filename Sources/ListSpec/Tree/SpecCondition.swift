import RenderCells

/// When a configuration update applies: the states and traits it needs, all of them.
///
/// ```yaml
/// when: {selected: true}                          # a system state
/// when: {isArchived: true, theme: monochrome}     # a declared custom state and trait
/// when: {userInterfaceStyle: dark, horizontalSizeClass: regular}
/// ```
package struct SpecCondition: Hashable, Sendable {
    package var states: [CellState: Bool] = [:]
    /// Declared custom states, by name.
    package var customStates: [String: Bool] = [:]
    package var traits = TraitsSpec()

    package init() {}

    /// Whether `state` has every state and trait this names.
    func matches(_ state: CellConfigurationState, declarations: SpecDeclarations) -> Bool {
        for (name, on) in states where name.isOn(in: state) != on { return false }
        for (name, on) in customStates where ((state[.spec(name)] as? Bool) ?? false) != on { return false }
        return traits.matches(state.traitCollection, declarations: declarations)
    }
}

extension SpecCondition {
    init(node: SpecNode) throws(SpecError) {
        let declarations = node.context.declarations
        let allowed =
            CellState.flags.map(\.rawValue) + declarations.customStates + TraitsSpec.fields
            + declarations.customTraits.map(\.name)
        let f = try node.fields(allowed: allowed, what: "a condition")
        self.init()
        for key in f.order {
            let n = f[key]!
            if let state = CellState(rawValue: key) {
                states[state] = try n.bool()
            } else if declarations.customStates.contains(key) {
                customStates[key] = try n.bool()
            } else {
                try traits.read(key, n)
            }
        }
    }
}
