import RenderCells

/// L1layout: configure (registration + state update) and lay out 10,000 self-sizing cells
/// of mixed variants at 390 pt, 3x. Texts are distinct, so the text measurer's cache
/// (1,024 entries) cannot hold a frame's text: every frame measures afresh.
struct ListLayoutScene: BenchScene {
    let view = BenchmarkScenes.tenThousandCells()
    var layout: ListLayout?
    mutating func frame() { layout = view.layout(width: 390, scale: 3) }
    func picture() -> Pixmap {
        (try? view.render(width: 390, scale: 1, height: 844)) ?? Pixmap(width: 1, height: 1)!
    }
    var note: String { "10000 cells, content height \(Int(layout?.contentHeight ?? 0)) pt" }
    var cells: Int? { 10_000 }
}
