import CKernels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Solid-colour spans a canvas has swept but not yet composited, and a clear not yet
/// written, kept per band of rows and composited one band at a time.
///
/// A full-screen canvas at 3x is 11.8 MB, far larger than a core's L2 cache. Drawn one
/// command at a time, the clear and every fill and blend is a pass over the rows it
/// covers, and each pass reloads those rows from L3 or memory: in S1, S2 and S4 the
/// clear alone was a quarter of the frame. Here the clear is only noted, each solid draw's
/// spans are recorded in the band of rows they fall in, and a band is composited when
/// something needs its pixels: its clear, then its spans in the order they were drawn,
/// while its rows stay in L2.
///
/// The bytes are those of drawing directly: every span is composited by the same
/// ``SolidBlitter`` with the same colour, alpha and coverage, a span's pixels all lie in
/// one band (a rectangle of rows is split at band edges, and the blends are per pixel),
/// and a pixel receives its spans in drawing order. A clear overwrites every pixel, so it
/// drops whatever was recorded before it.
final class BandQueue {
    /// Rows in a band: 32 rows of a 1170-pixel canvas are 146 KB, so the two or three bands a
    /// line of text touches stay in a 512 KB L2 together.
    static let bandShift = 5

    /// One recorded span: `rows` rows of `count` pixels from (x, y), all within one band.
    struct Span {
        var x: Int32
        var y: Int32
        var count: Int32
        var rows: Int32
        /// Index into `paints`.
        var paint: Int32
        /// The uniform coverage, or -1 when `bytes` names a row of coverage bytes.
        var coverage: Int32
        /// Offset of the coverage row in `coverageBytes` (for `coverage == -1`).
        var bytes: Int32
        /// The next span of the same band, or -1.
        var next: Int32
    }

    /// A solid draw's colour as ``SolidBlitter`` takes it.
    struct SolidPaint {
        var color: RGBAColor
        var opacity: Double
        var blendMode: BlendMode
    }

    let width: Int
    let height: Int
    let bandCount: Int
    // Raw storage, like the rasterizer's: a span is recorded for every run of every
    // swept row, and arrays held by a class paid exclusivity and uniqueness checks on
    // each append (they doubled S1's time when this queue was first written with them).
    private var spans: UnsafeMutablePointer<Span>
    private var spanCount = 0
    private var spanCapacity = 1024
    private var coverageBytes: UnsafeMutablePointer<UInt8>
    private var byteCount = 0
    private var byteCapacity = 4096
    /// Per band: its first and last span, or -1.
    private let head: UnsafeMutablePointer<Int32>
    private let tail: UnsafeMutablePointer<Int32>
    /// Per band: whether it still owes the clear.
    private let owesClear: UnsafeMutablePointer<Bool>
    private var paints: [SolidPaint] = []
    private var clearColor: PremultipliedRGBA8 = .transparent
    /// Bands that hold spans or owe the clear, so an idle canvas costs one test to flush.
    private(set) var pendingBands = 0

