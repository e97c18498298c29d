#ifndef RENDER_CELLS_UNICODE_H
#define RENDER_CELLS_UNICODE_H
// ICU behind plain C types. Swift's Foundation carries its own copy of ICU's
// headers, whose enums clash with the system ICU's when both are imported into
// one Swift module; so no ICU type crosses this header, and ICU's versioned
// symbol names (ubrk_open_72, ...) stay inside unicode.c.
#include <stdint.h>

/// Line-break opportunities (UAX #14, ICU's line break iterator) in UTF-16 text.
/// Writes up to `capacity` break offsets (each is the index where a new line may
/// start; the last is `length`) and, per break, 1 when it is a mandatory (hard)
/// break. Returns the number of breaks found (which may exceed `capacity`: call
/// again with a larger buffer), or -1 on an ICU error.
int32_t rc_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                       int32_t *out_offsets, uint8_t *out_hard, int32_t capacity);

/// Grapheme cluster boundaries (user-perceived characters), same conventions.
int32_t rc_grapheme_breaks(const uint16_t *text, int32_t length,
                           int32_t *out_offsets, int32_t capacity);

/// The Unicode Bidirectional Algorithm (UAX #9) on one paragraph.
/// `direction`: 0 left-to-right, 1 right-to-left, -1 from the first strong character
/// (left to right without one), -2 from the first strong character (right to left without one).
/// Writes the embedding level of every UTF-16 unit into `out_levels` (length
/// `length`) and returns the paragraph level (0 or 1), or -1 on an ICU error.
int32_t rc_bidi_levels(const uint16_t *text, int32_t length, int32_t direction, uint8_t *out_levels);

/// The visual order of runs with the given levels (UAX #9 rule L2): writes into
/// `out_visual` the logical index of the run shown at each visual position.
void rc_bidi_reorder(const uint8_t *run_levels, int32_t count, int32_t *out_visual);

/// The ISO 15924 script of a code point as ICU's UScriptCode number
/// (0 common, 1 inherited, 25 Latin, 18 Hangul, 17 Han, 20 Hiragana, 22 Katakana, 2 Arabic, 19 Hebrew, ...).
int32_t rc_script(uint32_t code_point);

/// The script's four-letter ISO 15924 code (e.g. "Latn") written into `out` (5 bytes).
void rc_script_code(int32_t script, char out[5]);

/// Whether the code point is an emoji presentation character or an emoji component
/// (Emoji_Presentation, Extended_Pictographic, regional indicators, ZWJ, VS16, skin tones).
int32_t rc_is_emoji(uint32_t code_point);

#endif
