#ifndef RENDER_CELLS_KERNELS_H
#define RENDER_CELLS_KERNELS_H
#include <stddef.h>
#include <stdint.h>

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
void rc_blend_solid_rect(uint32_t *row, size_t stride, size_t count, size_t rows, uint32_t color, uint32_t a);

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

#endif
