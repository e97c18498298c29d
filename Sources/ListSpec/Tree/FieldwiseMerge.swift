/// A spec whose nil fields mean "keep what the base says": a per-section or per-row spec
/// laid over the top-level one keeps every field it does not set.
///
/// The one rule for laying such specs over each other, so a new optional field is one more
/// key path in the list its spec passes, not one more hand-written `if let`.
protocol FieldwiseMerge {}

extension FieldwiseMerge {
    /// `base` with each of `fields` that this spec sets (non-nil) replaced by this spec's value.
    func overriding<each Value>(_ base: Self, fields: repeat WritableKeyPath<Self, (each Value)?>) -> Self {
        var merged = base
        for field in repeat each fields {
            if let value = self[keyPath: field] { merged[keyPath: field] = value }
        }
        return merged
    }
}
