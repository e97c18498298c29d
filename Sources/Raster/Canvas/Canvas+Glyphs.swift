extension Canvas {
    /// Composites a glyph mask with its pen position at device pixel (x, y), in `paint`'s solid colour.
    ///
    /// Masks are already in device pixels, so the current transform is not applied.
    public func drawGlyphMask(_ m: GlyphMask, x: Int, y: Int, color: RGBAColor) {
        guard m.width > 0 else { return }
        let r = IntRect(x: x + m.left, y: y + m.top, width: m.width, height: m.height).intersection(clipBounds)
        guard !r.isEmpty else { return }
        let width = self.width
        let height = self.height
        let mask = clipMask
        withExtendedLifetime(m) {
            let cov = UnsafePointer(m.storage.base)
            withPixels(rows: r.y..<(r.y + r.height)) { px in
                let dx = r.x - (x + m.left)
                let dy = r.y - (y + m.top)
                if let mask {
                    withCoverageScratch { scratch in
                        mask.values.withUnsafeBufferPointer { values in
                            let solid = SolidBlitter(
                                pixels: px, width: width, height: height, color: color, opacity: 1,
                                blendMode: .sourceOver)
                            var masked = MaskedBlitter(
                                inner: solid, maskValues: values.baseAddress!, maskBounds: mask.bounds,
                                scratch: scratch)
                            for row in 0..<r.height {
                                masked.blitCoverageRow(
                                    x: r.x, y: r.y + row, count: r.width,
                                    coverage: cov + ((dy + row) * m.width + dx))
                            }
                        }
                    }
                } else {
                    // Same bytes as SolidBlitter, specialised for mostly empty or full coverage.
                    let glyph = GlyphBlitter(pixels: px, width: width, color: color)
                    for row in 0..<r.height {
                        glyph.blitCoverageRow(x: r.x, y: r.y + row, count: r.width, coverage: cov + ((dy + row) * m.width + dx))
                    }
                }
            }
        }
    }
}
