#ifndef RENDER_CELLS_KERNELS_H
#define RENDER_CELLS_KERNELS_H
#include <stddef.h>
#include <stdint.h>

// The whole-picture loops (premultiplying, comparing, PNG rows, SHA-256). Included here
// too, so that a build which cached this module before rc_pixels.h existed rebuilds it.
#include "rc_pixels.h"
// The PNG reader's row filters (Raster/Codec/PNGDirectDecoder.swift), for the same reason.
#include "rc_png_rows.h"
// The report pictures' deflate compressor (Raster/Codec/PNGEncoder+FastLevel1.swift).
#include "rc_screen_deflate.h"
// The default PNG encoder's block for runs of repeated rows (Raster/Codec/DeflateStream.swift).
#include "rc_repeated_rows.h"

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

/// Source-over of a straight colour under per-pixel coverage: pixel i blends with
/// alpha `alpha_lut[coverage[i]]` (1/65536, 0...65536), rounding once as above.
void rc_blend_coverage_row(uint32_t *row, const uint8_t *coverage, size_t count, uint32_t color,
                           const uint32_t *alpha_lut);

/// One glyph's visible part for `rc_blend_glyph_rows`: device rows [top, bottom),
/// columns [x, x + count), its coverage row for `top` at `coverage`, rows `stride` apart.
typedef struct {
    int64_t top, bottom, x, count, stride;
    const uint8_t *coverage;
} rc_glyph_rows;

/// A canvas clear not yet written (Raster's `PendingClear`): for each row the first column
/// still standing for `colour`; the columns left of it hold real pixels.
typedef struct {
    int32_t *from;
    uint32_t colour;
} rc_pending_clear;

/// Blends every glyph's coverage onto `pixels` (`width` pixels a row) with
/// `rc_blend_coverage_row`, row by row over [y0, y1) and, within a row, glyph by glyph
/// in order: the same result as glyph by glyph, while walking the destination once.
/// With `pending` (else NULL), the rows' columns from each mark on stand for the clear
/// colour: the result is that of writing the clear first, and a glyph's columns past the
/// mark are written without being read. The marks move on to what the glyphs reached, left
/// to right within a row (glyphs in any order still give the right pixels).
void rc_blend_glyph_rows(uint32_t *pixels, size_t width, int64_t y0, int64_t y1, const rc_glyph_rows *glyphs,
                         size_t count, uint32_t color, const uint32_t *alpha_lut, const rc_pending_clear *pending);

/// Sets `count` pixels to `value` (opaque spans of solid fills).
void rc_fill_span(uint32_t *row, size_t count, uint32_t value);

/// A Gaussian blur's kernel as Raster's `GaussianBlur.Plan` computes it (that type
/// documents every field's arithmetic): the fused three-box kernel when `weights` is
/// NULL, else the sampled Gaussian with weights for offsets 0...reach.
typedef struct {
    /// Box kernel: the eight tap offsets, four added then four subtracted.
    int32_t taps[8];
    int32_t reach, low_reach, warm_up;
    int32_t h_shift, v_shift, v_precision;
    uint16_t v_scale, v_rounding;
    /// Whether a direction's exact sums need 64-bit lanes.
    int32_t h_wide, v_wide;
    const uint32_t *weights;
} rc_blur_plan;

/// Blurs the region (x, y, w, h), within the pixmap, of `source` (`width` x `height`
/// premultiplied RGBA8) into the same region of `destination`, which may be `source`
/// itself. `transparent`: 1 reads zeros past the pixmap, 0 its edge pixels. `scratch`:
/// the caller's working memory, 64-byte aligned, of `rc_gaussian_blur_scratch_bytes`
/// bytes (its contents on entry do not matter), so the kernel allocates nothing and
/// cannot fail.
void rc_gaussian_blur(const rc_blur_plan *plan, const uint8_t *source, uint8_t *destination, int64_t width,
                      int64_t height, int64_t x, int64_t y, int64_t w, int64_t h, int transparent, void *scratch);

/// The bytes of scratch `rc_gaussian_blur` needs for a region `w` pixels wide in a pixmap
/// `height` rows high (about 2 * reach rows of the region; 0 for an empty one).
size_t rc_gaussian_blur_scratch_bytes(const rc_blur_plan *plan, int64_t height, int64_t w);

