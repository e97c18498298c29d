import RenderCells

/// One benchmark scene: what is prepared once, and the work of one timed frame.
package protocol BenchScene {
    mutating func frame() throws
    func picture() -> Pixmap
    /// Extra facts printed after the timing (e.g. the encoded size).
    var note: String { get }
    var extraJSON: String { get }
    /// The number of cells a frame lays out or draws (list scenes), for per-cell figures.
    var cells: Int? { get }
}

extension BenchScene {
    package var note: String { "" }
    package var extraJSON: String { "" }
    package var cells: Int? { nil }
}
