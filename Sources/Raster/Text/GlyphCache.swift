import Foundation

// Glyphs are drawn by the same analytic rasterizer as shapes, from unhinted outlines
// (FontFace.glyphOutline, read once per glyph under the face's lock), at one of
// 4 × 4 subpixel phases so text can sit on quarter-pixel pen positions. Colour
// glyphs (emoji bitmaps) are cached here too, at their strike size.
//
// Memory is bounded with two generations: new entries go to `recent`; when it holds
// half the budget it becomes `old` (the previous `old` is dropped) and a hit in `old`
// moves the entry back to `recent`. That keeps the working set of a screen of text
// hot at O(1) cost per lookup, and eviction changes timing, never pixels: every
// entry is a pure function of its key.

/// A thread-safe cache of rasterized glyph masks, outlines and colour glyph bitmaps.
public final class GlyphCache: @unchecked Sendable {
    /// Subpixel positions per device pixel, on each axis.
    public static let subpixelSteps = 4

    /// The cache text drawing uses unless given another.
    public static let shared = GlyphCache()

    /// Identifies one mask. Holding the face keeps its identity from being reused by
    /// another face while any of its masks is cached.
    struct Key: Hashable {
        let face: FontFace
        let glyph: UInt32
        /// Size in 1/64 device pixel per em.
        let size: Int32
        /// Horizontal and vertical phase, in 1/`subpixelSteps` pixel.
        let phaseX: UInt8
        let phaseY: UInt8

        static func == (a: Key, b: Key) -> Bool {
            a.face === b.face && a.glyph == b.glyph && a.size == b.size && a.phaseX == b.phaseX && a.phaseY == b.phaseY
        }

        func hash(into h: inout Hasher) {
            h.combine(ObjectIdentifier(face))
            h.combine(glyph)
            h.combine(size)
            h.combine(phaseX &* 4 &+ phaseY)
        }
    }

    /// Identifies a glyph of a face, at every size.
    struct GlyphKey: Hashable {
        let face: FontFace
        let glyph: UInt32

        static func == (a: GlyphKey, b: GlyphKey) -> Bool { a.face === b.face && a.glyph == b.glyph }
        func hash(into h: inout Hasher) {
            h.combine(ObjectIdentifier(face))
            h.combine(glyph)
        }
    }

    /// An outline in font units (y up) with its advance.
    struct Outline {
        let path: Path
        let advance: Double
        var byteCount: Int { path.elements.count * 56 + 64 }
    }

    /// Everything the two generations hold.
    private struct Generation {
        var masks: [Key: GlyphMask] = [:]
        var outlines: [GlyphKey: Outline] = [:]
        var colorGlyphs: [GlyphKey: ColorGlyph?] = [:]
        var bytes = 0
    }

    private let lock = NSLock()
    private var recent = Generation()
    private var old = Generation()
    private var rasterizers: [Rasterizer] = []
    private var rasterized = 0
    private var colorLoads = 0

    /// The most bytes of masks, outlines and bitmaps kept (approximately: each entry is
    /// counted with a small fixed overhead).
    public let byteLimit: Int

    public init(byteLimit: Int = 64 << 20) {
        self.byteLimit = max(1, byteLimit)
    }

    /// Glyph masks rasterized so far; a cache hit leaves it unchanged (for tests).
    public var rasterizedCount: Int {
        lock.lock(); defer { lock.unlock() }
        return rasterized
    }

    /// Colour glyph bitmaps decoded so far (for tests).
    public var colorGlyphLoadCount: Int {
        lock.lock(); defer { lock.unlock() }
        return colorLoads
    }

    /// Bytes currently held by both generations.
    public var byteCount: Int {
        lock.lock(); defer { lock.unlock() }
        return recent.bytes + old.bytes
    }

    /// Masks currently held.
    public var maskCount: Int {
        lock.lock(); defer { lock.unlock() }
        return recent.masks.count + old.masks.count
    }

    /// Drops every entry (counters are kept).
    public func removeAll() {
        lock.lock(); defer { lock.unlock() }
        recent = Generation()
        old = Generation()
    }

    // MARK: Outlines and advances

    /// The advance of `glyph` in device pixels at `size` device pixels per em (the font's
    /// nominal advance, without shaping).
    public func advance(_ glyph: UInt32, face: FontFace, size: Double) -> Double {
        outline(glyph, face: face).advance * size / face.unitsPerEm
    }

    /// The unhinted outline of `glyph` in font units (y up), cached.
    public func outlinePath(_ glyph: UInt32, face: FontFace) -> Path {
        outline(glyph, face: face).path
    }

    func outline(_ glyph: UInt32, face: FontFace) -> Outline {
        let k = GlyphKey(face: face, glyph: glyph)
        lock.lock()
        if let o = recent.outlines[k] { lock.unlock(); return o }
        if let o = old.outlines[k] {
            insertLocked(o.byteCount) { $0.outlines[k] = o }
            lock.unlock()
            return o
        }
        lock.unlock()
        // FreeType work happens under the face's lock only, so other glyphs stay available.
        let loaded = face.glyphOutline(glyph)
        let o = Outline(path: loaded.path, advance: loaded.advance)
        lock.lock(); defer { lock.unlock() }
        if let existing = recent.outlines[k] { return existing }
        insertLocked(o.byteCount) { $0.outlines[k] = o }
        return o
    }

