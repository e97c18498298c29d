/// A colour at a position along a gradient (0 = start, 1 = end).
public struct GradientStop: Hashable, Sendable {
    public var location: Double
    public var color: RGBAColor

    public init(location: Double, color: RGBAColor) {
        self.location = location
        self.color = color
    }
}
