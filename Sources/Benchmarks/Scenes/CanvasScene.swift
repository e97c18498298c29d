import RenderCells

/// S1 and S2: a canvas redrawn from scratch every frame.
struct CanvasScene: BenchScene {
    let canvas = Canvas(width: BenchmarkScenes.width, height: BenchmarkScenes.height)!
    let draw: (Canvas) -> Void
    mutating func frame() { draw(canvas) }
    func picture() -> Pixmap { canvas.pixmap }
}
