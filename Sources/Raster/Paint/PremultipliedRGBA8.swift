/// One premultiplied RGBA8 pixel: every colour component ≤ alpha.
public struct PremultipliedRGBA8: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let transparent = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)
    public static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
    public static let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)

    /// The pixel as it sits in memory, read as a little-endian UInt32 (R in the low byte).
    @inline(__always) public var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    @inline(__always) public init(packed v: UInt32) {
        r = UInt8(truncatingIfNeeded: v)
        g = UInt8(truncatingIfNeeded: v >> 8)
        b = UInt8(truncatingIfNeeded: v >> 16)
        a = UInt8(truncatingIfNeeded: v >> 24)
    }

    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}
