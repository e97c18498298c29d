extension CollectionView {
    /// Runs `body` with the list shown as `variant` (its traits and list appearance
    /// replaced, every item in its state), then puts the list back as it was. Showing
    /// every item `editing` puts the list in editing mode too: in UIKit only a list in
    /// editing mode has editing cells, and they show their editing accessories.
    public func withVariant<Result>(_ variant: ListVariant, _ body: () throws -> Result) rethrows -> Result {
        let traits = traitCollection
        let layout = collectionLayout
        let state = stateOverride
        let editing = isEditing
        traitCollection = variant.traits(traits)
        collectionLayout = variant.layout(layout)
        if let newState = variant.state {
            stateOverride = newState
            if newState == .editing { isEditing = true }
        }
        defer {
            traitCollection = traits
            collectionLayout = layout
            stateOverride = state
            isEditing = editing
        }
        return try body()
    }
}
