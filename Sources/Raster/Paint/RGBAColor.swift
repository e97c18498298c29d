/// A straight-alpha colour, gamma-encoded sRGB components in 0...1.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 0–255 components, as design tools and the reference sheet give them.
    public init(r: Int, g: Int, b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// From `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(r: Int(hex >> 16 & 255), g: Int(hex >> 8 & 255), b: Int(hex & 255), alpha: alpha)
    }

    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    public func withAlpha(_ a: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: a)
    }

    public var description: String { "RGBAColor(\(red), \(green), \(blue), \(alpha))" }

    /// Quantised and premultiplied: alpha is rounded to 8 bits first, then each
    /// 8-bit component is multiplied by it with rounding, so a colour at 29 % alpha
    /// blends exactly as iOS's 8-bit compositor does.
    public var premultiplied: PremultipliedRGBA8 {
        func q(_ v: Double) -> UInt32 {
            guard v.isFinite else { return 0 }
            return UInt32((min(1, max(0, v)) * 255).rounded())
        }
        let a = q(alpha)
        return PremultipliedRGBA8(
            r: UInt8(div255(q(red) * a)), g: UInt8(div255(q(green) * a)),
            b: UInt8(div255(q(blue) * a)), a: UInt8(a))
    }
}
