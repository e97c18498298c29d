/// The one seam between scan conversion and compositing: the rasterizer reports
/// coverage, a blitter turns it into pixels.
///
/// Coordinates are device pixels; spans never leave the clip bounds the
/// rasterizer was given. Coverage is 0...255 (255 = fully covered).
package protocol Blitter {
    /// `count` pixels starting at (x, y), all with the same coverage.
    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8)
    /// `count` pixels starting at (x, y), each with its own coverage.
    mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>)
    /// The same span on `height` rows from y down (the straight sides of a shape give
    /// whole runs of identical rows); blitters that can set up once per rectangle do.
    mutating func blitRect(x: Int, y: Int, width: Int, height: Int, coverage: UInt8)
}

extension Blitter {
    package mutating func blitRect(x: Int, y: Int, width: Int, height: Int, coverage: UInt8) {
        for row in y..<(y + height) { blitSpan(x: x, y: row, count: width, coverage: coverage) }
    }
}
