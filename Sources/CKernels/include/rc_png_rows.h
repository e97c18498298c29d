#ifndef RENDER_CELLS_PNG_ROWS_H
#define RENDER_CELLS_PNG_ROWS_H
#include <stddef.h>
#include <stdint.h>

// The row work of the PNG reader's direct path (Raster/Codec/PNGDirectDecoder.swift): the
// inflated scanlines of an 8-bit, non-interlaced RGB or RGBA picture turned into straight
// RGBA8 pixels, in C for the reason rc_pixels.h gives. The bytes equal what libpng's
// simplified API gives for the same file (the tests compare the two on every reference).

/// Reverses the row filters of `height` scanlines in place and writes straight RGBA8 to `rgba`
/// (`width * height * 4` bytes; alpha 255 when `channels` is 3). Each scanline is a filter
/// byte and `width * channels` bytes; the row above the first is zeros, as PNG says.
/// Returns -1, with `rgba` partly written, at the first filter byte above 4 (a corrupt
/// file), else 0.
int rc_png_unfilter_rows(uint8_t *scanlines, size_t width, size_t height, int channels, uint8_t *rgba);

#endif
