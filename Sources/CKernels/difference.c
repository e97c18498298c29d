// A failing snapshot's one pass over its two pictures (rc_compare_pass in rc_pixels.h):
// what differs (count, largest difference, first pixel, box), the densest window, and the
// difference picture, each pixel pair read once. Before, a failure read both pictures three
// times (rc_compare, rc_densest_window over the box, rc_difference_picture) and built a
// summed-area table as large as the box (12 MB for a 3x screen that differs everywhere);
// the three took about half of a failure's CPU (`perf record` on `render-cells test`,
// docs/performance.md). The figures are those of the three kernels in pixels.c, which stay
// as the oracle (SnapshotCoreTests compare them on seeded random pictures).

#include "difference.h"
#include "paths.h"
#include "png_row.h"
#include "rc_pixels.h"

#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

/// An opaque grey as the 4 bytes R, G, B, A of a little-endian word.
static inline uint32_t rc_grey_word(uint8_t g) { return 0xFF000000u | (uint32_t)g * 0x010101u; }

/// Sets `flags[x]` to 1 where pixel x of the two rows differs by more than `tolerance` in a
/// channel, else 0; returns the row's largest channel difference.
RC_INLINE int rc_row_flags(const uint8_t *a, const uint8_t *r, size_t width, int tolerance, uint8_t *flags) {
    int largest = 0;
    size_t x = 0;
#if defined(__x86_64__)
    // SSE2 is part of x86-64: sixteen pixels a step, as four groups of four. |a - r| per
    // byte from two saturating subtractions, each pixel's largest byte folded into its low
    // byte, compared with the tolerance, and the sixteen answers packed into sixteen flag
    // bytes stored at once (one store, where four pixels had taken four).
    const __m128i low = _mm_set1_epi32(0xFF), limit = _mm_set1_epi32(tolerance), one = _mm_set1_epi8(1);
    __m128i most = _mm_setzero_si128();
    for (; x + 16 <= width; x += 16) {
        __m128i over[4];
        for (int k = 0; k < 4; k++) {
            const __m128i p = _mm_loadu_si128((const __m128i *)(a + (x + 4 * (size_t)k) * 4));
            const __m128i q = _mm_loadu_si128((const __m128i *)(r + (x + 4 * (size_t)k) * 4));
            __m128i d = _mm_or_si128(_mm_subs_epu8(p, q), _mm_subs_epu8(q, p));
            d = _mm_max_epu8(d, _mm_srli_epi32(d, 16));
            d = _mm_and_si128(_mm_max_epu8(d, _mm_srli_epi32(d, 8)), low);
            most = _mm_max_epi16(most, d);
            over[k] = _mm_cmpgt_epi32(d, limit);  // all ones where flagged
        }
        const __m128i packed = _mm_packs_epi16(_mm_packs_epi32(over[0], over[1]), _mm_packs_epi32(over[2], over[3]));
        _mm_storeu_si128((__m128i *)(flags + x), _mm_and_si128(packed, one));
    }
    int lanes[4];
    _mm_storeu_si128((__m128i *)lanes, most);
    for (int i = 0; i < 4; i++) largest = lanes[i] > largest ? lanes[i] : largest;
#endif
    for (; x < width; x++) {
        const int d = rc_channel_difference(a + x * 4, r + x * 4);
        largest = d > largest ? d : largest;
        flags[x] = (uint8_t)(d > tolerance);
    }
    return largest;
}

#if defined(__x86_64__)
static inline int64_t rc_rgb_row_rest(const uint8_t *a, const uint8_t *rgb, size_t x, size_t width, int tolerance,
                                      uint8_t *flags, int32_t *columns, uint8_t *indices, int *largest,
                                      size_t *first, size_t *last, int most_here, int64_t flagged, size_t lo_x,
                                      size_t hi_x);

