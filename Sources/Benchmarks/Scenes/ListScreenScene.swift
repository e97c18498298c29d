import RenderCells

/// L2screen / L2png: a full 390 × 844-pt inset-grouped screen at 3x (15 cells with
/// symbol, text, secondary text and disclosure): configure, lay out, build the display
/// list and rasterize (and encode to PNG; L2pnglevel1 with the report artefacts' setting). Text layouts and glyphs come from warm caches,
/// as they do when a list is re-rendered.
struct ListScreenScene: BenchScene {
    let view = BenchmarkScenes.fullScreenList()
    let encodes: Bool
    var encoder = PNGEncoder()
    var pixmap: Pixmap?
    var bytes = 0
    mutating func frame() throws {
        let p = try view.render(width: 390, scale: 3, height: 844)
        if encodes { bytes = try encoder.encode(p).count }
        pixmap = p
    }
    func picture() -> Pixmap { pixmap ?? Pixmap(width: 1, height: 1)! }
    var note: String { encodes ? "15 cells, \(bytes) bytes" : "15 cells" }
    var extraJSON: String { encodes ? ", \"bytes\": \(bytes)" : "" }
    var cells: Int? { 15 }
}
