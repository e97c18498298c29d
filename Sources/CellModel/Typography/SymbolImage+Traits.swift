import Symbols
import Typesetting

extension SymbolImage {
    /// Resolves a symbol name with a configuration for a trait collection
    /// (`UIImage(systemName:withConfiguration:)` under those traits): the content size
    /// category sizes text-style symbols, the layout direction flips directional ones.
    public init(
        systemName name: String, configuration: SymbolConfiguration? = nil, traits: TraitCollection,
        catalog: SymbolCatalog = .shared
    ) throws(SymbolError) {
        try self.init(
            systemName: name, configuration: configuration, environment: traits.textEnvironment,
            catalog: catalog)
    }
}
