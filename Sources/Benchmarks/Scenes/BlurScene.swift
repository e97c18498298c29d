import RenderCells

/// S3: the S1 picture blurred with sigma 20 into a second buffer.
struct BlurScene: BenchScene {
    let input: Pixmap
    var output: Pixmap
    init() {
        let c = Canvas(width: BenchmarkScenes.width, height: BenchmarkScenes.height)!
        BenchmarkScenes.drawS1(c)
        input = c.pixmap
        output = c.pixmap
    }
    mutating func frame() {
        output = BenchmarkScenes.s3Blur.applied(to: input)
    }
    func picture() -> Pixmap { output }
}
