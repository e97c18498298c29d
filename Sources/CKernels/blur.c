// The Gaussian blur's two passes (Raster/Filter/GaussianBlur.swift plans the kernel and
// explains the arithmetic; this file runs it).
//
// The passes are written once with clang's vector types and plain loops, and compiled
// once per vector path by RC_STAMP: the horizontal pass keeps two rows' pixels in eight
// 16-bit lanes (one SSE2 register, half an AVX2 one), and the vertical pass is a loop
// over a row's lanes that the vectorizer widens to each path's registers. Every step is
// an integer operation with one defined result (wrapping adds, a 16-bit multiply-high,
// shifts), so each path gives the bytes of the Swift loops this replaced.
#include "paths.h"

#include <string.h>

typedef uint8_t u8x8 __attribute__((vector_size(8)));
typedef uint16_t u16x8 __attribute__((vector_size(16)));
typedef int16_t i16x8 __attribute__((vector_size(16)));
typedef uint32_t u32x8 __attribute__((vector_size(32)));
typedef int32_t i32x8 __attribute__((vector_size(32)));
typedef uint64_t u64x8 __attribute__((vector_size(64)));
typedef int64_t i64x8 __attribute__((vector_size(64)));

/// The pixels one run reads and writes (region relative to the pixmap).
typedef struct {
    const uint8_t *source;
    uint8_t *destination;
    int64_t width, height, rx, ry, rw, rh;
    int transparent;
} blur_job;

/// Horizontal results of source rows, `lanes` 16-bit values each, for the rows the
/// vertical taps can still reach; a row's slot is its index modulo `count`.
typedef struct {
    uint16_t *rows, *zero;
    int64_t count, lanes, next;
} blur_ring;

static inline int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
static inline int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }

RC_INLINE uint16_t *ring_slot(const blur_ring *ring, int64_t y) { return ring->rows + (y % ring->count) * ring->lanes; }

/// The ring slot, or zero row, holding relative row `i` of the region.
RC_INLINE const uint16_t *blur_row(int64_t i, const blur_ring *ring, const blur_job *job, int64_t zero_before) {
    if (i < zero_before) return ring->zero;
    int64_t y = job->ry + i;
    if (y < 0 || y >= job->height) {
        if (job->transparent) return ring->zero;
        y = y < 0 ? 0 : job->height - 1;
    }
    return ring_slot(ring, y);
}

RC_INLINE u16x8 pixel_pair(const uint8_t *s0, const uint8_t *s1, int64_t col) {
    // Two 4-byte loads widened together (building the vector byte by byte cost the SSE2
    // copy a tenth of S3).
    u8x8 bytes;
    memcpy(&bytes, s0 + col * 4, 4);
    memcpy((char *)&bytes + 4, s1 + col * 4, 4);
    return __builtin_convertvector(bytes, u16x8);
}

/// Widens two source rows into `line`: lanes 0-3 row `y0`'s pixel, lanes 4-7 row `y1`'s,
/// for relative columns lo ..< lo + count, with the edge mode past the pixmap and zeros
/// before `zero_before` (`lo` is never positive, so `zero_before - lo` cannot overflow).
RC_INLINE void fill_pair_line(u16x8 *line, int64_t y0, int64_t y1, int64_t lo, int64_t count, int64_t zero_before,
                              const blur_job *job) {
    const uint8_t *s0 = job->source + y0 * job->width * 4, *s1 = job->source + y1 * job->width * 4;
    const int64_t x0 = job->rx;
    const int64_t zeros = min64(count, max64(0, zero_before - lo));
    const int64_t inside = min64(count, max64(zeros, -x0 - lo));
    const int64_t outside = min64(count, max64(inside, job->width - x0 - lo));
    const u16x8 zero = { 0 };
    const u16x8 left = job->transparent ? zero : pixel_pair(s0, s1, 0);
    const u16x8 right = job->transparent ? zero : pixel_pair(s0, s1, job->width - 1);
    int64_t j = 0;
    for (; j < zeros; j++) line[j] = zero;
    for (; j < inside; j++) line[j] = left;
    for (int64_t col = x0 + lo + j; j < outside; j++, col++) line[j] = pixel_pair(s0, s1, col);
    for (; j < count; j++) line[j] = right;
}

