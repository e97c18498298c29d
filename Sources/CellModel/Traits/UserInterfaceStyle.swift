/// Light or dark appearance (`UIUserInterfaceStyle`); unspecified resolves as light.
public enum UserInterfaceStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case unspecified, light, dark
}
