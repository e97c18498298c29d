import CFreeType
import Raster

// Colour bitmap strikes (CBDT/sbix, e.g. Noto Color Emoji) read through FreeType.
// FreeType's face is not thread-safe, so everything here runs under the face's lock;
// selecting a strike changes the face's size state, which outline loading ignores
// (it uses FT_LOAD_NO_SCALE).

extension FontFace {
    /// The colour bitmap of `glyph` from the face's largest strike, or nil when the face
    /// has no colour strike or no bitmap for the glyph.
    ///
    /// FreeType hands colour bitmaps over as premultiplied BGRA; they are reordered to
    /// the ``Pixmap`` layout (premultiplied RGBA) here, once per glyph.
    func colorBitmap(_ glyph: UInt32) -> ColorGlyph? {
        withLockedFace { face -> ColorGlyph? in
            let count = Int(face.pointee.num_fixed_sizes)
            guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0, count > 0,
                let sizes = face.pointee.available_sizes
            else { return nil }
            // The largest strike scales down best; ties keep the first, so the choice is stable.
            var best = 0
            for i in 1..<max(1, count) where sizes[i].y_ppem > sizes[best].y_ppem { best = i }
            guard FT_Select_Size(face, FT_Int(best)) == 0,
                FT_Load_Glyph(face, glyph, CFT_LOAD_COLOR) == 0,
                let slot = face.pointee.glyph
            else { return nil }
            let bitmap = slot.pointee.bitmap
            guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0,
                let buffer = bitmap.buffer
            else { return nil }
            let w = Int(bitmap.width)
            let h = Int(bitmap.rows)
            let pitch = Int(bitmap.pitch)
            var rgba = [UInt8](repeating: 0, count: w * h * 4)
            for y in 0..<h {
                // A negative pitch means rows are stored bottom-up.
                let row = pitch >= 0 ? buffer + y * pitch : buffer + (h - 1 - y) * (-pitch)
                for x in 0..<w {
                    let s = row + x * 4
                    let d = (y * w + x) * 4
                    let a = s[3]
                    rgba[d] = min(s[2], a)
                    rgba[d + 1] = min(s[1], a)
                    rgba[d + 2] = min(s[0], a)
                    rgba[d + 3] = a
                }
            }
            guard let image = Pixmap(width: w, height: h, premultipliedData: rgba),
                let metrics = face.pointee.size?.pointee.metrics
            else { return nil }
            let ppem = Double(metrics.y_ppem)
            guard ppem > 0 else { return nil }
            // Glyph metrics are 26.6 fixed point in strike pixels.
            return ColorGlyph(
                image: image, pixelsPerEm: ppem,
                bearingX: Double(slot.pointee.metrics.horiBearingX) / 64,
                bearingY: Double(slot.pointee.metrics.horiBearingY) / 64,
                advance: Double(slot.pointee.metrics.horiAdvance) / 64)
        }
    }
}
