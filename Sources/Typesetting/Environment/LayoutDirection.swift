/// Left-to-right or right-to-left layout (`UITraitEnvironmentLayoutDirection`).
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
    case unspecified, leftToRight, rightToLeft
}