/// A differing row's whole per-pixel work in one loop (the AVX2 paths, an RGB reference
/// with a difference picture: a failing snapshot's usual case): the reference row is read
/// as its unfiltered RGB scanline and widened in the register, and each pixel's flag
/// (`flags[x]`, 0 or 1), column count (`columns[x]` plus the flag), difference-picture
/// index (red, or its faded grey less 180: `indices[x]`) and largest channel difference
/// come out of it. Before, the row was widened into a buffer, compared (`memcmp`), flagged
/// sixteen pixels a step with SSE2, counted, and given its indices by three more loops over
/// the row: together 60 % of the pass on failing 3x screens (`perf annotate`, C harness on
/// Zen 3). The same integers as those loops: the grey of an opaque pixel is
/// (r * 54 + g * 183 + b * 19) >> 8 = l, and l * 75 / 255 = (l * 75 * 0x8081) >> 23 for
/// every l up to 255 (x / 255 = (x * 0x8081) >> 23 for x below 65536). `flags` holds the
/// flags of the row leaving the window (zeros if none), taken out of `columns` on the way,
/// where a loop of its own had taken them out and cleared them. Returns the row's flagged
/// pixels; its largest channel difference goes to `*largest` and, when it has a flagged
/// pixel, the first and last one's x to `*first` and `*last` (found from each step's
/// flags, where scanning the row's flags from each end afterwards had cost a sixth of the
/// pass).
RC_TARGET_AVX2 static int64_t rc_rgb_row_avx2(const uint8_t *a, const uint8_t *rgb, size_t width, int tolerance,
                                              uint8_t *flags, int32_t *columns, uint8_t *indices, int *largest,
                                              size_t *first, size_t *last) {
    const __m256i spread = _mm256_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1,  //
                                            0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u), low = _mm256_set1_epi32(0xFF);
    const __m256i limit = _mm256_set1_epi32(tolerance), one = _mm256_set1_epi32(1);
    const __m256i even = _mm256_set1_epi32(0x00FF00FF);
    // _mm256_madd_epi16 on each pixel's two 16-bit halves: R * 54 + B * 19, then G * 183.
    const __m256i rb = _mm256_set1_epi32(54 | 19 << 16), g = _mm256_set1_epi32(183);
    const __m256i fade = _mm256_set1_epi32(75 * 0x8081), red = _mm256_set1_epi32(76);
    const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    __m256i most = _mm256_setzero_si256(), count = _mm256_setzero_si256();
    size_t x = 0, lo_x = SIZE_MAX, hi_x = 0;
    // Sixteen pixels a step; the second half's second load reads 4 bytes past its 24, so
    // the loop stops where that would leave the row.
    for (; 3 * x + 52 <= 3 * width; x += 16) {
        __m256i index[2], flag[2];
        const __m128i leaving = _mm_loadu_si128((const __m128i *)(flags + x));
        const __m256i leaving_k[2] = {_mm256_cvtepu8_epi32(leaving), _mm256_cvtepu8_epi32(_mm_srli_si128(leaving, 8))};
        for (int k = 0; k < 2; k++) {
            const uint8_t *q = rgb + 3 * (x + 8 * (size_t)k);
            const __m128i lo = _mm_loadu_si128((const __m128i *)q), hi = _mm_loadu_si128((const __m128i *)(q + 12));
            const __m256i r = _mm256_or_si256(
                _mm256_shuffle_epi8(_mm256_inserti128_si256(_mm256_castsi128_si256(lo), hi, 1), spread), alpha);
            const __m256i p = _mm256_loadu_si256((const __m256i *)(a + 4 * (x + 8 * (size_t)k)));
            __m256i d = _mm256_or_si256(_mm256_subs_epu8(p, r), _mm256_subs_epu8(r, p));
            d = _mm256_max_epu8(d, _mm256_srli_epi32(d, 16));
            d = _mm256_and_si256(_mm256_max_epu8(d, _mm256_srli_epi32(d, 8)), low);
            most = _mm256_max_epi32(most, d);
            const __m256i over = _mm256_cmpgt_epi32(d, limit);  // all ones where flagged
            int32_t *c = columns + x + 8 * (size_t)k;
            const __m256i column = _mm256_sub_epi32(_mm256_loadu_si256((const __m256i *)c), leaving_k[k]);
            _mm256_storeu_si256((__m256i *)c, _mm256_sub_epi32(column, over));
            count = _mm256_sub_epi32(count, over);
            const __m256i l = _mm256_srli_epi32(
                _mm256_add_epi32(_mm256_madd_epi16(_mm256_and_si256(r, even), rb),
                                 _mm256_madd_epi16(_mm256_srli_epi16(r, 8), g)),
                8);
            const __m256i grey = _mm256_srli_epi32(_mm256_mullo_epi32(l, fade), 23);
            index[k] = _mm256_blendv_epi8(grey, red, over);
            flag[k] = _mm256_and_si256(over, one);
        }
        // Words [i0-3 i8-11 | i4-7 i12-15], then bytes [i0-3 i8-11 f0-3 f8-11 | i4-7 i12-15
        // f4-7 f12-15], put in order: sixteen indices, then sixteen flags.
        const __m256i bytes = _mm256_packus_epi16(_mm256_packus_epi32(index[0], index[1]),
                                                  _mm256_packus_epi32(flag[0], flag[1]));
        const __m256i ordered = _mm256_permutevar8x32_epi32(bytes, order);
        _mm_storeu_si128((__m128i *)(indices + x), _mm256_castsi256_si128(ordered));
        const __m128i flagged16 = _mm256_extracti128_si256(ordered, 1);
        _mm_storeu_si128((__m128i *)(flags + x), flagged16);
        const unsigned mask = (unsigned)_mm_movemask_epi8(_mm_cmpgt_epi8(flagged16, _mm_setzero_si128()));
        if (mask) {
            if (lo_x == SIZE_MAX) lo_x = x + (size_t)__builtin_ctz(mask);
            hi_x = x + 31 - (size_t)__builtin_clz(mask);
        }
    }
    int lanes[8], counts[8];
    _mm256_storeu_si256((__m256i *)lanes, most);
    _mm256_storeu_si256((__m256i *)counts, count);
    int most_here = 0;
    int64_t flagged = 0;
    for (int i = 0; i < 8; i++) {
        most_here = lanes[i] > most_here ? lanes[i] : most_here;
        flagged += counts[i];
    }
    return rc_rgb_row_rest(a, rgb, x, width, tolerance, flags, columns, indices, largest, first, last, most_here,
                           flagged, lo_x, hi_x);
}

