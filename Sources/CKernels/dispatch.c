// Run-time dispatch to the CPU's vector width, chosen once per process.
//
// Blend2D and OpenCV pick their AVX2 or AVX-512 pipelines once, at start, from cpuid; the
// kernels here do the same. The first call of any dispatched `rc_*` function reads the
// CPU (cpuid for the instructions, xgetbv for whether the OS saves the wider registers:
// a CPU with AVX-512 under an OS or hypervisor that does not save ZMM state must not use
// it) and RENDER_CELLS_CPU, and fixes one table of function pointers for the life of the
// process. Every path computes the same integers, so pictures never depend on the
// machine; RasterTests run every path the machine has against the baseline.
#include "paths.h"
#include "rc_screen_deflate.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <strings.h>

#if defined(__x86_64__)
#include <cpuid.h>

/// XCR0, the register state the OS saves on a context switch (xgetbv with ECX = 0).
static uint64_t xcr0(void) {
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return (uint64_t)hi << 32 | lo;
}

static int widest_path(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return RC_PATH_BASELINE;
    // OSXSAVE (bit 27) says xgetbv may be executed; AVX (bit 28) the 256-bit instructions.
    if (!(c & (1u << 27)) || !(c & (1u << 28))) return RC_PATH_BASELINE;
    const uint64_t saved = xcr0();
    // XMM (bit 1) and YMM (bit 2) state saved by the OS.
    if ((saved & 0x6) != 0x6) return RC_PATH_BASELINE;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return RC_PATH_BASELINE;
    const int avx2 = (b & (1u << 5)) && (b & (1u << 3)) && (b & (1u << 8));  // AVX2, BMI1, BMI2
    if (!avx2) return RC_PATH_BASELINE;
    // AVX-512 F (16), DQ (17), BW (30), VL (31); and opmask (5), ZMM0-15 upper (6) and
    // ZMM16-31 (7) state saved by the OS.
    const unsigned avx512 = (1u << 16) | (1u << 17) | (1u << 30) | (1u << 31);
    if ((b & avx512) == avx512 && (saved & 0xE6) == 0xE6) return RC_PATH_AVX512;
    return RC_PATH_AVX2;
}
#else
static int widest_path(void) { return RC_PATH_BASELINE; }
#endif

int rc_parse_path(const char *v) {
    if (v == NULL || v[0] == 0) return -1;
    if (strcasecmp(v, "baseline") == 0) return RC_PATH_BASELINE;
    if (strcasecmp(v, "avx2") == 0) return RC_PATH_AVX2;
    if (strcasecmp(v, "avx512") == 0) return RC_PATH_AVX512;
    return -2;
}

// Both are read once; a second thread racing the first reads the same CPU and the same
// environment and stores the same value, so relaxed atomics suffice. -3: not read yet.
static _Atomic int widest = -3, requested = -3;

int rc_cpu_widest_path(void) {
    int w = atomic_load_explicit(&widest, memory_order_relaxed);
    if (w == -3) { w = widest_path(); atomic_store_explicit(&widest, w, memory_order_relaxed); }
    return w;
}

int rc_requested_path(void) {
    int r = atomic_load_explicit(&requested, memory_order_relaxed);
    if (r == -3) { r = rc_parse_path(getenv("RENDER_CELLS_CPU")); atomic_store_explicit(&requested, r, memory_order_relaxed); }
    return r;
}

#define RC_TABLE(level, path) \
    static const rc_kernel_table table_##path = { \
        rc__fill_span_##path, rc__source_over_span_##path, rc__blend_solid_rect_##path, \
        rc__blend_coverage_row_##path, rc__blend_glyph_rows_##path, rc__png_filter_##path, \
        rc__sum_of_magnitudes_##path, rc__count_changes_##path, rc__colour_matrix_row_##path, \
        rc__gaussian_blur_##path, rc__accumulate_cells_##path, \
        rc__fingerprint128_##path, rc__compare_pass_##path, rc__png_unfilter_rows_##path, \
        rc__compare_pass_scanlines_##path, \
        rc__screen_png_data_##path, \
        rc__index_colours_##path, \
    };
RC_EACH_PATH(RC_TABLE)

static const rc_kernel_table *const tables[] = { &table_baseline, &table_avx2, &table_avx512 };

const rc_kernel_table *rc_kernels_for_path(int path) {
    if (path < RC_PATH_BASELINE || path > rc_cpu_widest_path()) return NULL;
    return tables[path];
}

static _Atomic(const rc_kernel_table *) active = NULL;

int rc_choose_path(int requested, int widest_here) {
    return requested >= 0 && requested <= widest_here ? requested : widest_here;
}

int rc_active_path(void) { return rc_choose_path(rc_requested_path(), rc_cpu_widest_path()); }

