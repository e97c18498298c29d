import Raster

// A face is what the rasterizer draws glyph runs from: masks, outlines and colour bitmaps
// come out of the shared glyph cache, so every canvas and thread reuses them.

extension FontFace: GlyphSource {
    public var hasColorGlyphs: Bool { isColorBitmapFont }

    public func cachedMasks(_ requests: [GlyphMaskRequest], pixelsPerEm: Double) -> [GlyphMask] {
        GlyphCache.shared.masks(requests, face: self, size: pixelsPerEm)
    }

    public func cachedOutline(of glyph: UInt32) -> Path {
        GlyphCache.shared.outlinePath(glyph, face: self)
    }

    public func cachedColorGlyph(_ glyph: UInt32) -> ColorGlyph? {
        GlyphCache.shared.colorGlyph(glyph, face: self)
    }
}
