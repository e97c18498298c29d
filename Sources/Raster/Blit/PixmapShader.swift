/// Shades from a pixmap already resampled to device pixels, placed at `origin`.
///
/// Pixels outside the pixmap shade as transparent.
struct PixmapShader: SpanShader {
    let source: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    let origin: (x: Int, y: Int)

    mutating func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let sy = y - origin.y
        guard sy >= 0 && sy < height else {
            out.update(repeating: 0, count: count)
            return
        }
        let row = source + sy * width
        for i in 0..<count {
            let sx = x + i - origin.x
            out[i] = (sx >= 0 && sx < width) ? row[sx] : 0
        }
    }
}