/// The pixels from `x` to the end of the row one by one, after a vector loop that found
/// `most_here`, `flagged`, `lo_x` and `hi_x` for the pixels before `x`: the same rules
/// and results as `rc_rgb_row_avx2`.
static inline int64_t rc_rgb_row_rest(const uint8_t *a, const uint8_t *rgb, size_t x, size_t width, int tolerance,
                                      uint8_t *flags, int32_t *columns, uint8_t *indices, int *largest,
                                      size_t *first, size_t *last, int most_here, int64_t flagged, size_t lo_x,
                                      size_t hi_x) {
    for (; x < width; x++) {
        const uint8_t r[4] = {rgb[3 * x], rgb[3 * x + 1], rgb[3 * x + 2], 255};
        const int d = rc_channel_difference(a + x * 4, r);
        most_here = d > most_here ? d : most_here;
        const int over = d > tolerance;
        columns[x] += over - flags[x];
        flags[x] = (uint8_t)over;
        flagged += over;
        if (over) {
            if (lo_x == SIZE_MAX) lo_x = x;
            hi_x = x;
        }
        indices[x] = (uint8_t)(over ? 76u : rc_faded(r) - 180u);
    }
    *largest = most_here;
    *first = lo_x;
    *last = hi_x;
    return flagged;
}

