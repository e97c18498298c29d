/// Hands a solid draw's spans to a canvas's ``BandQueue`` instead of compositing them,
/// so they are composited band by band with the draws around them.
struct RecordingBlitter: Blitter {
    /// The canvas's queue, which outlives every sweep that records into it.
    unowned(unsafe) let queue: BandQueue
    let paint: Int32

    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        queue.record(x: x, y: y, count: count, rows: 1, coverage: coverage, paint: paint)
    }

    mutating func blitRect(x: Int, y: Int, width: Int, height: Int, coverage: UInt8) {
        queue.record(x: x, y: y, count: width, rows: height, coverage: coverage, paint: paint)
    }

    mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        queue.record(x: x, y: y, count: count, coverage: coverage, paint: paint)
    }
}
