/// Produces premultiplied colours for a run of device pixels (gradients, images).
protocol SpanShader {
    /// Writes `count` premultiplied pixels for the run starting at (x, y) into `out`.
    mutating func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>)
}
