/// Where a paint's colours come from.
public enum Shader: Hashable, Sendable {
    case solid(RGBAColor)
    case linearGradient(LinearGradient)
}
