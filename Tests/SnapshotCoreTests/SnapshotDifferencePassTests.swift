import Raster
import SnapshotCore
import Testing

/// The failure path's one pass over two pictures (`SnapshotDifference.withPicture`, C in
/// difference.c) finds what the three separate passes it replaced find: the count, largest
/// difference, first pixel and box (`Pixmap.differences`), the densest window
/// (`Pixmap.densestDifferenceWindow`) and the difference picture (`Pixmap.differencePicture`),
/// which RasterTests check against Swift loops. Seeded pictures of few colours (as UI
/// pictures are), changed in a few pixels, in many, or everywhere.
@Suite struct SnapshotDifferencePassTests {
    /// A 64-bit linear congruential generator (Knuth's MMIX constants), seeded: the same
    /// pictures on every run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func picture(width: Int, height: Int, colours: Int, _ g: inout Generator) -> Pixmap {
        var p = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let c = UInt8(g.next(colours) * 60)
                let a = UInt8(255 - g.next(2) * 55)
                p[x, y] = PremultipliedRGBA8(r: min(c, a), g: min(c / 2, a), b: min(c / 3 + 20, a), a: a)
            }
        }
        return p
    }

    @Test func onePassFindsWhatTheThreePassesFound() {
        var g = Generator(state: 0x5EED_0044)
        for round in 0..<60 {
            let w = 1 + g.next(45)
            let h = 1 + g.next(40)
            let reference = Self.picture(width: w, height: h, colours: 1 + g.next(4), &g)
            var actual = reference
            // None, a few, many, or every pixel changed.
            let changes = [0, 1 + g.next(3), g.next(w * h), 4 * w * h][round % 4]
            for _ in 0..<changes {
                let x = g.next(w)
                let y = g.next(h)
                actual[x, y] = PremultipliedRGBA8(r: UInt8(g.next(256)), g: 0, b: 0, a: 255)
            }
            let tolerance = SnapshotTolerance(channel: [0, 0, 3, 40][round % 4])
            let (difference, picture) = SnapshotDifference.withPicture(
                actual: actual, reference: reference,
                tolerance: tolerance)
            #expect(
                difference == SnapshotDifference(actual: actual, reference: reference, tolerance: tolerance),
                "round \(round)")
            let count = actual.differences(from: reference, tolerance: tolerance.channel)
            #expect(difference.differingPixels == count.differing, "round \(round)")
            #expect(difference.maxChannelDifference == count.maxChannelDifference, "round \(round)")
            #expect(difference.boundingBox == count.box, "round \(round)")
            #expect(difference.firstDifference?.x == count.first?.x && difference.firstDifference?.y == count.first?.y)
            let ww = min(SnapshotTolerance.windowSide, w)
            let wh = min(SnapshotTolerance.windowSide, h)
            let densest =
                count.box.map {
                    actual.densestDifferenceWindow(
                        from: reference, tolerance: tolerance.channel, box: $0,
                        windowWidth: ww, windowHeight: wh)
                } ?? 0
            #expect(difference.densestWindowShare == Double(densest) / Double(ww * wh), "round \(round)")
            if actual == reference {
                #expect(picture == nil, "round \(round): identical pictures need none")
            } else {
                // The same pixels, as indices into the pass's 77 colours.
                let oracle = Pixmap.differencePicture(actual: actual, reference: reference, tolerance: tolerance.channel)
                #expect(picture?.pixmap == oracle, "round \(round)")
                #expect(picture?.colours.count == 77, "round \(round)")
            }
        }
    }

    /// A screen-sized picture changed in one row and in one corner, as a renamed row fails.
    @Test func aScreenChangedInTwoPlaces() {
        var g = Generator(state: 0x5EED_0045)
        let reference = Self.picture(width: 390, height: 300, colours: 2, &g)
        var actual = reference
        for x in 100..<180 { actual[x, 150] = PremultipliedRGBA8(r: 1, g: 2, b: 3, a: 255) }
        actual[389, 299] = PremultipliedRGBA8(r: 9, g: 9, b: 9, a: 255)
        let (difference, picture) = SnapshotDifference.withPicture(actual: actual, reference: reference, tolerance: .exact)
        #expect(difference == SnapshotDifference(actual: actual, reference: reference, tolerance: .exact))
        #expect(difference.boundingBox == IntRect(x: 100, y: 150, width: 290, height: 150))
        #expect(difference.densestWindowShare == 16.0 / 256)
        #expect(picture?.pixmap == Pixmap.differencePicture(actual: actual, reference: reference, tolerance: 0))
    }
}