/// The fused box kernel's horizontal pass of two rows, with `H` lanes for the exact sums
/// (`IX`: the signed type of the same width, to sign-extend the difference taps).
#define RC_BOX_HORIZONTAL(NAME, H, HX, IX) \
    RC_INLINE void NAME(const u16x8 *line, const int32_t *t, int64_t warm, int64_t n, uint32_t h_shift, \
                        uint16_t *out0, uint16_t *out1) { \
        const u16x8 *p0 = line + t[0], *p1 = line + t[1], *p2 = line + t[2], *p3 = line + t[3]; \
        const u16x8 *n0 = line + t[4], *n1 = line + t[5], *n2 = line + t[6], *n3 = line + t[7]; \
        HX s1 = { 0 }, s2 = { 0 }, s3 = { 0 }; \
        const HX half = (HX){ 0 } + (H)((1ull << h_shift) >> 1); \
        for (int64_t j = 0; j < warm + n; j++) { \
            /* Four bytes minus four bytes: within ±1020, exact in a signed 16-bit lane. */ \
            const u16x8 d = (p0[j] + p1[j] + p2[j] + p3[j]) - (n0[j] + n1[j] + n2[j] + n3[j]); \
            s1 += (HX)__builtin_convertvector((i16x8)d, IX); \
            s2 += s1; \
            s3 += s2; \
            if (j >= warm) { \
                const u16x8 v = __builtin_convertvector((s3 + half) >> (H)h_shift, u16x8); \
                memcpy(out0 + (j - warm) * 4, &v, 8); \
                memcpy(out1 + (j - warm) * 4, (const char *)&v + 8, 8); \
            } \
        } \
    }
RC_BOX_HORIZONTAL(box_horizontal32, uint32_t, u32x8, i32x8)
RC_BOX_HORIZONTAL(box_horizontal64, uint64_t, u64x8, i64x8)

RC_INLINE u16x8 load8(const uint16_t *p) {
    u16x8 v;
    memcpy(&v, p, sizeof v);
    return v;
}

/// The fused box kernel's vertical step over one row, eight lanes (two pixels) at a time:
/// advances the three running sums (`V` lanes; `sums` holds a group's three side by side)
/// by the difference taps `a` (added) and `b` (subtracted) and, when `out` is given,
/// writes the scaled third sum as `lanes` bytes. Eight explicit lanes rather than a plain
/// loop: the vectorizer gave the SSE2 copy four lanes a step and spilled the row pointers,
/// 1.28 times the time of the eight-lane loop this replaced on scene S3.
#define RC_BOX_VERTICAL(NAME, V, VX, IX) \
    RC_INLINE void NAME(const uint16_t *const *a, const uint16_t *const *b, VX *restrict sums, int64_t lanes, \
                        uint8_t *restrict out, const rc_blur_plan *p) { \
        const uint16_t *a0 = a[0], *a1 = a[1], *a2 = a[2], *a3 = a[3]; \
        const uint16_t *b0 = b[0], *b1 = b[1], *b2 = b[2], *b3 = b[3]; \
        const u32x8 scale = (u32x8){ 0 } + (uint32_t)p->v_scale; \
        const u16x8 rounding = (u16x8){ 0 } + p->v_rounding; \
        const V shift = (V)p->v_shift; \
        const uint16_t precision = (uint16_t)p->v_precision; \
        for (int64_t i = 0; i < lanes; i += 8) { \
            /* Intermediates are <= 8191: four add up without wrapping and the */ \
            /* difference of two such sums fits a signed 16-bit lane. */ \
            const u16x8 plus = load8(a0 + i) + load8(a1 + i) + load8(a2 + i) + load8(a3 + i); \
            const u16x8 minus = load8(b0 + i) + load8(b1 + i) + load8(b2 + i) + load8(b3 + i); \
            VX *s = sums + 3 * (i / 8); \
            const VX x = s[0] + (VX)__builtin_convertvector((i16x8)(plus - minus), IX); \
            const VX y = s[1] + x, z = s[2] + y; \
            s[0] = x; s[1] = y; s[2] = z; \
            if (out == NULL) continue; \
            /* A 16-bit multiply-high (pmulhuw) for the scale, then the rounding shift. */ \
            const u32x8 q = __builtin_convertvector(__builtin_convertvector(z >> shift, u16x8), u32x8); \
            const u16x8 high = __builtin_convertvector((q * scale) >> 16, u16x8); \
            const u8x8 bytes = __builtin_convertvector((high + rounding) >> precision, u8x8); \
            /* The row's last group may hold one pixel: never write past the row. */ \
            if (lanes - i >= 8) memcpy(out + i, &bytes, 8); \
            else memcpy(out + i, &bytes, 4); \
        } \
    }
