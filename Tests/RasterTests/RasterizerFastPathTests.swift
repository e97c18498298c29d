import Raster
import TestSupport
import Testing

/// The rasterizer's shortcuts must give exactly what the general code gives.
@Suite struct RasterizerFastPathTests {
    /// Records every span a sweep reports, rows of runs expanded one by one.
    struct RecordingBlitter: Blitter {
        var spans: [[Int]] = []
        mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
            spans.append([x, y, count, Int(coverage)])
        }
        mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
            for i in 0..<count { spans.append([x + i, y, 1, Int(coverage[i])]) }
        }
    }

    @Test func fixedPointRoundingMatchesRoundedToNearestOrEven() {
        var g = SeededGenerator(seed: 0xF1ED)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, 1e12, -1e12, 5e11, 0x1p39, -0x1p39, 0x1p40]
        for _ in 0..<20_000 {
            // Ties (k + 1/2 units), values on and off the unit grid, and every magnitude up to
            // past the 2^51-unit limit of the two-addition rounding.
            let k = Double(g.int(-1_000_000...1_000_000))
            values.append((k + 0.5) / Double(Rasterizer.one))
            values.append(k / Double(Rasterizer.one))
            let scale = Double(sign: .plus, exponent: g.int(-20...45), significand: 1)
            values.append(g.uniform(-1, 1) * scale)
            values.append((0x1p51 + Double(g.int(-8...8))) / Double(Rasterizer.one))
        }
        for v in values {
            let expected = Int((v * Double(Rasterizer.one)).rounded(.toNearestOrEven))
            #expect(Rasterizer.fixed(v) == expected, "rounding \(v)")
        }
    }

    /// Polylines inside the bounds take a path that converts each point once and skips the
    /// clipping; the cells must be those of the clipping path, segment by segment.
    @Test func polylinesInsideTheBoundsSweepLikeClippedSegments() {
        var g = SeededGenerator(seed: 0x1D5E)
        let bounds = IntRect(x: 3, y: 5, width: 40, height: 30)
        for trial in 0..<600 {
            var points: [Point] = []
            for _ in 0..<g.int(3...12) {
                // Quarter-pixel and random coordinates, many on the bounds' edges and corners.
                func coordinate(_ lo: Int, _ hi: Int) -> Double {
                    switch g.int(0...3) {
                    case 0: return Double(g.int(0...1) == 0 ? lo : hi)
                    case 1: return Double(g.int(lo * 4...hi * 4)) / 4
                    default: return g.uniform(Double(lo), Double(hi))
                    }
                }
                points.append(Point(x: coordinate(bounds.x, bounds.maxX), y: coordinate(bounds.y, bounds.maxY)))
            }
            let evenOdd = trial % 2 == 1
            let fast = Rasterizer()
            let general = Rasterizer()
            fast.reset(bounds: bounds)
            fast.add([Polyline(points: points, isClosed: true)])
            general.reset(bounds: bounds)
            var prev = points[points.count - 1]
            for p in points {
                general.addLine(prev, p)
                prev = p
            }
            var a = RecordingBlitter()
            var b = RecordingBlitter()
            fast.sweep(fillRule: evenOdd ? .evenOdd : .nonZero, into: &a)
            general.sweep(fillRule: evenOdd ? .evenOdd : .nonZero, into: &b)
            #expect(a.spans == b.spans, "trial \(trial): \(points)")
        }
    }
}
