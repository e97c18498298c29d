import RenderCells

/// S4: 40 lines of DejaVu Sans at 51 px, nominal advances, glyph masks cached.
struct TextScene: BenchScene {
    let canvas = Canvas(width: BenchmarkScenes.width, height: BenchmarkScenes.height)!
    let face: FontFace
    let cache = GlyphCache()

    init() throws {
        do { face = try BenchmarkScenes.sceneFace(family: BenchmarkScenes.s4FontFamily) } catch {
            throw BenchError.setup("scene S4 needs \(BenchmarkScenes.s4FontFamily) (render-cells doctor says where fonts are looked for): \(error)")
        }
    }

    mutating func frame() { BenchmarkScenes.drawS4(canvas, face: face, cache: cache) }
    func picture() -> Pixmap { canvas.pixmap }
}
