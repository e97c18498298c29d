#ifndef RENDER_CELLS_PIXELS_H
#define RENDER_CELLS_PIXELS_H
#include <stddef.h>
#include <stdint.h>

// Whole-picture loops over RGBA8 bytes (R, G, B, A in memory order): premultiplying,
// comparing, the PNG encoder's row work, and SHA-256 blocks. They are in C because a
// user's `swift test` builds this package unoptimised, where a Swift loop over pixels
// runs about 80 times slower than optimised and the same loop in C about 5 times
// (pixels.c has the measurements). Every function gives the same bytes as the Swift
// it replaced, which the tests keep as the oracle.

/// Premultiplies `pixels` straight-alpha pixels in place: c = round(c * a / 255).
void rc_premultiply(uint8_t *rgba, size_t pixels);

/// Straight alpha from premultiplied: c = min(255, (c * 255 + a / 2) / a) where
/// 0 < a < 255, colour 0 where a = 0, unchanged where a = 255. `src` may equal `dst`.
void rc_unpremultiply(const uint8_t *src, uint8_t *dst, size_t pixels);

/// 1 when every pixel's alpha is 255.
int rc_all_opaque(const uint8_t *rgba, size_t pixels);

/// 1 when no colour byte exceeds its pixel's alpha (valid premultiplied data).
int rc_is_premultiplied(const uint8_t *rgba, size_t pixels);

/// How many of pixels 1..<count differ from their left neighbour in the bits of `mask`
/// (each pixel read as a little-endian 32-bit word).
size_t rc_count_changes(const uint8_t *rgba, size_t count, uint32_t mask);

/// R, G, B of `pixels` RGBA8 pixels to `dst` (3 bytes a pixel; `dst` has room for one more).
void rc_copy_colour_bytes(const uint8_t *src, size_t pixels, uint8_t *dst);

/// The colours of `height` rows of `width` RGBA8 pixels (rows `width * 4` bytes apart)
/// numbered in order of first appearance in raster order: each pixel's number to `indices`
/// (`width * height` bytes), the colours' words as they lie in memory to `colours` (room
/// for 256), and their count returned; -1 when a pixel is not opaque or there are more than
/// 256 (found at the 257th, `indices` then partly written). `repeats`, when not NULL, is
/// what is known of each row against the row above (an `rc_row_repeat` a row, as
/// rc_compare_pass_scanlines writes to `actual_repeats`): a known row is not compared here;
/// NULL compares them all. The same on every vector path (dispatched, rc_kernels.h).
int rc_index_colours(const uint8_t *rgba, size_t width, size_t height, const uint8_t *repeats, uint32_t *colours,
                     uint8_t *indices);

/// PNG filter `type` (0 None ... 4 Paeth) of `count` bytes of `row` against `previous`
/// (the unfiltered row above, zeros for the first), `bpp` bytes a pixel, into `out`.
void rc_png_filter(int type, const uint8_t *row, const uint8_t *previous, size_t count, size_t bpp, uint8_t *out);

/// The sum of |byte| over `count` bytes read as signed (128 counts as 128).
size_t rc_sum_of_magnitudes(const uint8_t *bytes, size_t count);

/// A colour-only colour matrix on `count` premultiplied pixels (alpha kept, no alpha or
/// constant column): c' = clamp((m[3c]·r + m[3c+1]·g + m[3c+2]·b + 32768) >> 16, 0, a) for
/// c = R, G, B with m in 1/65536; transparent pixels are left as they are. The caller
/// keeps (sum of |m| in a row) · 255 + 32768 below 2^31.
void rc_colour_matrix_row(const int32_t m[9], uint8_t *rgba, size_t count);

/// What `rc_compare` finds between two pictures of one size.
typedef struct {
    /// Pixels whose largest channel difference exceeds the tolerance.
    int64_t differing;
    /// The largest channel difference over every pixel (0...255).
    int64_t max_difference;
    /// The first differing pixel in row order, and the box of all of them
    /// (inclusive; meaningful when `differing` > 0).
    int64_t first_x, first_y, min_x, min_y, max_x, max_y;
} rc_difference;

/// Compares two `width` x `height` pictures channel by channel under `tolerance`.
void rc_compare(const uint8_t *actual, const uint8_t *reference, size_t width, size_t height, int tolerance,
                rc_difference *out);

/// The most differing pixels in any `window_width` x `window_height` window overlapping
/// the box [x0, x1] x [y0, y1] (inclusive) that holds every differing pixel, counting the
/// window's part inside the box. `table` is scratch of (x1 - x0 + 2) * (y1 - y0 + 2) counts.
int32_t rc_densest_window(const uint8_t *actual, const uint8_t *reference, size_t width, size_t height,
                          int tolerance, int64_t x0, int64_t y0, int64_t x1, int64_t y1, int64_t window_width,
                          int64_t window_height, int32_t *table);

