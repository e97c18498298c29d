import CFreeType
import CHarfBuzz
import Foundation
import Raster

/// A font file opened through FreeType, giving unhinted glyph outlines in font units.
///
/// FreeType faces are not thread-safe, so every call goes through one lock; outlines
/// and advances are read once and cached by the glyph cache above this type.
public final class FontFace: @unchecked Sendable {
    private let lock = NSLock()
    private var library: FT_Library?
    private var face: FT_Face?
    public let path: String
    /// The face's index in a collection file (`.ttc`); 0 for single-face files.
    public let faceIndex: Int
    /// Design units per em (2048 for DejaVu Sans, 1000 for most CFF fonts).
    public let unitsPerEm: Double
    public let familyName: String
    /// HarfBuzz's view of the same face, with its own OpenType font functions (not
    /// hb-ft), scale = units per em. Immutable after init, so shaping may share it
    /// across threads without the FreeType lock. `hb_font_t *`; see TextShaper.
    let hbFont: OpaquePointer
    let hbFace: OpaquePointer

    public init(path: String, faceIndex: Int = 0) throws(FontError) {
        var lib: FT_Library?
        let e = FT_Init_FreeType(&lib)
        guard e == 0, let lib else { throw .libraryFailed(code: e) }
        var f: FT_Face?
        let err = FT_New_Face(lib, path, faceIndex, &f)
        guard err == 0, let f else {
            FT_Done_FreeType(lib)
            throw .cannotOpen(path: path, code: err)
        }
        // HarfBuzz maps the file itself; `_or_fail` returns nil instead of an empty blob.
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            FT_Done_Face(f)
            FT_Done_FreeType(lib)
            throw .cannotOpen(path: path, code: -1)
        }
        let hbFace = hb_face_create(blob, UInt32(faceIndex))!
        hb_blob_destroy(blob)
        let hbFont = hb_font_create(hbFace)!
        // hb_font_create already installs the OpenType functions; set them explicitly so
        // results equal `hb-shape --font-funcs=ot` whatever HarfBuzz's default becomes.
        hb_ot_font_set_funcs(hbFont)
        let upem = Int32(hb_face_get_upem(hbFace))
        hb_font_set_scale(hbFont, upem, upem)
        hb_font_make_immutable(hbFont)
        self.hbFace = hbFace
        self.hbFont = hbFont
        library = lib
        face = f
        self.path = path
        self.faceIndex = faceIndex
        // FreeType reports 0 units per em for bitmap-only fonts (Noto Color Emoji's CBDT);
        // HarfBuzz reads the head table, which every sfnt has (2048 there).
        unitsPerEm = Double(max(1, f.pointee.units_per_EM > 0 ? UInt32(f.pointee.units_per_EM) : UInt32(upem)))
        familyName = f.pointee.family_name.map { String(cString: $0) } ?? ""
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// Runs `body` with the FreeType face while holding the face's lock, for
    /// extensions in other files (bitmap strikes, metrics) that need the raw face.
    internal func withLockedFace<R>(_ body: (FT_Face) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        // `face` is set by the initializer and only released in deinit.
        return body(face!)
    }

    /// The glyph for a Unicode scalar, or 0 (the missing glyph).
    public func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        return UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }

    /// The unhinted outline (y up, font units) and advance width (font units) of a glyph.
    public func glyphOutline(_ glyph: UInt32) -> (path: Path, advance: Double) {
        lock.lock()
        defer { lock.unlock() }
        guard let face, FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE) | CFT_LOAD_NO_HINTING) == 0,
            let slot = face.pointee.glyph
        else { return (Path(), 0) }
        let advance = Double(slot.pointee.advance.x)
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return (Path(), advance) }
        return (FontFace.path(of: slot.pointee.outline), advance)
    }

    /// Converts a FreeType outline (TrueType quadratics with implied on-curve points, or
    /// CFF cubics) into a path, y still pointing up.
    static func path(of outline: FT_Outline) -> Path {
        var b = PathBuilder()
        guard outline.n_contours > 0, let pts = outline.points, let tags = outline.tags, let ends = outline.contours else {
            return b.build()
        }
        func point(_ i: Int) -> Point { Point(x: Double(pts[i].x), y: Double(pts[i].y)) }
        // FreeType's tag bit 0 marks on-curve points; off-curve ones are cubic controls when
        // bit 1 is set (CFF), quadratic controls otherwise (TrueType).
        enum Kind { case on, quad, cubic }
        func kind(_ i: Int) -> Kind {
            let t = UInt8(bitPattern: tags[i]) & 3
            return t & 1 == 1 ? .on : (t == 2 ? .cubic : .quad)
        }
        var start = 0
        for c in 0..<Int(outline.n_contours) {
            let end = Int(ends[c])
            guard end >= start, end < Int(outline.n_points) else { break }
            let n = end - start + 1
            // Start on an on-curve point; a contour of only quadratic controls starts
            // between its first two (the implied on-curve point).
            var first = -1
            for k in 0..<n where kind(start + k) == .on {
                first = k
                break
            }
            let startPoint: Point
            let order: [Int]
            if first >= 0 {
                startPoint = point(start + first)
                order = (1...n).map { start + (first + $0) % n }
            } else {
                startPoint = point(start).lerp(point(start + (n > 1 ? 1 : 0)), 0.5)
                order = (1...n).map { start + $0 % n }
            }
            b.move(to: startPoint)
            var quadControl: Point? = nil
            var cubicControls: [Point] = []
            for (step, idx) in order.enumerated() {
                let p = point(idx)
                let closing = step == order.count - 1
                switch kind(idx) {
                case .on:
                    if cubicControls.count >= 2 {
                        b.cubic(to: p, control1: cubicControls[0], control2: cubicControls[1])
                    } else if let q = quadControl {
                        b.quad(to: p, control: q)
                    } else if !closing {
                        b.line(to: p)
                    }
                    cubicControls = []
                    quadControl = nil
                case .cubic:
                    cubicControls.append(p)
                case .quad:
                    if let q = quadControl { b.quad(to: q.lerp(p, 0.5), control: q) }
                    quadControl = p
                }
            }
            // Contours that end on a control point close through it back to the start.
            if cubicControls.count >= 2 {
                b.cubic(to: startPoint, control1: cubicControls[0], control2: cubicControls[1])
            } else if let q = quadControl {
                b.quad(to: startPoint, control: q)
            }
            b.close()
            start = end + 1
        }
        return b.build()
    }
}
