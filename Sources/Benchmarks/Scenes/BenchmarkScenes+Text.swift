import RenderCells

// Scene S4 of docs/performance.md ("text") and its shaped variant: 40
// lines of one string at 51 px (17 pt at 3x), black on the white-cleared canvas, at
// x = 48, baselines y = 80 + 60 i. S4 maps characters to glyphs and adds nominal
// advances, as the peers do; S4shaped shapes every line with HarfBuzz (kerning on)
// in Inter, every frame. Glyph masks are cached in both, as the scene allows.

extension BenchmarkScenes {
    /// The string of every S4 line (54 characters, 38 distinct).
    package static let s4Text = "The quick brown fox jumps over the lazy dog 0123456789"
    /// The S4 em size in device pixels.
    package static let s4Size = 51.0
    /// S4's font: DejaVu Sans Book (`DejaVuSans.ttf`), found through the font catalog.
    package static let s4FontFamily = "DejaVu Sans"
    /// S4shaped's font: Inter Regular (`Inter-Regular.otf`), the system font's stand-in.
    package static let s4ShapedFontFamily = FontCatalog.systemFamily

    /// The regular upright face of `family` from `catalog` (by default the data location's:
    /// the archive's fonts or the machine's), for the scenes that draw one face directly.
    package static func sceneFace(family: String, catalog: FontCatalog = .shared) throws(FontError) -> FontFace {
        try catalog.face(family: family, weight: .regular, italic: false)
    }

    /// The string as UTF-16, the shaper's input.
    static let s4UTF16 = Array(s4Text.utf16)

    /// Draws one S4 frame (clear included): characters mapped to glyphs and nominal
    /// advances every frame, pens truncated to the quarter pixel.
    package static func drawS4(_ canvas: Canvas, face: FontFace, cache: GlyphCache) {
        canvas.clear(.white)
        let steps = Double(GlyphCache.subpixelSteps)
        let count = s4Text.unicodeScalars.count
        var requests: [GlyphCache.MaskRequest] = []
        var pens: [(x: Int, y: Int)] = []
        requests.reserveCapacity(count)
        pens.reserveCapacity(count)
        for i in 0..<40 {
            var pen = 48.0
            let baseline = 80 + 60 * i
            requests.removeAll(keepingCapacity: true)
            pens.removeAll(keepingCapacity: true)
            for scalar in s4Text.unicodeScalars {
                let glyph = face.glyphIndex(for: scalar)
                let q = Int((pen * steps).rounded(.down))
                requests.append(GlyphCache.MaskRequest(glyph: glyph, phaseX: q & (GlyphCache.subpixelSteps - 1)))
                pens.append((q >> 2, baseline))
                pen += cache.advance(glyph, face: face, size: s4Size)
            }
            canvas.drawGlyphMasks(cache.masks(requests, face: face, size: s4Size), pens: pens, color: .black)
        }
    }

    /// Draws one S4shaped frame (clear included): every line shaped with HarfBuzz (kerning
    /// and default ligatures on, no tracking) and drawn through the text path.
    package static func drawS4Shaped(_ canvas: Canvas, face: FontFace, cache: GlyphCache) {
        canvas.clear(.white)
        for i in 0..<40 {
            let run = TextShaper.shape(
                s4UTF16, range: 0..<s4UTF16.count, face: face, size: s4Size, rightToLeft: false,
                language: nil, features: ShapingFeatures(kerning: true))
            canvas.draw(run, at: Point(x: 48, y: Double(80 + 60 * i)), color: .black, cache: cache)
        }
    }
}
