import Symbols
import Typesetting

// UIKit's image initialisers (`UIImage(systemName:)`, `UIImage(systemName:withConfiguration:)`),
// failable as UIKit's are: a name the symbol set does not draw gives nil, as an unknown
// name does on iOS, so `UIImage(systemName: "star")!` and `if let` read as they do there.

extension ListImage {
    /// The symbol `systemName`, or nil when the symbol set has no such name.
    public init?(systemName: String) {
        self.init(systemName: systemName, withConfiguration: nil)
    }

    /// The symbol `systemName` sized and weighted by `configuration`, or nil when the
    /// symbol set has no such name.
    public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        guard
            systemName.hasPrefix(SymbolNameMapping.materialPrefix)
                || SymbolNameMapping.entry(forSystemName: systemName) != nil
        else { return nil }
        self = .symbol(name: systemName, configuration: configuration)
    }

    /// This image with `configuration` applied over its own (`withConfiguration(_:)`,
    /// `applyingSymbolConfiguration(_:)`); images that are not symbols are returned as they are.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> ListImage {
        guard case .symbol(let name, let own) = self else { return self }
        return .symbol(name: name, configuration: own?.applying(configuration) ?? configuration)
    }
}
