/// One trait's value with its type erased, comparable with another of the same trait.
struct TraitValue: Sendable {
    let trait: TraitIdentifier
    let value: any Sendable
    private let equals: @Sendable (any Sendable) -> Bool
    /// Whether the value is the trait's default (such values are not stored in collections).
    let isDefault: Bool

    init<T: TraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        self.trait = TraitIdentifier(trait)
        self.value = value
        self.equals = { other in (other as? T.Value) == value }
        self.isDefault = value == T.defaultValue
    }

    func isEqual(to other: TraitValue) -> Bool {
        trait == other.trait && equals(other.value)
    }
}
