/// A blitter that records coverage into a ``Mask`` (used to build clip masks).
struct MaskWriter: Blitter {
    let values: UnsafeMutablePointer<UInt8>
    let origin: (x: Int, y: Int)
    let width: Int

    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        (values + ((y - origin.y) * width + (x - origin.x))).update(repeating: coverage, count: count)
    }

    mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        (values + ((y - origin.y) * width + (x - origin.x))).update(from: coverage, count: count)
    }
}
