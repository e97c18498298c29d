// The drawing context: a pixmap plus the current transform and clip, in the
// manner of CGContext. Every draw flattens its path to device space once, hands
// the segments to the rasterizer, and sweeps coverage into one blitter chosen
// for the whole draw (solid or shaded, masked or not).

/// Draws paths, images and filters into a ``Pixmap``.
///
/// A canvas owns scratch memory that it reuses between draws, so it is a
/// reference type confined to one thread at a time; make one canvas per thread.
public final class Canvas {
    /// The pixels drawn so far, final: reading it writes a pending clear and the blends
    /// still queued first.
    public var pixmap: Pixmap {
        flush()
        return storage
    }
    /// The pixels, except the rows ``pendingClear`` still stands for.
    private var storage: Pixmap
    private var pendingClear: PendingClear
    /// Translucent solid fills recorded, not yet blended (``BlendQueue`` says why).
    private let blendQueue: BlendQueue
    /// Maps user space (the coordinates of paths and rects you pass in) to device pixels.
    public var transform: Transform = .identity
    /// Curve flattening tolerance in device pixels.
    public var tolerance: Double = Path.defaultTolerance

    /// The glyph sources (font faces) text and symbol drawing has used, in first-use
    /// order: render metadata, so a snapshot can name the font files behind its pixels.
    public private(set) var usedGlyphSources: [any GlyphSource] = []
    var clipBounds: IntRect
    var clipMask: Mask?
    private var saved: [(Transform, IntRect, Mask?)] = []
    let rasterizer = Rasterizer()
    let strokeScratch = Stroker.Scratch()
    private var shadeScratch = [UInt32](repeating: 0, count: 256)
    private var coverageScratch: [UInt8]

    public init(pixmap: Pixmap) {
        self.storage = pixmap
        self.pendingClear = PendingClear(width: pixmap.width, height: pixmap.height)
        self.blendQueue = BlendQueue(width: pixmap.width, height: pixmap.height)
        self.clipBounds = pixmap.bounds
        self.coverageScratch = [UInt8](repeating: 0, count: pixmap.width)
    }

    /// A canvas over a new transparent pixmap, or nil for an invalid size.
    public convenience init?(width: Int, height: Int) {
        guard let p = Pixmap(width: width, height: height) else { return nil }
        self.init(pixmap: p)
    }

    /// A canvas over a new pixmap cleared to `color` as ``clear(_:)`` clears: no pixel is
    /// written until a draw reaches its row or the pixels are read, so a picture whose
    /// backgrounds cover most of it is written about once rather than filled first and
    /// drawn over after. Nil for an invalid size.
    package convenience init?(width: Int, height: Int, clearedTo color: PremultipliedRGBA8) {
        guard let p = Pixmap(unwrittenWidth: width, height: height) else { return nil }
        self.init(pixmap: p)
        pendingClear.clear(to: color.packed)
    }

    public var width: Int { storage.width }
    public var height: Int { storage.height }

    /// The device pixels that drawing can currently touch.
    public var deviceClipBounds: IntRect { clipBounds }

    /// Sets every pixel to `color`, ignoring transform and clip.
    ///
    /// Nothing is written yet: each row gets the colour when a draw first reaches it, only
    /// where that draw does not cover it opaquely, and the rest when the pixels are read
    /// (``pixmap``) or at ``flush()`` (see `PendingClear`, which says why).
    public func clear(_ color: PremultipliedRGBA8 = .transparent) {
        // Every pixel gets the colour: the blends still queued would be covered.
        blendQueue.discard()
        guard defersClear else {
            pendingClear = PendingClear(width: storage.width, height: storage.height)
            storage.fill(color)
            return
        }
        pendingClear.clear(to: color.packed)
    }

    /// False to write every clear at once, as before clears were deferred: for tests
    /// that hold the deferred bytes against the eager ones.
    package var defersClear = true

    /// False to blend every translucent fill as it is drawn, as before fills were queued:
    /// for tests that hold the queued bytes against the eager ones.
    package var defersBlends = true

    /// How many blits and draws the queue of translucent fills may hold before it is
    /// blended (``BlendQueue``): for tests of the bound.
    package var blendQueueLimit: Int {
        get { blendQueue.limit }
        set { blendQueue.limit = max(1, newValue) }
    }

