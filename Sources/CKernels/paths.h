// Internal to CKernels (not in include/, so Swift never sees it): how each kernel gets
// one copy per vector path, and the copies dispatch.c puts in its tables.
#ifndef RENDER_CELLS_PATHS_H
#define RENDER_CELLS_PATHS_H
#include "rc_kernels.h"

/// A kernel body written once in plain C, inlined into each path's copy.
#define RC_INLINE static inline __attribute__((always_inline))

#if defined(__x86_64__)
// The instruction sets of each path, as the cpuid checks in dispatch.c require them:
// AVX2 with BMI1/2 (every AVX2 CPU has them), and AVX-512 F, BW, VL and DQ (every
// AVX-512 CPU since Skylake-SP and Zen 4 has those four). Only functions marked with
// these use the wider registers, so the binary still starts on any x86-64.
#define RC_TARGET_AVX2 __attribute__((target("avx2,bmi,bmi2,popcnt")))
#define RC_TARGET_AVX512 \
    __attribute__((target("avx2,bmi,bmi2,popcnt,avx512f,avx512bw,avx512vl,avx512dq"), min_vector_width(512)))
#else
#define RC_TARGET_AVX2
#define RC_TARGET_AVX512
#endif

/// `X(level, path)` once per path: 0 baseline, 1 avx2, 2 avx512.
#define RC_EACH_PATH(X) X(0, baseline) X(1, avx2) X(2, avx512)

/// Three copies `rc__NAME_baseline`, `rc__NAME_avx2`, `rc__NAME_avx512` of the body
/// `NAME` (an RC_INLINE function): the same C, so the same integer results, compiled
/// for each path's registers (clang vectorizes the loops at -O2 to each width).
#define RC_STAMP(ret, name, params, args) \
    ret rc__##name##_baseline params { return name args; } \
    RC_TARGET_AVX2 ret rc__##name##_avx2 params { return name args; } \
    RC_TARGET_AVX512 ret rc__##name##_avx512 params { return name args; }

/// RC_STAMP for a body that returns nothing.
#define RC_STAMP_VOID(name, params, args) \
    void rc__##name##_baseline params { name args; } \
    RC_TARGET_AVX2 void rc__##name##_avx2 params { name args; } \
    RC_TARGET_AVX512 void rc__##name##_avx512 params { name args; }

#define RC_DECLARE(ret, name, params) \
    ret rc__##name##_baseline params; \
    ret rc__##name##_avx2 params; \
    ret rc__##name##_avx512 params;

RC_DECLARE(void, fill_span, (uint32_t *row, size_t count, uint32_t value))
RC_DECLARE(void, source_over_span, (uint32_t *row, size_t count, uint32_t src))
RC_DECLARE(void, blend_solid_rect,
           (uint32_t *row, size_t stride, size_t count, size_t rows, uint32_t color, uint32_t a))
RC_DECLARE(void, blend_coverage_row,
           (uint32_t *row, const uint8_t *coverage, size_t count, uint32_t color, const uint32_t *alpha_lut))
RC_DECLARE(void, blend_glyph_rows,
           (uint32_t *pixels, size_t width, int64_t y0, int64_t y1, const rc_glyph_rows *glyphs, size_t count,
            uint32_t color, const uint32_t *alpha_lut, const rc_pending_clear *pending))
RC_DECLARE(void, png_filter,
           (int type, const uint8_t *row, const uint8_t *previous, size_t count, size_t bpp, uint8_t *out))
RC_DECLARE(size_t, sum_of_magnitudes, (const uint8_t *bytes, size_t count))
RC_DECLARE(size_t, count_changes, (const uint8_t *rgba, size_t count, uint32_t mask))
RC_DECLARE(void, colour_matrix_row, (const int32_t m[9], uint8_t *rgba, size_t count))
RC_DECLARE(void, gaussian_blur,
           (const rc_blur_plan *plan, const uint8_t *source, uint8_t *destination, int64_t width, int64_t height,
            int64_t x, int64_t y, int64_t w, int64_t h, int transparent, void *scratch))
RC_DECLARE(void, accumulate_cells, (const rc_cell_grid *grid, const int64_t *segments, size_t count))
RC_DECLARE(void, fingerprint128, (const uint8_t *bytes, size_t count, uint64_t seed, uint64_t out[2]))
RC_DECLARE(int32_t, compare_pass,
           (const uint8_t *actual, const uint8_t *reference, size_t width, size_t height, int tolerance,
            size_t window_width, size_t window_height, uint8_t *indices, uint32_t *palette, int32_t *columns,
            uint8_t *flags, int64_t *row_counts, rc_difference *out))
RC_DECLARE(int, png_unfilter_rows,
           (uint8_t *scanlines, size_t width, size_t height, int channels, uint8_t *rgba))
RC_DECLARE(int32_t, compare_pass_scanlines,
           (const uint8_t *actual, uint8_t *scanlines, size_t width, size_t height, int channels, int tolerance,
            size_t window_width, size_t window_height, uint8_t *indices, uint32_t *palette, int32_t *columns,
            uint8_t *flags, int64_t *row_counts, uint8_t *rows, uint8_t *actual_repeats, uint8_t *index_repeats,
            uint32_t (*adler32)(uint32_t, const void *, size_t), uint32_t *adler, rc_difference *out))
RC_DECLARE(size_t, screen_png_data,
           (const uint8_t *rows, size_t row_stride, size_t width, size_t height, size_t channels,
            const uint8_t *repeats, uint32_t (*adler32)(uint32_t, const void *, size_t), uint8_t *out, int *status))
RC_DECLARE(int, index_colours,
           (const uint8_t *rgba, size_t width, size_t height, const uint8_t *repeats, uint32_t *colours,
            uint8_t *indices))

#endif