/// The dense cell grid of scan conversion (Raster's `Rasterizer`): per row slot,
/// `stride` (cover, area) pairs of 32-bit cells and `words_per_row` words of touched
/// bits; `row_slots` maps rows 0...max_row to slots (-1 inside a run of rows).
typedef struct {
    int32_t *cells;
    uint64_t *bits;
    const int32_t *row_slots;
    int64_t stride, words_per_row, max_column, max_row;
} rc_cell_grid;

/// Deposits `count` segments (x1, y1, x2, y2 in 20.12 fixed point relative to the grid,
/// already clipped) into the grid, AGG's exact area coverage.
void rc_accumulate_cells(const rc_cell_grid *grid, const int64_t *segments, size_t count);

/// The 128-bit fingerprint of snapshot manifests (version 2): `out[0]` and `out[1]` for
/// `count` bytes at `bytes` (NULL when `count` is 0) under `seed`. Its values are the
/// contract of every committed manifest.json, so the definition never changes (RasterTests
/// pin it with known answers); every path computes it exactly. With K the 32 key words of
/// fingerprint.c, words read little-endian, all arithmetic mod 2^64:
///   acc[i] = K[24 + i] ^ seed (i = 0...7);
///   each whole 64-byte stripe j, words d[0...7], key k = K + (j mod 16):
///     acc[i] += lo32(d[i] ^ k[i]) * hi32(d[i] ^ k[i]) + d[i ^ 1];
///   after a stripe with j mod 16 = 15: acc[i] = (acc[i] ^ acc[i] >> 47 ^ K[16 + i]) * 0x9E3779B1;
///   the last count mod 64 bytes, if any, zero-padded to a stripe, accumulated with key
///   K + (count / 64 mod 16) and no scramble;
///   out[0] = avalanche((count * 0x9E3779B185EBCA87 ^ seed) + the sum over i < 4 of
///            fold(acc[2i] ^ K[3 + 2i], acc[2i + 1] ^ K[4 + 2i]));
///   out[1] = avalanche((~(count * 0xC2B2AE3D27D4EB4F) ^ rotate(seed, 32)) + the same sum
///            with K[13 + 2i] and K[14 + 2i]);
///   fold(a, b) = lo64(a * b) ^ hi64(a * b) of the 128-bit product;
///   avalanche(h) = h ^ h >> 37, times 0x165667919E3779F9, then ^ itself >> 32.
/// Not cryptographic: a fingerprint of pixels a test run drew itself.
void rc_fingerprint128(const uint8_t *bytes, size_t count, uint64_t seed, uint64_t out[2]);

/// `rc_fingerprint128` in plain C (what a CPU other than x86-64 runs as its baseline): the
/// definition the vector paths are checked against.
void rc_fingerprint128_portable(const uint8_t *bytes, size_t count, uint64_t seed, uint64_t out[2]);

/// The kernels' vector paths, narrowest first. Every path gives the same bytes; only the
/// speed differs (RasterTests run each path the machine has against the baseline).
typedef enum {
    /// The portable loops: SSE2 on x86-64 (which every x86-64 has), plain C elsewhere.
    RC_PATH_BASELINE = 0,
    /// 256-bit AVX2 (with BMI1/2).
    RC_PATH_AVX2 = 1,
    /// 512-bit AVX-512 F, BW, VL and DQ.
    RC_PATH_AVX512 = 2,
} rc_path;

/// The widest path this CPU runs and its operating system saves the registers of
/// (cpuid for the instructions, xgetbv for the OS), read once.
int rc_cpu_widest_path(void);

/// What `RENDER_CELLS_CPU` asks for, read once: -1 when unset or empty, an `rc_path` for
/// `baseline`, `avx2` or `avx512` (any case), -2 for anything else.
int rc_requested_path(void);

/// How a `RENDER_CELLS_CPU` value reads (the rule of `rc_requested_path`; NULL reads as unset).
int rc_parse_path(const char *value);

