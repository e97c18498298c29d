import Foundation
import Raster

/// A face drawn through a glyph cache of its own rather than the shared one: for code
/// that isolates or counts cache work (tests, benchmark scenes).
///
/// Made by ``GlyphCache/source(for:)``, once per face and cache, so a canvas records it
/// once however many runs use it. It holds its cache weakly (the cache holds it), and a
/// source that outlives its cache draws through the shared one.
public final class CachedGlyphSource: GlyphSource, @unchecked Sendable {
    public let face: FontFace
    private weak var weakCache: GlyphCache?

    init(face: FontFace, cache: GlyphCache) {
        self.face = face
        weakCache = cache
    }

    /// The cache glyph images come from.
    public var cache: GlyphCache { weakCache ?? .shared }

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
