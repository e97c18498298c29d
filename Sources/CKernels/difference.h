// Internal to CKernels (not in include/, so Swift never sees it): the per-pixel rules the
// comparison kernels share, so the one-pass comparison (difference.c) and the three oracle
// kernels it replaced (pixels.c) cannot drift apart.
#ifndef RENDER_CELLS_DIFFERENCE_H
#define RENDER_CELLS_DIFFERENCE_H
#include <stdint.h>

/// The largest channel difference of one pixel (RGBA, 8 bits a channel).
static inline int rc_channel_difference(const uint8_t *a, const uint8_t *b) {
    int d = 0;
    for (int c = 0; c < 4; c++) {
        const int e = a[c] > b[c] ? a[c] - b[c] : b[c] - a[c];
        if (e > d) d = e;
    }
    return d;
}

/// The grey of an unchanged pixel in the difference picture: the reference's luma over
/// white squeezed into 180...255, light enough that the red of a change stands out.
static inline uint8_t rc_faded(const uint8_t *r) {
    int l = ((r[0] * 54 + r[1] * 183 + r[2] * 19) >> 8) + (255 - r[3]);
    if (l > 255) l = 255;
    int v = 180 + l * 75 / 255;
    if (v > 255) v = 255;
    return (uint8_t)v;
}

#endif
