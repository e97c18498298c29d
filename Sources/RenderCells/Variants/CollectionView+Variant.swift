extension CollectionView {
    /// Runs `body` with the list shown as `variant` (its traits and list appearance
    /// replaced), then puts the list back as it was.
    public func withVariant<Result>(_ variant: ListVariant, _ body: () throws -> Result) rethrows -> Result {
        let traits = traitCollection, layout = collectionLayout, state = stateOverride
        traitCollection = variant.traits(traits)
        collectionLayout = variant.layout(layout)
        if let newState = variant.state { stateOverride = newState }
        defer {
            traitCollection = traits
            collectionLayout = layout
            stateOverride = state
        }
        return try body()
    }
}
