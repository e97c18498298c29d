#ifndef RENDER_CELLS_KERNELS_H
#define RENDER_CELLS_KERNELS_H
#include <stddef.h>
#include <stdint.h>

// The whole-picture loops (premultiplying, comparing, PNG rows, SHA-256). Included here
// too, so that a build which cached this module before rc_pixels.h existed rebuilds it.
#include "rc_pixels.h"

/// Source-over of one premultiplied colour onto `count` premultiplied RGBA8
/// pixels (little-endian, R in the low byte):
///   dst = src + round(dst * (255 - srcAlpha) / 255)   per channel, exact.
/// Every CPU gets bit-identical results; only the speed differs.
void rc_source_over_span(uint32_t *row, size_t count, uint32_t src);

/// Source-over of a straight-alpha colour with a 16.16 alpha onto `count`
/// premultiplied pixels, rounding once as iOS's compositor does:
///   dst = (S * a + dst * (65536 - a) + 32768) >> 16   per channel,
/// where S is `color`'s R, G, B byte and 255 for the alpha channel, and `a` is
/// the source alpha times coverage in 1/65536 (0...65536).
void rc_blend_solid_span(uint32_t *row, size_t count, uint32_t color, uint32_t a);

/// `rc_blend_solid_span` on `rows` rows, `stride` pixels apart (runs of identical rows).
/// Each row asks for the row `RC_ROWS_AHEAD` below it (see `rc_prefetch_span`).
void rc_blend_solid_rect(uint32_t *row, size_t stride, size_t count, size_t rows, uint32_t color, uint32_t a);

/// How many rows ahead the blends ask for the pixels they will read.
#define RC_ROWS_AHEAD 4

/// Asks the cache for the lines under `count` pixels from `row`, for writing; a hint
/// that never faults and changes no pixel.
///
/// The canvas rows a shape covers are a stride apart (4,680 bytes on a 1170-px canvas),
/// so each row of a span is a new short stream that the hardware prefetchers learn too
/// late. Asking a few rows ahead keeps the reads in flight. It is what matters when the
/// canvas falls out of the shared L3 (another tenant on the host): S2's median went
/// from 7.8-10.3 ms to 5.2-7.3 in rounds interleaved on a busy machine, and pure row
/// blending from 2.9-5.7 to 2.2-3.7 ms; one or two rows ahead were too few.
static inline void rc_prefetch_span(const uint32_t *row, size_t count) {
    const char *end = (const char *)(row + count);
    for (const char *c = (const char *)((uintptr_t)row & ~(uintptr_t)63); c < end; c += 64) __builtin_prefetch(c, 1, 3);
}

/// The same, at most on the AVX2 path, so tests on AVX-512 machines check it too.
void rc_blend_solid_span_avx2(uint32_t *row, size_t count, uint32_t color, uint32_t a);

/// The same, forced onto the SSE2 path, so tests on AVX2 machines check it too.
void rc_blend_solid_span_baseline(uint32_t *row, size_t count, uint32_t color, uint32_t a);

/// Source-over of a straight colour under per-pixel coverage: pixel i blends with
/// alpha `alpha_lut[coverage[i]]` (1/65536, 0...65536), rounding once as above.
void rc_blend_coverage_row(uint32_t *row, const uint8_t *coverage, size_t count, uint32_t color,
                           const uint32_t *alpha_lut);

/// The same, at most on the AVX2 path (the AVX-512 path takes opaque colours), for tests.
void rc_blend_coverage_row_avx2(uint32_t *row, const uint8_t *coverage, size_t count, uint32_t color,
                                const uint32_t *alpha_lut);

/// The same without the AVX2 path (for tests).
void rc_blend_coverage_row_baseline(uint32_t *row, const uint8_t *coverage, size_t count, uint32_t color,
                                    const uint32_t *alpha_lut);

/// One glyph's visible part for `rc_blend_glyph_rows`: device rows [top, bottom),
/// columns [x, x + count), its coverage row for `top` at `coverage`, rows `stride` apart.
typedef struct {
    int64_t top, bottom, x, count, stride;
    const uint8_t *coverage;
} rc_glyph_rows;

/// Blends every glyph's coverage onto `pixels` (`width` pixels a row) with
/// `rc_blend_coverage_row`, row by row over [y0, y1) and, within a row, glyph by glyph
/// in order: the same result as glyph by glyph, while walking the destination once.
void rc_blend_glyph_rows(uint32_t *pixels, size_t width, int64_t y0, int64_t y1, const rc_glyph_rows *glyphs,
                         size_t count, uint32_t color, const uint32_t *alpha_lut);

/// Sets `count` pixels to `value` (opaque spans of solid fills).
void rc_fill_span(uint32_t *row, size_t count, uint32_t value);

/// The same, at most on the AVX2 path, for tests.
void rc_fill_span_avx2(uint32_t *row, size_t count, uint32_t value);

/// The same as a plain loop, for tests.
void rc_fill_span_baseline(uint32_t *row, size_t count, uint32_t value);

/// Keeps allocations of `bytes` or more in their own mappings, returned to the system when
/// freed (glibc's M_MMAP_THRESHOLD, fixed so it no longer grows after large frees), and up to
/// four times `bytes` free at the top of a heap (M_TRIM_THRESHOLD); a no-op elsewhere.
/// Returns 1 when the settings were taken.
int rc_keep_large_allocations_mapped(size_t bytes);

#endif
