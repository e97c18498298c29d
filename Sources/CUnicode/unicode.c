#include "rc_unicode.h"
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>

int32_t rc_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                       int32_t *out_offsets, uint8_t *out_hard, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *bi = ubrk_open(UBRK_LINE, locale ? locale : "", (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    ubrk_first(bi);
    for (int32_t pos = ubrk_next(bi); pos != UBRK_DONE; pos = ubrk_next(bi)) {
        if (count < capacity) {
            out_offsets[count] = pos;
            int32_t rule = ubrk_getRuleStatus(bi);
            out_hard[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        }
        count++;
    }
    ubrk_close(bi);
    return count;
}

int32_t rc_grapheme_breaks(const uint16_t *text, int32_t length, int32_t *out_offsets, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *bi = ubrk_open(UBRK_CHARACTER, "", (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    ubrk_first(bi);
    for (int32_t pos = ubrk_next(bi); pos != UBRK_DONE; pos = ubrk_next(bi)) {
        if (count < capacity) out_offsets[count] = pos;
        count++;
    }
    ubrk_close(bi);
    return count;
}

int32_t rc_bidi_levels(const uint16_t *text, int32_t length, int32_t direction, uint8_t *out_levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    UBiDiLevel para = direction == 0 ? 0 : (direction == 1 ? 1 : UBIDI_DEFAULT_LTR);
    ubidi_setPara(bidi, (const UChar *)text, length, para, NULL, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return -1; }
    for (int32_t i = 0; i < length; i++) out_levels[i] = ubidi_getLevelAt(bidi, i);
    int32_t level = ubidi_getParaLevel(bidi) & 1;
    ubidi_close(bidi);
    return level;
}

void rc_bidi_reorder(const uint8_t *run_levels, int32_t count, int32_t *out_visual) {
    ubidi_reorderVisual((const UBiDiLevel *)run_levels, count, out_visual);
}

int32_t rc_script(uint32_t code_point) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode s = uscript_getScript((UChar32)code_point, &status);
    return U_FAILURE(status) ? 0 : (int32_t)s;
}

void rc_script_code(int32_t script, char out[5]) {
    const char *name = uscript_getShortName((UScriptCode)script);
    int i = 0;
    if (name) for (; i < 4 && name[i]; i++) out[i] = name[i];
    for (; i < 4; i++) out[i] = 'Z';
    out[4] = 0;
}

int32_t rc_is_emoji(uint32_t c) {
    UChar32 cp = (UChar32)c;
    return u_hasBinaryProperty(cp, UCHAR_EMOJI_PRESENTATION) || u_hasBinaryProperty(cp, UCHAR_EXTENDED_PICTOGRAPHIC)
        || u_hasBinaryProperty(cp, UCHAR_REGIONAL_INDICATOR) || u_hasBinaryProperty(cp, UCHAR_EMOJI_MODIFIER)
        || c == 0x200D || c == 0xFE0F || c == 0x20E3;
}
