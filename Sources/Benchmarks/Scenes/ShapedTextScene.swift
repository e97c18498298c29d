import RenderCells

/// S4shaped: the S4 lines in Inter Regular at 51 px, shaped with HarfBuzz (kerning on)
/// every frame, glyph masks cached.
struct ShapedTextScene: BenchScene {
    let canvas = Canvas(width: BenchmarkScenes.width, height: BenchmarkScenes.height)!
    let face: FontFace
    let cache = GlyphCache()

    init() throws {
        do { face = try BenchmarkScenes.sceneFace(family: BenchmarkScenes.s4ShapedFontFamily) } catch {
            throw BenchError.setup("scene S4shaped needs \(BenchmarkScenes.s4ShapedFontFamily) (render-cells doctor says where fonts are looked for): \(error)")
        }
    }

    mutating func frame() { BenchmarkScenes.drawS4Shaped(canvas, face: face, cache: cache) }
    func picture() -> Pixmap { canvas.pixmap }
}