/// The difference picture, `width` x `height` opaque pixels into `out`: where both pictures
/// have the pixel, red (255, 0, 0) when it differs by more than `tolerance`, else the
/// reference's luma over white squeezed into 180...255 grey; magenta where only one has it.
void rc_difference_picture(const uint8_t *actual, size_t actual_width, size_t actual_height,
                           const uint8_t *reference, size_t reference_width, size_t reference_height, int tolerance,
                           uint8_t *out, size_t width, size_t height);

/// Source-over of a `width` x `height` premultiplied picture onto the opaque pixels of `dst`
/// (`dst_width` pixels a row) from its pixel (x, y): d = s + round(d * (255 - sa) / 255),
/// alpha 255.
void rc_over_opaque(uint8_t *dst, size_t dst_width, size_t x, size_t y, const uint8_t *src, size_t width,
                    size_t height);

/// A clip mask times one coverage (both as fractions of 255, rounded as `div255`):
/// out[i] = round(mask[i] * coverage / 255).
void rc_mask_span(const uint8_t *mask, uint32_t coverage, size_t count, uint8_t *out);

/// A clip mask times a row of coverage: out[i] = round(mask[i] * coverage[i] / 255).
void rc_mask_row(const uint8_t *mask, const uint8_t *coverage, size_t count, uint8_t *out);

/// SHA-256's compression function (FIPS 180-4, 6.2.2) over `blocks` 64-byte blocks.
void rc_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

/// rc_compare, rc_densest_window and (when `indices` is not NULL) rc_difference_picture of
/// two `width` x `height` pictures in one pass (difference.c): returns the most differing
/// pixels in any `window_width` x `window_height` window (each at most the picture's side).
/// The difference picture is written as one palette index a pixel (`width * height` bytes
/// at `indices`) into its RC_DIFFERENCE_COLOURS colours, which go to `palette` as RGBA8
/// words: the greys 180-255 of the faded reference at 0-75 and red at 76, whether used or
/// not. Scratch: `columns` of `2 * width + 1`, `flags` of `window_height * width`, `row_counts` of
/// `window_height`.
int32_t rc_compare_pass(const uint8_t *actual, const uint8_t *reference, size_t width, size_t height, int tolerance,
                        size_t window_width, size_t window_height, uint8_t *indices, uint32_t *palette,
                        int32_t *columns, uint8_t *flags, int64_t *row_counts, rc_difference *out);

/// rc_compare_pass with the reference given as the inflated scanlines of an 8-bit,
/// non-interlaced RGB or RGBA (`channels` 3 or 4) PNG file, as rc_png_unfilter_rows takes
/// them: each row is unfiltered in place (the scanlines are spent), made premultiplied
/// RGBA8 in `rows` (`2 * width * 4` bytes of scratch) and compared at once, so the
/// reference is never written out as a picture. Returns -1 at the first filter byte above
/// 4 (a corrupt file; what it found is then meaningless), else what rc_compare_pass returns.
/// On the way it says what it learnt, for nothing, of which rows repeat the row above (one
/// `rc_row_repeat` a row), for the encoders of the pictures a failure writes
/// (rc_screen_png_data, rc_index_colours), which would otherwise read those rows again to
/// find out: of the actual's rows (`width * 4` bytes each) to `actual_repeats` and, when
/// `indices` is not NULL, of the difference picture's rows of indices to `index_repeats`
/// (`height` bytes each; either may be NULL). Row 0 is always RC_ROW_UNKNOWN.
/// With `adler32` (an Adler-32 update, as libdeflate's `libdeflate_adler32`), it also sums
/// the scanlines as they were (filter bytes included, before unfiltering) onto `*adler`
/// (1 for a whole stream), so the inflater need not read them all again to check the
/// stream's checksum; `*adler` is meaningless when it returns -1.
int32_t rc_compare_pass_scanlines(const uint8_t *actual, uint8_t *scanlines, size_t width, size_t height,
                                  int channels, int tolerance, size_t window_width, size_t window_height,
                                  uint8_t *indices, uint32_t *palette, int32_t *columns, uint8_t *flags,
                                  int64_t *row_counts, uint8_t *rows, uint8_t *actual_repeats,
                                  uint8_t *index_repeats, uint32_t (*adler32)(uint32_t, const void *, size_t),
                                  uint32_t *adler, rc_difference *out);

/// What is known of a row against the row above, one byte a row: unknown (compare them),
/// the same bytes, or not.
typedef enum { RC_ROW_UNKNOWN = 0, RC_ROW_REPEATS = 1, RC_ROW_DIFFERS = 2 } rc_row_repeat;

/// How many colours rc_compare_pass's difference picture has: 76 greys and red.
#define RC_DIFFERENCE_COLOURS 77

#endif
