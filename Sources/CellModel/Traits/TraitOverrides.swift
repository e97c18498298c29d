/// The traits a trait environment sets for itself and its descendants (`traitOverrides`).
///
/// Unlike a ``TraitCollection`` it remembers which traits were set, even to their
/// default value, so an override can force a default back on.
public struct TraitOverrides: MutableTraits, Sendable {
    var values: [TraitIdentifier: TraitValue] = [:]

    public init() {}

    /// The override for a trait; reading one that was never set returns the trait's default.
    public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
        get { values[TraitIdentifier(trait)].map { $0.value as! T.Value } ?? T.defaultValue }
        set { values[TraitIdentifier(trait)] = TraitValue(trait, newValue) }
    }

    /// Whether an override is set for the trait.
    public func contains<T: TraitDefinition>(_ trait: T.Type) -> Bool {
        values[TraitIdentifier(trait)] != nil
    }

    /// Removes the override for the trait, so it is inherited again.
    public mutating func remove<T: TraitDefinition>(_ trait: T.Type) {
        values[TraitIdentifier(trait)] = nil
    }

    public var isEmpty: Bool { values.isEmpty }

    /// The traits that have overrides.
    public var traits: Set<TraitIdentifier> { Set(values.keys) }
}
