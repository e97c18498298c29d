/// Something whose trait values can be set by subscript (`UIMutableTraits`): the
/// builder of a ``TraitCollection`` and the ``TraitOverrides`` of a trait environment.
///
/// System traits are properties on this protocol (see `MutableTraits+System.swift`),
/// so custom traits get the same syntax by adding an extension.
public protocol MutableTraits {
    subscript<T: TraitDefinition>(trait: T.Type) -> T.Value { get set }
}
