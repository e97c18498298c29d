import Raster
import TestSupport
import Testing

/// A canvas that defers its clear (PendingClear, LazyClearBlitter) gives the bytes of one
/// that writes every clear at once, on seeded scenes built to stress what deferring could
/// get wrong: a canvas starting from random bytes (so a row left stale shows), clears in
/// the middle (opaque, translucent, transparent), opaque fills whose spans overwrite the
/// stale bytes, translucent and `copy` fills, strokes, gradients, clip masks and pixel
/// clip rectangles, glyph masks one by one and a row of them, images, blurs and
/// materials, and the picture read or flushed half-way.
@Suite struct PendingClearTests {
    static let width = 213
    static let height = 177

    static func color(_ g: inout SeededRandom, alpha: Double) -> RGBAColor {
        RGBAColor(r: Int(g.next() % 256), g: Int(g.next() % 256), b: Int(g.next() % 256), alpha: alpha)
    }

    static func alpha(_ g: inout SeededRandom) -> Double {
        [1, 1, 0.5, 0.25, 0, Double(g.next() % 1000) / 999][Int(g.next() % 6)]
    }

    /// A rectangle, rounded rectangle or ellipse, often crossing the canvas's edges, at
    /// whole, half or arbitrary coordinates.
    static func shape(_ g: inout SeededRandom) -> Path {
        func coordinate(_ limit: Int) -> Double {
            let v = Double(Int(g.next() % UInt64(limit + 60))) - 30
            switch g.next() % 3 {
            case 0: return v
            case 1: return v + 0.5
            default: return v + Double(g.next() % 1000) / 1000
            }
        }
        let rect = Rect(
            x: coordinate(width), y: coordinate(height), width: 1 + coordinate(width / 2) + 30,
            height: 1 + coordinate(height / 2) + 30)
        switch g.next() % 3 {
        case 0: return Path(rect: rect)
        case 1: return Path(roundedRect: rect, cornerRadius: Double(g.next() % 30))
        default: return Path(ellipseIn: rect)
        }
    }

    /// A glyph-like coverage mask: runs of 0, full and partial coverage.
    static func glyphMask(_ g: inout SeededRandom) -> GlyphMask {
        let w = 1 + Int(g.next() % 40)
        let h = 1 + Int(g.next() % 40)
        let coverage = (0..<(w * h)).map { _ in [UInt8(0), 255, UInt8(g.next() % 256)][Int(g.next() % 3)] }
        return GlyphMask(left: Int(g.next() % 5), top: -Int(g.next() % 30), width: w, height: h, coverage: coverage)
    }

    static func position(_ g: inout SeededRandom) -> (x: Int, y: Int) {
        (Int(g.next() % UInt64(width + 40)) - 20, Int(g.next() % UInt64(height + 60)) - 20)
    }

    static func image(_ g: inout SeededRandom) -> Pixmap {
        let w = 1 + Int(g.next() % 30)
        let h = 1 + Int(g.next() % 30)
        return picture(width: w, height: h, &g)
    }

    static func picture(width w: Int, height h: Int, _ g: inout SeededRandom) -> Pixmap {
        let pixels = VectorPathTests.pixels(w * h, &g)
        let bytes = pixels.flatMap { p in (0..<4).map { UInt8(truncatingIfNeeded: p >> (8 * $0)) } }
        return Pixmap(width: w, height: h, premultipliedData: bytes)!
    }

    /// One seeded scene, drawn on `canvas`.
    static func draw(seed: UInt64, on canvas: Canvas) {
        var g = SeededRandom(seed: seed)
        if g.next() % 4 != 0 { canvas.clear(.init(r: 255, g: 255, b: 255, a: 255)) }
        for _ in 0..<(20 + Int(g.next() % 40)) { draw(operation: Int(g.next() % operations), &g, on: canvas) }
    }

    /// How many kinds of ``draw(operation:_:on:)`` there are.
    static let operations: UInt64 = 20

