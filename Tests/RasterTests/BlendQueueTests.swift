import Raster
import TestSupport
import Testing

/// A canvas that queues its translucent fills and blends them band by band (BlendQueue,
/// BlendRecorder) gives the bytes of one that blends each fill as it is drawn: on the
/// seeded scenes of ``PendingClearTests`` (every kind of draw, read and clear, interleaved),
/// on scenes of translucent fills only, on a wide canvas whose bands are a few rows (S2's
/// shapes), and with the queue's bound so low that it is blended in the middle of draws.
@Suite struct BlendQueueTests {
    /// `scene` drawn on a canvas over `start`, queueing or not, with the clear deferred
    /// or not; the picture as read.
    static func picture(
        startingFrom start: Pixmap, queues: Bool, defersClear: Bool = true, limit: Int? = nil,
        _ scene: (Canvas) -> Void
    ) -> Pixmap {
        let canvas = Canvas(pixmap: start)
        canvas.defersBlends = queues
        canvas.defersClear = defersClear
        if let limit { canvas.blendQueueLimit = limit }
        scene(canvas)
        return canvas.pixmap
    }

    /// Where two pictures first differ, as (x, y); nil when they are the same bytes.
    static func firstDifference(_ a: Pixmap, _ b: Pixmap) -> (x: Int, y: Int)? {
        guard a.data.count == b.data.count else { return (-1, -1) }
        return zip(a.data, b.data).enumerated().first { $0.element.0 != $0.element.1 }
            .map { (x: $0.offset / 4 % a.width, y: $0.offset / 4 / a.width) }
    }

    @Test(arguments: 1...60 as ClosedRange<UInt64>)
    func queuedFillsGiveTheBytesOfEagerOnesAmongEveryKindOfDraw(seed: UInt64) {
        let start = PendingClearTests.start(seed: seed)
        for defersClear in [true, false] {
            let queued = Self.picture(startingFrom: start, queues: true, defersClear: defersClear) {
                PendingClearTests.draw(seed: seed, on: $0)
            }
            let eager = Self.picture(startingFrom: start, queues: false, defersClear: defersClear) {
                PendingClearTests.draw(seed: seed, on: $0)
            }
            #expect(Self.firstDifference(queued, eager) == nil, "seed \(seed), deferred clear \(defersClear)")
        }
    }

    /// Mostly translucent fills, so many wait at once, with a read, a clear or another kind
    /// of draw now and then.
    static func translucentScene(seed: UInt64, on canvas: Canvas) {
        var g = SeededRandom(seed: seed &* 7919)
        canvas.clear(.init(r: 255, g: 255, b: 255, a: 255))
        for _ in 0..<(40 + Int(g.next() % 40)) {
            if g.next() % 8 == 0 {
                PendingClearTests.draw(operation: Int(g.next() % PendingClearTests.operations), &g, on: canvas)
            } else {
                let alpha = [0.5, 0.25, 0.75, Double(1 + g.next() % 998) / 1000][Int(g.next() % 4)]
                canvas.fill(PendingClearTests.shape(&g), with: Paint(color: PendingClearTests.color(&g, alpha: alpha)))
            }
        }
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func queuedTranslucentFillsGiveTheBytesOfEagerOnes(seed: UInt64) {
        let start = PendingClearTests.start(seed: seed)
        let queued = Self.picture(startingFrom: start, queues: true) { Self.translucentScene(seed: seed, on: $0) }
        let eager = Self.picture(startingFrom: start, queues: false) { Self.translucentScene(seed: seed, on: $0) }
        #expect(Self.firstDifference(queued, eager) == nil, "seed \(seed)")
        #expect(queued.data != start.data, "seed \(seed): the scene drew nothing")
    }

    /// S2's shapes (overlapping rounded rectangles at half alpha) on a canvas 1170 pixels
    /// wide, whose bands are 14 rows: nearly every shape is cut into many bands.
    @Test func wideCanvasOfOverlappingTranslucentShapes() {
        var g = SeededRandom(seed: 0x5_2)
        let start = PendingClearTests.picture(width: 1170, height: 240, &g)
        func scene(_ canvas: Canvas) {
            var g = SeededRandom(seed: 0xB1E0D)
            for _ in 0..<120 {
                let rect = Rect(
                    x: Double(g.next() % 900) - 20, y: Double(g.next() % 220) - 20, width: 40 + Double(g.next() % 300),
                    height: 10 + Double(g.next() % 120))
                let path = Path(roundedRect: rect, cornerRadius: Double(g.next() % 41))
                canvas.fill(path, with: Paint(color: PendingClearTests.color(&g, alpha: 0.5)))
            }
        }
        let queued = Self.picture(startingFrom: start, queues: true, scene)
        let eager = Self.picture(startingFrom: start, queues: false, scene)
        #expect(Self.firstDifference(queued, eager) == nil)
    }

    /// With a bound of a few hundred blits the queue is blended in the middle of draws (one
    /// slanted shape alone gives more), and never holds more than its bound after a draw.
    @Test func aFullQueueIsBlendedInTheMiddleOfADraw() {
        let start = PendingClearTests.start(seed: 11)
        var largest = 0
        func scene(_ canvas: Canvas) {
            var g = SeededRandom(seed: 0xF011)
            canvas.clear(.init(r: 240, g: 240, b: 240, a: 255))
            for _ in 0..<30 {
                var path = PathBuilder()
                // A slanted band: every row's coverage differs, so every row is its own blits.
                let x = Double(g.next() % 150)
                path.move(to: Point(x: x, y: -5))
                path.line(to: Point(x: x + 40.3, y: -5))
                path.line(to: Point(x: x + 110.7, y: 190))
                path.line(to: Point(x: x + 70.1, y: 190))
                path.close()
                canvas.fill(path.build(), with: Paint(color: PendingClearTests.color(&g, alpha: 0.4)))
                largest = max(largest, canvas.queuedBlendSize)
                #expect(canvas.queuedBlendSize < canvas.blendQueueLimit)
            }
        }
        let queued = Self.picture(startingFrom: start, queues: true, limit: 300, scene)
        #expect(largest > 0)
        let eager = Self.picture(startingFrom: start, queues: false, scene)
        #expect(Self.firstDifference(queued, eager) == nil)
    }

    /// Nothing is blended until the pixels are read or flushed; a clear forgets what waits.
    @Test func fillsWaitUntilReadAndAClearForgetsThem() {
        let canvas = Canvas(width: 64, height: 64)!
        canvas.clear(.init(r: 255, g: 255, b: 255, a: 255))
        canvas.fill(Rect(x: 8, y: 8, width: 32, height: 32), with: Paint(color: RGBAColor(r: 255, g: 0, b: 0, alpha: 0.5)))
        #expect(canvas.queuedBlendSize > 0)
        canvas.flush()
        #expect(canvas.queuedBlendSize == 0)
        #expect(canvas.pixmap[10, 10] == PremultipliedRGBA8(r: 255, g: 128, b: 128, a: 255))
        canvas.fill(Rect(x: 8, y: 8, width: 32, height: 32), with: Paint(color: RGBAColor(r: 0, g: 0, b: 255, alpha: 0.5)))
        #expect(canvas.queuedBlendSize > 0)
        canvas.clear(.init(r: 0, g: 0, b: 0, a: 255))
        #expect(canvas.queuedBlendSize == 0)
        #expect(canvas.pixmap[10, 10] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    }
}
