/// The size of a symbol relative to the text it sits with (`UIImage.SymbolScale`).
public enum SymbolScale: String, Sendable, Hashable, CaseIterable, Codable {
    /// Whatever the context chooses; lists pick by content size (reference §3.4).
    case `default`
    case small
    case medium
    case large
}