    /// The blits and draws queued now: for tests of the bound.
    package var queuedBlendSize: Int { blendQueue.size }

    /// Writes whatever a ``clear(_:)`` left pending and blends the translucent fills still
    /// queued, so the pixels are final in memory, as CGContext's `flush()` forces pending
    /// drawing out. Reading ``pixmap`` does this too.
    public func flush() {
        guard pendingClear.isPending || !blendQueue.isEmpty else { return }
        withRawPixels { pendingClear.flush(in: $0) }
    }

    /// Records a glyph source in ``usedGlyphSources`` once.
    public func noteUsed(_ source: any GlyphSource) {
        if !usedGlyphSources.contains(where: { $0 === source }) { usedGlyphSources.append(source) }
    }

    /// Pushes the transform and clip; ``restore()`` pops them.
    public func save() {
        saved.append((transform, clipBounds, clipMask))
    }

    /// Pops the transform and clip pushed by the matching ``save()``; unbalanced calls are ignored.
    public func restore() {
        guard let (t, b, m) = saved.popLast() else { return }
        transform = t
        clipBounds = b
        clipMask = m
    }

    /// Runs `body` between `save()` and `restore()`.
    public func withSavedState<R>(_ body: () throws -> R) rethrows -> R {
        save()
        defer { restore() }
        return try body()
    }

    /// Mutates the pixmap in place, its pixels final.
    func modifyPixmap(_ body: (inout Pixmap) -> Void) {
        flush()
        body(&storage)
    }

    // MARK: Filling

    /// Fills the interior of `path` (in user space).
    public func fill(_ path: Path, with paint: Paint, fillRule: FillRule = .nonZero) {
        if isOutsideClip(userBounds: path.controlBounds) { return }
        fill(path.flattened(transform: transform, tolerance: tolerance), with: paint, fillRule: fillRule)
    }

    /// Fills closed device-space polylines (already flattened and transformed).
    func fill(_ polylines: [Polyline], with paint: Paint, fillRule: FillRule = .nonZero) {
        guard let bounds = deviceBounds(of: polylines) else { return }
        rasterizer.reset(bounds: bounds)
        rasterizer.add(polylines)
        sweep(paint: paint, fillRule: fillRule)
    }

    /// Fills a rectangle (in user space).
    public func fill(_ rect: Rect, with paint: Paint) {
        fill(Path(rect: rect), with: paint)
    }

