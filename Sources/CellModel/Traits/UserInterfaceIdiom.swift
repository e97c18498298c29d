/// The kind of device (`UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: String, Sendable, Hashable, CaseIterable, Codable {
    case unspecified, phone, pad, mac
}
