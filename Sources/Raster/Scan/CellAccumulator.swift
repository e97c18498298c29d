/// The inner loop of ``Rasterizer``: deposits one 24.8 fixed-point line into the cell grid.
///
/// This is AGG's `rasterizer_cells_aa::line` / `render_hline` recast for a dense
/// grid: instead of appending cells to a list, each step adds straight into the
/// grid cell and marks its bit. Coordinates are relative to the grid's origin and
/// already clipped, so every cell index is in range.
struct CellAccumulator {
    let cells: UnsafeMutablePointer<Int32>
    let bits: UnsafeMutablePointer<UInt64>
    /// Per row, the row's place in the grids, or -1 when the row lies inside a run of rows
    /// that only vertical edges cross (past the run's first row): vertical edges deposit
    /// nothing there, and no other segment reaches it (see ``Rasterizer``).
    let rowSlots: UnsafePointer<Int32>
    let stride: Int
    let wordsPerRow: Int
    let maxColumn: Int
    let maxRow: Int

    private static let shift = Rasterizer.shift
    private static let one = Rasterizer.one
    private static let mask = Rasterizer.mask

    @inline(__always) private func add(_ ex: Int, _ ey: Int, cover: Int, area: Int) {
        add(ex, slot: slot(ey), cover: cover, area: area)
    }

    /// The grid slot of row `ey`. Clamping guards against a rounding step past the grid;
    /// it never moves a valid cell (nor does the column clamp below).
    @inline(__always) private func slot(_ ey: Int) -> Int {
        Int(rowSlots[ey < 0 ? 0 : (ey > maxRow ? maxRow : ey)])
    }

    @inline(__always) private func add(_ ex: Int, slot: Int, cover: Int, area: Int) {
        // Every row a segment deposits into was marked by the rasterizer and has a slot;
        // only the insides of runs have none, and vertical edges skip those.
        assert(slot >= 0, "a deposit into a row inside a run")
        let x = ex < 0 ? 0 : (ex > maxColumn ? maxColumn : ex)
        let i = (slot &* stride &+ x) << 1
        cells[i] &+= Int32(truncatingIfNeeded: cover)
        cells[i &+ 1] &+= Int32(truncatingIfNeeded: area)
        bits[slot &* wordsPerRow &+ (x >> 6)] |= 1 << UInt64(x & 63)
    }

    /// Renders the part of a line inside one pixel row `ey`, from (x1, fy1) to (x2, fy2),
    /// where `fy` are subpixel offsets within the row (0...256).
    mutating func hline(_ ey: Int, _ x1: Int, _ fy1: Int, _ x2: Int, _ fy2: Int) {
        let shift = CellAccumulator.shift, one = CellAccumulator.one, mask = CellAccumulator.mask
        var ex1 = x1 >> shift
        let ex2 = x2 >> shift
        let fx1 = x1 & mask
        let fx2 = x2 & mask
        if fy1 == fy2 { return }
        let row = slot(ey)
        if ex1 == ex2 {
            let delta = fy2 - fy1
            add(ex1, slot: row, cover: delta, area: (fx1 + fx2) * delta)
            return
        }
        // The line crosses several cells of this row.
        var p = (one - fx1) * (fy2 - fy1)
        var first = one
        var incr = 1
        var dx = x2 - x1
        if dx < 0 {
            p = fx1 * (fy2 - fy1)
            first = 0
            incr = -1
            dx = -dx
        }
        var delta = p / dx
        var mod = p % dx
        if mod < 0 { delta -= 1; mod += dx }
        add(ex1, slot: row, cover: delta, area: (fx1 + first) * delta)
        ex1 += incr
        var y1 = fy1 + delta
        if ex1 != ex2 {
            p = one * (fy2 - y1 + delta)
            var lift = p / dx
            var rem = p % dx
            if rem < 0 { lift -= 1; rem += dx }
            mod -= dx
            while ex1 != ex2 {
                delta = lift
                mod += rem
                if mod >= 0 { mod -= dx; delta += 1 }
                add(ex1, slot: row, cover: delta, area: one * delta)
                y1 += delta
                ex1 += incr
            }
        }
        delta = fy2 - y1
        add(ex1, slot: row, cover: delta, area: (fx2 + one - first) * delta)
    }

    /// Renders a whole line from (x1, y1) to (x2, y2) in 24.8 fixed point.
    mutating func line(_ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int) {
        let shift = CellAccumulator.shift, one = CellAccumulator.one, mask = CellAccumulator.mask
        let dx = x2 - x1
        var dy = y2 - y1
        var ey1 = y1 >> shift
        let ey2 = y2 >> shift
        let fy1 = y1 & mask
        let fy2 = y2 & mask

        if ey1 == ey2 {
            hline(ey1, x1, fy1, x2, fy2)
            return
        }
        var incr = 1
        if dx == 0 {
            // Vertical: the same cell column all the way, with one cover per whole row.
            let ex = x1 >> shift
            let twoFx = (x1 - (ex << shift)) << 1
            var first = one
            if dy < 0 { first = 0; incr = -1 }
            var delta = first - fy1
            add(ex, ey1, cover: delta, area: twoFx * delta)
            ey1 += incr
            delta = first + first - one
            let area = twoFx * delta
            while ey1 != ey2 {
                if rowSlots[ey1] >= 0 { add(ex, ey1, cover: delta, area: area) }
                ey1 += incr
            }
            delta = fy2 - one + first
            add(ex, ey1, cover: delta, area: twoFx * delta)
            return
        }
        // Several rows: split the line at each row boundary.
        var p = (one - fy1) * dx
        var first = one
        if dy < 0 {
            p = fy1 * dx
            first = 0
            incr = -1
            dy = -dy
        }
        var delta = p / dy
        var mod = p % dy
        if mod < 0 { delta -= 1; mod += dy }
        var xFrom = x1 + delta
        hline(ey1, x1, fy1, xFrom, first)
        ey1 += incr
        if ey1 != ey2 {
            p = one * dx
            var lift = p / dy
            var rem = p % dy
            if rem < 0 { lift -= 1; rem += dy }
            mod -= dy
            while ey1 != ey2 {
                delta = lift
                mod += rem
                if mod >= 0 { mod -= dy; delta += 1 }
                let xTo = xFrom + delta
                hline(ey1, xFrom, one - first, xTo, first)
                xFrom = xTo
                ey1 += incr
            }
        }
        hline(ey1, xFrom, one - first, x2, fy2)
    }
}
