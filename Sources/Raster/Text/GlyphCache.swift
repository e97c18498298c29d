import Foundation

/// Rasterized glyphs keyed by face, size, glyph and horizontal subpixel phase.
///
/// Glyphs are drawn by the same analytic rasterizer as shapes, from unhinted
/// outlines, at one of `subpixelSteps` horizontal phases so text can sit on
/// quarter-pixel positions. Thread-safe; when the cached masks exceed
/// `byteLimit` the cache is emptied, which changes timing but never output.
public final class GlyphCache: @unchecked Sendable {
    public static let subpixelSteps = 4

    struct Key: Hashable {
        let face: ObjectIdentifier
        let glyph: UInt32
        /// Size in 1/64 device pixel.
        let size: Int
        let phase: Int
    }

    private let lock = NSLock()
    private var masks: [Key: GlyphMask] = [:]
    private var outlines: [OutlineKey: (Path, Double)] = [:]
    private var bytes = 0
    private let rasterizer = Rasterizer()
    public let byteLimit: Int
    /// Glyphs rasterized so far (for tests that prove the cache works).
    public private(set) var rasterizedCount = 0

    struct OutlineKey: Hashable {
        let face: ObjectIdentifier
        let glyph: UInt32
    }

    public init(byteLimit: Int = 64 << 20) {
        self.byteLimit = byteLimit
    }

    /// The advance of `glyph` in device pixels at `size` device pixels per em.
    public func advance(_ glyph: UInt32, face: FontFace, size: Double) -> Double {
        lock.lock(); defer { lock.unlock() }
        return outline(glyph, face: face).1 * size / face.unitsPerEm
    }

    /// The mask of `glyph` at `size` px per em, shifted right by `phase / subpixelSteps` px.
    public func mask(_ glyph: UInt32, face: FontFace, size: Double, phase: Int) -> GlyphMask {
        let key = Key(face: ObjectIdentifier(face), glyph: glyph, size: Int((size * 64).rounded()), phase: phase)
        lock.lock(); defer { lock.unlock() }
        if let m = masks[key] { return m }
        let (path, _) = outline(glyph, face: face)
        let s = Double(key.size) / 64 / face.unitsPerEm
        let t = Transform(a: s, b: 0, c: 0, d: -s, tx: Double(phase) / Double(GlyphCache.subpixelSteps), ty: 0)
        let polylines = path.flattened(transform: t, tolerance: Path.defaultTolerance)
        var m = GlyphMask(left: 0, top: 0, width: 0, height: 0, coverage: [])
        if let b = GlyphCache.bounds(polylines) {
            var cov = [UInt8](repeating: 0, count: b.width * b.height)
            rasterizer.reset(bounds: b)
            rasterizer.add(polylines)
            cov.withUnsafeMutableBufferPointer { v in
                var w = MaskWriter(values: v.baseAddress!, origin: (b.x, b.y), width: b.width)
                rasterizer.sweep(fillRule: .nonZero, into: &w)
            }
            m = GlyphMask(left: b.x, top: b.y, width: b.width, height: b.height, coverage: cov)
        }
        rasterizedCount += 1
        if bytes + m.coverage.count > byteLimit { masks.removeAll(); bytes = 0 }
        masks[key] = m
        bytes += m.coverage.count + 64
        return m
    }

    private func outline(_ glyph: UInt32, face: FontFace) -> (Path, Double) {
        let k = OutlineKey(face: ObjectIdentifier(face), glyph: glyph)
        if let o = outlines[k] { return o }
        let o = face.glyphOutline(glyph)
        outlines[k] = (o.path, o.advance)
        return (o.path, o.advance)
    }

    static func bounds(_ polylines: [Polyline]) -> IntRect? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for pl in polylines { for p in pl.points { x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y) } }
        guard x0 < x1, y0 < y1, let r = IntRect(enclosing: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)),
              r.width < 4096, r.height < 4096 else { return nil }
        return r
    }
}
