import Raster
import TestSupport
import Testing

/// A canvas that queues its clear and solid draws and composites them band by band
/// (BandQueue) gives the bytes of compositing every draw at once, on seeded scenes built
/// to stress what banding could get wrong: shapes and straight-sided runs crossing band
/// edges, translucent shapes overlapping in drawing order, `copy` mode, clears in the
/// middle (which drop what was queued), draws that composite directly in between (clip
/// masks, gradients, glyph-like coverage through a mask), and pictures read mid-way.
@Suite struct BandQueueTests {
    static let width = 301
    static let height = 333  // not a whole number of 64-row bands

    static func color(_ g: inout SeededRandom, alpha: Double) -> RGBAColor {
        RGBAColor(r: Int(g.next() % 256), g: Int(g.next() % 256), b: Int(g.next() % 256), alpha: alpha)
    }

    static func alpha(_ g: inout SeededRandom) -> Double {
        [1, 0.5, 0.25, 0.9, 0, Double(g.next() % 1000) / 999][Int(g.next() % 6)]
    }

    /// A rounded or plain rectangle, often crossing the canvas's or a band's edges, at
    /// whole, half or arbitrary coordinates.
    static func shape(_ g: inout SeededRandom) -> Path {
        func coordinate(_ limit: Int) -> Double {
            let v = Double(Int(g.next() % UInt64(limit + 80))) - 40
            switch g.next() % 3 {
            case 0: return v
            case 1: return v + 0.5
            default: return v + Double(g.next() % 1000) / 1000
            }
        }
        let x = coordinate(width)
        let y = coordinate(height)
        let rect = Rect(x: x, y: y, width: 1 + coordinate(width / 2) + 40, height: 1 + coordinate(height) + 40)
        switch g.next() % 3 {
        case 0: return Path(rect: rect)
        case 1: return Path(roundedRect: rect, cornerRadius: Double(g.next() % 40))
        default: return Path(ellipseIn: rect)
        }
    }

    /// One seeded scene, drawn on `canvas`; `readMidway` reads the picture now and then
    /// (which composites what is queued) when the canvas queues.
    static func draw(seed: UInt64, on canvas: Canvas) {
        var g = SeededRandom(seed: seed)
        if g.next() % 2 == 0 { canvas.clear(.init(r: 255, g: 255, b: 255, a: 255)) }
        for _ in 0..<(20 + Int(g.next() % 40)) {
            switch g.next() % 16 {
            case 0:
                let c = color(&g, alpha: 1)
                canvas.clear(RGBAColor(r: Int(c.red * 255), g: Int(c.green * 255), b: Int(c.blue * 255), alpha: alpha(&g)).premultiplied)
            case 1:
                let gradient = LinearGradient(
                    start: Point(x: 0, y: 0), end: Point(x: 200, y: 300), colors: [color(&g, alpha: 1), color(&g, alpha: 0.4)])
                canvas.fill(shape(&g), with: Paint(shader: .linearGradient(gradient)))
            case 2:
                canvas.save()
                canvas.clip(to: shape(&g))
                canvas.fill(shape(&g), with: Paint(color: color(&g, alpha: alpha(&g))))
                canvas.restore()
            case 3:
                canvas.fill(shape(&g), with: Paint(shader: .solid(color(&g, alpha: alpha(&g))), blendMode: .copy))
            case 4:
                canvas.stroke(shape(&g), style: StrokeStyle(width: 1 + Double(g.next() % 8)), with: Paint(color: color(&g, alpha: alpha(&g))))
            case 5:
                if canvas.queuesDraws { _ = canvas.pixmap }
            default:
                canvas.fill(shape(&g), with: Paint(shader: .solid(color(&g, alpha: alpha(&g))), opacity: alpha(&g)))
            }
        }
    }

    static func picture(seed: UInt64, queued: Bool, startingFrom start: Pixmap) -> Pixmap {
        let canvas = Canvas(pixmap: start)
        canvas.queuesDraws = queued
        draw(seed: seed, on: canvas)
        return canvas.pixmap
    }

    static func start(seed: UInt64) -> Pixmap {
        var g = SeededRandom(seed: seed ^ 0x5EED)
        let pixels = VectorPathTests.pixels(width * height, &g)
        let bytes = pixels.flatMap { p in (0..<4).map { UInt8(truncatingIfNeeded: p >> (8 * $0)) } }
        return Pixmap(width: width, height: height, premultipliedData: bytes)!
    }

    @Test(arguments: 1...60 as ClosedRange<UInt64>)
    func queuedDrawsGiveTheBytesOfDirectOnes(seed: UInt64) {
        let start = Self.start(seed: seed)
        let queued = Self.picture(seed: seed, queued: true, startingFrom: start)
        let direct = Self.picture(seed: seed, queued: false, startingFrom: start)
        #expect(queued == direct, "seed \(seed)")
        #expect(queued != start, "seed \(seed): the scene drew nothing")
    }

    /// A frame read only through `flush()`: every band, those no draw touched included,
    /// gets the clear.
    @Test func flushCompositesTheClearOfUntouchedBands() {
        let canvas = Canvas(pixmap: Self.start(seed: 7))
        canvas.clear(.init(r: 10, g: 20, b: 30, a: 255))
        canvas.fill(Path(rect: Rect(x: 3, y: 70, width: 50, height: 100)), with: Paint(color: RGBAColor(r: 0, g: 0, b: 0, alpha: 0.5)))
        canvas.flush()
        let reference = Canvas(pixmap: Self.start(seed: 7))
        reference.queuesDraws = false
        reference.clear(.init(r: 10, g: 20, b: 30, a: 255))
        reference.fill(Path(rect: Rect(x: 3, y: 70, width: 50, height: 100)), with: Paint(color: RGBAColor(r: 0, g: 0, b: 0, alpha: 0.5)))
        #expect(canvas.pixmap == reference.pixmap)
        #expect(canvas.pixmap.data[0..<4] == [10, 20, 30, 255])
    }
}