/// `rc_rgb_row_avx2` with AVX-512, sixteen pixels a register: the same outputs. The
/// reference's 48 bytes of RGB come in one masked load (nothing past them is read, so the
/// loop runs to the row's last whole sixteen), each 12-byte group is moved to its own
/// 128-bit lane and widened there; the flags are a mask, so the column counts, the count,
/// the red indices and the flag bytes come from it without a vector of all-ones per pixel,
/// and the box's edges from its bits. On the AVX2 path this loop was about a tenth of a
/// failing 3x screen's CPU (`perf record` of `render-cells test`, Sapphire Rapids).
RC_TARGET_AVX512 static int64_t rc_rgb_row_avx512(const uint8_t *a, const uint8_t *rgb, size_t width, int tolerance,
                                                  uint8_t *flags, int32_t *columns, uint8_t *indices, int *largest,
                                                  size_t *first, size_t *last) {
    // Dwords 3k, 3k+1, 3k+2 (pixels 4k to 4k+3) into lane k, then each lane's 12 bytes
    // spread to 4 pixels with an opaque alpha.
    const __m512i groups = _mm512_setr_epi32(0, 1, 2, 0, 3, 4, 5, 0, 6, 7, 8, 0, 9, 10, 11, 0);
    const __m512i spread = _mm512_broadcast_i32x4(_mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1));
    const __m512i alpha = _mm512_set1_epi32((int)0xFF000000u), low = _mm512_set1_epi32(0xFF);
    const __m512i limit = _mm512_set1_epi32(tolerance), one = _mm512_set1_epi32(1);
    const __m512i even = _mm512_set1_epi32(0x00FF00FF);
    const __m512i rb = _mm512_set1_epi32(54 | 19 << 16), g = _mm512_set1_epi32(183);
    const __m512i fade = _mm512_set1_epi32(75 * 0x8081), red = _mm512_set1_epi32(76);
    const __m128i flag_byte = _mm_set1_epi8(1);
    __m512i most = _mm512_setzero_si512();
    int64_t flagged = 0;
    size_t x = 0, lo_x = SIZE_MAX, hi_x = 0;
    for (; x + 16 <= width; x += 16) {
        const __m512i packed = _mm512_maskz_loadu_epi8(0x0000FFFFFFFFFFFFull, rgb + 3 * x);
        const __m512i r =
            _mm512_or_si512(_mm512_shuffle_epi8(_mm512_permutexvar_epi32(groups, packed), spread), alpha);
        const __m512i p = _mm512_loadu_si512((const void *)(a + 4 * x));
        __m512i d = _mm512_or_si512(_mm512_subs_epu8(p, r), _mm512_subs_epu8(r, p));
        d = _mm512_max_epu8(d, _mm512_srli_epi32(d, 16));
        d = _mm512_and_si512(_mm512_max_epu8(d, _mm512_srli_epi32(d, 8)), low);
        most = _mm512_max_epi32(most, d);
        const __mmask16 over = _mm512_cmpgt_epi32_mask(d, limit);
        const __m512i leaving = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(flags + x)));
        int32_t *c = columns + x;
        const __m512i column = _mm512_sub_epi32(_mm512_loadu_si512((const void *)c), leaving);
        _mm512_storeu_si512((void *)c, _mm512_mask_add_epi32(column, over, column, one));
        const __m512i l = _mm512_srli_epi32(_mm512_add_epi32(_mm512_madd_epi16(_mm512_and_si512(r, even), rb),
                                                             _mm512_madd_epi16(_mm512_srli_epi16(r, 8), g)),
                                            8);
        const __m512i grey = _mm512_srli_epi32(_mm512_mullo_epi32(l, fade), 23);
        _mm_storeu_si128((__m128i *)(indices + x), _mm512_cvtepi32_epi8(_mm512_mask_blend_epi32(over, grey, red)));
        _mm_storeu_si128((__m128i *)(flags + x), _mm_maskz_mov_epi8(over, flag_byte));
        if (over) {
            flagged += __builtin_popcount(over);
            if (lo_x == SIZE_MAX) lo_x = x + (size_t)__builtin_ctz(over);
            hi_x = x + 31 - (size_t)__builtin_clz(over);
        }
    }
    return rc_rgb_row_rest(a, rgb, x, width, tolerance, flags, columns, indices, largest, first, last,
                           _mm512_reduce_max_epi32(most), flagged, lo_x, hi_x);
}
#endif

/// The pass's running state: its inputs, the scratch it is given and what it has found.
typedef struct {
    size_t width, ww, wh;
    int tolerance;
    uint8_t *indices;
    int32_t *columns, *prefix;
    uint8_t *flags;
    int64_t *row_counts;
    int64_t differing, largest, fx, fy, x0, y0, x1, y1, recent;
    int32_t densest;
    int64_t ceiling;  // no window ending at the last row holds more differing pixels
    int above_clean;
    int avx512;  // the fused rows go through rc_rgb_row_avx512, else rc_rgb_row_avx2
    // RC_ROW_REPEATS where the difference picture's row of indices was copied from the row
    // above, else RC_ROW_UNKNOWN, or NULL when not asked for (rc_compare_pass_scanlines).
    uint8_t *index_repeats;
} pass_state;

