extension GlyphMask {
    /// The non-zero coverage of device-space polylines over `bounds`: how a glyph outline,
    /// flattened at its size and subpixel phase, becomes a mask. `rasterizer` is scratch
    /// the caller may pool (each one is confined to one thread at a time).
    package static func rasterizing(_ polylines: [Polyline], bounds b: IntRect, with rasterizer: Rasterizer) -> GlyphMask {
        var cov = [UInt8](repeating: 0, count: b.width * b.height)
        rasterizer.reset(bounds: b)
        rasterizer.add(polylines)
        cov.withUnsafeMutableBufferPointer { v in
            var w = MaskWriter(values: v.baseAddress!, origin: (b.x, b.y), width: b.width)
            rasterizer.sweep(fillRule: .nonZero, into: &w)
        }
        return GlyphMask(left: b.x, top: b.y, width: b.width, height: b.height, coverage: cov)
    }
}
