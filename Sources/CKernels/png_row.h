// Internal to CKernels (not in include/, so Swift never sees it): one PNG scanline's row
// work, shared by the reader's direct path (png_rows.c: every row into a picture), the
// comparison that reads a reference straight from its scanlines (difference.c: each row
// into a buffer of two rows, compared while it is in the cache) and the report pictures'
// encoder (screen_deflate.c: a repeated row's checksum).
#ifndef RENDER_CELLS_PNG_ROW_H
#define RENDER_CELLS_PNG_ROW_H
#include "paths.h"
#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

static inline uint8_t rc_paeth(uint8_t a, uint8_t b, uint8_t c) {
    const int p = (int)a + b - c;
    const int pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p;
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

/// Up: the row and the one above never overlap (one scanline apart), which `restrict`
/// tells the compiler, so this loop is vectorized to each path's width. Without it the
/// loop stayed byte by byte, about half of a 3x screen's row work.
RC_INLINE void rc_add_up(uint8_t *restrict row, const uint8_t *restrict prior, size_t count) {
    for (size_t i = 0; i < count; i++) row[i] = (uint8_t)(row[i] + prior[i]);
}

/// The Adler-32 `adler` after one more scanline of the filter byte `filter` and `zeros`
/// bytes 0 (a repeated row written as Up residuals): the first sum gains only the filter
/// byte, and the second gains the first that many times over, so no byte is read.
static inline uint32_t rc_adler32_filter_and_zeros(uint32_t adler, uint32_t filter, size_t zeros) {
    const uint64_t base = 65521;
    uint64_t a = ((adler & 0xFFFFu) + filter) % base;
    uint64_t b = ((adler >> 16) + a) % base;
    b = (b + a * (zeros % base)) % base;
    return (uint32_t)(b << 16 | a);
}

/// Reverses `filter` on `row` (`row_bytes` bytes of `bpp`-byte pixels) in place, `prior`
/// being the row above, already unfiltered (NULL for the first row: zeros, as PNG says).
/// Returns -1 for a filter byte above 4 (a corrupt file), else 0.
RC_INLINE int rc_unfilter_row(uint8_t filter, uint8_t *row, const uint8_t *prior, size_t row_bytes, size_t bpp) {
    switch (filter) {
    case 0: break;
    case 1:  // Sub
        for (size_t i = bpp; i < row_bytes; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        break;
    case 2:  // Up
        if (prior) rc_add_up(row, prior, row_bytes);
        break;
    case 3:  // Average
        for (size_t i = 0; i < row_bytes; i++) {
            const unsigned left = i >= bpp ? row[i - bpp] : 0, up = prior ? prior[i] : 0;
            row[i] = (uint8_t)(row[i] + ((left + up) >> 1));
        }
        break;
    case 4:  // Paeth
        for (size_t i = 0; i < row_bytes; i++) {
            const uint8_t left = i >= bpp ? row[i - bpp] : 0, up = prior ? prior[i] : 0;
            const uint8_t up_left = (prior && i >= bpp) ? prior[i - bpp] : 0;
            row[i] = (uint8_t)(row[i] + rc_paeth(left, up, up_left));
        }
        break;
    default:
        return -1;
    }
    return 0;
}

/// RGB to RGBA with alpha 255, `x0` to `width`: one unaligned 4-byte load a pixel (its R,
/// G, B and the next pixel's R), the fourth byte replaced by alpha; 1.7 ms for a 3x screen
/// against 2.1 ms with byte stores (gcc -O2). The last pixel's load would pass the end of
/// the row, so it is done byte by byte.
RC_INLINE void rc_widen_words(const uint8_t *row, uint8_t *out, size_t x0, size_t width) {
    if (x0 >= width) return;
    const size_t words = width - 1;
    for (size_t x = x0; x < words; x++) {
        uint32_t v;
        memcpy(&v, row + 3 * x, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        v = (v & 0xFFFFFF00u) | 0xFFu;
#else
        v = (v & 0x00FFFFFFu) | 0xFF000000u;  // byte 3, the alpha, is the word's top byte
#endif
        memcpy(out + 4 * x, &v, 4);
    }
    out[4 * words] = row[3 * words];
    out[4 * words + 1] = row[3 * words + 1];
    out[4 * words + 2] = row[3 * words + 2];
    out[4 * words + 3] = 255;
}

#if defined(__x86_64__)
/// Eight pixels a step: two 16-byte loads 12 bytes apart fill the two 128-bit lanes with
/// four pixels each, one byte shuffle per lane spreads them to 16 bytes, and alpha is set
/// by one OR. The second load reads 4 bytes past the eight pixels, so the loop stops where
/// that would leave the row; the words finish it. A 3x screen's rows (Up and widening, in a
/// C harness on Zen 3, fastest of 20): 2.9 ms before either change, 1.3-1.6 ms with `add_up`
/// vectorized, 0.9-1.1 ms with this as well (the stores are most of what is left).
RC_TARGET_AVX2 static inline size_t rc_widen_avx2(const uint8_t *row, uint8_t *out, size_t width) {
    const __m256i spread = _mm256_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1,  //
                                            0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
    size_t x = 0;
    for (; 3 * x + 28 <= 3 * width; x += 8) {
        const __m128i lo = _mm_loadu_si128((const __m128i *)(row + 3 * x));
        const __m128i hi = _mm_loadu_si128((const __m128i *)(row + 3 * x + 12));
        const __m256i both = _mm256_inserti128_si256(_mm256_castsi128_si256(lo), hi, 1);
        _mm256_storeu_si256((__m256i *)(out + 4 * x), _mm256_or_si256(_mm256_shuffle_epi8(both, spread), alpha));
    }
    return x;
}
#endif

/// One unfiltered row (`bpp` 3 or 4) as straight RGBA8 at `out`; `wide` (a constant in
/// each path's copy) picks the AVX2 widening.
RC_INLINE void rc_row_to_rgba(const uint8_t *row, size_t width, size_t bpp, uint8_t *out, int wide) {
    if (bpp == 4) {
        memcpy(out, row, width * 4);
        return;
    }
    size_t done = 0;
#if defined(__x86_64__)
    if (wide) done = rc_widen_avx2(row, out, width);
#else
    (void)wide;
#endif
    rc_widen_words(row, out, done, width);
}

#endif
