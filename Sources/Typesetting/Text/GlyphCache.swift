import Foundation
import Raster

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
    /// Subpixel positions per device pixel, on each axis (the rasterizer's).
    public static let subpixelSteps = GlyphMaskRequest.subpixelSteps

    /// The cache text drawing uses unless given another.
    public static let shared = GlyphCache()

    /// Identifies one mask: plain integers, so a lookup neither retains the face nor
    /// hashes more than two words. The face stays alive (its identity cannot be reused)
    /// while any generation holding its entries keeps it in `faces`.
    struct Key: Hashable {
        let face: ObjectIdentifier
        /// Glyph (bits 0-31), size in 1/64 device pixel per em (32-55), phases (56-59, 60-63).
        let packed: UInt64
        /// The ink width factor in 1/65,536 (65,536 is the outline as drawn by the font): a
        /// widened digit is another mask than the same glyph at its own width.
        let inkWidth: UInt32

        init(face: FontFace, glyph: UInt32, size: Int32, phaseX: UInt8, phaseY: UInt8, inkWidth: UInt32 = 65_536) {
            self.face = ObjectIdentifier(face)
            packed =
                UInt64(glyph) | UInt64(UInt32(bitPattern: size) & 0xFF_FFFF) << 32
                | UInt64(phaseX & 15) << 56 | UInt64(phaseY & 15) << 60
            self.inkWidth = inkWidth
        }

        /// A slot of the front table: a multiplicative hash, far cheaper than `Hasher`.
        var frontSlot: Int {
            let faceBits = UInt64(UInt(bitPattern: face.hashValue)) ^ UInt64(inkWidth) &* 0xA24B_AED4_963E_E407
            return Int(
                truncatingIfNeeded: ((packed ^ faceBits &* 0xD6E8_FEB8_6659_FD93) &* 0x9E37_79B9_7F4A_7C15)
                    >> UInt64(64 - GlyphCache.frontBits))
        }

        /// The ink width factor the key stands for.
        var inkWidthScale: Double { Double(inkWidth) / 65_536 }

        var glyph: UInt32 { UInt32(truncatingIfNeeded: packed) }
        var size: Int32 { Int32(truncatingIfNeeded: (packed >> 32) & 0xFF_FFFF) }
        var phaseX: UInt8 { UInt8(truncatingIfNeeded: (packed >> 56) & 15) }
        var phaseY: UInt8 { UInt8(truncatingIfNeeded: packed >> 60) }
    }

    /// Identifies a glyph of a face, at every size.
    struct GlyphKey: Hashable {
        let face: ObjectIdentifier
        let glyph: UInt32

        init(face: FontFace, glyph: UInt32) {
            self.face = ObjectIdentifier(face)
            self.glyph = glyph
        }
    }

    /// One mask wanted by ``masks(_:face:size:)``.
    public typealias MaskRequest = GlyphMaskRequest

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
        /// The faces the keys above name, kept alive with them.
        var faces: [ObjectIdentifier: FontFace] = [:]
        var bytes = 0
    }

    /// A direct-mapped table in front of the dictionaries for the masks text asks for again
    /// and again (a screen of text has a few hundred), looked up without hashing through
    /// `Hasher`. It only holds masks the generations hold, and is emptied when they age,
    /// so the memory bound is unchanged.
    private struct FrontEntry {
        let key: Key
        let mask: GlyphMask
    }
    static let frontBits = 12
    private var front = [FrontEntry?](repeating: nil, count: 1 << frontBits)

    private let lock = NSLock()
    private var recent = Generation()
    private var old = Generation()
    private var rasterizers: [Rasterizer] = []
    /// One glyph source per face drawn through this cache (``source(for:)``); each holds its
    /// face, so an identifier here never names a freed face.
    private var sources: [ObjectIdentifier: CachedGlyphSource] = [:]
    private var rasterized = 0
    private var flattenedPoints = 0
    private var colorLoads = 0

    /// The most bytes of masks, outlines and bitmaps kept (approximately: each entry is
    /// counted with a small fixed overhead).
    public let byteLimit: Int

    public init(byteLimit: Int = 64 << 20) {
        self.byteLimit = max(1, byteLimit)
    }

    /// Glyph masks rasterized so far; a cache hit leaves it unchanged (for tests).
    public var rasterizedCount: Int {
        lock.withLock { rasterized }
    }

    /// Outline points flattened for masks so far, as `Path.flattenedPointCount(transform:tolerance:)`
    /// counts them; an outline refused by a budget adds none (for tests).
    public var flattenedPointCount: Int {
        lock.withLock { flattenedPoints }
    }

    /// The most points one glyph's outline may flatten to for a mask: 1,000,000 points are
    /// 16 MB. A glyph within the mask's 4,096 pixels flattens to a few thousand; only a
    /// hostile outline of tens of thousands of curves comes near.
    public static let maximumOutlinePoints = 1_000_000

    /// Colour glyph bitmaps decoded so far (for tests).
    public var colorGlyphLoadCount: Int {
        lock.withLock { colorLoads }
    }

    /// Bytes currently held by both generations.
    public var byteCount: Int {
        lock.withLock { recent.bytes + old.bytes }
    }

    /// Masks currently held.
    public var maskCount: Int {
        lock.withLock { recent.masks.count + old.masks.count }
    }

    /// The glyph source that draws `face` through this cache: the same object every time,
    /// so a canvas records the face once however many runs use it.
    public func source(for face: FontFace) -> CachedGlyphSource {
        lock.lock()
        defer { lock.unlock() }
        if let s = sources[ObjectIdentifier(face)] { return s }
        let s = CachedGlyphSource(face: face, cache: self)
        sources[ObjectIdentifier(face)] = s
        return s
    }

    /// Drops every entry (counters are kept).
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        recent = Generation()
        old = Generation()
        for i in front.indices { front[i] = nil }
    }

    // MARK: Outlines and advances

    /// The advance of `glyph` in device pixels at `size` device pixels per em (the font's
    /// nominal advance, without shaping).
    public func advance(_ glyph: UInt32, face: FontFace, size: Double) -> Double {
        face.nominalAdvance(glyph) * size / face.unitsPerEm
    }

    /// The unhinted outline of `glyph` in font units (y up), cached.
    public func outlinePath(_ glyph: UInt32, face: FontFace) -> Path {
        outline(glyph, face: face).path
    }

    func outline(_ glyph: UInt32, face: FontFace) -> Outline {
        cached(GlyphKey(face: face, glyph: glyph), face: face, in: \.outlines, bytes: \.byteCount) {
            // FreeType work happens under the face's lock only, so other glyphs stay available.
            let loaded = face.glyphOutline(glyph)
            return Outline(path: loaded.path, advance: loaded.advance)
        }
    }

    /// The entry for `k` in the generations' `table`: from `recent`, from `old` (moved back
    /// to `recent`), or made by `load` outside the cache lock and kept, `bytes` counting its
    /// size; `loaded` runs under the lock after each `load`. Outlines and colour glyphs are
    /// kept this way; masks have a front table of their own (`cachedLocked(_:face:)`).
    private func cached<Value>(
        _ k: GlyphKey, face: FontFace, in table: WritableKeyPath<Generation, [GlyphKey: Value]>,
        bytes: (Value) -> Int, loaded: () -> Void = {}, load: () -> Value
    ) -> Value {
        lock.lock()
        if let v = recent[keyPath: table][k] {
            lock.unlock()
            return v
        }
        if let v = old[keyPath: table][k] {
            insertLocked(bytes(v), face: face) { $0[keyPath: table][k] = v }
            lock.unlock()
            return v
        }
        lock.unlock()
        let v = load()
        lock.lock()
        defer { lock.unlock() }
        loaded()
        // Another thread may have made the same entry meanwhile; both are identical.
        if let existing = recent[keyPath: table][k] { return existing }
        insertLocked(bytes(v), face: face) { $0[keyPath: table][k] = v }
        return v
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
        mask(
            Key(
                face: face, glyph: glyph, size: GlyphCache.size64(size),
                phaseX: GlyphCache.phase(phaseX), phaseY: GlyphCache.phase(phaseY)), face: face)
    }

    /// The masks of many glyphs of one face and size (a run of text), looked up with the
    /// cache locked once for all of them; misses are made as ``mask(_:face:size:phaseX:phaseY:)``
    /// makes them.
    public func masks(_ requests: [MaskRequest], face: FontFace, size: Double) -> [GlyphMask] {
        let size64 = GlyphCache.size64(size)
        var out: [GlyphMask] = []
        out.reserveCapacity(requests.count)
        var missing: [(index: Int, key: Key)] = []
        lock.lock()
        for (i, r) in requests.enumerated() {
            let key = Key(
                face: face, glyph: r.glyph, size: size64, phaseX: GlyphCache.phase(r.phaseX),
                phaseY: GlyphCache.phase(r.phaseY), inkWidth: GlyphCache.inkWidth(r.inkWidthScale))
            if let m = cachedLocked(key, face: face) {
                out.append(m)
            } else {
                out.append(.empty)
                missing.append((i, key))
            }
        }
        lock.unlock()
        // One at a time, so a glyph missing twice in the run is made once.
        for (i, key) in missing { out[i] = mask(key, face: face) }
        return out
    }

    /// The mask for `key`: cached, or rasterized outside the lock and cached.
    private func mask(_ key: Key, face: FontFace) -> GlyphMask {
        lock.lock()
        if let m = cachedLocked(key, face: face) {
            lock.unlock()
            return m
        }
        lock.unlock()
        let m = rasterize(key, face: face)
        lock.lock()
        defer { lock.unlock() }
        rasterized += 1
        // Another thread may have made the same mask meanwhile; both are identical.
        if let existing = recent.masks[key] { return existing }
        insertLocked(m.byteCount, face: face) { $0.masks[key] = m }
        return m
    }

    /// A cached mask: from the front table, from `recent`, or from `old` (moved back to
    /// `recent`); hits from the generations are put in the front table. The caller holds the lock.
    private func cachedLocked(_ key: Key, face: FontFace) -> GlyphMask? {
        let slot = key.frontSlot
        if let e = front[slot], e.key == key { return e.mask }
        if let m = recent.masks[key] {
            front[slot] = FrontEntry(key: key, mask: m)
            return m
        }
        if let m = old.masks[key] {
            insertLocked(m.byteCount, face: face) { $0.masks[key] = m }
            front[slot] = FrontEntry(key: key, mask: m)
            return m
        }
        return nil
    }

    /// A size in device pixels per em as the key stores it: 1/64 pixel, clamped to 0...65536.
    static func size64(_ size: Double) -> Int32 {
        size.isFinite ? Int32(clamping: Int((min(max(size, 0), 65_536) * 64).rounded())) : 0
    }

    /// An ink width factor as the key stores it: 1/65,536, clamped to 1/16...4 (a factor
    /// outside that, or not finite, is no glyph a font draws; 1 stands in for it).
    static func inkWidth(_ scale: Double) -> UInt32 {
        guard scale.isFinite, scale >= 1.0 / 16, scale <= 4 else { return 65_536 }
        return UInt32((scale * 65_536).rounded())
    }

    /// A phase in 1/`subpixelSteps` pixel, wrapped into 0..<subpixelSteps.
    static func phase(_ p: Int) -> UInt8 {
        UInt8(((p % subpixelSteps) + subpixelSteps) % subpixelSteps)
    }

    /// Rasterizes one mask outside the cache lock, with a rasterizer from the pool.
    private func rasterize(_ key: Key, face: FontFace) -> GlyphMask {
        let outline = outline(key.glyph, face: face)
        let s = Double(key.size) / 64 / face.unitsPerEm
        let steps = Double(GlyphCache.subpixelSteps)
        // Font units are y up; device pixels are y down.
        let t = Transform(
            a: s * key.inkWidthScale, b: 0, c: 0, d: -s, tx: Double(key.phaseX) / steps,
            ty: Double(key.phaseY) / steps)
        // Budgets before the outline is flattened (#37 M2: a 2 KB font whose glyphs are 2,000 em
        // across made every mask flatten a 100,000-pixel outline, only to find it over the mask
        // limit). The points the outline passes through already span at least 4,096 pixels:
        // its flattening would too, and `bounds` would give nothing, so nothing is drawn either
        // way, and every glyph that was drawn still is, byte for byte. And an outline that would
        // flatten to more than `maximumOutlinePoints` is not drawn.
        if let ink = outline.path.onCurveBounds(transform: t),
            !(IntRect(enclosing: ink).map { $0.width < 4096 && $0.height < 4096 } ?? false)
        {
            return .empty
        }
        let points = outline.path.flattenedPointCount(transform: t, tolerance: Path.defaultTolerance)
        guard points <= GlyphCache.maximumOutlinePoints else { return .empty }
        let polylines = outline.path.flattened(transform: t, tolerance: Path.defaultTolerance)
        lock.lock()
        flattenedPoints += points
        lock.unlock()
        guard let b = GlyphCache.bounds(polylines) else { return .empty }
        let rasterizer: Rasterizer = {
            lock.lock()
            defer { lock.unlock() }
            return rasterizers.popLast() ?? Rasterizer()
        }()
        let mask = GlyphMask.rasterizing(polylines, bounds: b, with: rasterizer)
        lock.lock()
        if rasterizers.count < 4 { rasterizers.append(rasterizer) }
        lock.unlock()
        return mask
    }

    // MARK: Colour glyphs

    /// The colour bitmap of `glyph` (an emoji in a colour bitmap font) at its strike
    /// size, or nil when the face has none for it; decoded once and cached.
    public func colorGlyph(_ glyph: UInt32, face: FontFace) -> ColorGlyph? {
        cached(
            GlyphKey(face: face, glyph: glyph), face: face, in: \.colorGlyphs, bytes: { $0?.byteCount ?? 64 },
            loaded: { colorLoads += 1 }, load: { face.colorBitmap(glyph) })
    }

    /// Puts an entry of `n` bytes in `recent`, first ageing the generations when it would
    /// pass half the budget, so both together stay within `byteLimit` (an entry larger
    /// than half the budget is still kept, alone). The caller holds the lock.
    private func insertLocked(_ n: Int, face: FontFace, _ insert: (inout Generation) -> Void) {
        if recent.bytes + n > byteLimit / 2 && recent.bytes > 0 {
            old = recent
            recent = Generation()
            // Masks of the dropped generation may sit in the front table: forget them all.
            for i in front.indices { front[i] = nil }
        }
        insert(&recent)
        if recent.faces[ObjectIdentifier(face)] == nil { recent.faces[ObjectIdentifier(face)] = face }
        recent.bytes += n
    }

    static func bounds(_ polylines: [Polyline]) -> IntRect? {
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        for pl in polylines {
            for p in pl.points {
                x0 = min(x0, p.x)
                x1 = max(x1, p.x)
                y0 = min(y0, p.y)
                y1 = max(y1, p.y)
            }
        }
        guard x0 < x1, y0 < y1, let r = IntRect(enclosing: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)),
            r.width < 4096, r.height < 4096
        else { return nil }
        return r
    }
}
