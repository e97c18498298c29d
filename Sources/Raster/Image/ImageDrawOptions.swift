/// How ``Canvas/draw(_:in:options:)`` draws an image.
public struct ImageDrawOptions: Hashable, Sendable {
    /// Multiplies the image's alpha (0...1).
    public var opacity: Double
    /// Rounds the image's corners (user-space units).
    public var cornerRadius: Double
    public var cornerCurve: CornerCurve
    /// When set, the image is a template: its alpha is a mask painted in this colour.
    public var tintColor: RGBAColor?
    public var blendMode: BlendMode

    public init(
        opacity: Double = 1, cornerRadius: Double = 0, cornerCurve: CornerCurve = .circular,
        tintColor: RGBAColor? = nil, blendMode: BlendMode = .sourceOver
    ) {
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.tintColor = tintColor
        self.blendMode = blendMode
    }
}
