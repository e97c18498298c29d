import Raster
import SnapshotCore
import Testing

/// The comparison core's numbers: bounding box, densest window, and which limit fails.
@Suite struct SnapshotToleranceTests {
    func picture(_ w: Int, _ h: Int, marking points: [(Int, Int)]) throws -> Pixmap {
        var p = try #require(Pixmap(width: w, height: h, color: .white))
        for (x, y) in points { p[x, y] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255) }
        return p
    }

    @Test func theBoxAndTheDensestWindowAreExact() throws {
        let reference = try picture(100, 60, marking: [])
        // A dense 4 × 4 block and two strays far apart.
        var marks = [(0, 0), (99, 59)]
        for y in 20..<24 { for x in 30..<34 { marks.append((x, y)) } }
        let d = SnapshotDifference(
            actual: try picture(100, 60, marking: marks), reference: reference,
            tolerance: .exact)
        #expect(d.differingPixels == 18)
        #expect(d.boundingBox == IntRect(x: 0, y: 0, width: 100, height: 60))
        #expect(d.densestWindowShare == 16.0 / 256)
        #expect(d.firstDifference?.x == 0 && d.firstDifference?.y == 0)
    }

    @Test func windowsNeverLeaveThePicture() throws {
        // A picture smaller than a window is one window: 3 of 12 pixels.
        let d = SnapshotDifference(
            actual: try picture(4, 3, marking: [(0, 0), (3, 2), (1, 1)]),
            reference: try picture(4, 3, marking: []), tolerance: .exact)
        #expect(d.densestWindowShare == 3.0 / 12)
    }

    /// Brute force over every window agrees with the summed-area table, on seeded noise.
    @Test func theDensestWindowMatchesBruteForce() throws {
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for _ in 0..<20 {
            let w = 8 + next() % 60
            let h = 8 + next() % 60
            var marks: [(Int, Int)] = []
            for _ in 0..<(next() % 80) { marks.append((next() % w, next() % h)) }
            let actual = try picture(w, h, marking: marks)
            let reference = try picture(w, h, marking: [])
            let d = SnapshotDifference(actual: actual, reference: reference, tolerance: .exact)
            var best = 0
            let ww = min(16, w)
            let wh = min(16, h)
            for top in 0...(h - wh) {
                for left in 0...(w - ww) {
                    var n = 0
                    for y in top..<(top + wh) { for x in left..<(left + ww) where actual[x, y] != reference[x, y] { n += 1 } }
                    best = max(best, n)
                }
            }
            #expect(d.densestWindowShare == Double(best) / Double(ww * wh))
        }
    }

    @Test func eachLimitFailsOnItsOwn() throws {
        let reference = try picture(32, 32, marking: [])
        var marks: [(Int, Int)] = []
        for y in 0..<2 { for x in 0..<2 { marks.append((x, y)) } }
        let d = SnapshotDifference(
            actual: try picture(32, 32, marking: marks), reference: reference,
            tolerance: SnapshotTolerance(channel: 254))
        #expect(d.passes(SnapshotTolerance(channel: 254, pixels: 4, window: 4.0 / 256)))
        #expect(!d.passes(SnapshotTolerance(channel: 254, pixels: 3, window: 1)))
        #expect(!d.passes(SnapshotTolerance(channel: 254, pixels: 4, window: 3.0 / 256)))
        let lenient = SnapshotDifference(
            actual: try picture(32, 32, marking: marks), reference: reference,
            tolerance: SnapshotTolerance(channel: 255))
        #expect(lenient.differingPixels == 0 && lenient.passes(.exact))
    }
}
