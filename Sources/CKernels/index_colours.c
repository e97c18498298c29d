// rc_index_colours (rc_pixels.h): the colour search of the report's actual picture
// (`IndexedPicture(opaque:)`): at most 256 colours become a palette PNG. A failing list
// screen has anti-aliased text, so the search gives up at its 257th colour, about 240 rows
// down a 3x screen (of 2,532); those rows are the whole cost. In Swift they were read a
// pixel at a time, each pixel a compare with the last colour and a branch; here a run of the
// last colour is measured eight pixels a step (AVX2) or four (SSE2) and its indices stored
// at once. The same palette, in the same order, and the same indices on every path: the
// colours are numbered in order of first appearance in raster order, whatever shortcut
// finds them.

#include "paths.h"
#include "rc_pixels.h"

#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

static inline uint32_t word_at(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

/// How many of the `count` pixels from `p` (count >= 1, the first equal to `colour`) are
/// `colour` before the first that is not: a run, measured four pixels a step with SSE2 (part
/// of x86-64), from pixel `n` on (the pixels before it are known to be `colour`).
static inline size_t run_length(const uint8_t *p, size_t count, uint32_t colour, size_t n) {
#if defined(__x86_64__)
    const __m128i c = _mm_set1_epi32((int)colour);
    while (n + 4 <= count) {
        const __m128i v = _mm_loadu_si128((const __m128i *)(p + 4 * n));
        const unsigned differ = ~(unsigned)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(v, c))) & 0xFu;
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 4;
    }
#endif
    while (n < count && word_at(p + 4 * n) == colour) n++;
    return n;
}

#if defined(__x86_64__)
/// `run_length` eight pixels a step (the AVX2 paths): the same count.
RC_TARGET_AVX2 static inline size_t run_length_avx2(const uint8_t *p, size_t count, uint32_t colour) {
    const __m256i c = _mm256_set1_epi32((int)colour);
    size_t n = 1;
    while (n + 8 <= count) {
        const __m256i v = _mm256_loadu_si256((const __m256i *)(p + 4 * n));
        const unsigned differ = ~(unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(v, c))) & 0xFFu;
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 8;
    }
    return run_length(p, count, colour, n);
}
#endif

RC_INLINE int index_colours(const uint8_t *rgba, size_t width, size_t height, const uint8_t *repeats,
                            uint32_t *colours, uint8_t *indices, int wide) {
    // Open addressing over 1,024 slots (a quarter full at most, so probes are short): a
    // colour (its whole word) and its index + 1, where 0 marks an empty slot.
    uint32_t keys[1024];
    uint16_t values[1024];
    memset(values, 0, sizeof values);
    int count = 0;
    const size_t stride = width * 4;
    if (width == 0 || height == 0) return 0;
    // The last colour found and its index; a run of it skips the table. It starts as the
    // first pixel, looked up like any other, so the run test never meets a pixel unchecked.
    uint32_t last = word_at(rgba) ^ 0xFF000000u;
    uint8_t last_index = 0;
    for (size_t y = 0; y < height; y++) {
        const uint8_t *row = rgba + y * stride;
        uint8_t *out = indices + y * width;
        // A row that repeats the row above has its indices (a third of a list screen's
        // rows); it ends as that row did, so the run goes on. Known from the comparison
        // pass (`repeats`: RC_ROW_REPEATS or RC_ROW_DIFFERS), it is not read.
        if (y > 0 && (repeats && repeats[y] ? repeats[y] == RC_ROW_REPEATS : memcmp(row, row - stride, stride) == 0)) {
            memcpy(out, out - width, width);
            continue;
        }
        size_t x = 0;
        while (x < width) {
            const uint32_t word = word_at(row + 4 * x);
            if (word == last) {
                size_t run;
#if defined(__x86_64__)
                if (wide) {
                    run = run_length_avx2(row + 4 * x, width - x, last);
                } else
#endif
                {
                    (void)wide;
                    run = run_length(row + 4 * x, width - x, last, 1);
                }
                memset(out + x, last_index, run);
                x += run;
                continue;
            }
            if (word >> 24 != 255) return -1;
            size_t slot = (size_t)((word * 0x9E3779B1u) >> 22);
            for (;;) {
                const uint16_t value = values[slot];
                if (value == 0) {
                    if (count == 256) return -1;
                    last_index = (uint8_t)count;
                    colours[count++] = word;
                    keys[slot] = word;
                    values[slot] = (uint16_t)count;
                    break;
                }
                if (keys[slot] == word) {
                    last_index = (uint8_t)(value - 1);
                    break;
                }
                slot = (slot + 1) & 1023;
            }
            out[x++] = last_index;
            last = word;
        }
    }
    return count;
}

int rc__index_colours_baseline(const uint8_t *rgba, size_t width, size_t height, const uint8_t *repeats,
                               uint32_t *colours, uint8_t *indices) {
    return index_colours(rgba, width, height, repeats, colours, indices, 0);
}

RC_TARGET_AVX2 int rc__index_colours_avx2(const uint8_t *rgba, size_t width, size_t height, const uint8_t *repeats,
                                          uint32_t *colours, uint8_t *indices) {
    return index_colours(rgba, width, height, repeats, colours, indices, 1);
}

RC_TARGET_AVX512 int rc__index_colours_avx512(const uint8_t *rgba, size_t width, size_t height,
                                              const uint8_t *repeats, uint32_t *colours, uint8_t *indices) {
    return index_colours(rgba, width, height, repeats, colours, indices, 1);
}
