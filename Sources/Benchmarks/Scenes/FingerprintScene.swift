import RenderCells
import SnapshotCore

/// H1 and H1legacy: the manifest fingerprint of the S1 picture (1170 × 2532, 11.9 MB), as
/// `render-cells test` takes it of every render; H1legacy with the version-1 fingerprint,
/// for the before and after (docs/performance.md).
struct FingerprintScene: BenchScene {
    let input: Pixmap
    let legacy: Bool
    var hex = ""
    init(legacy: Bool) {
        let c = Canvas(width: BenchmarkScenes.width, height: BenchmarkScenes.height)!
        BenchmarkScenes.drawS1(c)
        input = c.pixmap
        self.legacy = legacy
    }
    mutating func frame() { hex = legacy ? LegacyPixelHash.hex(of: input) : PixelHash.hex(of: input) }
    func picture() -> Pixmap { input }
    var note: String { hex }
}
