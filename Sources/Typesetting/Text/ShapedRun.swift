import Raster

/// A run of glyphs shaped with one face, size, direction and script.
///
/// Glyphs are in visual order (left to right), as HarfBuzz returns them for
/// right-to-left runs too; `range` is the run's UTF-16 range in the paragraph.
public struct ShapedRun: Sendable {
    public var face: FontFace
    /// Font size in points (or device pixels, if the caller shaped in pixels).
    public var size: Double
    public var glyphs: [ShapedGlyph]
    public var range: Range<Int>
    public var isRightToLeft: Bool
    /// The UAX #9 embedding level of the run.
    public var bidiLevel: UInt8

    public init(face: FontFace, size: Double, glyphs: [ShapedGlyph], range: Range<Int>, isRightToLeft: Bool, bidiLevel: UInt8) {
        self.face = face
        self.size = size
        self.glyphs = glyphs
        self.range = range
        self.isRightToLeft = isRightToLeft
        self.bidiLevel = bidiLevel
    }

    /// The sum of the glyph advances.
    public var width: Double { glyphs.reduce(0) { $0 + $1.xAdvance } }
}

extension ShapedRun {
    /// The run as the rasterizer draws it: its glyphs, drawn from its face through the
    /// shared glyph cache.
    public var glyphRun: GlyphRun { GlyphRun(source: face, size: size, glyphs: glyphs) }

    /// The run drawn through `cache`: the face itself for the shared cache, otherwise a
    /// ``CachedGlyphSource`` pairing the face with that cache.
    public func glyphRun(cache: GlyphCache) -> GlyphRun {
        cache === GlyphCache.shared ? glyphRun : GlyphRun(source: cache.source(for: face), size: size, glyphs: glyphs)
    }
}
