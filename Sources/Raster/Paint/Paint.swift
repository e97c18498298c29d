/// How to colour what a path covers.
public struct Paint: Hashable, Sendable {
    public var shader: Shader
    /// Multiplies the shader's alpha (0...1).
    public var opacity: Double
    public var blendMode: BlendMode

    public init(shader: Shader, opacity: Double = 1, blendMode: BlendMode = .sourceOver) {
        self.shader = shader
        self.opacity = opacity
        self.blendMode = blendMode
    }

    /// A solid colour, source-over.
    public init(color: RGBAColor) {
        self.init(shader: .solid(color))
    }

    public static func color(_ c: RGBAColor) -> Paint { Paint(color: c) }
}