RC_INLINE void pass_start(pass_state *s, size_t width, int tolerance, size_t window_width, size_t window_height,
                          uint8_t *indices, uint32_t *palette, int32_t *columns, uint8_t *flags,
                          int64_t *row_counts) {
    *s = (pass_state){.width = width, .ww = window_width, .wh = window_height, .tolerance = tolerance,
                      .indices = indices, .columns = columns, .prefix = columns + width, .flags = flags,
                      .row_counts = row_counts, .fx = -1, .fy = -1, .x0 = INT64_MAX, .y0 = INT64_MAX,
                      .x1 = -1, .y1 = -1};
    // `columns[x]`: the differing pixels of column x in the last `wh` rows; `flags`: those
    // rows' differing pixels, a ring of `wh` rows with their counts in `row_counts`, so a row
    // leaving the window is taken back out; `recent`: the differing pixels of those rows
    // (while it is 0, no window holds any and none is counted).
    // `prefix[x]`: the sum of the column counts left of x, for the window slide.
    memset(columns, 0, sizeof(int32_t) * width);
    memset(flags, 0, window_height * width);
    memset(row_counts, 0, sizeof(int64_t) * window_height);
    // The difference picture's palette: the 76 greys rc_faded gives (180-255) at indices
    // 0-75, red at 76.
    if (indices) {
        for (uint32_t g = 0; g < 76; g++) palette[g] = rc_grey_word((uint8_t)(180 + g));
        palette[76] = 0xFF0000FFu;  // R, G, B, A = 255, 0, 0, 255 in memory
    }
}