    // MARK: Masks

    /// The mask of `glyph` at `size` px per em, shifted right by `phase / subpixelSteps` px.
    public func mask(_ glyph: UInt32, face: FontFace, size: Double, phase: Int) -> GlyphMask {
        mask(glyph, face: face, size: size, phaseX: phase, phaseY: 0)
    }

    /// The mask of `glyph` at `size` device pixels per em, its outline shifted right by
    /// `phaseX / subpixelSteps` px and down by `phaseY / subpixelSteps` px, so that drawn
    /// at a whole pixel pen position it lands at the quarter-pixel one.
    public func mask(_ glyph: UInt32, face: FontFace, size: Double, phaseX: Int, phaseY: Int) -> GlyphMask {
        let steps = GlyphCache.subpixelSteps
        let size64 = size.isFinite ? Int32(clamping: Int((min(max(size, 0), 65_536) * 64).rounded())) : 0
        let key = Key(face: face, glyph: glyph, size: size64,
                      phaseX: UInt8(((phaseX % steps) + steps) % steps), phaseY: UInt8(((phaseY % steps) + steps) % steps))
        lock.lock()
        if let m = recent.masks[key] { lock.unlock(); return m }
        if let m = old.masks[key] {
            insertLocked(m.byteCount) { $0.masks[key] = m }
            lock.unlock()
            return m
        }
        lock.unlock()
        let m = rasterize(key)
        lock.lock(); defer { lock.unlock() }
        rasterized += 1
        // Another thread may have made the same mask meanwhile; both are identical.
        if let existing = recent.masks[key] { return existing }
        insertLocked(m.byteCount) { $0.masks[key] = m }
        return m
    }

    /// Rasterizes one mask outside the cache lock, with a rasterizer from the pool.
    private func rasterize(_ key: Key) -> GlyphMask {
        let outline = outline(key.glyph, face: key.face)
        let s = Double(key.size) / 64 / key.face.unitsPerEm
        let steps = Double(GlyphCache.subpixelSteps)
        // Font units are y up; device pixels are y down.
        let t = Transform(a: s, b: 0, c: 0, d: -s, tx: Double(key.phaseX) / steps, ty: Double(key.phaseY) / steps)
        let polylines = outline.path.flattened(transform: t, tolerance: Path.defaultTolerance)
        guard let b = GlyphCache.bounds(polylines) else { return .empty }
        let rasterizer: Rasterizer = {
            lock.lock(); defer { lock.unlock() }
            return rasterizers.popLast() ?? Rasterizer()
        }()
        var cov = [UInt8](repeating: 0, count: b.width * b.height)
        rasterizer.reset(bounds: b)
        rasterizer.add(polylines)
        cov.withUnsafeMutableBufferPointer { v in
            var w = MaskWriter(values: v.baseAddress!, origin: (b.x, b.y), width: b.width)
            rasterizer.sweep(fillRule: .nonZero, into: &w)
        }
        lock.lock()
        if rasterizers.count < 4 { rasterizers.append(rasterizer) }
        lock.unlock()
        return GlyphMask(left: b.x, top: b.y, width: b.width, height: b.height, coverage: cov)
    }

    // MARK: Colour glyphs

    /// The colour bitmap of `glyph` (an emoji in a colour bitmap font) at its strike
    /// size, or nil when the face has none for it; decoded once and cached.
    public func colorGlyph(_ glyph: UInt32, face: FontFace) -> ColorGlyph? {
        let k = GlyphKey(face: face, glyph: glyph)
        lock.lock()
        if let c = recent.colorGlyphs[k] { lock.unlock(); return c }
        if let c = old.colorGlyphs[k] {
            insertLocked(c?.byteCount ?? 64) { $0.colorGlyphs[k] = c }
            lock.unlock()
            return c
        }
        lock.unlock()
        let c = face.colorBitmap(glyph)
        lock.lock(); defer { lock.unlock() }
        colorLoads += 1
        if let existing = recent.colorGlyphs[k] { return existing }
        insertLocked(c?.byteCount ?? 64) { $0.colorGlyphs[k] = c }
        return c
    }

    /// Puts an entry of `n` bytes in `recent`, first ageing the generations when it would
    /// pass half the budget, so both together stay within `byteLimit` (an entry larger
    /// than half the budget is still kept, alone). The caller holds the lock.
    private func insertLocked(_ n: Int, _ insert: (inout Generation) -> Void) {
        if recent.bytes + n > byteLimit / 2 && recent.bytes > 0 {
            old = recent
            recent = Generation()
        }
        insert(&recent)
        recent.bytes += n
    }

    static func bounds(_ polylines: [Polyline]) -> IntRect? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for pl in polylines { for p in pl.points { x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y) } }
        guard x0 < x1, y0 < y1, let r = IntRect(enclosing: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)),
              r.width < 4096, r.height < 4096 else { return nil }
        return r
    }
}
