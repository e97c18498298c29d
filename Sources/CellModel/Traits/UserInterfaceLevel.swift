/// The visual level of content (`UIUserInterfaceLevel`): elevated for sheets and popovers,
/// which lightens some dark background colours.
public enum UserInterfaceLevel: String, Sendable, Hashable, CaseIterable, Codable {
    case unspecified, base, elevated
}
