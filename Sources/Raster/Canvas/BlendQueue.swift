/// Translucent solid fills not yet composited: each draw's spans and rectangles, kept per
/// band of rows and replayed band by band at the next read or other
/// write of the pixels.
///
/// Blending reads every pixel it writes. Drawn at once, shape after shape, each shape's
/// pixels come from wherever the shapes before left them: on a 3x screen (11.8 MB, beyond
/// a 2 MB L2) that is L3, and S2's 400 overlapping translucent rectangles spent 45 % of a
/// frame in the rectangle blend, waiting for memory. Replayed band by band, every draw
/// that reaches a band is blended while its rows are in the cache (a C harness of S2's
/// rectangles: 2.6 ms drawn in order, 1.3 ms in bands of 16 rows). Within a band the
/// operations keep their order, and every operation lies in one band, so each pixel sees
/// the same blends in the same order and ends with the same bytes as drawn at once.
///
/// Only translucent solid fills without a clip mask are queued (`Canvas.sweep(paint:
/// fillRule:)`): an opaque fill only writes, and queueing every solid draw with the clear
/// had made S1 a quarter slower (docs/performance.md, "Band rendering on a Zen 3").
///
/// A reference type like ``Rasterizer``: the canvas's scratch, reused from flush to flush.
final class BlendQueue {
    /// One recorded blit: `count` pixels from (x, y) on `rows` rows (1 for a span), all of
    /// coverage `coverage`, of draw number `draw`.
    struct Operation {
        var x: Int32
        var y: Int32
        var count: Int32
        var rows: Int32
        var draw: Int32
        var coverage: UInt8
    }

    /// One band's operations, in the order they were recorded: raw memory, as an array of
    /// arrays paid uniqueness and exclusivity checks on every append (about an eighth of
    /// S2's frame in `perf`).
    private struct Band {
        var operations: UnsafeMutablePointer<Operation>?
        var count = 0
        var capacity = 0
    }

    /// Rows a band: about 64 KB of pixels (14 rows of a 3x screen), which stay in L2 while
    /// the band's blends run. On S2 (Xeon, AVX-512) bands of half and twice that were
    /// slower: 5.7 and 5.5 ms a frame against 5.35.
    let bandRows: Int
    private let bandCount: Int
    private let bands: UnsafeMutablePointer<Band>
    /// Each draw's blitter, as made for its draw; replayed over the pixels as they are then.
    @exclusivity(unchecked) private var draws: [SolidBlitter] = []
    /// How many operations wait.
    @exclusivity(unchecked) private var pending = 0
    /// The most operations and draws that wait: at this many the queue is
    /// replayed, so its memory (under 8 MB at the default) stays bounded however many
    /// shapes are drawn unread. Tests lower it.
    @exclusivity(unchecked) var limit = 1 << 18

    var isEmpty: Bool { pending == 0 }
    /// The operations and draws waiting, which ``isFull`` holds below ``limit``.
    var size: Int { pending &+ draws.count }

    init(width: Int, height: Int) {
        bandRows = max(1, min(height, 65536 / max(1, width * 4)))
        bandCount = max(1, (height + bandRows - 1) / bandRows)
        bands = .allocate(capacity: bandCount)
        bands.initialize(repeating: Band(), count: bandCount)
    }

    deinit {
        for b in 0..<bandCount { bands[b].operations?.deallocate() }
        bands.deallocate()
    }

    /// Starts a draw through `blitter`; its blits follow, numbered with the returned draw.
    func begin(_ blitter: SolidBlitter) -> Int32 {
        draws.append(blitter)
        return Int32(truncatingIfNeeded: draws.count &- 1)
    }

    /// True when the queue has grown past its bound and should be replayed before more.
    var isFull: Bool { size >= limit }

    @inline(__always) private func append(_ operation: Operation, band: Int) {
        let b = bands + band
        if b.pointee.count == b.pointee.capacity { grow(b) }
        (b.pointee.operations! + b.pointee.count).initialize(to: operation)
        b.pointee.count &+= 1
        pending &+= 1
    }

    private func grow(_ b: UnsafeMutablePointer<Band>) {
        let capacity = max(64, b.pointee.capacity &* 2)
        let grown = UnsafeMutablePointer<Operation>.allocate(capacity: capacity)
        if let old = b.pointee.operations {
            grown.moveInitialize(from: old, count: b.pointee.count)
            old.deallocate()
        }
        b.pointee.operations = grown
        b.pointee.capacity = capacity
    }

    @inline(__always) func span(draw: Int32, x: Int, y: Int, count: Int, coverage c: UInt8) {
        append(
            Operation(
                x: Int32(truncatingIfNeeded: x), y: Int32(truncatingIfNeeded: y), count: Int32(truncatingIfNeeded: count),
                rows: 1, draw: draw, coverage: c),
            band: y / bandRows)
    }

    /// A rectangle, cut at the bands' edges so each part lies in one band.
    func rect(draw: Int32, x: Int, y: Int, width count: Int, height rows: Int, coverage c: UInt8) {
        var top = y
        let bottom = y &+ rows
        while top < bottom {
            let band = top / bandRows
            let end = min(bottom, (band &+ 1) &* bandRows)
            append(
                Operation(
                    x: Int32(truncatingIfNeeded: x), y: Int32(truncatingIfNeeded: top),
                    count: Int32(truncatingIfNeeded: count), rows: Int32(truncatingIfNeeded: end &- top), draw: draw,
                    coverage: c),
                band: band)
            top = end
        }
    }

    /// Composites every waiting blit into `pixels` (this queue's width and height), band
    /// by band, and empties the queue, keeping its memory for the next frame.
    func replay(into pixels: UnsafeMutablePointer<UInt32>) {
        guard pending > 0 else {
            // Draws that gave no blits (every reader passes here: one branch when none).
            if !draws.isEmpty { draws.removeAll(keepingCapacity: true) }
            return
        }
        // The pixels' address may have moved since the draws were recorded (a copy on write).
        var blitters = draws.map { SolidBlitter($0, pixels: pixels) }
        blitters.withUnsafeMutableBufferPointer { blitters in
            for b in 0..<bandCount {
                let band = bands[b]
                guard let ops = band.operations else { continue }
                for k in 0..<band.count {
                    let op = ops[k]
                    if op.rows == 1 {
                        blitters[Int(op.draw)].blitSpan(
                            x: Int(op.x), y: Int(op.y), count: Int(op.count), coverage: op.coverage)
                    } else {
                        blitters[Int(op.draw)].blitRect(
                            x: Int(op.x), y: Int(op.y), width: Int(op.count), height: Int(op.rows),
                            coverage: op.coverage)
                    }
                }
            }
        }
        discard()
    }

    /// Forgets every waiting blit (a clear is about to cover them all).
    func discard() {
        if pending > 0 {
            // Operations are plain values: forgetting them is resetting the counts.
            for b in 0..<bandCount { bands[b].count = 0 }
        }
        draws.removeAll(keepingCapacity: true)
        pending = 0
    }
}
