/// A whole-canvas clear not yet written: the colour, and per row the first column that
/// still holds stale bytes standing for that colour.
///
/// A frame's clear used to write every pixel and the frame's opaque shapes then wrote most
/// of them again, from rows by then evicted to L3 (S1: a third of the frame in `memset`).
/// Deferred, each row is cleared when a draw first reaches it, only where the draw does
/// not itself cover the pixels fully and opaquely, and while the row is in cache. The
/// pixels a reader sees are exactly those of an eager clear: every path that reads or
/// writes pixels other than through ``LazyClearBlitter`` first calls ``flush(rows:in:)``.
///
/// Within a row, columns `0..<pendingFrom[y]` hold real pixels and the rest stand for
/// ``colour``. A draw reaching column `end` writes the clear colour over the stale columns
/// it does not overwrite and moves the mark to `end`, so spans arriving in any order keep
/// the rule true.
struct PendingClear {
    /// The packed premultiplied colour of the deferred clear.
    private(set) var colour: UInt32 = 0
    /// Per row, the first column still waiting for ``colour``; the width when none.
    private(set) var pendingFrom: [Int32]
    /// False when no row waits: readers then pay one branch.
    private(set) var isPending = false
    let width: Int

    init(width: Int, height: Int) {
        self.width = width
        pendingFrom = [Int32](repeating: Int32(width), count: height)
    }

    /// Defers a clear of every pixel to `colour`, discarding an earlier pending one.
    mutating func clear(to colour: UInt32) {
        self.colour = colour
        isPending = !pendingFrom.isEmpty
        pendingFrom.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// Writes the pending colour into `rows` (all of them by default) of `pixels`, so
    /// their bytes are final. The rows outside stay pending.
    mutating func flush(rows: Range<Int>? = nil, in pixels: UnsafeMutablePointer<UInt32>) {
        guard isPending else { return }
        let all = 0..<pendingFrom.count
        let range = rows?.clamped(to: all) ?? all
        let width = self.width
        let colour = self.colour
        pendingFrom.withUnsafeMutableBufferPointer { from in
            var y = range.lowerBound
            while y < range.upperBound {
                let x = Int(from[y])
                if x == width {
                    y &+= 1
                    continue
                }
                // A row's tail and the rows after it that no draw reached (S1's gaps
                // between cells) are one block of memory: one call for all of it, as the
                // eager clear made, not one a row.
                var last = y &+ 1
                while last < range.upperBound && from[last] == 0 { last &+= 1 }
                fillPixels(pixels + (y &* width &+ x), count: (last &- y) &* width &- x, value: colour)
                for r in y..<last { from[r] = Int32(width) }
                y = last
            }
        }
        if range == all { isPending = false }
    }

    /// Runs `body` with the per-row marks, for a ``LazyClearBlitter`` over one draw.
    mutating func withMarks<R>(_ body: (UnsafeMutablePointer<Int32>) -> R) -> R {
        pendingFrom.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
}
