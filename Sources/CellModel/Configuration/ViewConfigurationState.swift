/// The state of a view for configuration: traits, interaction flags and custom states
/// (`UIViewConfigurationState`).
///
/// A value: changing a copy never changes the original, and two states are equal when
/// their traits, flags and custom states are all equal.
public struct ViewConfigurationState: ConfigurationState, Equatable, Sendable {
    public var traitCollection: TraitCollection
    public var isHighlighted = false
    public var isSelected = false
    public var isDisabled = false
    public var isFocused = false
    var customStates: [ConfigurationStateCustomKey: CustomStateValue] = [:]

    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: ConfigurationStateCustomKey) -> (any Hashable & Sendable)? {
        get { customStates[key]?.base }
        set { customStates[key] = newValue.map(CustomStateValue.init) }
    }

    /// The keys of every custom state set, sorted so the order is deterministic.
    public var customStateKeys: [ConfigurationStateCustomKey] {
        customStates.keys.sorted { $0.rawValue < $1.rawValue }
    }
}
