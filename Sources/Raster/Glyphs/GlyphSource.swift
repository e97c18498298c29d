// The seam between text and pixels. The rasterizer draws glyphs it knows only as data:
// coverage masks, outlines and colour bitmaps, asked of a `GlyphSource` (a font face, in
// the text stage) by glyph index. A glyph run names its source, so a display list of glyph
// runs renders with nothing but this module, and the text stage keeps fonts, shaping and
// its caches to itself.

/// Where the glyph images of a ``GlyphRun`` come from: a font face.
///
/// A reference type because a source stands for one loaded face: runs share it, and the
/// canvas records which sources a picture used by identity.
public protocol GlyphSource: AnyObject, Sendable {
    /// Font units per em: glyph outlines are in these units.
    var unitsPerEm: Double { get }

    /// Whether glyphs are colour bitmaps (emoji), drawn as images with ``cachedColorGlyph(_:)``.
    var hasColorGlyphs: Bool { get }

    /// Coverage masks for `requests` at `pixelsPerEm` device pixels per em, each at its
    /// quarter-pixel phase; one mask per request, in order.
    func cachedMasks(_ requests: [GlyphMaskRequest], pixelsPerEm: Double) -> [GlyphMask]

    /// A glyph's outline in font units, y up, for transforms a mask cannot follow.
    func cachedOutline(of glyph: UInt32) -> Path

    /// A colour glyph's bitmap, or nil when the glyph has none.
    func cachedColorGlyph(_ glyph: UInt32) -> ColorGlyph?
}
