import CHarfBuzz

/// Vertical metrics and character coverage, read through HarfBuzz's OpenType tables.
///
/// HarfBuzz's font is immutable and thread-safe, so none of this takes the FreeType
/// lock. Values are in font units (the HarfBuzz font's scale is units per em); y up.
extension FontFace {
    /// Ascender in font units: OS/2 typo ascender when the font sets USE_TYPO_METRICS,
    /// else hhea (HarfBuzz's rule, the same one CoreText and DirectWrite follow).
    public var ascender: Double { metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER) }
    /// Descender in font units, negative (below the baseline).
    public var descender: Double { metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER) }
    /// Extra line gap in font units (often 0).
    public var lineGap: Double { metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP) }
    /// Height of flat capitals (OS/2 sCapHeight) in font units.
    public var capHeight: Double { metric(HB_OT_METRICS_TAG_CAP_HEIGHT) }
    /// Height of lowercase x (OS/2 sxHeight) in font units.
    public var xHeight: Double { metric(HB_OT_METRICS_TAG_X_HEIGHT) }

    /// Whether glyphs are colour bitmaps (CBDT or sbix, e.g. Noto Color Emoji) rather
    /// than outlines: such glyphs are drawn as scaled images, not coverage masks.
    public var isColorBitmapFont: Bool { hb_ot_color_has_png(hbFace) != 0 }

    /// Whether the face's character map has a glyph for the scalar.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 && glyph != 0
    }

    /// The nominal advance width of a glyph in font units (the `hmtx` entry, unshaped),
    /// read through HarfBuzz's immutable font: no lock, so text loops can call it per glyph.
    public func nominalAdvance(_ glyph: UInt32) -> Double {
        Double(hb_font_get_glyph_h_advance(hbFont, glyph))
    }

    /// All the vertical metrics at once, scaled to `size` (points or pixels per em).
    public func metrics(atSize size: Double) -> FontMetricsInfo {
        let s = size / unitsPerEm
        return FontMetricsInfo(
            size: size, ascender: ascender * s, descender: descender * s, lineGap: lineGap * s,
            capHeight: capHeight * s, xHeight: xHeight * s)
    }

    private func metric(_ tag: hb_ot_metrics_tag_t) -> Double {
        var position: hb_position_t = 0
        // hb_ot_metrics_get_position_with_fallback synthesizes cap/x height from glyph
        // extents when the OS/2 table lacks them (version < 2), rather than giving 0.
        hb_ot_metrics_get_position_with_fallback(hbFont, tag, &position)
        return Double(position)
    }
}
