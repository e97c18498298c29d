// Scan conversion by exact area coverage, in the AGG / Blend2D lineage.
//
// Every line segment, in 24.8 fixed-point device pixels, deposits into the
// cells it crosses two integers: `cover` (the signed height it spans in that
// cell) and `area` (twice the signed area between it and the cell's left
// edge). Sweeping a row left to right, the running sum of covers gives the
// winding-weighted coverage of every pixel; a cell's own area corrects the
// pixels the edges pass through. Integer accumulation makes the result
// independent of the order segments arrive in.
//
// Cells live in a dense grid over the draw's device bounds, one bit per cell
// marks the touched ones, and the sweep clears what it reads, so the grid is
// all zero again after every draw and never needs clearing (Blend2D's design).
// Between touched cells the coverage is constant, so it becomes one span.

/// Accumulates a path's coverage and sweeps it into a ``Blitter``.
///
/// Not thread-safe: each canvas owns one, and reuses its storage from draw to draw.
final class Rasterizer {
    static let shift = 12
    static let one = 1 << shift
    static let mask = one - 1
    /// Area of a fully covered pixel in `area` units (2 · one · one).
    static let fullArea = 2 * one * one

    private var cells: [Int32] = []    // (cover, area) pairs
    private var bits: [UInt64] = []    // one bit per touched cell
    private var bounds = IntRect(x: 0, y: 0, width: 0, height: 0)
    private var stride = 0             // cells per row (width + 1: a column for lines clamped to the right edge)
    private var wordsPerRow = 0
    private var minRow = Int.max
    private var maxRow = Int.min

    init() {}

    /// Prepares to accumulate a path lying within `bounds` (device pixels, already clipped).
    func reset(bounds b: IntRect) {
        bounds = b
        stride = b.width + 1
        wordsPerRow = (stride + 63) >> 6
        // One spare row: a line ending exactly on the bottom edge names the cell below it.
        let cellCount = stride * (b.height + 1) * 2
        if cells.count < cellCount { cells = [Int32](repeating: 0, count: cellCount) }
        let wordCount = wordsPerRow * (b.height + 1)
        if bits.count < wordCount { bits = [UInt64](repeating: 0, count: wordCount) }
        minRow = Int.max
        maxRow = Int.min
    }

    /// Adds every segment of the polylines, closing each one (fills always close subpaths).
    func add(_ polylines: [Polyline]) {
        for pl in polylines where pl.points.count > 1 {
            var prev = pl.points[pl.points.count - 1]
            for p in pl.points {
                addLine(prev, p)
                prev = p
            }
        }
    }

    /// Clips a device-space segment to the bounds and accumulates it.
    ///
    /// Parts above or below the bounds are dropped (they cover no row). Parts to the left
    /// become vertical lines on the left edge, keeping the winding they give the row;
    /// parts to the right are dropped, as cover only flows rightwards.
    func addLine(_ a: Point, _ b: Point) {
        // Coordinates beyond ±10^12 px are clamped so the clipping arithmetic below cannot
        // overflow; no drawable shape reaches that far.
        let limit = 1e12
        func clamp(_ v: Double) -> Double { min(limit, max(-limit, v)) }
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        var x0 = clamp(a.x), y0 = clamp(a.y), x1 = clamp(b.x), y1 = clamp(b.y)
        guard y0 != y1 else { return }
        let top = Double(bounds.y), bottom = Double(bounds.maxY)
        if (y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom) { return }
        // Clip in y.
        let (ax, ay) = (x0, y0)
        if y0 < top { x0 += (x1 - x0) * (top - y0) / (y1 - y0); y0 = top }
        else if y0 > bottom { x0 += (x1 - x0) * (bottom - y0) / (y1 - y0); y0 = bottom }
        if y1 < top { x1 = ax + (x1 - ax) * (top - ay) / (y1 - ay); y1 = top }
        else if y1 > bottom { x1 = ax + (x1 - ax) * (bottom - ay) / (y1 - ay); y1 = bottom }
        if y0 == y1 { return }
        let left = Double(bounds.x), right = Double(bounds.maxX)
        if x0 >= right && x1 >= right { return }
        if x0 <= left && x1 <= left { fixedLine(left, y0, left, y1); return }
        // Split where the segment crosses the left or right edge.
        var xs = (x0, y0), xe = (x1, y1)
        func crossY(_ x: Double) -> Double { y0 + (y1 - y0) * (x - x0) / (x1 - x0) }
        if x0 < left || x1 < left {
            let yc = crossY(left)
            if x0 < left { fixedLine(left, y0, left, yc); xs = (left, yc) }
            else { xe = (left, yc); fixedLineClipRight(xs, xe, right, x0: x0, y0: y0, x1: x1, y1: y1); fixedLine(left, yc, left, y1); return }
        }
        fixedLineClipRight(xs, xe, right, x0: x0, y0: y0, x1: x1, y1: y1)
    }

