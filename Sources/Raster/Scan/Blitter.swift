/// The one seam between scan conversion and compositing: the rasterizer reports
/// coverage, a blitter turns it into pixels.
///
/// Coordinates are device pixels; spans never leave the clip bounds the
/// rasterizer was given. Coverage is 0...255 (255 = fully covered).
protocol Blitter {
    /// `count` pixels starting at (x, y), all with the same coverage.
    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8)
    /// `count` pixels starting at (x, y), each with its own coverage.
    mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>)
}
