import CKernels
import Raster
import TestSupport
import Testing

/// Coverage accumulation (CKernels/cells.c) on every path against the baseline, and the
/// baseline against what any exact area coverage must hold: each row's covers add up to
/// the height the segments span in that row, and a cell is marked exactly when touched.
extension VectorPathTests {
    @Test func cellAccumulationMatchesTheBaselineAndConservesCover() {
        var g = SeededRandom(seed: 0x51D_0006)
        let one = Int64(Rasterizer.one)
        var failures = 0
        for _ in 0..<200 where failures < 3 {
            let width = 1 + Int(g.next() % 90)
            let height = 1 + Int(g.next() % 40)
            let stride = width + 1
            let words = (stride + 63) >> 6
            let rows = height + 1
            // Every row has a slot here (no runs), in a shuffled order as packing gives.
            var slots = (0..<rows).map { Int32($0) }
            slots.shuffle(using: &g)
            var segments: [Int64] = []
            for _ in 0..<(1 + Int(g.next() % 25)) {
                func coordinate(_ cells: Int) -> Int64 {
                    // On a cell boundary a quarter of the time, where the DDA's edge cases are.
                    let c = Int64(g.next() % UInt64(cells + 1))
                    return g.next() % 4 == 0 || c == Int64(cells) ? c * one : c * one + Int64(g.next() % UInt64(one))
                }
                let x1 = coordinate(width)
                let y1 = coordinate(height)
                let kind = g.next() % 4
                let x2 = kind == 0 ? x1 : coordinate(width)
                let y2 = kind == 1 ? y1 + Int64(g.next() % 9) - 4 : coordinate(height)
                if y1 == y2 || y2 < 0 || y2 > Int64(height) * one { continue }
                segments += [x1, y1, x2, y2]
            }
            let count = segments.count / 4
            func accumulate(_ k: rc_kernel_table) -> (cells: [Int32], bits: [UInt64]) {
                var cells = [Int32](repeating: 0, count: stride * rows * 2)
                var bits = [UInt64](repeating: 0, count: words * rows)
                cells.withUnsafeMutableBufferPointer { c in
                    bits.withUnsafeMutableBufferPointer { b in
                        slots.withUnsafeBufferPointer { s in
                            var grid = rc_cell_grid(
                                cells: c.baseAddress!, bits: b.baseAddress!, row_slots: s.baseAddress!,
                                stride: Int64(stride), words_per_row: Int64(words),
                                max_column: Int64(stride - 1), max_row: Int64(height))
                            k.accumulate_cells!(&grid, segments, count)
                        }
                    }
                }
                return (cells, bits)
            }
            let expected = accumulate(KernelPaths.baseline)
            for path in KernelPaths.wide {
                let actual = accumulate(path.kernels)
                if actual.cells != expected.cells || actual.bits != expected.bits {
                    failures += 1
                    Issue.record("\(path.name) cells differ from the baseline: \(width)x\(height), \(count) segments")
                }
            }
            for row in 0..<rows {
                let slot = Int(slots[row])
                var cover: Int64 = 0
                for x in 0..<stride {
                    let i = (slot * stride + x) * 2
                    let touched = expected.bits[slot * words + x >> 6] >> UInt64(x & 63) & 1 == 1
                    if !touched && (expected.cells[i] != 0 || expected.cells[i + 1] != 0) {
                        failures += 1
                        Issue.record("row \(row) column \(x) holds a cell but is not marked")
                    }
                    cover += Int64(expected.cells[i])
                }
                // The signed height of every segment within this row.
                var spanned: Int64 = 0
                for s in 0..<count {
                    let y1 = segments[4 * s + 1]
                    let y2 = segments[4 * s + 3]
                    let top = Int64(row) * one
                    let bottom = top + one
                    let lo = max(min(y1, y2), top)
                    let hi = min(max(y1, y2), bottom)
                    if hi > lo { spanned += y2 > y1 ? hi - lo : lo - hi }
                }
                if cover != spanned {
                    failures += 1
                    Issue.record("row \(row): covers add up to \(cover), segments span \(spanned)")
                }
            }
        }
        #expect(failures == 0)
    }
}