/// Row `y`: `a` the actual's, `r` the reference's and `r_above` the reference's row above
/// (any pointer when y is 0). `repeats`: both rows are the same as their rows above (y > 0),
/// so this row's flags, count, edges and indices are the row above's, copied instead of
/// found again (a screen's flat stretches: a third to two thirds of a 3x list screen's
/// reference rows repeat the row above, which its file says for nothing). `rgb`: the
/// reference row as unfiltered RGB, read by `rc_rgb_row_avx2` or `rc_rgb_row_avx512` in
/// place of `r` (only on the AVX2 and AVX-512 paths, with a difference picture), else NULL.
RC_INLINE void pass_row(pass_state *s, size_t y, const uint8_t *a, const uint8_t *r, const uint8_t *r_above,
                        int repeats, const uint8_t *rgb) {
    const size_t width = s->width, ww = s->ww, wh = s->wh;
    int32_t *const columns = s->columns, *const prefix = s->prefix;
    uint8_t *slot = s->flags + (y % wh) * width;
    int64_t here = 0;
    if (repeats && wh == 1) {
        // The row leaving the window is the row above, the same as this one: its flags and
        // column counts stay as they are.
        here = s->row_counts[0];
        s->recent -= here;
    } else if (s->row_counts[y % wh]) {
        // `rc_rgb_row_avx2` takes the leaving row's flags out itself, as it overwrites them.
        if (!rgb || repeats) {
            for (size_t x = 0; x < width; x++) columns[x] -= slot[x];
            memset(slot, 0, width);
        }
        s->recent -= s->row_counts[y % wh];
    }
    if (repeats) {
        if (wh > 1 && (here = s->row_counts[(y - 1) % wh]) != 0) {
            memcpy(slot, s->flags + ((y - 1) % wh) * width, width);
            for (size_t x = 0; x < width; x++) columns[x] += slot[x];
        }
        // The largest difference, the first pixel and the box's sides are the row above's,
        // already counted; only the box's bottom moves.
        if (here) {
            s->differing += here;
            s->y1 = (int64_t)y;
        }
    } else if (rgb || memcmp(a, r, width * 4) != 0) {
        // Rows that match byte for byte (most of a failing picture) cost one memcmp. A row
        // that differs is read in two branch-free loops (flags and the largest difference,
        // four pixels a step with SSE2; then the counts), its box edges found by scanning
        // the flags from each end, instead of one loop with a branch per pixel. With `rgb`,
        // one loop does all of it and the indices (a row the same as the reference's still
        // needs its greys, so the memcmp saved nothing there).
        int row_largest = 0;
        int64_t flagged = 0;
        size_t first = 0, last = 0;
#if defined(__x86_64__)
        if (rgb) {
            flagged = (s->avx512 ? rc_rgb_row_avx512 : rc_rgb_row_avx2)(
                a, rgb, width, s->tolerance, slot, columns, s->indices + y * width, &row_largest, &first, &last);
        } else
#endif
        {
            row_largest = rc_row_flags(a, r, width, s->tolerance, slot);
            if (row_largest > s->tolerance) {
                int32_t sum = 0;  // a row's count in 32 bits, so the loop vectorizes
                for (size_t x = 0; x < width; x++) {
                    sum += slot[x];
                    columns[x] += slot[x];
                }
                flagged = sum;
            }
        }
        if (row_largest > s->largest) s->largest = row_largest;
        if (flagged) {
            here = flagged;
            if (!rgb) {
                // The box edges: the first and last flag, eight flags a step, then byte by
                // byte (the row holds a flag, so both stop inside it).
                size_t end = width;
                uint64_t eight;
                while (first + 8 <= width && (memcpy(&eight, slot + first, 8), eight == 0)) first += 8;
                while (!slot[first]) first++;
                while (end >= first + 8 && (memcpy(&eight, slot + end - 8, 8), eight == 0)) end -= 8;
                last = end - 1;
                while (!slot[last]) last--;
            }
            if (s->differing == 0) {
                s->fx = (int64_t)first;
                s->fy = (int64_t)y;
            }
            s->differing += here;
            if ((int64_t)first < s->x0) s->x0 = (int64_t)first;
            if ((int64_t)last > s->x1) s->x1 = (int64_t)last;
            if (s->y0 == INT64_MAX) s->y0 = (int64_t)y;
            s->y1 = (int64_t)y;
        }
    }
    s->row_counts[y % wh] = here;
    s->recent += here;
    int copied = 0;  // the row's indices are the row above's, copied
    if (s->indices && !(rgb && !repeats)) {
        uint8_t *o = s->indices + y * width;
        if (repeats || (y > 0 && here == 0 && s->above_clean && memcmp(r, r_above, width * 4) == 0)) {
            // The same flags (none, or the row above's) over the same reference pixels.
            memcpy(o, o - width, width);
            copied = 1;
        } else {
            // Each pixel's index, branch-free (so the compiler vectorizes it): red, or its
            // faded grey less 180. A branch per pixel here, mispredicted wherever flagged
            // and unflagged pixels mix, had been half of the whole pass.
            for (size_t x = 0; x < width; x++) {
                const uint32_t grey = rc_faded(r + x * 4) - 180u;
                o[x] = (uint8_t)(slot[x] ? 76u : grey);
            }
        }
    }
    if (s->indices) s->above_clean = here == 0;
    // Only what is known for nothing: comparing the other rows of indices here (in the L1
    // cache) cost the pass more than it saved their encoder (scripts/failure-kernels).
    if (s->index_repeats) s->index_repeats[y] = copied ? RC_ROW_REPEATS : RC_ROW_UNKNOWN;
    // Every window whose bottom row is this one, slid across the column counts: unless
    // no window can beat the densest found, as when the rows it spans hold no more
    // differing pixels than that, or a window is already wholly different (most of a
    // picture that differs everywhere: this slide had been a third of its pass).
    //
    // Each window's count is a difference of two running sums of the column counts: one
    // short dependent chain for the sums, then a loop without one (vectorized), where a
    // sum slid window by window had carried a chain through every window (on a 3x screen
    // that differs in most rows, 3.5-3.7 ms a pass became 2.95, C harness on Zen 3).
    //
    // `ceiling` bounds every window ending at this row: a window gains at most this row's
    // flags within its width (it loses the leaving row's, at least none), so the densest
    // window of the row above plus min(width, this row's count); and no window holds more
    // than the rows it spans. Once a dense patch has set the densest, the rows after it
    // whose windows cannot reach it are not slid (on failing 3x screens that differ in most
    // rows, the slide ran on 550-700 rows of a screen before a wholly different window
    // ended it, about a quarter of the pass; C harness on Zen 3).
    s->ceiling += here < (int64_t)ww ? here : (int64_t)ww;
    if (s->ceiling > s->recent) s->ceiling = s->recent;
    if (y + 1 >= wh && s->ceiling > s->densest && s->densest < (int64_t)(ww * wh)) {
        int32_t sum = 0;
        prefix[0] = 0;
        for (size_t x = 0; x < width; x++) {
            sum += columns[x];
            prefix[x + 1] = sum;
        }
        int32_t best = 0;
        for (size_t left = 0; left + ww <= width; left++) {
            const int32_t window = prefix[left + ww] - prefix[left];
            best = window > best ? window : best;
        }
        s->ceiling = best;
        if (best > s->densest) s->densest = best;
    }
}

