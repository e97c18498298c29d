/// Whether Bold Text is on (`UILegibilityWeight`).
public enum LegibilityWeight: String, Sendable, Hashable, CaseIterable, Codable {
    case unspecified, regular, bold
}
