import CFreeType
import Raster

extension FontFace {
    /// The unhinted outline of a glyph (y up, font units) made heavier or lighter by
    /// FreeType's `FT_Outline_Embolden`: every edge moves outward by `strength / 2` font
    /// units (inward when `strength` is negative), so stems and the ink box grow by about
    /// `strength` in each direction.
    ///
    /// Used to give single-weight icon fonts the weights of SF Symbols. FreeType works in
    /// integer coordinates, so the outline is scaled by 64 first and the strength is kept
    /// to 1/64 font unit; the result does not depend on anything but the glyph and strength.
    public func glyphOutline(_ glyph: UInt32, emboldenedBy strength: Double) -> Path {
        guard strength != 0, strength.isFinite else { return glyphOutline(glyph).path }
        return withLockedFace { face -> Path in
            guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE) | CFT_LOAD_NO_HINTING) == 0,
                let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
            else { return Path() }
            // The slot's outline is FreeType's own scratch, rewritten by the next load, so it
            // may be changed in place while the face's lock is held.
            var matrix = FT_Matrix(xx: 64 << 16, xy: 0, yx: 0, yy: 64 << 16)
            FT_Outline_Transform(&slot.pointee.outline, &matrix)
            let units = FT_Pos((strength * 64).rounded())
            guard FT_Outline_Embolden(&slot.pointee.outline, units) == 0 else { return Path() }
            return FontFace.path(of: slot.pointee.outline).applying(Transform(scale: 1.0 / 64))
        }
    }
}