RC_INLINE int32_t pass_finish(const pass_state *s, rc_difference *out) {
    out->differing = s->differing;
    out->max_difference = s->largest;
    out->first_x = s->fx;
    out->first_y = s->fy;
    out->min_x = s->x0;
    out->min_y = s->y0;
    out->max_x = s->x1;
    out->max_y = s->y1;
    return s->densest;
}

/// One copy per vector path (dispatch.c): the plain loops (column counts, indices, the window
/// slide) are vectorized to each path's width; the flags stay SSE2 on every path. On one
/// failing 3x screen (a C harness on Zen 3, fastest of 30) the AVX2 copy takes 3.9 ms where
/// the baseline takes 4.6-5.1 ms: the pass reads 24 MB, so memory is most of what is left.
RC_INLINE int32_t compare_pass(const uint8_t *actual, const uint8_t *reference, size_t width, size_t height,
                               int tolerance, size_t window_width, size_t window_height, uint8_t *indices,
                               uint32_t *palette, int32_t *columns, uint8_t *flags, int64_t *row_counts,
                               rc_difference *out) {
    pass_state s;
    pass_start(&s, width, tolerance, window_width, window_height, indices, palette, columns, flags, row_counts);
    const size_t stride = width * 4;
    for (size_t y = 0; y < height; y++) {
        const uint8_t *r = reference + y * stride;
        pass_row(&s, y, actual + y * stride, r, y > 0 ? r - stride : r, 0, NULL);
    }
    return pass_finish(&s, out);
}

RC_STAMP(int32_t, compare_pass,
         (const uint8_t *actual, const uint8_t *reference, size_t width, size_t height, int tolerance,
          size_t window_width, size_t window_height, uint8_t *indices, uint32_t *palette, int32_t *columns,
          uint8_t *flags, int64_t *row_counts, rc_difference *out),
         (actual, reference, width, height, tolerance, window_width, window_height, indices, palette, columns, flags,
          row_counts, out))

/// compare_pass with the reference as the inflated scanlines of its PNG file (`channels` 3
/// or 4), each row unfiltered in place and made RGBA in `rows` (two rows, the one above
/// kept for the difference picture) just before it is compared: the reference is never a
/// picture of its own. Decoding it first wrote its 12 MB of pixels (a 3x screen) for the
/// pass to read back; a failing snapshot only ever needed them row by row.
RC_INLINE int32_t compare_pass_scanlines(const uint8_t *actual, uint8_t *scanlines, size_t width, size_t height,
                                         int channels, int tolerance, size_t window_width, size_t window_height,
                                         uint8_t *indices, uint32_t *palette, int32_t *columns, uint8_t *flags,
                                         int64_t *row_counts, uint8_t *rows, uint8_t *actual_repeats,
                                         uint8_t *index_repeats, uint32_t (*adler32)(uint32_t, const void *, size_t),
                                         uint32_t *adler, rc_difference *out, int wide) {
    pass_state s;
    pass_start(&s, width, tolerance, window_width, window_height, indices, palette, columns, flags, row_counts);
    s.avx512 = wide == 2;
    s.index_repeats = indices ? index_repeats : NULL;
    const size_t bpp = (size_t)channels, row_bytes = width * bpp, stride = width * 4;
    // `prior`: the last row unfiltered (the row above, or the one it repeats); `last`: its
    // RGBA, one of the two rows of `rows`, and `spare` the other.
    const uint8_t *prior = NULL;
    uint8_t *last = rows + stride, *spare = rows;
    // An RGB reference with a difference picture, on the AVX2 and AVX-512 paths: each row
    // is compared as its unfiltered RGB (`rc_rgb_row_avx2`, or `rc_rgb_row_avx512` when
    // `wide` is 2), never widened into `rows`.
#if defined(__x86_64__)
    const int fused = wide && bpp == 3 && indices != NULL;
#else
    const int fused = 0;
#endif
    // The stream's Adler-32, summed here over each scanline while it is in the cache (and
    // before it is unfiltered in place) rather than by the inflater in a pass of its own
    // over all 8.9 MB of a 3x screen's: a repeated row's, all zeros, in O(1).
    uint32_t sum = adler ? *adler : 1;
    for (size_t y = 0; y < height; y++) {
        uint8_t *line = scanlines + y * (row_bytes + 1);
        uint8_t *row = line + 1;
        const uint8_t *a = actual + y * stride;
        // Up with no residual: the reference row is the row above, which is neither
        // unfiltered nor widened again (the project's encoder writes a repeated row so).
        if (y > 0 && line[0] == 2 && row[0] == 0 && memcmp(row, row + 1, row_bytes - 1) == 0) {
            if (adler32) sum = rc_adler32_filter_and_zeros(sum, 2, row_bytes);
            const int same = memcmp(a, a - stride, stride) == 0;
            // What the actual's encoder would find by reading both rows again, from beyond
            // the L2 cache on a 3x screen; the other rows stay its to compare (comparing them
            // here too, even on the row loop's own loads, cost the pass more than it saved).
            if (actual_repeats) actual_repeats[y] = same ? RC_ROW_REPEATS : RC_ROW_DIFFERS;
            pass_row(&s, y, a, last, last, same, fused ? prior : NULL);
            continue;
        }
        if (actual_repeats) actual_repeats[y] = RC_ROW_UNKNOWN;
        if (adler32) sum = adler32(sum, line, row_bytes + 1);
        if (rc_unfilter_row(line[0], row, prior, row_bytes, bpp) != 0) return -1;
        if (fused) {
            pass_row(&s, y, a, last, last, 0, row);
            prior = row;
            continue;
        }
        rc_row_to_rgba(row, width, bpp, spare, wide);
        // Premultiplied, as a decoded picture's pixels are; opaque pixels are already.
        if (bpp == 4) rc_premultiply(spare, width);
        pass_row(&s, y, a, spare, last, 0, NULL);
        uint8_t *const done = spare;
        spare = last;
        last = done;
        prior = row;
    }
    if (adler) *adler = sum;
    return pass_finish(&s, out);
}

