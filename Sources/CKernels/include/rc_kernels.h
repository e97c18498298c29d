#ifndef RENDER_CELLS_KERNELS_H
#define RENDER_CELLS_KERNELS_H
#include <stddef.h>
#include <stdint.h>

/// Source-over of one premultiplied colour onto `count` premultiplied RGBA8
/// pixels (little-endian, R in the low byte):
///   dst = src + round(dst * (255 - srcAlpha) / 255)   per channel, exact.
/// Every CPU gets bit-identical results; only the speed differs.
void rc_source_over_span(uint32_t *row, size_t count, uint32_t src);

/// Sets `count` pixels to `value` (opaque spans of solid fills).
void rc_fill_span(uint32_t *row, size_t count, uint32_t value);

#endif
