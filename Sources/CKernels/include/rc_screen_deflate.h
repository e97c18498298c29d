#ifndef RENDER_CELLS_SCREEN_DEFLATE_H
#define RENDER_CELLS_SCREEN_DEFLATE_H
#include <stddef.h>
#include <stdint.h>

// A deflate compressor (RFC 1951) for the scanlines of pictures a person only looks at: a
// failing snapshot's actual and difference pictures (PNGEncoder.Compression.fastLevel1).
// zlib's level 1 spent about 20 ms of such a failure's 45 on each 3x screen: it hashes
// every position to find matches anywhere in 32 KB. A screen's repetition is nearly all at
// three places, which this one tries and nothing else: the byte before (runs, and the
// all-zero Up residuals of a repeated row), the pixel before (flat colour), and the same
// byte one scanline up (a row that continues the one above). Greedy matching, dynamic
// Huffman codes per block, a stored block wherever that would be smaller. Deterministic:
// the same bytes in give the same stream out on every machine.

/// The most bytes `rc_screen_deflate` writes for `count` bytes in.
size_t rc_screen_deflate_bound(size_t count);

/// Writes a raw deflate stream (no zlib header or checksum) of the `count` bytes at `in`
/// into `out`, which has room for `rc_screen_deflate_bound(count)` bytes, and returns its
/// length; 0 when the working memory could not be had. `pixel_bytes` (1 to 8) is the
/// distance of the pixel before, `line_bytes` that of the byte one scanline up (a scanline
/// being a filter byte and its row); either is not tried when it is 0 or over 32768.
size_t rc_screen_deflate(const uint8_t *in, size_t count, size_t pixel_bytes, size_t line_bytes, uint8_t *out);

/// An Adler-32 update (libdeflate's `libdeflate_adler32`): the checksum after `count` more
/// bytes at `bytes`.
typedef uint32_t (*rc_adler32_fn)(uint32_t adler, const void *bytes, size_t count);

/// The most bytes `rc_screen_png_data` writes for a picture of that size.
size_t rc_screen_png_data_bound(size_t width, size_t height, size_t channels);

/// A PNG's image data (the zlib stream of IDAT) of `height` rows, each `row_stride` bytes
/// after the one before at `rows`: `width` straight RGBA8 pixels written as RGB (`channels`
/// 3) or RGBA (4), or `width` palette indices (1). A row equal to the row above goes as Up
/// residuals (all zero), every other row unfiltered; the scanlines are deflated as
/// `rc_screen_deflate` deflates them (the same stream), band by band while each band is in
/// the cache, and summed with `adler32`. Writes into `out` (room for
/// `rc_screen_png_data_bound` bytes) and returns the length, with `*status` 0. With
/// `channels` 3 the pixels must be opaque: `*status` 1 and 0 returned at the first row that
/// is not (a row that repeats a row above is that row's pixels); -1 and 0 when working
/// memory could not be had. `repeats`, when not NULL, is what is known of each row's source
/// bytes against the row above's (one byte a row: 0 unknown, 1 the same, 2 not, as
/// `rc_row_repeat` in rc_pixels.h and rc_compare_pass_scanlines give them): a known row is
/// not compared here; NULL compares them all. The same bytes on every vector path
/// (dispatched, rc_kernels.h).
size_t rc_screen_png_data(const uint8_t *rows, size_t row_stride, size_t width, size_t height, size_t channels,
                          const uint8_t *repeats, rc_adler32_fn adler32, uint8_t *out, int *status);

#endif
