/// A blitter that composites nothing yet: it hands one draw's spans and rectangles to a
/// ``BlendQueue``, which blends them band by band later.
struct BlendRecorder: Blitter {
    let queue: BlendQueue
    /// The draw's blitter, and the pixels it blends into when the queue must be replayed
    /// in the middle of the draw.
    let blitter: SolidBlitter
    let pixels: UnsafeMutablePointer<UInt32>
    /// The draw's number in the queue.
    private var draw: Int32

    /// A full queue is blended before the draw begins: draws that give no blits count
    /// towards the bound too.
    init(queue: BlendQueue, blitter: SolidBlitter, pixels: UnsafeMutablePointer<UInt32>) {
        self.queue = queue
        self.blitter = blitter
        self.pixels = pixels
        if queue.isFull { queue.replay(into: pixels) }
        draw = queue.begin(blitter)
    }

    /// A full queue is blended now, whatever this draw has queued included: the blits after
    /// come later in every pixel's order either way, and the queue's memory stays bounded
    /// even for one draw of a great many spans.
    @inline(__always) private mutating func replayIfFull() {
        guard queue.isFull else { return }
        queue.replay(into: pixels)
        draw = queue.begin(blitter)
    }

    @inline(__always) mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        queue.span(draw: draw, x: x, y: y, count: count, coverage: coverage)
        replayIfFull()
    }

    /// A coverage row is blended at once, after everything queued before it, so each pixel
    /// still gets its blends in order, through the draw's own blitter: the bytes of drawing
    /// eagerly by construction. The canvas queues only unmasked fills, whose sweeps give
    /// spans and rectangles, so no draw reaches this today; a sweep that did would be
    /// correct here without a test of its own (splitting the row into spans of one
    /// coverage, as before, would have rested on the span and row blends agreeing).
    mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        queue.replay(into: pixels)
        draw = queue.begin(blitter)
        var now = SolidBlitter(blitter, pixels: pixels)
        now.blitCoverageRow(x: x, y: y, count: count, coverage: coverage)
    }

    mutating func blitRect(x: Int, y: Int, width: Int, height: Int, coverage: UInt8) {
        queue.rect(draw: draw, x: x, y: y, width: width, height: height, coverage: coverage)
        replayIfFull()
    }
}