RC_BOX_VERTICAL(box_vertical32, uint32_t, u32x8, i32x8)
RC_BOX_VERTICAL(box_vertical64, uint64_t, u64x8, i64x8)

/// One run's working memory, carved from the caller's scratch (`rc_gaussian_blur_scratch_bytes`).
typedef struct {
    u16x8 *line;
    blur_ring ring;
    void *scratch;
} blur_memory;

/// Byte sizes of a run's parts, each a whole number of 64-byte blocks so every part stays
/// vector-aligned (the sums are 32- or 64-byte vectors).
typedef struct {
    size_t line, ring, zero, sums;
    /// Ring rows, their lanes, and the lanes the horizontal pass writes (the rest is padding).
    int64_t ring_rows, ring_lanes, written_lanes;
} blur_layout;

static inline size_t round64(size_t bytes) { return (bytes + 63) & ~(size_t)63; }

/// The parts of one run for a region `w` pixels wide in a pixmap `height` rows high: the
/// same numbers the two kernels below use.
static blur_layout blur_layout_for(const rc_blur_plan *p, int64_t height, int64_t w) {
    blur_layout l;
    const int64_t n = w, lanes = n * 4;
    l.written_lanes = lanes;
    if (p->weights == NULL) {
        // Rows are padded with zeros to whole groups of eight lanes; the padding's sums stay zero.
        const int64_t stride = (lanes + 7) & ~(int64_t)7;
        const size_t sum_bytes = p->v_wide ? sizeof(uint64_t) : sizeof(uint32_t);
        // The line covers every column a tap reads while the sums run from -warm; rows are
        // made in pairs, so the ring holds one row beyond the taps' window.
        l.line = (size_t)(n + p->warm_up + p->low_reach + p->reach) * sizeof(u16x8);
        l.ring_rows = min64(p->reach + p->low_reach + 2, height);
        l.ring_lanes = stride;
        l.sums = 3 * (size_t)stride * sum_bytes;
    } else {
        const int64_t r = p->reach;
        l.line = (size_t)(n + 2 * r) * sizeof(u16x8);
        l.ring_rows = min64(2 * r + 2, height);
        l.ring_lanes = lanes;
        // The weights as vectors, then one row of 16-bit sums.
        l.sums = (size_t)(r + 1) * sizeof(u16x8) + (size_t)lanes * sizeof(uint16_t);
    }
    l.line = round64(l.line);
    l.ring = round64((size_t)(l.ring_rows * l.ring_lanes) * sizeof(uint16_t));
    l.zero = round64((size_t)l.ring_lanes * sizeof(uint16_t));
    l.sums = round64(l.sums);
    return l;
}

size_t rc_gaussian_blur_scratch_bytes(const rc_blur_plan *plan, int64_t height, int64_t w) {
    if (w <= 0 || height <= 0) return 0;
    const blur_layout l = blur_layout_for(plan, height, w);
    return l.line + l.ring + l.zero + l.sums;
}

