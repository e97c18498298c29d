#include "rc_unicode.h"
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <string.h>

// Opening a break iterator builds it from ICU's rule data, which costs far more than
// breaking a cell's text (it dominated laying out 10,000 cells). Each thread keeps one
// line iterator (per locale) and one character iterator and points them at new text with
// ubrk_setText; iterators are not thread-safe, so they are never shared. They live as
// long as their thread.
static _Thread_local UBreakIterator *cached_line = NULL;
static _Thread_local char cached_line_locale[64];
static _Thread_local UBreakIterator *cached_character = NULL;

static UBreakIterator *line_iterator(const char *locale, const UChar *text, int32_t length, UErrorCode *status) {
    const char *name = locale ? locale : "";
    if (cached_line && strncmp(cached_line_locale, name, sizeof cached_line_locale) == 0) {
        ubrk_setText(cached_line, text, length, status);
        return U_FAILURE(*status) ? NULL : cached_line;
    }
    if (cached_line) { ubrk_close(cached_line); cached_line = NULL; }
    UBreakIterator *bi = ubrk_open(UBRK_LINE, name, text, length, status);
    if (U_FAILURE(*status)) return NULL;
    if (strlen(name) < sizeof cached_line_locale) {
        strcpy(cached_line_locale, name);
        cached_line = bi;
    }
    return bi;
}

static UBreakIterator *character_iterator(const UChar *text, int32_t length, UErrorCode *status) {
    if (cached_character) {
        ubrk_setText(cached_character, text, length, status);
        return U_FAILURE(*status) ? NULL : cached_character;
    }
    cached_character = ubrk_open(UBRK_CHARACTER, "", text, length, status);
    return U_FAILURE(*status) ? NULL : cached_character;
}

int32_t rc_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                       int32_t *out_offsets, uint8_t *out_hard, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *bi = line_iterator(locale, (const UChar *)text, length, &status);
    if (bi == NULL) return -1;
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
    if (bi != cached_line) ubrk_close(bi);
    return count;
}

int32_t rc_grapheme_breaks(const uint16_t *text, int32_t length, int32_t *out_offsets, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *bi = character_iterator((const UChar *)text, length, &status);
    if (bi == NULL) return -1;
    int32_t count = 0;
    ubrk_first(bi);
    for (int32_t pos = ubrk_next(bi); pos != UBRK_DONE; pos = ubrk_next(bi)) {
        if (count < capacity) out_offsets[count] = pos;
        count++;
    }
    return count;
}

int32_t rc_bidi_levels(const uint16_t *text, int32_t length, int32_t direction, uint8_t *out_levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    UBiDiLevel para = direction == 0 ? 0 : direction == 1 ? 1 : direction == -2 ? UBIDI_DEFAULT_RTL : UBIDI_DEFAULT_LTR;
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
