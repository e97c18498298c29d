import CHarfBuzz
import Raster

/// Shapes one run of text (one face, one direction) with HarfBuzz.
///
/// The whole paragraph is handed to HarfBuzz as context and only `range` is shaped, so
/// Arabic joining, kerning and mark attachment see the neighbours across run
/// boundaries. HarfBuzz uses its own OpenType font functions with the scale set to
/// units per em, so glyph positions are exactly what `hb-shape` prints for the same
/// font; this type scales them to `size` as `units * (size / unitsPerEm)` in Double.
///
/// Thread-safe: a buffer per call, and the face's `hb_font_t` is immutable.
public enum TextShaper {
    /// Shapes `text[range]`.
    ///
    /// - Parameters:
    ///   - text: the paragraph in UTF-16; everything outside `range` is context only.
    ///   - range: the UTF-16 offsets of the run to shape.
    ///   - face: the font face the run is shaped and drawn with.
    ///   - size: the font size the positions are scaled to (points, or pixels per em).
    ///   - rightToLeft: the run's direction (from the bidi level), forced after
    ///     HarfBuzz guesses script and language.
    ///   - language: a BCP 47 tag for OpenType language systems (`locl`); `nil` means
    ///     "und", never the process locale, so output does not depend on `LANG`.
    ///   - features: kerning, ligatures and tracking. Tracking is added to the advance of
    ///     the visually last glyph of every cluster (never between the glyphs of a
    ///     cluster such as a ligature or a base and its marks), including the run's last
    ///     cluster: the shaper cannot know where lines end, so the layout removes one
    ///     `tracking` at the right end of each line, as UIKit leaves no tracking there.
    ///   - glyphScale: the outlines are drawn at `size × glyphScale` (the run's ``ShapedRun/size``)
    ///     while advances and offsets stay at `size`; each cluster's glyphs move right by
    ///     half the advance they no longer fill, so the ink stays centred in its advance.
    ///     The system font's SF Pro compensation uses it (``SystemFontCompensation``).
    ///   - digitAdvanceScale: a factor on the width of every cluster that is one ASCII digit:
    ///     its advance, offsets and ink (`ShapedGlyph.inkWidthScale`), about its pen, so the
    ///     wider ink stays centred in the wider advance (``SystemFontCompensation/digitAdvanceScale``).
    /// - Returns: glyphs in visual order; clusters are UTF-16 offsets into `text`.
    public static func shape(
        _ text: [UInt16], range: Range<Int>, face: FontFace, size: Double, rightToLeft: Bool,
        language: String?, features: ShapingFeatures, glyphScale: Double = 1,
        digitAdvanceScale: Double = 1
    ) -> ShapedRun {
        let range = range.clamped(to: 0..<text.count)
        var run = ShapedRun(
            face: face, size: size * glyphScale, glyphs: [], range: range, isRightToLeft: rightToLeft,
            bidiLevel: rightToLeft ? 1 : 0)
        guard !range.isEmpty, text.count <= Int(Int32.max) else { return run }

        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        text.withUnsafeBufferPointer {
            hb_buffer_add_utf16(buffer, $0.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        }
        // Beginning/end of text: lets HarfBuzz treat a leading mark as broken (dotted
        // circle) only at the real start of the paragraph, as `hb-shape --bot --eot`.
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == text.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        let tag = language ?? "und"
        hb_buffer_set_language(buffer, hb_language_from_string(tag, Int32(tag.utf8.count)))
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)

        var hbFeatures: [hb_feature_t] = []
        func off(_ name: String) {
            hbFeatures.append(
                hb_feature_t(
                    tag: hb_tag_from_string(name, 4), value: 0,
                    start: 0, end: UInt32.max))
        }
        if !features.kerning { off("kern") }
        if !features.ligatures {
            off("liga")
            off("clig")
        }
        hbFeatures.withUnsafeBufferPointer { hb_shape(face.hbFont, buffer, $0.baseAddress, UInt32($0.count)) }

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return run }
        let n = Int(count)
        let scale = size / face.unitsPerEm
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(n)
        // Centring shift of the current cluster (points), for outlines drawn smaller than
        // the advances; computed at each cluster's first glyph (clusters are contiguous).
        var shift = 0.0
        // Advance added to the current cluster (a widened digit), given to its last glyph.
        var widening = 0.0
        // The current cluster's horizontal factor: a digit's whole glyph (advance, offsets
        // and ink) is widened about its pen by `digitAdvanceScale`, so its ink is as much
        // wider as its advance and stays centred in it. Widening the advance alone (#30) moved
        // the digits apart without making them wider (#35: still 4–5 % narrow).
        var widthScale = 1.0
        for i in 0..<n {
            let p = positions[i]
            if (glyphScale != 1 || digitAdvanceScale != 1) && (i == 0 || infos[i - 1].cluster != infos[i].cluster) {
                var clusterAdvance: Int32 = 0
                var j = i
                while j < n && infos[j].cluster == infos[i].cluster {
                    clusterAdvance += positions[j].x_advance
                    j += 1
                }
                let c = Int(infos[i].cluster)
                let isDigit = c < text.count && (0x30...0x39).contains(text[c])
                widthScale = isDigit ? digitAdvanceScale : 1
                widening = Double(clusterAdvance) * scale * (widthScale - 1)
                shift = Double(clusterAdvance) * scale * (1 - glyphScale) / 2 * widthScale
            }
            var advance = Double(p.x_advance) * scale
            if i == n - 1 || infos[i + 1].cluster != infos[i].cluster {
                advance += features.tracking + widening
            }
            glyphs.append(
                ShapedGlyph(
                    glyph: infos[i].codepoint, cluster: Int(infos[i].cluster), xAdvance: advance,
                    yAdvance: Double(p.y_advance) * scale,
                    xOffset: Double(p.x_offset) * scale * widthScale + shift,
                    yOffset: Double(p.y_offset) * scale, inkWidthScale: widthScale))
        }
        run.glyphs = glyphs
        return run
    }
}
