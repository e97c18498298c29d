import Foundation
import Gallery
import RenderCells
import SafeIO
import SnapshotCore

/// One benchmark scene: what is prepared once, and the work of one timed frame.
protocol BenchScene {
    mutating func frame() throws
    func picture() -> Pixmap
    /// Extra facts printed after the timing (e.g. the encoded size).
    var note: String { get }
    var extraJSON: String { get }
    /// The number of cells a frame lays out or draws (list scenes), for per-cell figures.
    var cells: Int? { get }
}

extension BenchScene {
    var note: String { "" }
    var extraJSON: String { "" }
    var cells: Int? { nil }
}

/// Timing statistics of one scene, in milliseconds per frame.
struct BenchResult {
    var median: Double, min: Double, max: Double, frames: Int
}

enum BenchRunner {
    static let sceneNames = ["S1", "S2", "S3", "S4", "S4shaped", "S5", "S5fast", "L1layout", "L2screen", "L2png", "L2snapshot"]

    static func make(_ name: String) throws -> any BenchScene {
        switch name {
        case "S1": return CanvasScene(draw: BenchmarkScenes.drawS1)
        case "S2": return CanvasScene(draw: BenchmarkScenes.drawS2)
        case "S3": return BlurScene()
        case "S4": return try TextScene()
        case "S4shaped": return try ShapedTextScene()
        case "S5": return EncodeScene(encoder: PNGEncoder())
        case "S5fast": return EncodeScene(encoder: PNGEncoder(compression: .unfilteredLevel3))
        case "L1layout": return ListLayoutScene()
        case "L2screen": return ListScreenScene(encodes: false)
        case "L2png": return ListScreenScene(encodes: true)
        case "L2snapshot": return try ListSnapshotScene()
        default: throw BenchError.unknownScene(name)
        }
    }

    /// 3 warm-up frames, then frames until both minimums are met (at most 300).
    static func time(_ scene: inout any BenchScene, minFrames: Int, minSeconds: Double) throws -> BenchResult {
        for _ in 0..<3 { try scene.frame() }
        var samples: [Double] = []
        let clock = ContinuousClock()
        let start = clock.now
        while samples.count < max(minFrames, 1) || (clock.now - start) < .seconds(minSeconds) {
            let t0 = clock.now
            try scene.frame()
            let d = clock.now - t0
            samples.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15)
            if samples.count >= max(300, minFrames) { break }
        }
        samples.sort()
        let n = samples.count
        let median = n % 2 == 1 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2
        return BenchResult(median: median, min: samples[0], max: samples[n - 1], frames: n)
    }
}

enum BenchError: Error, CustomStringConvertible {
    case unknownScene(String)
    case setup(String)
    var description: String {
        switch self {
        case .unknownScene(let s): return "unknown scene '\(s)'"
        case .setup(let s): return s
        }
    }
}

/// S1 and S2: a canvas redrawn from scratch every frame.
struct CanvasScene: BenchScene {
    let canvas = Canvas(width: BenchmarkScenes.width, height: BenchmarkScenes.height)!
    let draw: (Canvas) -> Void
    mutating func frame() { draw(canvas) }
    func picture() -> Pixmap { canvas.pixmap }
}

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

/// S4shaped: the S4 lines in Inter Regular at 51 px, shaped with HarfBuzz (kerning on)
/// every frame, glyph masks cached.
struct ShapedTextScene: BenchScene {
    let canvas = Canvas(width: BenchmarkScenes.width, height: BenchmarkScenes.height)!
    let face: FontFace
    let cache = GlyphCache()

    init() throws {
        do { face = try BenchmarkScenes.sceneFace(family: BenchmarkScenes.s4ShapedFontFamily) } catch {
            throw BenchError.setup("scene S4shaped needs \(BenchmarkScenes.s4ShapedFontFamily) (render-cells doctor says where fonts are looked for): \(error)")
        }
    }

    mutating func frame() { BenchmarkScenes.drawS4Shaped(canvas, face: face, cache: cache) }
    func picture() -> Pixmap { canvas.pixmap }
}

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

/// L2screen / L2png: a full 390 × 844-pt inset-grouped screen at 3x (15 cells with
/// symbol, text, secondary text and disclosure): configure, lay out, build the display
/// list and rasterize (and encode to PNG). Text layouts and glyphs come from warm caches,
/// as they do when a list is re-rendered.
struct ListScreenScene: BenchScene {
    let view = BenchmarkScenes.fullScreenList()
    let encodes: Bool
    var pixmap: Pixmap?
    var bytes = 0
    mutating func frame() throws {
        let p = try view.render(width: 390, scale: 3, height: 844)
        if encodes { bytes = try PNGEncoder().encode(p).count }
        pixmap = p
    }
    func picture() -> Pixmap { pixmap ?? Pixmap(width: 1, height: 1)! }
    var note: String { encodes ? "15 cells, \(bytes) bytes" : "15 cells" }
    var extraJSON: String { encodes ? ", \"bytes\": \(bytes)" : "" }
    var cells: Int? { 15 }
}

/// L2snapshot: what one passing picture snapshot of that screen costs a test
/// (`assertSnapshot(of: view, as: .image(width: 390))`), as RenderCellsTesting does it:
/// render the list with its layout dump and font record, read the reference PNG and its
/// text chunks, and compare the decoded pixels exactly (a passing comparison looks at
/// nothing else).
struct ListSnapshotScene: BenchScene {
    let view = BenchmarkScenes.fullScreenList()
    let referencePath: String
    var comparison: SnapshotComparison?

    init() throws {
        referencePath = NSTemporaryDirectory() + "render-cells-bench-reference-\(getpid()).png"
        try AtomicFile.write(try Self.render(view).pngData(), to: referencePath)
    }

    static func render(_ view: CollectionView<Int, Int>) throws -> SnapshotPicture {
        let list = try view.displayList(width: 390, scale: 3, height: 844)
        let (pixmap, fonts) = try list.renderWithFonts()
        return SnapshotPicture(pixmap: pixmap, layout: String(decoding: list.dumpJSON(), as: UTF8.self),
                               fonts: SnapshotFontRecord(fonts.map { view.fontCatalog.fileInfo(for: $0) }))
    }

    mutating func frame() throws {
        let actual = try Self.render(view)
        let reference = try SnapshotPicture(contentsOfFile: referencePath)
        let c = SnapshotComparison(actual: actual, reference: reference)
        guard c.passes else { throw BenchError.setup("the snapshot did not match its reference") }
        comparison = c
    }

    func picture() -> Pixmap { (try? PNGDecoder.decode(contentsOfFile: referencePath)) ?? Pixmap(width: 1, height: 1)! }
    var note: String { "15 cells, matched" }
    var cells: Int? { 15 }
}

