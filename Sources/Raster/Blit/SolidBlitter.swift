/// Composites one premultiplied colour into a pixmap's rows.
///
/// The fast path is chosen per span, not per pixel: a fully covered span of an
/// opaque colour (or any span in `copy` mode) is a plain 32-bit fill.
struct SolidBlitter: Blitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let color: UInt32
    let isOpaque: Bool
    let copy: Bool

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, color: PremultipliedRGBA8, blendMode: BlendMode) {
        self.pixels = pixels
        self.width = width
        self.color = color.packed
        self.isOpaque = color.a == 255
        self.copy = blendMode == .copy
    }

    @inline(__always) mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        let row = pixels + (y &* width &+ x)
        if coverage == 255 && (isOpaque || copy) {
            fillSpan(row, count: count, value: color)
            return
        }
        if copy {
            let c = UInt32(coverage)
            for i in 0..<count { row[i] = lerpPixel(color, row[i], c) }
            return
        }
        let src = coverage == 255 ? color : scalePixel(color, UInt32(coverage))
        if src >> 24 == 0 { return }
        sourceOverSpan(row, count: count, src: src)
    }

    mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let row = pixels + (y &* width &+ x)
        for i in 0..<count {
            let c = UInt32(coverage[i])
            if c == 0 { continue }
            if copy { row[i] = lerpPixel(color, row[i], c); continue }
            row[i] = sourceOver(c == 255 ? color : scalePixel(color, c), row[i])
        }
    }
}