/// Hands out the scratch's parts, zeroing only what is read before it is written: the
/// zero row, the sums, and the ring rows' padding lanes. (Zeroing all of it, the ring and
/// the line included, cost S3 about 5 % against the calloc it replaced.)
static blur_memory blur_carve(const blur_layout *l, void *scratch, int64_t first_row) {
    char *base = scratch;
    uint16_t *rows = (uint16_t *)(base + l->line);
    memset(base + l->line + l->ring, 0, l->zero + l->sums);
    if (l->written_lanes < l->ring_lanes) {
        for (int64_t r = 0; r < l->ring_rows; r++) {
            memset(rows + r * l->ring_lanes + l->written_lanes, 0,
                   (size_t)(l->ring_lanes - l->written_lanes) * sizeof(uint16_t));
        }
    }
    return (blur_memory){
        (u16x8 *)base,
        { rows, (uint16_t *)(base + l->line + l->ring), l->ring_rows, l->ring_lanes, first_row },
        base + l->line + l->ring + l->zero,
    };
}

/// The fused three-box blur: horizontal then vertical, streaming through the ring.
RC_INLINE void blur_box(const rc_blur_plan *p, const blur_job *job, void *scratch) {
    const int64_t n = job->rw, lanes = n * 4, reach = p->reach, low = p->low_reach, warm = p->warm_up;
    const int64_t zero_before = -reach;
    // The line covers every column a tap reads while the sums run from -warm.
    const int64_t line_lo = -warm - low, line_count = n + warm + low + reach;
    const int64_t first_row = max64(0, job->ry + zero_before);
    const blur_layout layout = blur_layout_for(p, job->height, n);
    blur_memory mem = blur_carve(&layout, scratch, first_row);
    // x'(m + e) sits at line[m + e - line_lo]; the sums start at m = -warm.
    int32_t t[8];
    for (int k = 0; k < 8; k++) t[k] = (int32_t)(p->taps[k] - line_lo - warm);
    blur_ring *ring = &mem.ring;
    for (int64_t m = -warm; m < job->rh; m++) {
        const int64_t needed = min64(max64(job->ry + m + reach, first_row), job->height - 1);
        while (ring->next <= needed) {
            const int64_t y = ring->next, y1 = y + 1 < job->height ? y + 1 : y;
            fill_pair_line(mem.line, y, y1, line_lo, line_count, zero_before, job);
            if (p->h_wide) box_horizontal64(mem.line, t, warm, n, (uint32_t)p->h_shift, ring_slot(ring, y), ring_slot(ring, y1));
            else box_horizontal32(mem.line, t, warm, n, (uint32_t)p->h_shift, ring_slot(ring, y), ring_slot(ring, y1));
            ring->next = y1 + 1;
        }
        const uint16_t *a[4], *b[4];
        for (int k = 0; k < 4; k++) {
            a[k] = blur_row(m + p->taps[k], ring, job, zero_before);
            b[k] = blur_row(m + p->taps[k + 4], ring, job, zero_before);
        }
        uint8_t *out = m < 0 ? NULL : job->destination + ((job->ry + m) * job->width + job->rx) * 4;
        if (p->v_wide) box_vertical64(a, b, mem.scratch, lanes, out, p);
        else box_vertical32(a, b, mem.scratch, lanes, out, p);
    }
}

/// The high 16 bits of each lane's 32-bit product: SSE2's `pmulhuw`.
RC_INLINE u16x8 mul_high(u16x8 a, u16x8 b) {
    return __builtin_convertvector((__builtin_convertvector(a, u32x8) * __builtin_convertvector(b, u32x8)) >> 16, u16x8);
}

