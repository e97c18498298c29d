/// The size of a symbol relative to the text it sits with (`UIImage.SymbolScale`).
public enum SymbolScale: String, Sendable, Hashable, CaseIterable, Codable {
    /// Whatever the context chooses: lists pick by content size (docs/uikit-reference.md §3.4), a
    /// symbol on its own is drawn medium, as UIKit's unspecified scale is.
    case `default`
    case small
    case medium
    case large

    /// The scale a symbol is drawn at: ``default`` reads as ``medium``.
    public var resolved: SymbolScale {
        self == .default ? .medium : self
    }
}
