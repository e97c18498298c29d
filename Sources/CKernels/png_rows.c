// See rc_png_rows.h. Rows are unfiltered where they lie: the row above, already unfiltered,
// is the previous scanline, so no second row buffer is needed, and each row is expanded
// to RGBA while it is still in the cache.
//
// One copy per vector path (dispatch.c), for the two steps that are most of a screen's
// decoding: the Up filter, which the project's encoder picks for most rows, and RGB
// widened to RGBA (references are opaque, so RGB). Sub, Average and Paeth depend on the
// byte just written and stay byte by byte on every path.

#include "paths.h"
#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    const int p = (int)a + b - c;
    const int pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p;
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

/// Up: the row and the one above never overlap (one scanline apart), which `restrict`
/// tells the compiler, so this loop is vectorized to each path's width. Without it the
/// loop stayed byte by byte, about half of a 3x screen's row work.
RC_INLINE void add_up(uint8_t *restrict row, const uint8_t *restrict prior, size_t count) {
    for (size_t i = 0; i < count; i++) row[i] = (uint8_t)(row[i] + prior[i]);
}

/// RGB to RGBA with alpha 255, `x0` to `width`: one unaligned 4-byte load a pixel (its R,
/// G, B and the next pixel's R), the fourth byte replaced by alpha; 1.7 ms for a 3x screen
/// against 2.1 ms with byte stores (gcc -O2). The last pixel's load would pass the end of
/// the last row, so it is done byte by byte.
RC_INLINE void widen_words(const uint8_t *row, uint8_t *out, size_t x0, size_t width) {
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
RC_TARGET_AVX2 static size_t widen_avx2(const uint8_t *row, uint8_t *out, size_t width) {
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

/// The whole job; `wide` (a constant in each path's copy) picks the AVX2 widening.
RC_INLINE int unfilter_rows(uint8_t *scanlines, size_t width, size_t height, int channels, uint8_t *rgba,
                            int wide) {
    const size_t bpp = (size_t)channels, rowBytes = width * bpp;
    uint8_t *prior = NULL;  // the row above, unfiltered; NULL for the first row (zeros)
    for (size_t y = 0; y < height; y++) {
        uint8_t *line = scanlines + y * (rowBytes + 1);
        uint8_t *row = line + 1;
        switch (line[0]) {
        case 0: break;
        case 1:  // Sub
            for (size_t i = bpp; i < rowBytes; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
            break;
        case 2:  // Up
            if (prior) add_up(row, prior, rowBytes);
            break;
        case 3:  // Average
            for (size_t i = 0; i < rowBytes; i++) {
                const unsigned left = i >= bpp ? row[i - bpp] : 0, up = prior ? prior[i] : 0;
                row[i] = (uint8_t)(row[i] + ((left + up) >> 1));
            }
            break;
        case 4:  // Paeth
            for (size_t i = 0; i < rowBytes; i++) {
                const uint8_t left = i >= bpp ? row[i - bpp] : 0, up = prior ? prior[i] : 0;
                const uint8_t upLeft = (prior && i >= bpp) ? prior[i - bpp] : 0;
                row[i] = (uint8_t)(row[i] + paeth(left, up, upLeft));
            }
            break;
        default:
            return -1;
        }
        uint8_t *out = rgba + y * width * 4;
        if (bpp == 4) {
            memcpy(out, row, rowBytes);
        } else {
            size_t done = 0;
#if defined(__x86_64__)
            if (wide) done = widen_avx2(row, out, width);
#else
            (void)wide;
#endif
            widen_words(row, out, done, width);
        }
        prior = row;
    }
    return 0;
}

int rc__png_unfilter_rows_baseline(uint8_t *scanlines, size_t width, size_t height, int channels, uint8_t *rgba) {
    return unfilter_rows(scanlines, width, height, channels, rgba, 0);
}

RC_TARGET_AVX2 int rc__png_unfilter_rows_avx2(uint8_t *scanlines, size_t width, size_t height, int channels,
                                              uint8_t *rgba) {
    return unfilter_rows(scanlines, width, height, channels, rgba, 1);
}

RC_TARGET_AVX512 int rc__png_unfilter_rows_avx512(uint8_t *scanlines, size_t width, size_t height, int channels,
                                                  uint8_t *rgba) {
    return unfilter_rows(scanlines, width, height, channels, rgba, 1);
}