int32_t rc__compare_pass_scanlines_baseline(const uint8_t *actual, uint8_t *scanlines, size_t width, size_t height,
                                            int channels, int tolerance, size_t window_width, size_t window_height,
                                            uint8_t *indices, uint32_t *palette, int32_t *columns, uint8_t *flags,
                                            int64_t *row_counts, uint8_t *rows, uint8_t *actual_repeats,
                                            uint8_t *index_repeats, uint32_t (*adler32)(uint32_t, const void *, size_t),
                                            uint32_t *adler, rc_difference *out) {
    return compare_pass_scanlines(actual, scanlines, width, height, channels, tolerance, window_width, window_height,
                                  indices, palette, columns, flags, row_counts, rows, actual_repeats, index_repeats,
                                  adler32, adler, out, 0);
}

RC_TARGET_AVX2 int32_t rc__compare_pass_scanlines_avx2(const uint8_t *actual, uint8_t *scanlines, size_t width,
                                                       size_t height, int channels, int tolerance,
                                                       size_t window_width, size_t window_height, uint8_t *indices,
                                                       uint32_t *palette, int32_t *columns, uint8_t *flags,
                                                       int64_t *row_counts, uint8_t *rows, uint8_t *actual_repeats,
                                                       uint8_t *index_repeats,
                                                       uint32_t (*adler32)(uint32_t, const void *, size_t),
                                                       uint32_t *adler, rc_difference *out) {
    return compare_pass_scanlines(actual, scanlines, width, height, channels, tolerance, window_width, window_height,
                                  indices, palette, columns, flags, row_counts, rows, actual_repeats, index_repeats,
                                  adler32, adler, out, 1);
}

RC_TARGET_AVX512 int32_t rc__compare_pass_scanlines_avx512(const uint8_t *actual, uint8_t *scanlines, size_t width,
                                                           size_t height, int channels, int tolerance,
                                                           size_t window_width, size_t window_height,
                                                           uint8_t *indices, uint32_t *palette, int32_t *columns,
                                                           uint8_t *flags, int64_t *row_counts, uint8_t *rows,
                                                           uint8_t *actual_repeats, uint8_t *index_repeats,
                                                           uint32_t (*adler32)(uint32_t, const void *, size_t),
                                                           uint32_t *adler, rc_difference *out) {
    return compare_pass_scanlines(actual, scanlines, width, height, channels, tolerance, window_width, window_height,
                                  indices, palette, columns, flags, row_counts, rows, actual_repeats, index_repeats,
                                  adler32, adler, out, 2);
}
