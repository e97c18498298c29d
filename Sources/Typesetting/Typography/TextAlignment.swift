/// Horizontal alignment of text lines (`NSTextAlignment`).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    /// Leading: left in left-to-right layouts, right in right-to-left ones.
    case natural
    case left
    case center
    case right
    /// Every line but the last stretched to the full width.
    case justified
}
