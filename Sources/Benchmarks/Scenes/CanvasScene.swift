import RenderCells

/// S1 and S2: a canvas redrawn from scratch every frame.
struct CanvasScene: BenchScene {
    let canvas = Canvas(width: BenchmarkScenes.width, height: BenchmarkScenes.height)!
    let draw: (Canvas) -> Void
    /// A frame ends when its pixels are final in memory: a clear still pending is written.
    mutating func frame() {
        draw(canvas)
        canvas.flush()
    }
    func picture() -> Pixmap { canvas.pixmap }
}