/// The sampled-Gaussian blur for small sigma: weighted taps in both directions, in 16-bit
/// lanes throughout. Each product is floored, so every sum gets back half a unit per
/// product (`floor_loss`); the worst case stays within 0.06 of a level per direction, and a
/// constant picture stays exactly constant.
RC_INLINE void blur_sampled(const rc_blur_plan *p, const blur_job *job, void *scratch) {
    const int64_t n = job->rw, lanes = n * 4, r = p->reach;
    const int64_t line_count = n + 2 * r;
    const int64_t first_row = max64(0, job->ry - r);
    // Scratch: the weights as vectors, then one row of 16-bit sums.
    const size_t weight_bytes = (size_t)(r + 1) * sizeof(u16x8);
    const blur_layout layout = blur_layout_for(p, job->height, n);
    blur_memory mem = blur_carve(&layout, scratch, first_row);
    u16x8 *w = mem.scratch;
    uint16_t *acc = (uint16_t *)((char *)mem.scratch + weight_bytes);
    // Weights (sum 2^14, each < 2^14) times 4: floor(x * 4w / 2^16) = floor(x * w / 2^14).
    for (int64_t k = 0; k <= r; k++) w[k] = (u16x8){ 0 } + (uint16_t)(p->weights[k] << 2);
    const uint16_t floor_loss = (uint16_t)((r + 1) / 2), rounding = (uint16_t)(floor_loss + 64);
    blur_ring *ring = &mem.ring;
    for (int64_t m = 0; m < job->rh; m++) {
        const int64_t needed = min64(max64(job->ry + m + r, first_row), job->height - 1);
        while (ring->next <= needed) {
            const int64_t y = ring->next, y1 = min64(y + 1, job->height - 1);
            fill_pair_line(mem.line, y, y1, -r, line_count, INT64_MIN / 2, job);
            uint16_t *o0 = ring_slot(ring, y), *o1 = ring_slot(ring, y1);
            for (int64_t x = 0; x < n; x++) {
                // line[x + r] is column x. Bytes and pairs (<= 510) times 2^7 fit 16 bits,
                // so floor((v * 2^7) * 4w / 2^16) = floor(v * w / 2^7): 7 fractional bits.
                const u16x8 *c = mem.line + x + r;
                u16x8 sum = floor_loss + mul_high(c[0] << 7, w[0]);
                for (int64_t k = 1; k <= r; k++) sum += mul_high((c[k] + c[-k]) << 7, w[k]);
                memcpy(o0 + x * 4, &sum, 8);
                memcpy(o1 + x * 4, (const char *)&sum + 8, 8);
            }
            ring->next = y1 + 1;
        }
        // Intermediates are <= 32640 + r, so a pair still fits 16 bits.
        const uint16_t *centre = blur_row(m, ring, job, INT64_MIN);
        const uint16_t w0 = w[0][0];
        for (int64_t i = 0; i < lanes; i++) acc[i] = (uint16_t)(rounding + (((uint32_t)centre[i] * w0) >> 16));
        for (int64_t k = 1; k <= r; k++) {
            const uint16_t *up = blur_row(m - k, ring, job, INT64_MIN), *down = blur_row(m + k, ring, job, INT64_MIN);
            const uint32_t wk = w[k][0];
            for (int64_t i = 0; i < lanes; i++) {
                acc[i] = (uint16_t)(acc[i] + (((uint32_t)(uint16_t)(up[i] + down[i]) * wk) >> 16));
            }
        }
        uint8_t *out = job->destination + ((job->ry + m) * job->width + job->rx) * 4;
        for (int64_t i = 0; i < lanes; i++) out[i] = (uint8_t)(acc[i] >> 7);
    }
}

RC_INLINE void gaussian_blur(const rc_blur_plan *plan, const uint8_t *source, uint8_t *destination, int64_t width,
                             int64_t height, int64_t x, int64_t y, int64_t w, int64_t h, int transparent,
                             void *scratch) {
    if (w <= 0 || h <= 0) return;
    const blur_job job = { source, destination, width, height, x, y, w, h, transparent };
    if (plan->weights != NULL) blur_sampled(plan, &job, scratch);
    else blur_box(plan, &job, scratch);
}

RC_STAMP_VOID(gaussian_blur,
              (const rc_blur_plan *plan, const uint8_t *source, uint8_t *destination, int64_t width, int64_t height,
               int64_t x, int64_t y, int64_t w, int64_t h, int transparent, void *scratch),
              (plan, source, destination, width, height, x, y, w, h, transparent, scratch))
