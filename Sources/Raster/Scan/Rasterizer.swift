import CKernels

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
//
// Segments are collected first and deposited at the sweep. That lets the
// rasterizer find runs of rows crossed only by vertical edges (the straight
// sides of rectangles, rounded rectangles and their strokes: most of a UI).
// Every row of such a run receives exactly the same cells, so only its first
// row is deposited and swept, and its spans are composited over the whole run.

/// Accumulates a path's coverage and sweeps it into a ``Blitter``.
///
/// The deposit of segments into cells (AGG's `line` / `render_hline`) is
/// `rc_accumulate_cells` in CKernels; the sweep stays here, as it drives the blitter.
///
/// Not thread-safe: each canvas owns one, and reuses its storage from draw to draw.
package final class Rasterizer {
    static let shift = 12
    package static let one = 1 << shift
    static let mask = one - 1
    /// Area of a fully covered pixel in `area` units (2 · one · one).
    static let fullArea = 2 * one * one

    // Raw storage rather than arrays: the accumulator and the sweep touch it for every
    // edge cell, and array access from a class adds uniqueness and exclusivity checks.
    // Constants, so reaching a buffer does not retain and release it (3-4 % of S2 when
    // they were `var`).
    private let cells = GrowableBuffer<Int32>()  // (cover, area) pairs
    private let bits = GrowableBuffer<UInt64>()  // one bit per touched cell
    private let segments = GrowableBuffer<Int64>()  // x1, y1, x2, y2 in fixed point, relative to the bounds
    private var segmentCount = 0
    /// Per row: 1 when a segment other than the inside of a vertical edge touches it
    /// ("irregular"), then, at the sweep, the length of the run the row starts (0 inside a run).
    private let rowRuns = GrowableBuffer<Int32>()
    /// Per row, at the sweep: where its cells live in the grids (rows are packed, so the
    /// grids hold only the rows that receive cells), or -1 for a row inside a run.
    private let rowSlots = GrowableBuffer<Int32>()
    private var bounds = IntRect(x: 0, y: 0, width: 0, height: 0)
    private var stride = 0  // cells per row (width + 1: a column for lines clamped to the right edge)
    private var wordsPerRow = 0
    private var minRow = Int.max
    private var maxRow = Int.min

    package init() {}

    /// Prepares to accumulate a path lying within `bounds` (device pixels, already clipped).
    package func reset(bounds b: IntRect) {
        bounds = b
        stride = b.width + 1
        wordsPerRow = (stride + 63) >> 6
        // One spare row: a line ending exactly on the bottom edge names the cell below it.
        rowRuns.reserveZeroed(b.height + 1)
        rowSlots.reserveZeroed(b.height + 1)
        rowRuns.pointer.update(repeating: 0, count: b.height + 1)
        segmentCount = 0
        minRow = Int.max
        maxRow = Int.min
    }

    /// Adds every segment of the polylines, closing each one (fills always close subpaths).
    package func add(_ polylines: [Polyline]) {
        for pl in polylines where pl.points.count > 1 {
            pl.points.withUnsafeBufferPointer { points in
                if isInside(points) {
                    addInside(points)
                    return
                }
                var prev = points[points.count - 1]
                for p in points {
                    addLine(prev, p)
                    prev = p
                }
            }
        }
    }

    /// True when every point lies within the bounds (edges included), so no segment
    /// needs clipping: the usual case, as a draw's bounds enclose its shape unless the
    /// clip cuts it.
    private func isInside(_ points: UnsafeBufferPointer<Point>) -> Bool {
        let left = Double(bounds.x)
        let right = Double(bounds.maxX)
        let top = Double(bounds.y)
        let bottom = Double(bounds.maxY)
        for p in points where !(p.x >= left && p.x <= right && p.y >= top && p.y <= bottom) { return false }
        return true
    }

    /// ``addLine(_:_:)`` for a closed polyline within the bounds, converting each point to
    /// fixed point once instead of once per segment end. Within the bounds `addLine`
    /// changes no segment, and drops only horizontal ones and those lying on the right
    /// edge (cover flows rightwards only); this drops the same, so the cells are the same.
    private func addInside(_ points: UnsafeBufferPointer<Point>) {
        let right = Double(bounds.maxX)
        let ox = Double(bounds.x)
        let oy = Double(bounds.y)
        let last = points[points.count - 1]
        var px = Rasterizer.fixed(last.x - ox)
        var py = Rasterizer.fixed(last.y - oy)
        var pRight = last.x >= right
        for p in points {
            let x = Rasterizer.fixed(p.x - ox)
            let y = Rasterizer.fixed(p.y - oy)
            let onRight = p.x >= right
            if !(pRight && onRight) { fixedLine(px, py, x, y) }
            px = x
            py = y
            pRight = onRight
        }
    }

    /// Clips a device-space segment to the bounds and accumulates it.
    ///
    /// Parts above or below the bounds are dropped (they cover no row). Parts to the left
    /// become vertical lines on the left edge, keeping the winding they give the row;
    /// parts to the right are dropped, as cover only flows rightwards.
    package func addLine(_ a: Point, _ b: Point) {
        // Coordinates beyond ±10^12 px are clamped so the clipping arithmetic below cannot
        // overflow; no drawable shape reaches that far.
        let limit = 1e12
        func clamp(_ v: Double) -> Double { min(limit, max(-limit, v)) }
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        var x0 = clamp(a.x)
        var y0 = clamp(a.y)
        var x1 = clamp(b.x)
        var y1 = clamp(b.y)
        guard y0 != y1 else { return }
        let top = Double(bounds.y)
        let bottom = Double(bounds.maxY)
        if (y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom) { return }
        // Clip in y.
        let (ax, ay) = (x0, y0)
        if y0 < top {
            x0 += (x1 - x0) * (top - y0) / (y1 - y0)
            y0 = top
        } else if y0 > bottom {
            x0 += (x1 - x0) * (bottom - y0) / (y1 - y0)
            y0 = bottom
        }
        if y1 < top {
            x1 = ax + (x1 - ax) * (top - ay) / (y1 - ay)
            y1 = top
        } else if y1 > bottom {
            x1 = ax + (x1 - ax) * (bottom - ay) / (y1 - ay)
            y1 = bottom
        }
        if y0 == y1 { return }
        let left = Double(bounds.x)
        let right = Double(bounds.maxX)
        if x0 >= right && x1 >= right { return }
        if x0 <= left && x1 <= left {
            fixedLine(left, y0, left, y1)
            return
        }
        // Split where the segment crosses the left or right edge.
        var xs = (x0, y0)
        var xe = (x1, y1)
        func crossY(_ x: Double) -> Double { y0 + (y1 - y0) * (x - x0) / (x1 - x0) }
        if x0 < left || x1 < left {
            let yc = crossY(left)
            if x0 < left {
                fixedLine(left, y0, left, yc)
                xs = (left, yc)
            } else {
                xe = (left, yc)
                fixedLineClipRight(xs, xe, right, x0: x0, y0: y0, x1: x1, y1: y1)
                fixedLine(left, yc, left, y1)
                return
            }
        }
        fixedLineClipRight(xs, xe, right, x0: x0, y0: y0, x1: x1, y1: y1)
    }

    private func fixedLineClipRight(
        _ s: (Double, Double), _ e: (Double, Double), _ right: Double,
        x0: Double, y0: Double, x1: Double, y1: Double
    ) {
        if s.0 > right || e.0 > right {
            if s.0 >= right && e.0 >= right { return }
            let yc = y0 + (y1 - y0) * (right - x0) / (x1 - x0)
            if s.0 > right { fixedLine(right, yc, e.0, e.1) } else { fixedLine(s.0, s.1, right, yc) }
            return
        }
        fixedLine(s.0, s.1, e.0, e.1)
    }

    /// `v` in fixed point, rounded to nearest with ties to even.
    ///
    /// Adding and subtracting 1.5 · 2^52 rounds any |x| < 2^51 to an integer in the
    /// current (nearest-even) mode with two additions. `rounded(.toNearestOrEven)` is a
    /// libm call on x86-64's baseline, which has no round instruction, and it showed in
    /// the profile of S2 at four calls a segment.
    @inline(__always) package static func fixed(_ v: Double) -> Int {
        let x = v * Double(Rasterizer.one)
        let magic = 0x1.8p52
        if abs(x) < 0x1p51 { return Int((x + magic) - magic) }
        return Int(x.rounded(.toNearestOrEven))
    }

    private func fixedLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        // Relative to the bounds' origin so cell indices start at 0.
        let ox = Double(bounds.x)
        let oy = Double(bounds.y)
        fixedLine(
            Rasterizer.fixed(ax - ox), Rasterizer.fixed(ay - oy),
            Rasterizer.fixed(bx - ox), Rasterizer.fixed(by - oy))
    }

    /// Records a segment already in fixed point relative to the bounds' origin.
    private func fixedLine(_ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int) {
        if y1 == y2 { return }
        // Clamped like the accumulator clamps cells, so the marks name the rows it will touch.
        let r0 = min(max(y1 >> Rasterizer.shift, 0), bounds.height)
        let r1 = min(max(y2 >> Rasterizer.shift, 0), bounds.height)
        minRow = min(minRow, r0, r1)
        maxRow = max(maxRow, r0, r1)
        let runs = rowRuns.pointer
        if x1 == x2 {
            // A vertical edge gives the rows strictly between its ends identical cells.
            runs[r0] = 1
            runs[r1] = 1
        } else {
            for r in min(r0, r1)...max(r0, r1) { runs[r] = 1 }
        }
        segments.reserve((segmentCount + 1) * 4)
        let s = segments.pointer + segmentCount * 4
        s[0] = Int64(x1)
        s[1] = Int64(y1)
        s[2] = Int64(x2)
        s[3] = Int64(y2)
        segmentCount += 1
    }

    /// Turns the irregular-row marks into run lengths and grid slots, then deposits every
    /// segment's cells (vertical edges only into the first row of each run).
    private func deposit() {
        let runs = rowRuns.pointer
        let slots = rowSlots.pointer
        let last = min(maxRow, bounds.height)
        var row = minRow
        var slotCount: Int32 = 0
        while row <= last {
            slots[row] = slotCount
            slotCount += 1
            if runs[row] != 0 {
                row += 1
                continue
            }
            var end = row + 1
            while end <= last && runs[end] == 0 {
                slots[end] = -1
                end += 1
            }
            runs[row] = Int32(end - row)  // rows row+1..<end stay 0: covered by this run
            row = end
        }
        // The grids are all zero between draws: the sweep clears what it reads.
        cells.reserveZeroed(stride * Int(slotCount) * 2)
        bits.reserveZeroed(wordsPerRow * Int(slotCount))
        // The deposit loop is C (CKernels/cells.c): in Swift it was the hottest function
        // of S1 and S2 after the blends, and a debug `swift test` build ran it unoptimised.
        var grid = rc_cell_grid(
            cells: cells.pointer, bits: bits.pointer, row_slots: slots, stride: Int64(stride),
            words_per_row: Int64(wordsPerRow), max_column: Int64(stride - 1),
            max_row: Int64(bounds.height))
        rc_accumulate_cells(&grid, segments.pointer, segmentCount)
        segmentCount = 0
    }

    /// Sweeps the accumulated cells row by row into `blitter`, clearing them.
    ///
    /// Within a row, neighbouring output of equal coverage is merged before it reaches the
    /// blitter: a shape whose edges fall on pixel boundaries (most UI rectangles) gives one
    /// span per row instead of an edge pixel plus a span, and a blitter's per-call set-up is
    /// paid once. Merging changes no pixel, as every pixel is composited on its own.
    /// (Batching the single pixels of curved edges into coverage rows for the vector
    /// kernels was measured slower: those runs are a few pixels long.)
    package func sweep<B: Blitter>(fillRule: FillRule, into blitter: inout B) {
        guard minRow <= maxRow else { return }
        deposit()
        let c = cells.pointer
        let w = bits.pointer
        let runs = rowRuns.pointer
        let slots = rowSlots.pointer
        let wordsPerRow = self.wordsPerRow
        let stride = self.stride
        let originX = bounds.x
        let originY = bounds.y
        let width = bounds.width
        let height = bounds.height
        let lastRow = min(maxRow, height)
        let evenOdd = fillRule == .evenOdd
        for row in max(0, minRow)...lastRow {
            let run = Int(runs[row])
            if run == 0 { continue }  // inside a run: nothing was deposited here
            let rows = min(run, height &- row)
            let slot = Int(slots[row])
            let wordBase = slot &* wordsPerRow
            let cellBase = slot &* stride
            let visible = rows > 0
            let y = originY &+ row
            var cover = 0
            var nextX = 0  // first column not yet emitted
            // The pending run: columns runX..<(the next change), all of coverage runA.
            var runX = 0
            var runA: UInt8 = 0
            @inline(__always) func emit(_ x: Int, _ a: UInt8) {
                // From column x on, coverage is a: the pending run ends here.
                if a == runA { return }
                if runA != 0 && x > runX {
                    if rows == 1 {
                        blitter.blitSpan(x: originX &+ runX, y: y, count: x &- runX, coverage: runA)
                    } else {
                        blitter.blitRect(x: originX &+ runX, y: y, width: x &- runX, height: rows, coverage: runA)
                    }
                }
                runX = x
                runA = a
            }
            var wi = 0
            while wi < wordsPerRow {
                // Most of a wide shape's row is untouched: skip its empty words four at a time.
                let q = w + (wordBase &+ wi)
                if wi &+ 4 <= wordsPerRow && (q[0] | q[1] | q[2] | q[3]) == 0 {
                    wi &+= 4
                    continue
                }
                var word = q[0]
                if word != 0 { q[0] = 0 }
                while word != 0 {
                    let cx = (wi << 6) | word.trailingZeroBitCount
                    word &= word &- 1
                    let ci = (cellBase &+ cx) << 1
                    let cellCover = Int(c[ci])
                    let cellArea = Int(c[ci &+ 1])
                    c[ci] = 0
                    c[ci &+ 1] = 0
                    if !visible || cx >= width { continue }
                    if cx > nextX {
                        emit(nextX, Rasterizer.coverage(cover << (Rasterizer.shift + 1), evenOdd: evenOdd))
                    }
                    cover &+= cellCover
                    emit(cx, Rasterizer.coverage((cover << (Rasterizer.shift + 1)) &- cellArea, evenOdd: evenOdd))
                    nextX = cx &+ 1
                }
                wi &+= 1
            }
            guard visible else { continue }
            if nextX < width {
                emit(nextX, Rasterizer.coverage(cover << (Rasterizer.shift + 1), evenOdd: evenOdd))
                nextX = width
            }
            emit(nextX, 0)
        }
        minRow = Int.max
        maxRow = Int.min
    }

    /// Forgets the accumulated segments without drawing them (for draws that turn out invisible).
    func discard() {
        segmentCount = 0
        minRow = Int.max
        maxRow = Int.min
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