    /// True when a shape within `userBounds` (user space) cannot touch a pixel inside the
    /// clip, so a draw can stop before flattening it (a list draws many rows off screen).
    /// Conservative: a one-pixel margin absorbs rounding, and non-finite bounds never cull.
    func isOutsideClip(userBounds: Rect) -> Bool {
        let r = transform.apply(userBounds)
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return false }
        let c = clipBounds
        return r.maxX < Double(c.x - 1) || r.minX > Double(c.maxX + 1)
            || r.maxY < Double(c.y - 1) || r.minY > Double(c.maxY + 1)
    }

    /// The device pixels a set of device-space polylines can touch, within the clip.
    func deviceBounds(of polylines: [Polyline]) -> IntRect? {
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        for pl in polylines where pl.points.count > 1 {
            for p in pl.points {
                guard p.isFinite else { return nil }
                if p.x < x0 { x0 = p.x }
                if p.x > x1 { x1 = p.x }
                if p.y < y0 { y0 = p.y }
                if p.y > y1 { y1 = p.y }
            }
        }
        guard x0 <= x1, y0 <= y1, let r = IntRect(enclosing: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) else {
            return nil
        }
        // Parts left of the clip are clamped onto its left edge by the rasterizer, so they
        // still carry their winding into the visible pixels.
        let b = r.intersection(clipBounds)
        return b.isEmpty ? nil : b
    }

    /// Sweeps the rasterizer's coverage through the right blitter for `paint`.
    func sweep(paint: Paint, fillRule: FillRule) {
        switch paint.shader {
        case .solid(let c):
            let opacity = paint.opacity.isFinite ? min(1, max(0, paint.opacity)) : 0
            let width = storage.width
            let height = storage.height
            let queues = defersBlends && clipMask == nil && paint.blendMode == .sourceOver
            withPixelsLeavingBlends { px in
                let b = SolidBlitter(
                    pixels: px, width: width, height: height, color: c, opacity: opacity, blendMode: paint.blendMode)
                if b.alpha16 == 0 && paint.blendMode == .sourceOver {
                    rasterizer.discard()
                } else if queues && b.alpha16 < 65536 {
                    // A translucent fill joins the queue; an opaque one, or one under a
                    // mask or in another mode, blends the queue first (``BlendQueue``).
                    let recorder = BlendRecorder(queue: blendQueue, blitter: b, pixels: px)
                    sweep(recorder, pixels: px, overwritesFullSpans: false, fillRule: fillRule)
                } else {
                    blendQueue.replay(into: px)
                    sweep(b, pixels: px, overwritesFullSpans: b.alpha16 == 65536 || b.copy, fillRule: fillRule)
                }
            }
        case .linearGradient(let g):
            let shader = GradientShader(gradient: g, transform: transform, opacity: paint.opacity)
            sweep(shader: shader, blendMode: paint.blendMode, fillRule: fillRule)
        }
    }

    /// Sweeps coverage through a shader.
    func sweep<S: SpanShader>(shader: S, blendMode: BlendMode, fillRule: FillRule) {
        let width = storage.width
        shadeScratch.withUnsafeMutableBufferPointer { scratch in
            withRawPixels { px in
                let b = ShaderBlitter(
                    pixels: px, width: width, shader: shader, blendMode: blendMode, scratch: scratch.baseAddress!)
                sweep(b, pixels: px, overwritesFullSpans: false, fillRule: fillRule)
            }
        }
    }

    /// Fills device-space `polylines` (within `bounds`) with `source`'s pixels, its first
    /// pixel at device pixel `origin`: how a picture already in device pixels (an image
    /// resampled or placed one to one, a filtered backdrop) goes through its outline.
    func fill(
        _ polylines: [Polyline], bounds: IntRect, with source: Pixmap, at origin: (x: Int, y: Int),
        blendMode: BlendMode
    ) {
        rasterizer.reset(bounds: bounds)
        rasterizer.add(polylines)
        source.data.withUnsafeBytes { raw in
            let shader = PixmapShader(
                source: raw.bindMemory(to: UInt32.self).baseAddress!, width: source.width, height: source.height,
                origin: origin)
            sweep(shader: shader, blendMode: blendMode, fillRule: .nonZero)
        }
    }

    /// Sweeps through `blitter`, behind a ``LazyClearBlitter`` while a clear is pending.
    /// `overwritesFullSpans`: the blitter stores its colour outright at full coverage.
    private func sweep<B: Blitter>(
        _ blitter: B, pixels: UnsafeMutablePointer<UInt32>, overwritesFullSpans: Bool, fillRule: FillRule
    ) {
        guard pendingClear.isPending else {
            sweep(blitter, fillRule: fillRule)
            return
        }
        // (Not `storage.width`: the caller holds the pixels' buffer open for writing.)
        let width = pendingClear.width
        let colour = pendingClear.colour
        // Under a clip mask this blitter sits inside the mask's, so the coverage it sees
        // (a masked span arrives as a coverage row) is already the mask's.
        pendingClear.withMarks { marks in
            sweep(
                LazyClearBlitter(
                    inner: blitter, pixels: pixels, width: width, pendingFrom: marks, colour: colour,
                    overwritesFullSpans: overwritesFullSpans),
                fillRule: fillRule)
        }
    }

    private func sweep<B: Blitter>(_ blitter: B, fillRule: FillRule) {
        if let mask = clipMask {
            coverageScratch.withUnsafeMutableBufferPointer { cs in
                mask.values.withUnsafeBufferPointer { values in
                    var m = MaskedBlitter(
                        inner: blitter, maskValues: values.baseAddress!, maskBounds: mask.bounds,
                        scratch: cs.baseAddress!)
                    rasterizer.sweep(fillRule: fillRule, into: &m)
                }
            }
        } else {
            var b = blitter
            rasterizer.sweep(fillRule: fillRule, into: &b)
        }
    }

    func withCoverageScratch<R>(_ body: (UnsafeMutablePointer<UInt8>) -> R) -> R {
        coverageScratch.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    /// The pixmap's pixels as packed UInt32s, for blitters, with `rows` (all by default)
    /// final: a pending clear is written there first.
    func withPixels<R>(rows: Range<Int>? = nil, _ body: (UnsafeMutablePointer<UInt32>) -> R) -> R {
        withRawPixels { px in
            pendingClear.flush(rows: rows, in: px)
            return body(px)
        }
    }

    /// The pixels with a pending clear left pending, and that clear (``PendingClear``'s
    /// per-row marks and its colour; nil when none is pending) for a kernel that writes it
    /// where its draw reaches, as ``LazyClearBlitter`` does for paths: the glyph rows.
    func withPixelsLeavingClear<R>(
        _ body: (UnsafeMutablePointer<UInt32>, (marks: UnsafeMutablePointer<Int32>, colour: UInt32)?) -> R
    ) -> R {
        guard pendingClear.isPending else { return withRawPixels { body($0, nil) } }
        let colour = pendingClear.colour
        return withRawPixels { px in pendingClear.withMarks { body(px, ($0, colour)) } }
    }

    /// The pixels with the queued blends done, pending clear or not: only for
    /// ``LazyClearBlitter``'s draws and ``PendingClear`` itself.
    private func withRawPixels<R>(_ body: (UnsafeMutablePointer<UInt32>) -> R) -> R {
        withPixelsLeavingBlends { px in
            blendQueue.replay(into: px)
            return body(px)
        }
    }

    /// The pixels as they are, queued blends and pending clear or not: only for a draw
    /// that joins the queue (or blends it first itself).
    private func withPixelsLeavingBlends<R>(_ body: (UnsafeMutablePointer<UInt32>) -> R) -> R {
        storage.data.withUnsafeMutableBytes { raw in
            body(raw.bindMemory(to: UInt32.self).baseAddress!)
        }
    }

    // MARK: Clipping

    /// Intersects the clip with the interior of `path` (in user space), anti-aliased.
    public func clip(to path: Path, fillRule: FillRule = .nonZero) {
        let polylines = path.flattened(transform: transform, tolerance: tolerance)
        guard let bounds = deviceBounds(of: polylines) else {
            clipBounds = IntRect(x: clipBounds.x, y: clipBounds.y, width: 0, height: 0)
            clipMask = nil
            return
        }
        let coverage = coverageMask(of: polylines, in: bounds, fillRule: fillRule)
        clipMask = clipMask.map { $0.intersected(with: coverage, over: bounds) } ?? coverage
        clipBounds = bounds
    }

    /// Intersects the clip with a rectangle (in user space). Pixel-aligned rectangles under
    /// a scale-and-translate transform only shrink the clip bounds; others become a mask.
    public func clip(to rect: Rect) {
        if transform.isAxisAligned {
            let d = transform.apply(rect)
            if d.isFinite, d.minX == d.minX.rounded(), d.minY == d.minY.rounded(),
                d.maxX == d.maxX.rounded(), d.maxY == d.maxY.rounded(), let r = IntRect(enclosing: d)
            {
                clipBounds = clipBounds.intersection(r)
                return
            }
        }
        clip(to: Path(rect: rect))
    }

    /// Removes the interior of `path` from the clip (draws only outside it).
    public func clipOut(_ path: Path, fillRule: FillRule = .nonZero) {
        let bounds = clipBounds
        guard !bounds.isEmpty else { return }
        let polylines = path.flattened(transform: transform, tolerance: tolerance)
        var outside = Mask(bounds: bounds, fill: 255)
        if let pb = deviceBounds(of: polylines) {
            let inside = coverageMask(of: polylines, in: pb, fillRule: fillRule)
            for row in 0..<pb.height {
                for col in 0..<pb.width {
                    outside.values[(pb.y + row - bounds.y) * bounds.width + (pb.x + col - bounds.x)] =
                        255 - inside.values[row * pb.width + col]
                }
            }
        }
        clipMask = clipMask.map { $0.intersected(with: outside, over: bounds) } ?? outside
    }

    /// The anti-aliased coverage of `polylines` (device space) over `bounds`, as a clip mask.
    private func coverageMask(of polylines: [Polyline], in bounds: IntRect, fillRule: FillRule) -> Mask {
        var coverage = Mask(bounds: bounds)
        rasterizer.reset(bounds: bounds)
        rasterizer.add(polylines)
        coverage.values.withUnsafeMutableBufferPointer { v in
            var w = MaskWriter(values: v.baseAddress!, origin: (bounds.x, bounds.y), width: bounds.width)
            rasterizer.sweep(fillRule: fillRule, into: &w)
        }
        return coverage
    }
}
