/// Whether Increase Contrast is on (`UIAccessibilityContrast`).
public enum AccessibilityContrast: String, Sendable, Hashable, CaseIterable, Codable {
    case unspecified, normal, high
}
