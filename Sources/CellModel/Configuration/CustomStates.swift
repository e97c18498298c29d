/// The app-defined states a cell, header or footer carries into its configuration state,
/// kept so that setting a value equal to the current one changes nothing (no update pass).
package struct CustomStates: Sendable {
    private var values: [ConfigurationStateCustomKey: CustomStateValue] = [:]

    package init() {}

    package subscript(key: ConfigurationStateCustomKey) -> (any Hashable & Sendable)? {
        values[key]?.base
    }

    /// Sets `value` (nil removes it) and says whether anything changed.
    package mutating func set(_ value: (any Hashable & Sendable)?, for key: ConfigurationStateCustomKey) -> Bool {
        let new = value.map(CustomStateValue.init)
        guard new != values[key] else { return false }
        values[key] = new
        return true
    }

    /// Copies every custom state into `state`.
    package func apply<State: ConfigurationState>(to state: inout State) {
        for (key, value) in values { state[key] = value.base }
    }
}
