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

#include <string.h>
#if defined(__x86_64__)
#include <emmintrin.h>
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

/// One copy per vector path (dispatch.c): the plain loops (column counts, indices, the window
/// slide) are vectorized to each path's width; the flags stay SSE2 on every path. On one
/// failing 3x screen (a C harness on Zen 3, fastest of 30) the AVX2 copy takes 3.9 ms where
/// the baseline takes 4.6-5.1 ms: the pass reads 24 MB, so memory is most of what is left.
RC_INLINE int32_t compare_pass(const uint8_t *actual, const uint8_t *reference, size_t width, size_t height,
                               int tolerance, size_t window_width, size_t window_height, uint8_t *indices,
                               uint32_t *palette, int32_t *columns, uint8_t *flags, int64_t *row_counts,
                               rc_difference *out) {
    int64_t differing = 0, largest = 0, fx = -1, fy = -1;
    int64_t x0 = INT64_MAX, y0 = INT64_MAX, x1 = -1, y1 = -1;
    int32_t densest = 0;
    const size_t ww = window_width, wh = window_height;
    // `columns[x]`: the differing pixels of column x in the last `wh` rows; `flags`: those
    // rows' differing pixels, a ring of `wh` rows with their counts in `row_counts`, so a row
    // leaving the window is taken back out; `recent`: the differing pixels of those rows
    // (while it is 0, no window holds any and none is counted).
    // `prefix[x]`: the sum of the column counts left of x, for the window slide.
    int32_t *const prefix = columns + width;
    memset(columns, 0, sizeof(int32_t) * width);
    memset(flags, 0, wh * width);
    memset(row_counts, 0, sizeof(int64_t) * wh);
    int64_t recent = 0;
    // The difference picture's palette: the 76 greys rc_faded gives (180-255) at indices
    // 0-75, red at 76. Whether the row above flagged no pixel.
    if (indices) {
        for (uint32_t g = 0; g < 76; g++) palette[g] = rc_grey_word((uint8_t)(180 + g));
        palette[76] = 0xFF0000FFu;  // R, G, B, A = 255, 0, 0, 255 in memory
    }
    int above_clean = 0;
    for (size_t y = 0; y < height; y++) {
        const size_t row = y * width * 4;
        const uint8_t *a = actual + row, *r = reference + row;
        uint8_t *slot = flags + (y % wh) * width;
        if (row_counts[y % wh]) {
            for (size_t x = 0; x < width; x++) columns[x] -= slot[x];
            memset(slot, 0, width);
            recent -= row_counts[y % wh];
        }
        int64_t here = 0;
        // Rows that match byte for byte (most of a failing picture) cost one memcmp. A row
        // that differs is read in two branch-free loops (flags and the largest difference,
        // four pixels a step with SSE2; then the counts), its box edges found by scanning
        // the flags from each end, instead of one loop with a branch per pixel.
        if (memcmp(a, r, width * 4) != 0) {
            const int row_largest = rc_row_flags(a, r, width, tolerance, slot);
            if (row_largest > largest) largest = row_largest;
            if (row_largest > tolerance) {
                int32_t flagged = 0;  // a row's count in 32 bits, so the loop vectorizes
                for (size_t x = 0; x < width; x++) {
                    flagged += slot[x];
                    columns[x] += slot[x];
                }
                here = flagged;
                // The box edges: the first and last flag, eight flags a step, then byte by byte
                // (the row holds a flag, so both stop inside it).
                size_t first = 0, end = width;
                uint64_t eight;
                while (first + 8 <= width && (memcpy(&eight, slot + first, 8), eight == 0)) first += 8;
                while (!slot[first]) first++;
                while (end >= first + 8 && (memcpy(&eight, slot + end - 8, 8), eight == 0)) end -= 8;
                size_t last = end - 1;
                while (!slot[last]) last--;
                if (differing == 0) { fx = (int64_t)first; fy = (int64_t)y; }
                differing += here;
                if ((int64_t)first < x0) x0 = (int64_t)first;
                if ((int64_t)last > x1) x1 = (int64_t)last;
                if (y0 == INT64_MAX) y0 = (int64_t)y;
                y1 = (int64_t)y;
            }
        }
        row_counts[y % wh] = here;
        recent += here;
        if (indices) {
            uint8_t *o = indices + y * width;
            if (y > 0 && here == 0 && above_clean && memcmp(r, r - width * 4, width * 4) == 0) {
                // No pixel flagged here or above, over the same reference pixels.
                memcpy(o, o - width, width);
            } else {
                // Each pixel's index, branch-free (so the compiler vectorizes it): red, or its
                // faded grey less 180. A branch per pixel here, mispredicted wherever flagged
                // and unflagged pixels mix, had been half of the whole pass.
                for (size_t x = 0; x < width; x++) {
                    const uint32_t grey = rc_faded(r + x * 4) - 180u;
                    o[x] = (uint8_t)(slot[x] ? 76u : grey);
                }
            }
            above_clean = here == 0;
        }
        // Every window whose bottom row is this one, slid across the column counts: unless
        // no window can beat the densest found, as when the rows it spans hold no more
        // differing pixels than that, or a window is already wholly different (most of a
        // picture that differs everywhere: this slide had been a third of its pass).
        //
        // Each window's count is a difference of two running sums of the column counts: one
        // short dependent chain for the sums, then a loop without one (vectorized), where a
        // sum slid window by window had carried a chain through every window (on a 3x screen
        // that differs in most rows, 3.5-3.7 ms a pass became 2.95, C harness on Zen 3).
        if (y + 1 >= wh && recent > densest && densest < (int64_t)(ww * wh)) {
            int32_t sum = 0;
            prefix[0] = 0;
            for (size_t x = 0; x < width; x++) {
                sum += columns[x];
                prefix[x + 1] = sum;
            }
            int32_t best = densest;
            for (size_t left = 0; left + ww <= width; left++) {
                const int32_t window = prefix[left + ww] - prefix[left];
                best = window > best ? window : best;
            }
            densest = best;
        }
    }
    out->differing = differing;
    out->max_difference = largest;
    out->first_x = fx; out->first_y = fy;
    out->min_x = x0; out->min_y = y0; out->max_x = x1; out->max_y = y1;
    return densest;
}

RC_STAMP(int32_t, compare_pass,
         (const uint8_t *actual, const uint8_t *reference, size_t width, size_t height, int tolerance,
          size_t window_width, size_t window_height, uint8_t *indices, uint32_t *palette, int32_t *columns,
          uint8_t *flags, int64_t *row_counts, rc_difference *out),
         (actual, reference, width, height, tolerance, window_width, window_height, indices, palette, columns, flags,
          row_counts, out))
