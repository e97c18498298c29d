/// How a drawing's colour combines with what is already in the pixmap.
public enum BlendMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// Porter-Duff source-over in gamma-encoded sRGB, as iOS composites.
    case sourceOver
    /// Replace the destination (partial coverage interpolates towards the source).
    case copy
}