    private func fixedLineClipRight(_ s: (Double, Double), _ e: (Double, Double), _ right: Double,
                                    x0: Double, y0: Double, x1: Double, y1: Double) {
        if s.0 > right || e.0 > right {
            if s.0 >= right && e.0 >= right { return }
            let yc = y0 + (y1 - y0) * (right - x0) / (x1 - x0)
            if s.0 > right { fixedLine(right, yc, e.0, e.1) } else { fixedLine(s.0, s.1, right, yc) }
            return
        }
        fixedLine(s.0, s.1, e.0, e.1)
    }

    @inline(__always) private func toFixed(_ v: Double) -> Int {
        Int((v * Double(Rasterizer.one)).rounded(.toNearestOrEven))
    }

    private func fixedLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        // Relative to the bounds' origin so cell indices start at 0.
        let ox = Double(bounds.x), oy = Double(bounds.y)
        let x1 = toFixed(ax - ox), y1 = toFixed(ay - oy), x2 = toFixed(bx - ox), y2 = toFixed(by - oy)
        if y1 == y2 { return }
        let r0 = y1 >> Rasterizer.shift, r1 = y2 >> Rasterizer.shift
        minRow = min(minRow, r0, r1)
        maxRow = max(maxRow, r0, r1)
        cells.withUnsafeMutableBufferPointer { c in
            bits.withUnsafeMutableBufferPointer { w in
                var acc = CellAccumulator(cells: c.baseAddress!, bits: w.baseAddress!, stride: stride,
                                          wordsPerRow: wordsPerRow, maxColumn: stride - 1, maxRow: bounds.height)
                acc.line(x1, y1, x2, y2)
            }
        }
    }

    /// Sweeps the accumulated cells row by row into `blitter`, clearing them.
    func sweep<B: Blitter>(fillRule: FillRule, into blitter: inout B) {
        guard minRow <= maxRow else { return }
        let lastRow = min(maxRow, bounds.height)
        let width = bounds.width
        let evenOdd = fillRule == .evenOdd
        cells.withUnsafeMutableBufferPointer { cb in
            bits.withUnsafeMutableBufferPointer { wb in
                let c = cb.baseAddress!, w = wb.baseAddress!
                for row in max(0, minRow)...lastRow {
                    let wordBase = row &* wordsPerRow
                    let cellBase = row &* stride
                    let y = bounds.y &+ row
                    var cover = 0
                    var nextX = 0   // first column not yet emitted
                    for wi in 0..<wordsPerRow {
                        var word = w[wordBase &+ wi]
                        if word == 0 { continue }
                        w[wordBase &+ wi] = 0
                        while word != 0 {
                            let cx = (wi << 6) | word.trailingZeroBitCount
                            word &= word &- 1
                            let ci = (cellBase &+ cx) << 1
                            let cellCover = Int(c[ci]), cellArea = Int(c[ci &+ 1])
                            c[ci] = 0; c[ci &+ 1] = 0
                            if row == bounds.height || cx >= width { continue }
                            if cx > nextX && cover != 0 {
                                let a = Rasterizer.coverage(cover << (Rasterizer.shift + 1), evenOdd: evenOdd)
                                if a != 0 { blitter.blitSpan(x: bounds.x &+ nextX, y: y, count: cx &- nextX, coverage: a) }
                            }
                            cover &+= cellCover
                            let a = Rasterizer.coverage((cover << (Rasterizer.shift + 1)) &- cellArea, evenOdd: evenOdd)
                            if a != 0 { blitter.blitSpan(x: bounds.x &+ cx, y: y, count: 1, coverage: a) }
                            nextX = cx &+ 1
                        }
                    }
                    if cover != 0 && nextX < width && row < bounds.height {
                        let a = Rasterizer.coverage(cover << (Rasterizer.shift + 1), evenOdd: evenOdd)
                        if a != 0 { blitter.blitSpan(x: bounds.x &+ nextX, y: y, count: width &- nextX, coverage: a) }
                    }
                }
            }
        }
        minRow = Int.max
        maxRow = Int.min
    }

    /// Clears accumulated cells without drawing them (for draws that turn out invisible).
    func discard() {
        var sink = DiscardingBlitter()
        sweep(fillRule: .nonZero, into: &sink)
    }

    /// Converts a signed area (full pixel = 131072) to 8-bit coverage, rounding to nearest.
    @inline(__always) static func coverage(_ area: Int, evenOdd: Bool) -> UInt8 {
        var a = area < 0 ? -area : area
        if evenOdd {
            a &= 2 * fullArea - 1
            if a > fullArea { a = 2 * fullArea - a }
        } else if a > fullArea {
            a = fullArea
        }
        return UInt8(truncatingIfNeeded: (a &* 255 &+ (fullArea >> 1)) >> (2 * shift + 1))
    }
}

/// Swallows coverage; sweeping into it just clears the cell grid.
struct DiscardingBlitter: Blitter {
    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {}
    mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {}
}
