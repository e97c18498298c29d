/// 8-bit coverage over a rectangle of device pixels (255 = fully inside), used for clipping.
///
/// Pixels outside `bounds` count as 0.
public struct Mask: Hashable, Sendable {
    public let bounds: IntRect
    public internal(set) var values: [UInt8]

    init(bounds: IntRect, fill: UInt8 = 0) {
        self.bounds = bounds
        self.values = [UInt8](repeating: fill, count: max(0, bounds.width) * max(0, bounds.height))
    }

    /// The coverage at device pixel (x, y).
    public subscript(x: Int, y: Int) -> UInt8 {
        guard x >= bounds.x && x < bounds.maxX && y >= bounds.y && y < bounds.maxY else { return 0 }
        return values[(y - bounds.y) * bounds.width + (x - bounds.x)]
    }

    /// This mask times `other` (both as fractions of 255), over `region`.
    func intersected(with other: Mask, over region: IntRect) -> Mask {
        var out = Mask(bounds: region)
        for row in 0..<region.height {
            let y = region.y + row
            for col in 0..<region.width {
                let x = region.x + col
                out.values[row * region.width + col] = UInt8(div255(UInt32(self[x, y]) * UInt32(other[x, y])))
            }
        }
        return out
    }
}
