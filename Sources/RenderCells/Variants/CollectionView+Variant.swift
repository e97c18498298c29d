import CellModel
import Raster

extension CollectionView {
    /// Runs `body` with the list shown as `variant` (its traits and list appearance
    /// replaced), then puts the list back as it was.
    public func withVariant<Result>(_ variant: ListVariant, _ body: () throws -> Result) rethrows -> Result {
        let traits = traitCollection, layout = collectionLayout
        traitCollection = variant.traits(traits)
        collectionLayout = variant.layout(layout)
        defer {
            traitCollection = traits
            collectionLayout = layout
        }
        return try body()
    }
}