/// The chosen table; after the first call one relaxed load (the tables are constants).
static inline const rc_kernel_table *kernels(void) {
    const rc_kernel_table *t = atomic_load_explicit(&active, memory_order_relaxed);
    if (__builtin_expect(t != NULL, 1)) return t;
    t = tables[rc_active_path()];
    atomic_store_explicit(&active, t, memory_order_relaxed);
    return t;
}

void rc_fill_span(uint32_t *row, size_t count, uint32_t value) { kernels()->fill_span(row, count, value); }

void rc_source_over_span(uint32_t *row, size_t count, uint32_t src) { kernels()->source_over_span(row, count, src); }

void rc_blend_solid_span(uint32_t *row, size_t count, uint32_t color, uint32_t a) {
    kernels()->blend_solid_rect(row, 0, count, 1, color, a);
}

void rc_blend_solid_rect(uint32_t *row, size_t stride, size_t count, size_t rows, uint32_t color, uint32_t a) {
    kernels()->blend_solid_rect(row, stride, count, rows, color, a);
}

void rc_blend_coverage_row(uint32_t *row, const uint8_t *coverage, size_t count, uint32_t color,
                           const uint32_t *alpha_lut) {
    kernels()->blend_coverage_row(row, coverage, count, color, alpha_lut);
}

void rc_blend_glyph_rows(uint32_t *pixels, size_t width, int64_t y0, int64_t y1, const rc_glyph_rows *glyphs,
                         size_t count, uint32_t color, const uint32_t *alpha_lut,
                         const rc_pending_clear *pending) {
    kernels()->blend_glyph_rows(pixels, width, y0, y1, glyphs, count, color, alpha_lut, pending);
}

void rc_png_filter(int type, const uint8_t *row, const uint8_t *previous, size_t count, size_t bpp, uint8_t *out) {
    kernels()->png_filter(type, row, previous, count, bpp, out);
}

size_t rc_sum_of_magnitudes(const uint8_t *bytes, size_t count) { return kernels()->sum_of_magnitudes(bytes, count); }

size_t rc_count_changes(const uint8_t *rgba, size_t count, uint32_t mask) {
    return kernels()->count_changes(rgba, count, mask);
}

void rc_colour_matrix_row(const int32_t m[9], uint8_t *rgba, size_t count) {
    kernels()->colour_matrix_row(m, rgba, count);
}

void rc_gaussian_blur(const rc_blur_plan *plan, const uint8_t *source, uint8_t *destination, int64_t width,
                      int64_t height, int64_t x, int64_t y, int64_t w, int64_t h, int transparent, void *scratch) {
    kernels()->gaussian_blur(plan, source, destination, width, height, x, y, w, h, transparent, scratch);
}

void rc_accumulate_cells(const rc_cell_grid *grid, const int64_t *segments, size_t count) {
    kernels()->accumulate_cells(grid, segments, count);
}

void rc_fingerprint128(const uint8_t *bytes, size_t count, uint64_t seed, uint64_t out[2]) {
    kernels()->fingerprint128(bytes, count, seed, out);
}

int rc_png_unfilter_rows(uint8_t *scanlines, size_t width, size_t height, int channels, uint8_t *rgba) {
    return kernels()->png_unfilter_rows(scanlines, width, height, channels, rgba);
}

size_t rc_screen_png_data(const uint8_t *rows, size_t row_stride, size_t width, size_t height, size_t channels,
                          const uint8_t *repeats, rc_adler32_fn adler32, uint8_t *out, int *status) {
    return kernels()->screen_png_data(rows, row_stride, width, height, channels, repeats, adler32, out, status);
}

int32_t rc_compare_pass(const uint8_t *actual, const uint8_t *reference, size_t width, size_t height, int tolerance,
                        size_t window_width, size_t window_height, uint8_t *indices, uint32_t *palette,
                        int32_t *columns, uint8_t *flags, int64_t *row_counts, rc_difference *out) {
    return kernels()->compare_pass(actual, reference, width, height, tolerance, window_width, window_height, indices,
                                   palette, columns, flags, row_counts, out);
}

int32_t rc_compare_pass_scanlines(const uint8_t *actual, uint8_t *scanlines, size_t width, size_t height,
                                  int channels, int tolerance, size_t window_width, size_t window_height,
                                  uint8_t *indices, uint32_t *palette, int32_t *columns, uint8_t *flags,
                                  int64_t *row_counts, uint8_t *rows, uint8_t *actual_repeats,
                                  uint8_t *index_repeats, uint32_t (*adler32)(uint32_t, const void *, size_t),
                                  uint32_t *adler, rc_difference *out) {
    return kernels()->compare_pass_scanlines(actual, scanlines, width, height, channels, tolerance, window_width,
                                             window_height, indices, palette, columns, flags, row_counts, rows,
                                             actual_repeats, index_repeats, adler32, adler, out);
}

int rc_index_colours(const uint8_t *rgba, size_t width, size_t height, const uint8_t *repeats, uint32_t *colours,
                     uint8_t *indices) {
    return kernels()->index_colours(rgba, width, height, repeats, colours, indices);
}