/// The path taken for a request (as `rc_parse_path` returns it) on a CPU whose widest path
/// is `widest`: the request when the CPU has it, else `widest`.
int rc_choose_path(int requested, int widest);

/// The path every `rc_*` kernel uses, chosen on first use and never changed: the
/// requested path when the CPU has it, else the widest the CPU has (an unknown or
/// unavailable request falls back; `rc_requested_path` tells the caller so it can say so).
int rc_active_path(void);

/// One path's copies of the dispatched kernels, each the same contract as the `rc_*`
/// function of the same name.
typedef struct {
    void (*fill_span)(uint32_t *row, size_t count, uint32_t value);
    void (*source_over_span)(uint32_t *row, size_t count, uint32_t src);
    void (*blend_solid_rect)(uint32_t *row, size_t stride, size_t count, size_t rows, uint32_t color, uint32_t a);
    void (*blend_coverage_row)(uint32_t *row, const uint8_t *coverage, size_t count, uint32_t color,
                               const uint32_t *alpha_lut);
    void (*blend_glyph_rows)(uint32_t *pixels, size_t width, int64_t y0, int64_t y1, const rc_glyph_rows *glyphs,
                             size_t count, uint32_t color, const uint32_t *alpha_lut,
                             const rc_pending_clear *pending);
    void (*png_filter)(int type, const uint8_t *row, const uint8_t *previous, size_t count, size_t bpp,
                       uint8_t *out);
    size_t (*sum_of_magnitudes)(const uint8_t *bytes, size_t count);
    size_t (*count_changes)(const uint8_t *rgba, size_t count, uint32_t mask);
    void (*colour_matrix_row)(const int32_t m[9], uint8_t *rgba, size_t count);
    void (*gaussian_blur)(const rc_blur_plan *plan, const uint8_t *source, uint8_t *destination, int64_t width,
                          int64_t height, int64_t x, int64_t y, int64_t w, int64_t h, int transparent, void *scratch);
    void (*accumulate_cells)(const rc_cell_grid *grid, const int64_t *segments, size_t count);
    void (*fingerprint128)(const uint8_t *bytes, size_t count, uint64_t seed, uint64_t out[2]);
    int32_t (*compare_pass)(const uint8_t *actual, const uint8_t *reference, size_t width, size_t height,
                            int tolerance, size_t window_width, size_t window_height, uint8_t *indices,
                            uint32_t *palette, int32_t *columns, uint8_t *flags, int64_t *row_counts,
                            rc_difference *out);
    int (*png_unfilter_rows)(uint8_t *scanlines, size_t width, size_t height, int channels, uint8_t *rgba);
    int32_t (*compare_pass_scanlines)(const uint8_t *actual, uint8_t *scanlines, size_t width, size_t height,
                                      int channels, int tolerance, size_t window_width, size_t window_height,
                                      uint8_t *indices, uint32_t *palette, int32_t *columns, uint8_t *flags,
                                      int64_t *row_counts, uint8_t *rows, uint8_t *actual_repeats,
                                      uint8_t *index_repeats, uint32_t (*adler32)(uint32_t, const void *, size_t),
                                      uint32_t *adler, rc_difference *out);
    size_t (*screen_png_data)(const uint8_t *rows, size_t row_stride, size_t width, size_t height, size_t channels,
                              const uint8_t *repeats, uint32_t (*adler32)(uint32_t, const void *, size_t),
                              uint8_t *out, int *status);
    int (*index_colours)(const uint8_t *rgba, size_t width, size_t height, const uint8_t *repeats, uint32_t *colours,
                         uint8_t *indices);
} rc_kernel_table;

/// The kernels of `path`, or NULL when this CPU (or its OS) lacks it: what the tests
/// compare path against path with, whatever `rc_active_path` is.
const rc_kernel_table *rc_kernels_for_path(int path);

/// Keeps allocations of `bytes` or more in their own mappings, returned to the system when
/// freed (glibc's M_MMAP_THRESHOLD, fixed so it no longer grows after large frees), and up to
/// four times `bytes` free at the top of a heap (M_TRIM_THRESHOLD); a no-op elsewhere.
/// Returns 1 when the settings were taken.
int rc_keep_large_allocations_mapped(size_t bytes);

#endif