    /// One draw, clear or read of kind `operation`, its numbers from `g`.
    static func draw(operation: Int, _ g: inout SeededRandom, on canvas: Canvas) {
        switch operation {
        case 0:
            canvas.clear(color(&g, alpha: alpha(&g)).premultiplied)
        case 1:
            let gradient = LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 150, y: 200),
                colors: [color(&g, alpha: 1), color(&g, alpha: alpha(&g))])
            canvas.fill(shape(&g), with: Paint(shader: .linearGradient(gradient)))
        case 2:
            canvas.save()
            canvas.clip(to: shape(&g))
            canvas.fill(shape(&g), with: Paint(color: color(&g, alpha: alpha(&g))))
            canvas.restore()
        case 3:
            canvas.fill(shape(&g), with: Paint(shader: .solid(color(&g, alpha: alpha(&g))), blendMode: .copy))
        case 4:
            canvas.stroke(
                shape(&g), style: StrokeStyle(width: 1 + Double(g.next() % 8)),
                with: Paint(color: color(&g, alpha: alpha(&g))))
        case 5:
            _ = canvas.pixmap
        case 6:
            canvas.flush()
        case 7:
            let p = position(&g)
            canvas.drawGlyphMask(glyphMask(&g), x: p.x, y: p.y, color: color(&g, alpha: alpha(&g)))
        case 8:
            let glyphs = (0..<(1 + Int(g.next() % 6))).map { _ in
                let p = position(&g)
                return GlyphMaskPlacement(mask: glyphMask(&g), x: p.x, y: p.y)
            }
            canvas.drawGlyphMasks(glyphs, color: color(&g, alpha: alpha(&g)))
        case 9:
            canvas.save()
            canvas.clip(to: shape(&g))
            let p = position(&g)
            canvas.drawGlyphMask(glyphMask(&g), x: p.x, y: p.y, color: color(&g, alpha: 1))
            canvas.restore()
        case 10:
            let options = ImageDrawOptions(opacity: alpha(&g), cornerRadius: Double(g.next() % 10))
            canvas.draw(image(&g), in: shape(&g).controlBounds, options: options)
        case 11:
            let p = position(&g)
            let rect = Rect(x: Double(p.x), y: Double(p.y), width: Double(g.next() % 80), height: Double(g.next() % 80))
            canvas.blur(rect, sigma: 1 + Double(g.next() % 6))
        case 12:
            let p = position(&g)
            let rect = Rect(x: Double(p.x), y: Double(p.y), width: Double(g.next() % 80), height: Double(g.next() % 80))
            canvas.applyMaterial(
                Material(blurSigma: 3, saturation: 1.5, tint: color(&g, alpha: 0.3)), in: rect, cornerRadius: 8)
        case 13:
            canvas.save()
            let p = position(&g)
            canvas.clip(to: Rect(x: Double(p.x), y: Double(p.y), width: 60, height: 40))
            canvas.fill(shape(&g), with: Paint(color: color(&g, alpha: 1)))
            canvas.restore()
        default:
            canvas.fill(shape(&g), with: Paint(shader: .solid(color(&g, alpha: alpha(&g))), opacity: alpha(&g)))
        }
    }

    static func picture(seed: UInt64, defers: Bool, startingFrom start: Pixmap) -> Pixmap {
        let canvas = Canvas(pixmap: start)
        canvas.defersClear = defers
        draw(seed: seed, on: canvas)
        return canvas.pixmap
    }

    static func start(seed: UInt64) -> Pixmap {
        var g = SeededRandom(seed: seed ^ 0x5EED)
        return picture(width: width, height: height, &g)
    }

    @Test(arguments: 1...80 as ClosedRange<UInt64>)
    func deferredClearsGiveTheBytesOfEagerOnes(seed: UInt64) {
        let start = Self.start(seed: seed)
        let deferred = Self.picture(seed: seed, defers: true, startingFrom: start)
        let eager = Self.picture(seed: seed, defers: false, startingFrom: start)
        // The first differing pixel, not the pictures: a failure names a place to look.
        let firstDifference = zip(deferred.data, eager.data).enumerated().first { $0.element.0 != $0.element.1 }
            .map { (x: $0.offset / 4 % Self.width, y: $0.offset / 4 / Self.width) }
        #expect(deferred.data.count == eager.data.count)
        #expect(firstDifference == nil, "seed \(seed)")
        #expect(deferred.data != start.data, "seed \(seed): the scene drew nothing")
    }

    /// Each kind of draw right after a clear, on rows that are all pending (in a longer
    /// scene most draws find rows an earlier draw made final), then one more draw.
    @Test(arguments: 0..<Int(operations))
    func eachDrawRightAfterAClear(operation: Int) {
        for seed in 1...8 as ClosedRange<UInt64> {
            var pictures: [Pixmap] = []
            for defers in [true, false] {
                var g = SeededRandom(seed: seed &* 977 &+ UInt64(operation))
                let canvas = Canvas(pixmap: Self.start(seed: seed))
                canvas.defersClear = defers
                canvas.clear(Self.color(&g, alpha: Self.alpha(&g)).premultiplied)
                Self.draw(operation: operation, &g, on: canvas)
                Self.draw(operation: Int(g.next() % Self.operations), &g, on: canvas)
                pictures.append(canvas.pixmap)
            }
            #expect(pictures[0].data == pictures[1].data, "operation \(operation), seed \(seed)")
        }
    }

    /// S1's pattern: an opaque shape over part of some rows. The rows it never reaches and
    /// the columns beside it get the clear at `flush()`, and the shape's own pixels.
    @Test func flushWritesTheClearWhereNoDrawReached() {
        let canvas = Canvas(pixmap: Self.start(seed: 7))
        canvas.clear(.init(r: 10, g: 20, b: 30, a: 255))
        canvas.fill(
            Path(roundedRect: Rect(x: 20, y: 30, width: 100, height: 50), cornerRadius: 12),
            with: Paint(color: RGBAColor(r: 200, g: 0, b: 0, alpha: 1)))
        canvas.flush()
        let reference = Canvas(pixmap: Self.start(seed: 7))
        reference.defersClear = false
        reference.clear(.init(r: 10, g: 20, b: 30, a: 255))
        reference.fill(
            Path(roundedRect: Rect(x: 20, y: 30, width: 100, height: 50), cornerRadius: 12),
            with: Paint(color: RGBAColor(r: 200, g: 0, b: 0, alpha: 1)))
        let picture = canvas.pixmap
        #expect(picture == reference.pixmap)
        #expect(picture[0, 0] == PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255))
        #expect(picture[Self.width - 1, 50] == PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255))
        #expect(picture[60, 50] == PremultipliedRGBA8(r: 200, g: 0, b: 0, a: 255))
    }
}