    /// Bounds on what is held before everything is composited, so a long run of draws
    /// cannot grow the queue without limit (32 MB of spans, 16 MB of coverage rows).
    static let maxSpans = 1 << 20
    static let maxCoverageBytes = 1 << 24

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bandCount = (height + (1 << BandQueue.bandShift) - 1) >> BandQueue.bandShift
        spans = .allocate(capacity: spanCapacity)
        coverageBytes = .allocate(capacity: byteCapacity)
        head = .allocate(capacity: bandCount)
        head.initialize(repeating: -1, count: bandCount)
        tail = .allocate(capacity: bandCount)
        tail.initialize(repeating: -1, count: bandCount)
        owesClear = .allocate(capacity: bandCount)
        owesClear.initialize(repeating: false, count: bandCount)
    }

    deinit {
        spans.deallocate()
        coverageBytes.deallocate()
        head.deallocate()
        tail.deallocate()
        owesClear.deallocate()
    }

    var isEmpty: Bool { pendingBands == 0 }

    /// True when the queue is over its bounds and should be composited before more is added.
    var isFull: Bool { spanCount >= BandQueue.maxSpans || byteCount >= BandQueue.maxCoverageBytes }

    /// Notes a clear of every pixel to `color`, dropping every span recorded so far.
    func clear(_ color: PremultipliedRGBA8) {
        forgetSpans()
        head.update(repeating: -1, count: bandCount)
        tail.update(repeating: -1, count: bandCount)
        owesClear.update(repeating: true, count: bandCount)
        clearColor = color
        pendingBands = bandCount
    }

    private func forgetSpans() {
        spanCount = 0
        byteCount = 0
        paints.removeAll(keepingCapacity: true)
    }

    /// Registers a solid paint for the spans that follow; returns its index.
    func add(_ paint: SolidPaint) -> Int32 {
        paints.append(paint)
        return Int32(paints.count - 1)
    }

    /// Records a span of uniform coverage on `rows` rows, split at band edges.
    @inline(__always) func record(x: Int, y: Int, count: Int, rows: Int, coverage: UInt8, paint: Int32) {
        var top = y
        let bottom = y &+ rows
        while top < bottom {
            let band = top >> BandQueue.bandShift
            let end = min(bottom, (band &+ 1) << BandQueue.bandShift)
            append(
                Span(
                    x: Int32(truncatingIfNeeded: x), y: Int32(truncatingIfNeeded: top),
                    count: Int32(truncatingIfNeeded: count), rows: Int32(truncatingIfNeeded: end &- top), paint: paint,
                    coverage: Int32(coverage), bytes: 0, next: -1), band: band)
            top = end
        }
    }

    /// Records a row of per-pixel coverage, copying the bytes.
    func record(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>, paint: Int32) {
        if byteCount + count > byteCapacity {
            let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: max(byteCount + count, byteCapacity * 2))
            fresh.update(from: coverageBytes, count: byteCount)
            coverageBytes.deallocate()
            coverageBytes = fresh
            byteCapacity = max(byteCount + count, byteCapacity * 2)
        }
        (coverageBytes + byteCount).update(from: coverage, count: count)
        append(
            Span(
                x: Int32(x), y: Int32(y), count: Int32(count), rows: 1, paint: paint, coverage: -1,
                bytes: Int32(byteCount), next: -1), band: y >> BandQueue.bandShift)
        byteCount += count
    }

    @inline(__always) private func append(_ s: Span, band: Int) {
        if spanCount == spanCapacity { growSpans() }
        let index = Int32(truncatingIfNeeded: spanCount)
        (spans + spanCount).initialize(to: s)
        spanCount &+= 1
        let last = tail[band]
        if last < 0 {
            head[band] = index
            if !owesClear[band] { pendingBands &+= 1 }
        } else {
            spans[Int(last)].next = index
        }
        tail[band] = index
    }

    private func growSpans() {
        let fresh = UnsafeMutablePointer<Span>.allocate(capacity: spanCapacity * 2)
        fresh.update(from: spans, count: spanCount)
        spans.deallocate()
        spans = fresh
        spanCapacity *= 2
    }

    /// Composites every band that touches rows `rows` (all bands when nil) into `pixels`,
    /// the canvas's `width × height` pixels, and forgets them.
    func flush(rows: Range<Int>? = nil, into pixels: UnsafeMutablePointer<UInt32>) {
        guard pendingBands > 0 else { return }
        let first: Int
        let last: Int
        if let rows {
            let r = rows.clamped(to: 0..<height)
            guard !r.isEmpty else { return }
            first = r.lowerBound >> BandQueue.bandShift
            last = (r.upperBound - 1) >> BandQueue.bandShift
        } else {
            first = 0
            last = bandCount - 1
        }
        // One blitter per paint, built on the first span that needs it (its alpha table
        // too, as drawing directly would).
        var blitters = [SolidBlitter?](repeating: nil, count: paints.count)
        let spans = self.spans
        let bytes = UnsafePointer(coverageBytes)
        for band in first...last {
            if owesClear[band] {
                let top = band << BandQueue.bandShift
                let rowsInBand = min(height, top + (1 << BandQueue.bandShift)) - top
                BandQueue.fill(pixels + top * width, count: rowsInBand * width, color: clearColor)
                owesClear[band] = false
            } else if head[band] < 0 {
                continue
            }
            var i = Int(head[band])
            while i >= 0 {
                let s = spans[i]
                let p = Int(s.paint)
                if blitters[p] == nil {
                    let paint = paints[p]
                    blitters[p] = SolidBlitter(
                        pixels: pixels, width: width, height: height, color: paint.color, opacity: paint.opacity,
                        blendMode: paint.blendMode)
                }
                if s.coverage >= 0 {
                    if s.rows == 1 {
                        blitters[p]!.blitSpan(x: Int(s.x), y: Int(s.y), count: Int(s.count), coverage: UInt8(s.coverage))
                    } else {
                        blitters[p]!.blitRect(
                            x: Int(s.x), y: Int(s.y), width: Int(s.count), height: Int(s.rows),
                            coverage: UInt8(s.coverage))
                    }
                } else {
                    blitters[p]!.blitCoverageRow(
                        x: Int(s.x), y: Int(s.y), count: Int(s.count), coverage: bytes + Int(s.bytes))
                }
                i = Int(s.next)
            }
            head[band] = -1
            tail[band] = -1
            pendingBands -= 1
        }
        if pendingBands == 0 { forgetSpans() }
    }

    /// The bytes of ``Pixmap/fill(_:)`` on `count` pixels.
    private static func fill(_ p: UnsafeMutablePointer<UInt32>, count: Int, color: PremultipliedRGBA8) {
        let v = color.packed
        if v == (v & 0xFF) &* 0x0101_0101 {
            memset(p, Int32(v & 0xFF), count * 4)
        } else {
            rc_fill_span(p, count, v)
        }
    }
}
