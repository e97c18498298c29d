// See rc_png_rows.h. Rows are unfiltered where they lie: the row above, already unfiltered,
// is the previous scanline, so no second row buffer is needed, and each row is expanded
// to RGBA while it is still in the cache.
//
// One copy per vector path (dispatch.c), for the two steps that are most of a screen's
// decoding: the Up filter, which the project's encoder picks for most rows, and RGB
// widened to RGBA (references are opaque, so RGB). Sub, Average and Paeth depend on the
// byte just written and stay byte by byte on every path.

#include "png_row.h"

/// The whole job; `wide` (a constant in each path's copy) picks the AVX2 widening.
RC_INLINE int unfilter_rows(uint8_t *scanlines, size_t width, size_t height, int channels, uint8_t *rgba,
                            int wide) {
    const size_t bpp = (size_t)channels, row_bytes = width * bpp;
    uint8_t *prior = NULL;  // the row above, unfiltered; NULL for the first row (zeros)
    for (size_t y = 0; y < height; y++) {
        uint8_t *line = scanlines + y * (row_bytes + 1);
        uint8_t *row = line + 1;
        if (rc_unfilter_row(line[0], row, prior, row_bytes, bpp) != 0) return -1;
        rc_row_to_rgba(row, width, bpp, rgba + y * width * 4, wide);
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
