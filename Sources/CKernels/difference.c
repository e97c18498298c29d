// A failing snapshot's one pass over its two pictures (rc_compare_pass in rc_pixels.h):
// what differs (count, largest difference, first pixel, box), the densest window, and the
// difference picture, each pixel pair read once. Before, a failure read both pictures three
// times (rc_compare, rc_densest_window over the box, rc_difference_picture) and built a
// summed-area table as large as the box (12 MB for a 3x screen that differs everywhere);
// the three took about half of a failure's CPU (`perf record` on `render-cells test`,
// docs/performance.md). The figures are those of the three kernels in pixels.c, which stay
// as the oracle (SnapshotCoreTests compare them on seeded random pictures).

#include "rc_pixels.h"
#include "difference.h"

#include <string.h>

int32_t rc_compare_pass(const uint8_t *actual, const uint8_t *reference, size_t width, size_t height, int tolerance,
                        size_t window_width, size_t window_height, uint8_t *picture, int32_t *columns,
                        uint8_t *flags, int64_t *row_counts, rc_difference *out) {
    int64_t differing = 0, largest = 0, fx = -1, fy = -1;
    int64_t x0 = INT64_MAX, y0 = INT64_MAX, x1 = -1, y1 = -1;
    int32_t densest = 0;
    const size_t ww = window_width, wh = window_height;
    // `columns[x]`: the differing pixels of column x in the last `wh` rows; `flags`: those
    // rows' differing pixels, a ring of `wh` rows with their counts in `row_counts`, so a row
    // leaving the window is taken back out; `recent`: the differing pixels of those rows
    // (while it is 0, no window holds any and none is counted).
    memset(columns, 0, sizeof(int32_t) * width);
    memset(flags, 0, wh * width);
    memset(row_counts, 0, sizeof(int64_t) * wh);
    int64_t recent = 0;
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
        // Rows that match byte for byte (most of a failing picture) cost one memcmp.
        if (memcmp(a, r, width * 4) != 0) {
            for (size_t x = 0; x < width; x++) {
                const int d = rc_channel_difference(a + x * 4, r + x * 4);
                if (d > largest) largest = d;
                if (d <= tolerance) continue;
                if (differing == 0) { fx = (int64_t)x; fy = (int64_t)y; }
                differing++;
                here++;
                slot[x] = 1;
                columns[x]++;
                if ((int64_t)x < x0) x0 = (int64_t)x;
                if ((int64_t)x > x1) x1 = (int64_t)x;
            }
            if (here) {
                if (y0 == INT64_MAX) y0 = (int64_t)y;
                y1 = (int64_t)y;
            }
        }
        row_counts[y % wh] = here;
        recent += here;
        if (picture) {
            uint8_t *o = picture + row;
            // Runs of one colour (most of a list screen) are faded once.
            uint32_t last_pixel = 0;
            uint8_t last_grey = rc_faded((const uint8_t *)&last_pixel);
            for (size_t x = 0; x < width; x++, o += 4) {
                o[3] = 255;
                if (slot[x]) { o[0] = 255; o[1] = 0; o[2] = 0; continue; }
                uint32_t pixel;
                memcpy(&pixel, r + x * 4, 4);
                if (pixel != last_pixel) { last_pixel = pixel; last_grey = rc_faded(r + x * 4); }
                o[0] = o[1] = o[2] = last_grey;
            }
        }
        // Every window whose bottom row is this one, slid across the column counts.
        if (y + 1 >= wh && recent > 0) {
            int32_t sum = 0;
            for (size_t x = 0; x < ww; x++) sum += columns[x];
            if (sum > densest) densest = sum;
            for (size_t left = 1; left + ww <= width; left++) {
                sum += columns[left + ww - 1] - columns[left - 1];
                if (sum > densest) densest = sum;
            }
        }
    }
    out->differing = differing;
    out->max_difference = largest;
    out->first_x = fx; out->first_y = fy;
    out->min_x = x0; out->min_y = y0; out->max_x = x1; out->max_y = y1;
    return densest;
}
