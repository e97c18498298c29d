/// A coarse width or height class (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: String, Sendable, Hashable, CaseIterable, Codable {
    case unspecified, compact, regular
}
