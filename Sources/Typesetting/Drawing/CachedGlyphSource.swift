import Raster

/// A face drawn through a glyph cache of its own rather than the shared one: for code
/// that isolates or counts cache work (tests, benchmark scenes).
public final class CachedGlyphSource: GlyphSource {
    public let face: FontFace
    public let cache: GlyphCache

    public init(face: FontFace, cache: GlyphCache) {
        self.face = face
        self.cache = cache
    }

    public var unitsPerEm: Double { face.unitsPerEm }
    public var hasColorGlyphs: Bool { face.isColorBitmapFont }

    public func cachedMasks(_ requests: [GlyphMaskRequest], pixelsPerEm: Double) -> [GlyphMask] {
        cache.masks(requests, face: face, size: pixelsPerEm)
    }

    public func cachedOutline(of glyph: UInt32) -> Path {
        cache.outlinePath(glyph, face: face)
    }

    public func cachedColorGlyph(_ glyph: UInt32) -> ColorGlyph? {
        cache.colorGlyph(glyph, face: face)
    }
}
