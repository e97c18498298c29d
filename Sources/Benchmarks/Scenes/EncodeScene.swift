import RenderCells

/// S5: the S1 picture encoded as PNG in memory.
struct EncodeScene: BenchScene {
    let input: Pixmap
    let encoder: PNGEncoder
    var bytes: [UInt8] = []
    init(encoder: PNGEncoder) {
        let c = Canvas(width: BenchmarkScenes.width, height: BenchmarkScenes.height)!
        BenchmarkScenes.drawS1(c)
        input = c.pixmap
        self.encoder = encoder
    }
    mutating func frame() throws { bytes = try encoder.encode(input) }
    func picture() -> Pixmap { input }
    var note: String { "\(bytes.count) bytes" }
    var extraJSON: String { ", \"bytes\": \(bytes.count)" }
}
