/// An object that lives in the trait hierarchy through a ``TraitEnvironment`` of its own
/// and can be told when its traits change (`UITraitChangeObservable`): a list, a cell, a
/// header or footer.
///
/// The handlers get the object itself, typed as what registered (`Self`), and its traits
/// from before the change, as UIKit's do (seed 001: "the first parameter is the view
/// itself, so you don't need to capture it"):
///
/// ```swift
/// cell.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (cell: MyCell, previous) in
///     cell.setNeedsUpdateConfiguration()
/// }
/// ```
public protocol TraitChangeObservable: AnyObject {
    /// The object's node in the trait hierarchy.
    var traitEnvironment: TraitEnvironment { get }
}

extension TraitChangeObservable {
    /// Calls `handler` with this object and its previous traits whenever one of `traits`
    /// changes value in its trait collection.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [any TraitDefinition.Type], handler: @escaping (Self, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        registerForTraitChanges(traits.map { TraitIdentifier($0) }, handler: handler)
    }

    /// Calls `handler` whenever one of `traits`, given by identifier (for example
    /// ``TraitCollection/systemTraitsAffectingColorAppearance``), changes value.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [TraitIdentifier], handler: @escaping (Self, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        // Weak: the environment holding the handler is owned by the object itself.
        traitEnvironment.registerForTraitChanges(traits) { [weak self] _, previous in
            guard let self else { return }
            handler(self, previous)
        }
    }

    /// Stops a registration made on this object.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitEnvironment.unregisterForTraitChanges(registration)
    }

    /// The traits this object sets for itself and what it contains (`traitOverrides`); a
    /// change re-resolves the subtree at once.
    public var traitOverrides: TraitOverrides {
        get { traitEnvironment.traitOverrides }
        set { traitEnvironment.traitOverrides = newValue }
    }
}
