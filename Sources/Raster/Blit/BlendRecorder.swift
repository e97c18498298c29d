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

    init(queue: BlendQueue, blitter: SolidBlitter, pixels: UnsafeMutablePointer<UInt32>) {
        self.queue = queue
        self.blitter = blitter
        self.pixels = pixels
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

    /// A coverage row goes as spans, a run of one coverage each: the queue keeps no bytes.
    /// (The canvas queues only unmasked fills, whose sweep gives spans and rectangles, so
    /// this is not reached in practice; the blends are those of the row all the same.)
    mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        var start = 0
        while start < count {
            let c = coverage[start]
            var end = start &+ 1
            while end < count && coverage[end] == c { end &+= 1 }
            if c != 0 { blitSpan(x: x &+ start, y: y, count: end &- start, coverage: c) }
            start = end
        }
    }

    mutating func blitRect(x: Int, y: Int, width: Int, height: Int, coverage: UInt8) {
        queue.rect(draw: draw, x: x, y: y, width: width, height: height, coverage: coverage)
        replayIfFull()
    }
}
