import CKernels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How each scanline of a picture is to be filtered and deflated, decided from one
/// read of its pixels before any row is written.
///
/// Measured on UI pictures (flat fills, anti-aliased edges, text; the numbers are in
/// PNGEncoder.swift): leaving rows unfiltered beats libpng's per-row choice by 5-15 %,
/// because text and edges repeat exactly, which LZ77 finds in raw pixels and loses in
/// residuals. Filters pay on continuous tone, which the plan finds row by row. Runs of
/// identical rows are the bulk of a list screenshot (a cell's background between its
/// rounded corners); as all-zero Up residuals they are coded at a fraction of the cost of
/// hashing every byte, and in fewer bytes: a long run by a block of its own, a short one by
/// zlib's run-length strategy.
package struct PNGRowPlan {
    enum Row: Equatable {
        /// Filter type None.
        case unfiltered
        /// libpng's adaptive choice (`PNGRowFilter.minimumSumOfMagnitudes`).
        case adaptive
        /// Identical to the row above, inside a run of at least `minimumRun` such rows:
        /// filter Up (all zeros), deflated as one block or with Z_RLE (`PNGEncoder.stream`).
        case repeated
    }

    /// The fewest identical rows worth a run of their own: each run costs two strategy
    /// switches, each ending a deflate block. Measured over the reference pictures: 4 was
    /// the fastest and within 0.1 % of the smallest (2); 16 was 1 % larger, 64 3 %.
    static let minimumRun = 4

    /// One entry per row, top to bottom.
    let rows: [Row]
    /// Whether at least a third of the rows are continuous tone (see `isContinuousTone`):
    /// a gradient, blur or photograph, where every row is `.adaptive` and zlib is to work
    /// as libpng has it (level 6, Z_FILTERED), because the greedy setting loses there
    /// (measured: 5-40 % larger than libpng on the gradient, blur and image plates).
    let isMostlyContinuousTone: Bool

    /// Every row unfiltered, as libpng's FAST setting writes them.
    init(unfilteredRows height: Int) {
        rows = Array(repeating: .unfiltered, count: height)
        isMostlyContinuousTone = false
    }

    /// Plans `height` rows of `width` RGBA8 pixels whose `channelMask` bits are written
    /// (0x00FF_FFFF little-endian for RGB, all for RGBA).
    init(rgba: UnsafeRawPointer, width: Int, height: Int, channelMask: UInt32) {
        let rowBytes = width * 4
        var rows = [Row](repeating: .unfiltered, count: height)
        var tonalRows = 0
        var runStart = 0  // first row of the current run of rows equal to the one above it
        for y in 0..<height {
            let row = rgba + y * rowBytes
            if y > 0 && memcmp(row, row - rowBytes, rowBytes) == 0 {
                rows[y] = rows[y - 1] == .adaptive ? .adaptive : .unfiltered
            } else {
                Self.markRun(from: runStart, to: y, in: &rows)
                runStart = y + 1
                rows[y] = Self.isContinuousTone(row, pixels: width, channelMask: channelMask) ? .adaptive : .unfiltered
            }
            if rows[y] == .adaptive { tonalRows += 1 }
        }
        Self.markRun(from: runStart, to: height, in: &rows)
        isMostlyContinuousTone = tonalRows * 3 >= height
        self.rows = isMostlyContinuousTone ? Array(repeating: .adaptive, count: height) : rows
    }

    /// The row after the run of `.repeated` rows that starts at `start`.
    func endOfRun(startingAt start: Int) -> Int {
        var end = start
        while end < rows.count && rows[end] == .repeated { end += 1 }
        return end
    }

    /// Rows `start..<end`, each equal to the row above, become `.repeated` when there are enough.
    private static func markRun(from start: Int, to end: Int, in rows: inout [Row]) {
        guard end - start >= minimumRun else { return }
        for y in start..<end { rows[y] = .repeated }
    }

    /// Whether more than 30 % of the row's pixels differ from their left neighbour in the
    /// channels written: the mark of a gradient, a blur or a photograph, where filtering
    /// pays. Measured on the reference pictures: 0-6 % of a list screenshot's rows pass it,
    /// at most 27 % of a text plate's, 58-74 % of the blur, gradient and image plates'.
    package static func isContinuousTone(_ row: UnsafeRawPointer, pixels: Int, channelMask: UInt32) -> Bool {
        guard pixels > 1 else { return false }
        // A C loop (rc_pixels.h says why), which clang vectorizes at -O2; the Swift it
        // replaced, eight pixels at a time in SIMD8, ran 3.5x faster than scalar Swift
        // optimised but was the slowest part of an encode unoptimised.
        let changes = rc_count_changes(row.assumingMemoryBound(to: UInt8.self), pixels, UInt32(littleEndian: channelMask))
        return changes * 10 > (pixels - 1) * 3
    }
}
