/// Writes a canvas's pending clear (``PendingClear``) into each row just before the
/// wrapped blitter draws there, so the inner blitter always finds final pixels.
///
/// The clear colour goes only where it is not about to be overwritten: a fully covered
/// span of a blitter that stores its colour outright (``overwritesFullSpans``) needs the
/// colour only left of the span; any other span needs it under the span too, as it blends
/// with what is there. The cost on the draw path is one load and compare of the row's mark
/// per span (the mark is in L1: one 32-bit word a row).
struct LazyClearBlitter<Inner: Blitter>: Blitter {
    var inner: Inner
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    /// ``PendingClear``'s per-row marks: the first column still waiting for the colour.
    let pendingFrom: UnsafeMutablePointer<Int32>
    let colour: UInt32
    /// True when the inner blitter stores a fixed colour, whatever was there, wherever
    /// coverage is 255 (an opaque solid colour without a clip mask, or `copy` mode).
    let overwritesFullSpans: Bool

    /// Makes columns `0..<end` of row `y` final, leaving `x..<end` to the draw when it
    /// overwrites them.
    @inline(__always) private func prepare(y: Int, x: Int, end: Int, overwrites: Bool) {
        let from = Int(pendingFrom[y])
        if from >= end { return }
        let stop = overwrites ? x : end
        if stop > from { fillSpan(pixels + (y &* width &+ from), count: stop &- from, value: colour) }
        pendingFrom[y] = Int32(truncatingIfNeeded: end)
    }

    @inline(__always) mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        prepare(y: y, x: x, end: x &+ count, overwrites: overwritesFullSpans && coverage == 255)
        inner.blitSpan(x: x, y: y, count: count, coverage: coverage)
    }

    @inline(__always) mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        prepare(y: y, x: x, end: x &+ count, overwrites: false)
        inner.blitCoverageRow(x: x, y: y, count: count, coverage: coverage)
    }

    mutating func blitRect(x: Int, y: Int, width count: Int, height rows: Int, coverage: UInt8) {
        let overwrites = overwritesFullSpans && coverage == 255
        for r in y..<(y &+ rows) { prepare(y: r, x: x, end: x &+ count, overwrites: overwrites) }
        inner.blitRect(x: x, y: y, width: count, height: rows, coverage: coverage)
    }
}
