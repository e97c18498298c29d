/// An immutable set of trait values (`UITraitCollection`).
///
/// Unset traits read as their definition's default. Values equal to the default
/// are not stored, so two collections are equal exactly when every trait reads
/// the same, and comparing them costs one pass over the traits actually set.
public struct TraitCollection: Sendable, Equatable, CustomStringConvertible {
    var values: [TraitIdentifier: TraitValue]

    /// Every trait at its default value.
    public init() {
        values = [:]
    }

    /// A collection built by setting traits on a mutable builder:
    /// `TraitCollection { $0.userInterfaceStyle = .dark }`.
    public init(_ mutations: (inout Builder) -> Void) {
        var b = Builder(values: [:])
        mutations(&b)
        values = b.values
    }

    /// The value of a trait.
    public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
        guard let v = values[TraitIdentifier(trait)] else { return T.defaultValue }
        return v.value as! T.Value
    }

    /// A copy with some traits changed (`modifyingTraits`).
    public func modifyingTraits(_ mutations: (inout Builder) -> Void) -> TraitCollection {
        var b = Builder(values: values)
        mutations(&b)
        var out = TraitCollection()
        out.values = b.values
        return out
    }

    /// This collection with every trait set in `overrides` replaced by the override.
    public func applying(_ overrides: TraitOverrides) -> TraitCollection {
        guard !overrides.values.isEmpty else { return self }
        var out = self
        for (k, v) in overrides.values { out.values[k] = v }
        out.normalize()
        return out
    }

    /// The traits whose values differ between the two collections.
    public func changedTraits(from other: TraitCollection) -> Set<TraitIdentifier> {
        var changed = Set<TraitIdentifier>()
        for (k, v) in values where !(other.values[k].map { v.isEqual(to: $0) } ?? false) { changed.insert(k) }
        for k in other.values.keys where values[k] == nil { changed.insert(k) }
        return changed
    }

    /// Whether a dynamic colour could resolve differently in `other`.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection) -> Bool {
        changedTraits(from: other).contains { $0.affectsColorAppearance }
    }

    public static func == (a: TraitCollection, b: TraitCollection) -> Bool {
        guard a.values.count == b.values.count else { return false }
        for (k, v) in a.values {
            guard let w = b.values[k], v.isEqual(to: w) else { return false }
        }
        return true
    }

    public var description: String {
        let parts = values.values.map { "\($0.trait.name) = \($0.value)" }.sorted()
        return "TraitCollection(\(parts.joined(separator: ", ")))"
    }

    /// Drops stored values equal to their defaults (kept by overrides, not by collections).
    mutating func normalize() {
        values = values.filter { !$0.value.isDefault }
    }

    /// The mutable view handed to `TraitCollection { … }` and `modifyingTraits`.
    public struct Builder: MutableTraits {
        var values: [TraitIdentifier: TraitValue]

        public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
            get { values[TraitIdentifier(trait)].map { $0.value as! T.Value } ?? T.defaultValue }
            set {
                if newValue == T.defaultValue {
                    values[TraitIdentifier(trait)] = nil
                } else {
                    values[TraitIdentifier(trait)] = TraitValue(trait, newValue)
                }
            }
        }
    }
}
