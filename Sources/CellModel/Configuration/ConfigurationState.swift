/// The inputs a configuration is styled for: a trait collection plus the view's states and
/// the app's own custom states (`UIConfigurationState`).
///
/// Concrete states are ``ViewConfigurationState`` and ``CellConfigurationState``.
/// Configurations take `any ConfigurationState` in `updated(for:)` and read the flags the
/// concrete type carries, as UIKit does; an unknown conforming type contributes only its
/// trait collection.
public protocol ConfigurationState: Sendable {
    /// A state with every flag off and no custom states.
    init(traitCollection: TraitCollection)

    /// The traits of the view the state belongs to.
    var traitCollection: TraitCollection { get set }

    /// An app-defined state; `nil` when it was never set.
    ///
    /// Values must be `Hashable` (so states compare by value) and `Sendable`.
    subscript(key: ConfigurationStateCustomKey) -> (any Hashable & Sendable)? { get set }
}
