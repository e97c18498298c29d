import RenderCells

/// S4 and S4shaped: 40 lines of text at 51 px, glyph masks cached. S4 draws DejaVu Sans
/// at nominal advances; S4shaped draws the same lines in Inter Regular, shaped with
/// HarfBuzz (kerning on) every frame.
struct TextScene: BenchScene {
    let canvas = Canvas(width: BenchmarkScenes.width, height: BenchmarkScenes.height)!
    let face: FontFace
    let cache = GlyphCache()
    let draw: (Canvas, FontFace, GlyphCache) -> Void

    /// S4.
    static func nominal() throws -> TextScene {
        try TextScene(name: "S4", family: BenchmarkScenes.s4FontFamily) { BenchmarkScenes.drawS4($0, face: $1, cache: $2) }
    }

    /// S4shaped.
    static func shaped() throws -> TextScene {
        try TextScene(name: "S4shaped", family: BenchmarkScenes.s4ShapedFontFamily) {
            BenchmarkScenes.drawS4Shaped($0, face: $1, cache: $2)
        }
    }

    private init(name: String, family: String, draw: @escaping (Canvas, FontFace, GlyphCache) -> Void) throws {
        do { face = try BenchmarkScenes.sceneFace(family: family) } catch {
            throw BenchError.setup(
                "scene \(name) needs \(family) (render-cells doctor says where fonts are looked for): \(error)")
        }
        self.draw = draw
    }

    /// A frame ends when its pixels are final in memory: a clear still pending is written.
    mutating func frame() {
        draw(canvas, face, cache)
        canvas.flush()
    }
    func picture() -> Pixmap { canvas.pixmap }
}
