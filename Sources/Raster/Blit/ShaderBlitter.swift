/// Composites a ``SpanShader``'s colours into a pixmap's rows, weighted by coverage.
struct ShaderBlitter<S: SpanShader>: Blitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    var shader: S
    let copy: Bool
    /// Scratch for one run of shaded colours; spans are split into chunks of its size.
    let scratch: UnsafeMutablePointer<UInt32>
    static var chunk: Int { 256 }

    init(
        pixels: UnsafeMutablePointer<UInt32>, width: Int, shader: S, blendMode: BlendMode,
        scratch: UnsafeMutablePointer<UInt32>
    ) {
        self.pixels = pixels
        self.width = width
        self.shader = shader
        self.copy = blendMode == .copy
        self.scratch = scratch
    }

    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        var done = 0
        let c = UInt32(coverage)
        while done < count {
            let n = min(Self.chunk, count - done)
            shader.shade(x: x + done, y: y, count: n, into: scratch)
            let row = pixels + (y &* width &+ x &+ done)
            if copy {
                if c == 255 {
                    row.update(from: scratch, count: n)
                } else {
                    for i in 0..<n { row[i] = lerpPixel(scratch[i], row[i], c) }
                }
            } else if c == 255 {
                for i in 0..<n { row[i] = sourceOver(scratch[i], row[i]) }
            } else {
                for i in 0..<n { row[i] = sourceOver(scalePixel(scratch[i], c), row[i]) }
            }
            done += n
        }
    }

    mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        var done = 0
        while done < count {
            let n = min(Self.chunk, count - done)
            shader.shade(x: x + done, y: y, count: n, into: scratch)
            let row = pixels + (y &* width &+ x &+ done)
            for i in 0..<n {
                let c = UInt32(coverage[done + i])
                if c == 0 { continue }
                row[i] = copy ? lerpPixel(scratch[i], row[i], c) : sourceOver(scalePixel(scratch[i], c), row[i])
            }
            done += n
        }
    }
}
