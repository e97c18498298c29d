import CHarfBuzz

/// The face's weight and slant as its own tables state them (OS/2, head, post).
extension FontFace {
    /// OS/2 usWeightClass: 400 regular, 700 bold.
    public var weightClass: Int { Int(hb_style_get_value(hbFont, HB_STYLE_TAG_WEIGHT).rounded()) }

    /// Whether the face is italic or oblique (OS/2 fsSelection, head macStyle, or a
    /// non-zero italic angle).
    public var isItalicStyle: Bool {
        hb_style_get_value(hbFont, HB_STYLE_TAG_ITALIC) > 0.5 || hb_style_get_value(hbFont, HB_STYLE_TAG_SLANT_ANGLE) != 0
    }

    /// The typographic family (name ID 16, else 1), e.g. "Inter" for Inter Semi Bold.
    public var typographicFamilyName: String {
        let typographic = FontCatalogEntry.name(hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY))
        return typographic.isEmpty ? FontCatalogEntry.name(hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY)) : typographic
    }

    /// The typographic style (name ID 17, else 2), e.g. "Semi Bold".
    public var styleName: String {
        let typographic = FontCatalogEntry.name(hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_SUBFAMILY))
        return typographic.isEmpty ? FontCatalogEntry.name(hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_FONT_SUBFAMILY)) : typographic
    }
}
