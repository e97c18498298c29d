// Pixel loops that benefit from wider vectors than x86-64's SSE2 baseline.
//
// Each kernel here takes the widest vector path it may use (`level`: 0 baseline, 1 AVX2,
// 2 AVX-512) and trusts it: dispatch.c chooses the path once per process (cpuid and
// xgetbv, or RENDER_CELLS_CPU) and calls the copy for it through its table, so no loop
// asks the CPU what it supports. The wide copies are `target` functions in this file
// (no global -mavx2, so the binary still runs on any x86-64). The arithmetic is integer
// and identical on every path, so the pictures are the same bytes on every machine;
// measured on scene S2 (19 Mpx of translucent blending) the AVX2 blend ran about twice
// as fast as SSE2 before alpha one half became a byte average on every path
// (docs/performance.md has the current figures per path).
#include "paths.h"

// dst = src + round(dst * (255 - srcAlpha) / 255); one body, compiled once per path by
// RC_STAMP so the vectorizer may use each path's registers.
RC_INLINE void source_over_span(uint32_t *row, size_t count, uint32_t src) {
    const uint32_t inv = 255u - (src >> 24);
    for (size_t i = 0; i < count; i++) {
        const uint32_t d = row[i];
        // Two channels per 32-bit lane pair (0x00FF00FF trick); exact division by 255.
        uint32_t rb = (d & 0x00FF00FFu) * inv + 0x00800080u;
        rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
        uint32_t ag = ((d >> 8) & 0x00FF00FFu) * inv + 0x00800080u;
        ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
        row[i] = src + (rb | ag);
    }
}

RC_STAMP_VOID(source_over_span, (uint32_t *row, size_t count, uint32_t src), (row, count, src))

#if defined(__x86_64__)
#include <immintrin.h>

// Long fills (a shape's inside, row after row) store whole aligned vectors: a row of
// the canvas starts anywhere in a cache line, and an unaligned 64-byte store that
// straddles two lines costs two. One unaligned store covers the head up to the first
// aligned address and one the tail; they overlap the body, which a fill may.
__attribute__((target("avx512f")))
static void fill_avx512(uint32_t *row, size_t count, uint32_t value) {
    const __m512i v = _mm512_set1_epi32((int)value);
    uint32_t *end = row + count;
    _mm512_storeu_si512((void *)row, v);
    uint32_t *p = (uint32_t *)(((uintptr_t)row + 64) & ~(uintptr_t)63);
    for (; p + 16 <= end; p += 16) _mm512_store_si512((void *)p, v);
    _mm512_storeu_si512((void *)(end - 16), v);
}

__attribute__((target("avx2")))
static void fill_avx2(uint32_t *row, size_t count, uint32_t value) {
    const __m256i v = _mm256_set1_epi32((int)value);
    uint32_t *end = row + count;
    _mm256_storeu_si256((__m256i *)row, v);
    uint32_t *p = (uint32_t *)(((uintptr_t)row + 32) & ~(uintptr_t)31);
    for (; p + 8 <= end; p += 8) _mm256_store_si256((__m256i *)p, v);
    _mm256_storeu_si256((__m256i *)(end - 8), v);
}
#endif

// `level`: the widest path allowed, as for the blends below (0 none, 1 AVX2, 2 AVX-512).
static inline void fill_span(uint32_t *row, size_t count, uint32_t value, int level) {
#if defined(__x86_64__)
    // Short spans (a curved edge's inside near its top) stay in the plain loop.
    if (count >= 32) {
        if (level >= 2) { fill_avx512(row, count, value); return; }
        if (level >= 1) { fill_avx2(row, count, value); return; }
    }
#else
    (void)level;
#endif
    for (size_t i = 0; i < count; i++) row[i] = value;
}

#define RC_FILL(level, path) \
    void rc__fill_span_##path(uint32_t *row, size_t count, uint32_t value) { fill_span(row, count, value, level); }
RC_EACH_PATH(RC_FILL)

// The single-rounding blend, dst = (S*a + D*(65536 - a) + 32768) >> 16, keeps a
// 16-bit fraction (14 bits round iOS's measured 94.5 tie the wrong way). S*a +
// 32768 is constant per span, so per pixel only D*(65536 - a) is needed: an
// unsigned 16x16 multiply whose low and high halves come from pmullw/pmulhuw,
// plus the constant's halves with the carry out of the low half. Everything
// stays in 16-bit lanes (SSE2 on every x86-64; the AVX2 copy does 8 pixels a step).
static inline uint32_t blend_pixel(uint32_t d, const uint32_t p[4], uint32_t inv) {
    uint32_t out = 0;
    for (int c = 0; c < 4; c++) {
        const uint32_t dc = (d >> (8 * c)) & 255u;
        out |= ((p[c] + dc * inv) >> 16) << (8 * c);
    }
    return out;
}

// The step a rectangle's blend takes, chosen once per rectangle from its alpha. Alpha one
// half (a = 32768, the 0.5 of a dimming overlay and of every S2 rectangle) needs no
// multiply at all: (S·32768 + D·32768 + 32768) >> 16 = (S + D + 1) >> 1, the rounding-up
// byte average that pavgb computes on 16 channels at once, with the colour's alpha 255 as
// S for the alpha byte. An even alpha takes a multiply-high with rounding on S − D (see
// blend8_even_avx2), any other the two-halves multiply above.
enum { RC_BLEND_ODD, RC_BLEND_EVEN, RC_BLEND_HALF };

/// The step for alpha `a` (1...65535).
static inline int blend_kind(uint32_t a) {
    return a == 32768u ? RC_BLEND_HALF : (a & 1u) == 0 ? RC_BLEND_EVEN : RC_BLEND_ODD;
}

#if defined(__x86_64__)
__attribute__((target("avx2")))
static inline __m256i blend8_avx2(__m256i d, __m256i phi, __m256i vinv, __m256i bias, __m256i biasedNotPlo) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i halves[2] = { _mm256_unpacklo_epi8(d, zero), _mm256_unpackhi_epi8(d, zero) };
    __m256i out[2];
    for (int h = 0; h < 2; h++) {
        const __m256i lo = _mm256_mullo_epi16(halves[h], vinv);
        const __m256i hi = _mm256_mulhi_epu16(halves[h], vinv);
        const __m256i carry = _mm256_cmpgt_epi16(_mm256_xor_si256(lo, bias), biasedNotPlo);
        out[h] = _mm256_sub_epi16(_mm256_add_epi16(hi, phi), carry);
    }
    return _mm256_packus_epi16(out[0], out[1]);
}

// An even alpha a = 2h (h <= 32767, as a < 65536 here) rounds the same integers with
// fewer operations. The formula is D + floor(((S - D)·a + 32768) / 65536): expand
// S·a + D·(65536 - a) + 32768 and take D·65536 out of the floor. With x = S - D in
// -255...255, vpmulhrsw gives (x·h + 16384) >> 15 = floor((2x·h + 32768) / 65536), which
// is that floor exactly (x·h fits its 32-bit product), so a step is a subtract, a
// multiply and an add per 16 channels: 9 vector operations per 8 pixels against 15.
// VectorPathTests checks every alpha against the formula. (a = 32768, alpha one half, is
// cheaper still: see blend_kind.)
__attribute__((target("avx2")))
static inline __m256i blend8_even_avx2(__m256i d, __m256i s16, __m256i half) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i lo = _mm256_unpacklo_epi8(d, zero), hi = _mm256_unpackhi_epi8(d, zero);
    const __m256i outLo = _mm256_add_epi16(lo, _mm256_mulhrs_epi16(_mm256_sub_epi16(s16, lo), half));
    const __m256i outHi = _mm256_add_epi16(hi, _mm256_mulhrs_epi16(_mm256_sub_epi16(s16, hi), half));
    return _mm256_packus_epi16(outLo, outHi);
}

// The constants of one rectangle's AVX2 blend: every step's (see blend8_avx2,
// blend8_even_avx2 and blend_kind).
typedef struct {
    __m256i phi, vinv, bias, biasedNotPlo;  // any alpha
    __m256i s16, half;                      // an even alpha
    __m256i s8;                             // alpha one half: the colour's bytes, alpha 255
} blend_avx2_constants;

__attribute__((target("avx2"), always_inline))
static inline __m256i blend8_either_avx2(__m256i d, const blend_avx2_constants *k, int kind) {
    if (kind == RC_BLEND_HALF) return _mm256_avg_epu8(d, k->s8);
    if (kind == RC_BLEND_EVEN) return blend8_even_avx2(d, k->s16, k->half);
    return blend8_avx2(d, k->phi, k->vinv, k->bias, k->biasedNotPlo);
}

// `kind`: a constant at each call, so each inlined copy keeps one step. `ahead`: where the
// same pixels lie RC_ROWS_AHEAD rows below (0 when there are none), asked for one line a
// step inside the aligned loop rather than all at once before the row: a run of
// prefetches issued together stalled on the misses it started (18 % of the blend's
// samples on the instruction after them), spread out they overlap with the blending.
__attribute__((target("avx2"), always_inline))
static inline size_t blend_avx2(uint32_t *row, size_t count, const blend_avx2_constants *k, int kind, ptrdiff_t ahead) {
    const __m256i zero = _mm256_setzero_si256();
    if (count >= 24) {
        // Aligned body: an unaligned head vector, then whole 32-byte-aligned vectors, two a
        // step, then the unaligned last vector. The head and the last vector are read before
        // anything they overlap is written, so every pixel is blended from its old value.
        uint32_t *end = row + count;
        uint32_t *q = (uint32_t *)(((uintptr_t)row + 32) & ~(uintptr_t)31);
        const __m256i last = _mm256_loadu_si256((const __m256i *)(end - 8));
        const __m256i head = blend8_either_avx2(_mm256_loadu_si256((const __m256i *)row), k, kind);
        const __m256i first = _mm256_load_si256((const __m256i *)q);
        _mm256_storeu_si256((__m256i *)row, head);
        _mm256_store_si256((__m256i *)q, blend8_either_avx2(first, k, kind));
        q += 8;
        if (ahead) {
            __builtin_prefetch(row + ahead, 1, 3);  // the head's line and the last line
            __builtin_prefetch(end - 1 + ahead, 1, 3);
        }
        for (; q + 16 <= end; q += 16) {
            if (ahead) __builtin_prefetch(q + ahead, 1, 3);
            const __m256i d0 = _mm256_load_si256((const __m256i *)q);
            const __m256i d1 = _mm256_load_si256((const __m256i *)(q + 8));
            _mm256_store_si256((__m256i *)q, blend8_either_avx2(d0, k, kind));
            _mm256_store_si256((__m256i *)(q + 8), blend8_either_avx2(d1, k, kind));
        }
        if (q + 8 <= end) {
            const __m256i d = _mm256_load_si256((const __m256i *)q);
            _mm256_store_si256((__m256i *)q, blend8_either_avx2(d, k, kind));
        }
        _mm256_storeu_si256((__m256i *)(end - 8), blend8_either_avx2(last, k, kind));
        return count;
    }
    // See blend_avx512 for the ragged end: the last 8 pixels, read first, are one more step.
    const int overlap = count > 8 && (count & 7u);
    const __m256i last = overlap ? _mm256_loadu_si256((const __m256i *)(row + count - 8)) : zero;
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        const __m256i d = _mm256_loadu_si256((const __m256i *)(row + i));
        _mm256_storeu_si256((__m256i *)(row + i), blend8_either_avx2(d, k, kind));
    }
    if (overlap) {
        _mm256_storeu_si256((__m256i *)(row + count - 8), blend8_either_avx2(last, k, kind));
        return count;
    }
    return i;
}

// A rectangle's rows with one step, `kind` a constant at each call.
__attribute__((target("avx2"), always_inline))
static inline void blend_rows_avx2(uint32_t *row, size_t stride, size_t count, size_t rows,
                                   const blend_avx2_constants *k, int kind, const uint32_t p[4], uint32_t inv) {
    for (size_t r = 0; r < rows; r++, row += stride) {
        const ptrdiff_t ahead = r + RC_ROWS_AHEAD < rows ? (ptrdiff_t)(RC_ROWS_AHEAD * stride) : 0;
        if (ahead && count < 24) rc_prefetch_span(row + ahead, count);
        for (size_t i = blend_avx2(row, count, k, kind, ahead); i < count; i++) row[i] = blend_pixel(row[i], p, inv);
    }
}

// The rectangle's rows in the AVX2 copy itself: the constants are broadcast once, and no
// call (which cannot be inlined across the target change) is made per row.
__attribute__((target("avx2")))
static void blend_rect_avx2(uint32_t *row, size_t stride, size_t count, size_t rows, __m128i plo4, __m128i phi4,
                            const uint32_t p[4], uint32_t inv, uint32_t color) {
    const uint32_t a = 65536u - inv;
    blend_avx2_constants k;
    const __m256i plo = _mm256_broadcastsi128_si256(plo4);
    k.phi = _mm256_broadcastsi128_si256(phi4);
    k.vinv = _mm256_set1_epi16((short)inv);
    k.bias = _mm256_set1_epi16((short)0x8000);
    // lo + plo carries out of 16 bits exactly when lo > 65535 - plo = ~plo (unsigned), so
    // the carry is one compare against a constant (biased, as AVX2 compares signed).
    k.biasedNotPlo = _mm256_xor_si256(_mm256_xor_si256(plo, _mm256_set1_epi16(-1)), k.bias);
    // The colour's channels as the even step's S (alpha 255, as p[3] takes it).
    const short s0 = (short)(color & 255u), s1 = (short)((color >> 8) & 255u), s2 = (short)((color >> 16) & 255u);
    k.s16 = _mm256_setr_epi16(s0, s1, s2, 255, s0, s1, s2, 255, s0, s1, s2, 255, s0, s1, s2, 255);
    k.half = _mm256_set1_epi16((short)(a >> 1));
    k.s8 = _mm256_set1_epi32((int)(color | 0xFF000000u));
    switch (blend_kind(a)) {
    case RC_BLEND_HALF: blend_rows_avx2(row, stride, count, rows, &k, RC_BLEND_HALF, p, inv); return;
    case RC_BLEND_EVEN: blend_rows_avx2(row, stride, count, rows, &k, RC_BLEND_EVEN, p, inv); return;
    default: blend_rows_avx2(row, stride, count, rows, &k, RC_BLEND_ODD, p, inv); return;
    }
}

// The same 16 pixels a step. AVX-512BW also compares unsigned 16-bit lanes into a
// mask, so the carry is one compare and a masked add instead of the biased compare.
// (Masked stores to memory are slow on AMD's Zen 4, so spans never end in one: see
// blend_avx512 and blend_partial_avx512.)
__attribute__((target("avx512bw")))
static inline __m512i blend16_avx512(__m512i d, __m512i notPlo, __m512i phi, __m512i vinv, __m512i one) {
    const __m512i zero = _mm512_setzero_si512();
    const __m512i halves[2] = { _mm512_unpacklo_epi8(d, zero), _mm512_unpackhi_epi8(d, zero) };
    __m512i out[2];
    for (int h = 0; h < 2; h++) {
        const __m512i lo = _mm512_mullo_epi16(halves[h], vinv);
        const __m512i hi = _mm512_mulhi_epu16(halves[h], vinv);
        // The carry out of lo + plo: lo > 65535 - plo, one compare with no add.
        const __mmask32 carry = _mm512_cmpgt_epu16_mask(lo, notPlo);
        const __m512i t = _mm512_add_epi16(hi, phi);
        out[h] = _mm512_mask_add_epi16(t, carry, t, one);
    }
    return _mm512_packus_epi16(out[0], out[1]);
}

// blend8_even_avx2's step, 16 pixels at a time (vpmulhrsw on 512-bit lanes is AVX-512BW).
__attribute__((target("avx512bw")))
static inline __m512i blend16_even_avx512(__m512i d, __m512i s16, __m512i half) {
    const __m512i zero = _mm512_setzero_si512();
    const __m512i lo = _mm512_unpacklo_epi8(d, zero), hi = _mm512_unpackhi_epi8(d, zero);
    const __m512i outLo = _mm512_add_epi16(lo, _mm512_mulhrs_epi16(_mm512_sub_epi16(s16, lo), half));
    const __m512i outHi = _mm512_add_epi16(hi, _mm512_mulhrs_epi16(_mm512_sub_epi16(s16, hi), half));
    return _mm512_packus_epi16(outLo, outHi);
}

// The constants of one rectangle's AVX-512 blend, every step's (see blend_kind).
typedef struct {
    __m512i notPlo, phi, vinv, one;  // any alpha
    __m512i s16, half;               // an even alpha
    __m512i s8;                      // alpha one half: the colour's bytes, alpha 255
} blend_avx512_constants;

__attribute__((target("avx512bw"), always_inline))
static inline __m512i blend16_either_avx512(__m512i d, const blend_avx512_constants *k, int kind) {
    if (kind == RC_BLEND_HALF) return _mm512_avg_epu8(d, k->s8);
    if (kind == RC_BLEND_EVEN) return blend16_even_avx512(d, k->s16, k->half);
    return blend16_avx512(d, k->notPlo, k->phi, k->vinv, k->one);
}

// 1-15 pixels in one step: a masked load (cheap, and it never touches memory past the
// span), then whole 8/4/2/1-pixel stores, as masked stores are slow on Zen 4.
__attribute__((target("avx512bw"), always_inline))
static inline void blend_partial_avx512(uint32_t *out, size_t n, const blend_avx512_constants *k, int kind) {
    const __m512i d = _mm512_maskz_loadu_epi32((__mmask16)((1u << n) - 1u), (const void *)out);
    __m512i r = blend16_either_avx512(d, k, kind);
    if (n & 8) { _mm256_storeu_si256((__m256i *)out, _mm512_castsi512_si256(r)); r = _mm512_alignr_epi32(r, r, 8); out += 8; }
    if (n & 4) { _mm_storeu_si128((__m128i *)out, _mm512_castsi512_si128(r)); r = _mm512_alignr_epi32(r, r, 4); out += 4; }
    if (n & 2) { _mm_storel_epi64((__m128i *)out, _mm512_castsi512_si128(r)); r = _mm512_alignr_epi32(r, r, 2); out += 2; }
    if (n & 1) { *out = (uint32_t)_mm_cvtsi128_si32(_mm512_castsi512_si128(r)); }
}

// One row, as blend_avx2 with 64-byte vectors: rows of 48 pixels or more in whole aligned
// vectors two a step between an unaligned head and last vector (both read before anything
// they overlap is written), each step asking for its two lines RC_ROWS_AHEAD rows below
// (`ahead`, 0 when there are none); shorter rows in unaligned steps.
__attribute__((target("avx512bw"), always_inline))
static inline void blend_avx512(uint32_t *row, size_t count, const blend_avx512_constants *k, int kind,
                                ptrdiff_t ahead) {
    if (count >= 48) {
        uint32_t *end = row + count;
        uint32_t *q = (uint32_t *)(((uintptr_t)row + 64) & ~(uintptr_t)63);
        const __m512i last = _mm512_loadu_si512((const void *)(end - 16));
        const __m512i head = blend16_either_avx512(_mm512_loadu_si512((const void *)row), k, kind);
        const __m512i first = _mm512_load_si512((const void *)q);
        _mm512_storeu_si512((void *)row, head);
        _mm512_store_si512((void *)q, blend16_either_avx512(first, k, kind));
        if (ahead) {
            __builtin_prefetch(row + ahead, 1, 3);  // the head's lines and the last line
            __builtin_prefetch(q + ahead, 1, 3);
            __builtin_prefetch(end - 1 + ahead, 1, 3);
        }
        q += 16;
        for (; q + 32 <= end; q += 32) {
            if (ahead) {
                __builtin_prefetch(q + ahead, 1, 3);
                __builtin_prefetch(q + 16 + ahead, 1, 3);
            }
            const __m512i d0 = _mm512_load_si512((const void *)q);
            const __m512i d1 = _mm512_load_si512((const void *)(q + 16));
            _mm512_store_si512((void *)q, blend16_either_avx512(d0, k, kind));
            _mm512_store_si512((void *)(q + 16), blend16_either_avx512(d1, k, kind));
        }
        if (q + 16 <= end) {
            const __m512i d = _mm512_load_si512((const void *)q);
            _mm512_store_si512((void *)q, blend16_either_avx512(d, k, kind));
        }
        _mm512_storeu_si512((void *)(end - 16), blend16_either_avx512(last, k, kind));
        return;
    }
    size_t i = 0;
    if (count > 16 && (count & 15u)) {
        // The last 16 pixels, read before the loop writes any of them, are blended as one
        // whole vector after it: the pixels it shares with the loop's last step get the same
        // value twice, and the ragged end costs one step instead of a partial one.
        const __m512i last = _mm512_loadu_si512((const void *)(row + count - 16));
        for (; i + 16 <= count; i += 16) {
            const __m512i d = _mm512_loadu_si512((const void *)(row + i));
            _mm512_storeu_si512((void *)(row + i), blend16_either_avx512(d, k, kind));
        }
        _mm512_storeu_si512((void *)(row + count - 16), blend16_either_avx512(last, k, kind));
        return;
    }
    for (; i + 16 <= count; i += 16) {
        const __m512i d = _mm512_loadu_si512((const void *)(row + i));
        _mm512_storeu_si512((void *)(row + i), blend16_either_avx512(d, k, kind));
    }
    if (i < count) blend_partial_avx512(row + i, count - i, k, kind);
}

// A rectangle's rows with one step, `kind` a constant at each call.
__attribute__((target("avx512bw"), always_inline))
static inline void blend_rows_avx512(uint32_t *row, size_t stride, size_t count, size_t rows,
                                     const blend_avx512_constants *k, int kind) {
    for (size_t r = 0; r < rows; r++, row += stride) {
        const ptrdiff_t ahead = r + RC_ROWS_AHEAD < rows ? (ptrdiff_t)(RC_ROWS_AHEAD * stride) : 0;
        if (ahead && count < 48) rc_prefetch_span(row + ahead, count);
        blend_avx512(row, count, k, kind, ahead);
    }
}

// The rows in the AVX-512 copy itself, as blend_rect_avx2.
__attribute__((target("avx512bw")))
static void blend_rect_avx512(uint32_t *row, size_t stride, size_t count, size_t rows, __m128i plo4, __m128i phi4,
                              uint32_t inv, uint32_t color) {
    const uint32_t a = 65536u - inv;
    blend_avx512_constants k;
    k.notPlo = _mm512_broadcast_i32x4(_mm_xor_si128(plo4, _mm_set1_epi16(-1)));
    k.phi = _mm512_broadcast_i32x4(phi4);
    k.vinv = _mm512_set1_epi16((short)inv);
    // Hidden from the optimizer: knowing it is 1, clang turns the masked add of the carry
    // into vpmovm2w and a subtract, one more 512-bit operation per 16 pixels.
    k.one = _mm512_set1_epi16(1);
    __asm__("" : "+v"(k.one));
    const uint64_t s64 = (uint64_t)(color & 255u) | (uint64_t)((color >> 8) & 255u) << 16 |
                         (uint64_t)((color >> 16) & 255u) << 32 | (uint64_t)255u << 48;
    k.s16 = _mm512_set1_epi64((long long)s64);
    k.half = _mm512_set1_epi16((short)(a >> 1));
    k.s8 = _mm512_set1_epi32((int)(color | 0xFF000000u));
    switch (blend_kind(a)) {
    case RC_BLEND_HALF: blend_rows_avx512(row, stride, count, rows, &k, RC_BLEND_HALF); return;
    case RC_BLEND_EVEN: blend_rows_avx512(row, stride, count, rows, &k, RC_BLEND_EVEN); return;
    default: blend_rows_avx512(row, stride, count, rows, &k, RC_BLEND_ODD); return;
    }
}

static inline __m128i blend4_sse2(__m128i d, __m128i phi, __m128i vinv, __m128i bias, __m128i biasedNotPlo) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i halves[2] = { _mm_unpacklo_epi8(d, zero), _mm_unpackhi_epi8(d, zero) };
    __m128i out[2];
    for (int h = 0; h < 2; h++) {
        const __m128i lo = _mm_mullo_epi16(halves[h], vinv);
        const __m128i hi = _mm_mulhi_epu16(halves[h], vinv);
        const __m128i carry = _mm_cmpgt_epi16(_mm_xor_si128(lo, bias), biasedNotPlo);
        out[h] = _mm_sub_epi16(_mm_add_epi16(hi, phi), carry);
    }
    return _mm_packus_epi16(out[0], out[1]);
}

// The constants of one rectangle's SSE2 blend (see blend4_sse2 and blend_kind).
typedef struct {
    __m128i phi, vinv, bias, biasedNotPlo;  // any alpha
    __m128i s8;                             // alpha one half: the colour's bytes, alpha 255
} blend_sse2_constants;

// `half`: a constant at each call. SSE2 has pavgb for alpha one half but not the even
// step's pmulhrsw (SSSE3); written with pmulhw and pmullw, that step takes 7 operations
// per 8 channels against the odd step's 6, so other even alphas keep the odd step.
RC_INLINE __m128i blend4_either_sse2(__m128i d, const blend_sse2_constants *k, int half) {
    return half ? _mm_avg_epu8(d, k->s8) : blend4_sse2(d, k->phi, k->vinv, k->bias, k->biasedNotPlo);
}

// One row, as blend_avx2 with 16-byte vectors: rows of 20 pixels or more in aligned
// vectors, four (one cache line's worth) a step, each step asking for one line
// RC_ROWS_AHEAD rows below (`ahead`, 0 when there are none), between an unaligned head
// and last vector read before anything they overlap is written.
RC_INLINE size_t blend_sse2(uint32_t *row, size_t count, const blend_sse2_constants *k, int half, ptrdiff_t ahead) {
    if (count >= 20) {
        uint32_t *end = row + count;
        uint32_t *q = (uint32_t *)(((uintptr_t)row + 16) & ~(uintptr_t)15);
        const __m128i last = _mm_loadu_si128((const __m128i *)(end - 4));
        const __m128i head = blend4_either_sse2(_mm_loadu_si128((const __m128i *)row), k, half);
        const __m128i first = _mm_load_si128((const __m128i *)q);
        _mm_storeu_si128((__m128i *)row, head);
        _mm_store_si128((__m128i *)q, blend4_either_sse2(first, k, half));
        q += 4;
        if (ahead) {
            __builtin_prefetch(row + ahead, 1, 3);  // the head's line and the last line
            __builtin_prefetch(end - 1 + ahead, 1, 3);
        }
        for (; q + 16 <= end; q += 16) {
            if (ahead) __builtin_prefetch(q + ahead, 1, 3);
            const __m128i d0 = _mm_load_si128((const __m128i *)q), d1 = _mm_load_si128((const __m128i *)(q + 4));
            const __m128i d2 = _mm_load_si128((const __m128i *)(q + 8)), d3 = _mm_load_si128((const __m128i *)(q + 12));
            _mm_store_si128((__m128i *)q, blend4_either_sse2(d0, k, half));
            _mm_store_si128((__m128i *)(q + 4), blend4_either_sse2(d1, k, half));
            _mm_store_si128((__m128i *)(q + 8), blend4_either_sse2(d2, k, half));
            _mm_store_si128((__m128i *)(q + 12), blend4_either_sse2(d3, k, half));
        }
        for (; q + 4 <= end; q += 4) {
            const __m128i d = _mm_load_si128((const __m128i *)q);
            _mm_store_si128((__m128i *)q, blend4_either_sse2(d, k, half));
        }
        _mm_storeu_si128((__m128i *)(end - 4), blend4_either_sse2(last, k, half));
        return count;
    }
    // See blend_avx512 for the ragged end: the last 4 pixels, read first, are one more step.
    const int overlap = count > 4 && (count & 3u);
    const __m128i last = overlap ? _mm_loadu_si128((const __m128i *)(row + count - 4)) : _mm_setzero_si128();
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        const __m128i d = _mm_loadu_si128((const __m128i *)(row + i));
        _mm_storeu_si128((__m128i *)(row + i), blend4_either_sse2(d, k, half));
    }
    if (overlap) {
        _mm_storeu_si128((__m128i *)(row + count - 4), blend4_either_sse2(last, k, half));
        return count;
    }
    return i;
}

// A rectangle's rows with one step, `half` a constant at each call.
RC_INLINE void blend_rows_sse2(uint32_t *row, size_t stride, size_t count, size_t rows,
                               const blend_sse2_constants *k, int half, const uint32_t p[4], uint32_t inv) {
    for (size_t r = 0; r < rows; r++, row += stride) {
        const ptrdiff_t ahead = r + RC_ROWS_AHEAD < rows ? (ptrdiff_t)(RC_ROWS_AHEAD * stride) : 0;
        if (ahead && count < 20) rc_prefetch_span(row + ahead, count);
        for (size_t i = blend_sse2(row, count, k, half, ahead); i < count; i++) row[i] = blend_pixel(row[i], p, inv);
    }
}

// The baseline's rectangle: SSE2, which every x86-64 has.
static void blend_rect_sse2(uint32_t *row, size_t stride, size_t count, size_t rows, __m128i plo, __m128i phi,
                            const uint32_t p[4], uint32_t inv, uint32_t color) {
    blend_sse2_constants k;
    k.phi = phi;
    k.vinv = _mm_set1_epi16((short)inv);
    k.bias = _mm_set1_epi16((short)0x8000);
    k.biasedNotPlo = _mm_xor_si128(_mm_xor_si128(plo, _mm_set1_epi16(-1)), k.bias);
    k.s8 = _mm_set1_epi32((int)(color | 0xFF000000u));
    if (blend_kind(65536u - inv) == RC_BLEND_HALF) blend_rows_sse2(row, stride, count, rows, &k, 1, p, inv);
    else blend_rows_sse2(row, stride, count, rows, &k, 0, p, inv);
}
#endif

// `level`: the widest path allowed: 0 SSE2, 1 AVX2, 2 AVX-512BW (each also needs the CPU).
// `rows` rows of `count` pixels, `stride` pixels apart: the constants are set up once.
static void blend_solid_rect(uint32_t *row, size_t stride, size_t count, size_t rows, uint32_t color, uint32_t a,
                             int level) {
    if (a == 0) return;
    if (a >= 65536u) {
        const uint32_t opaque = color | 0xFF000000u;
        if (count <= 4) {
            // Narrow columns (a stroke's sides): stored here rather than by a call a row.
            for (size_t r = 0; r < rows; r++, row += stride)
                for (size_t i = 0; i < count; i++) row[i] = opaque;
        } else {
            for (size_t r = 0; r < rows; r++, row += stride) fill_span(row, count, opaque, level);
        }
        return;
    }
    const uint32_t inv = 65536u - a;  // 1...65535: fits a 16-bit lane
    const uint32_t p[4] = {
        (color & 255u) * a + 32768u, ((color >> 8) & 255u) * a + 32768u,
        ((color >> 16) & 255u) * a + 32768u, 255u * a + 32768u,
    };
    if (count <= 2) {
        // The partial columns of straight edges off the pixel grid (a stroke's sides):
        // one or two pixels a row, where setting up a vector step per row costs more than
        // it saves (S1 1.8 % faster by min, 12 paired rounds).
        for (size_t r = 0; r < rows; r++, row += stride) {
            if (r + RC_ROWS_AHEAD < rows) rc_prefetch_span(row + RC_ROWS_AHEAD * stride, count);
            for (size_t i = 0; i < count; i++) row[i] = blend_pixel(row[i], p, inv);
        }
        return;
    }
#if defined(__x86_64__)
    // The per-channel constants split into 16-bit halves, two pixels' worth per vector.
    const __m128i plo = _mm_setr_epi16((short)(p[0] & 0xFFFF), (short)(p[1] & 0xFFFF), (short)(p[2] & 0xFFFF), (short)(p[3] & 0xFFFF),
                                       (short)(p[0] & 0xFFFF), (short)(p[1] & 0xFFFF), (short)(p[2] & 0xFFFF), (short)(p[3] & 0xFFFF));
    const __m128i phi = _mm_setr_epi16((short)(p[0] >> 16), (short)(p[1] >> 16), (short)(p[2] >> 16), (short)(p[3] >> 16),
                                       (short)(p[0] >> 16), (short)(p[1] >> 16), (short)(p[2] >> 16), (short)(p[3] >> 16));
    if (level == 2) { blend_rect_avx512(row, stride, count, rows, plo, phi, inv, color); return; }
    if (level == 1) { blend_rect_avx2(row, stride, count, rows, plo, phi, p, inv, color); return; }
    blend_rect_sse2(row, stride, count, rows, plo, phi, p, inv, color);
#else
    (void)level;
    for (size_t r = 0; r < rows; r++, row += stride) {
        if (r + RC_ROWS_AHEAD < rows) rc_prefetch_span(row + RC_ROWS_AHEAD * stride, count);
        for (size_t i = 0; i < count; i++) row[i] = blend_pixel(row[i], p, inv);
    }
#endif
}

#define RC_BLEND_RECT(level, path) \
    void rc__blend_solid_rect_##path(uint32_t *row, size_t stride, size_t count, size_t rows, uint32_t color, \
                                     uint32_t a) { blend_solid_rect(row, stride, count, rows, color, a, level); }
RC_EACH_PATH(RC_BLEND_RECT)

// Glyph coverage rows: the same single-rounding blend as the solid spans, with the
// alpha varying per pixel (source alpha times coverage, looked up in `alpha_lut`,
// 256 entries in 1/65536). Written as dst*65536 + (S - dst)*a + 32768, so one
// 32-bit multiply per channel; a == 0 leaves the pixel as it was and a == 65536
// gives the colour itself, so no masking is needed.
static inline uint32_t coverage_pixel(uint32_t d, const int32_t s[4], int32_t a) {
    uint32_t out = 0;
    for (int c = 0; c < 4; c++) {
        const int32_t dc = (int32_t)((d >> (8 * c)) & 255u);
        out |= (uint32_t)(((dc << 16) + (s[c] - dc) * a + 32768) >> 16) << (8 * c);
    }
    return out;
}

// The coverage blend in 16-bit lanes, every path. With the alpha clamped to 1...65535 the
// single-rounding blend (S·a + D·(65536 − a) + 32768) >> 16 needs no special cases: a = 1
// gives D exactly and a = 65535 gives S exactly, because |S − D| ≤ 255 moves the sum by
// less than the 32768 of rounding. So coverage 0 and full coverage take the same
// arithmetic as the rest, and S·a and D·(65536 − a) split into 16-bit halves
// (pmullw/pmulhuw). The low halves' sum u plus 32768 carries 0, 1 or 2 into the result:
// with v = floor(u / 2) (pavgw rounds up, so its odd case is taken back), that is
// ((v >> 14) + 1) >> 1.
#if defined(__x86_64__)
static inline __m128i coverage_lanes_sse2(__m128i d, __m128i a, __m128i s) {
    const __m128i inv = _mm_sub_epi16(_mm_setzero_si128(), a);
    const __m128i lo1 = _mm_mullo_epi16(s, a), hi1 = _mm_mulhi_epu16(s, a);
    const __m128i lo2 = _mm_mullo_epi16(d, inv), hi2 = _mm_mulhi_epu16(d, inv);
    const __m128i v = _mm_sub_epi16(_mm_avg_epu16(lo1, lo2), _mm_and_si128(_mm_xor_si128(lo1, lo2), _mm_set1_epi16(1)));
    const __m128i carries = _mm_srli_epi16(_mm_add_epi16(_mm_srli_epi16(v, 14), _mm_set1_epi16(1)), 1);
    return _mm_add_epi16(_mm_add_epi16(hi1, hi2), carries);
}

/// Four coverage bytes (the low 32 bits of `c`) as four alphas in 16-bit lanes, clamped
/// to 1...65535: 257·c + (c >> 7) for an opaque colour (the table's own values, so no
/// lookups), else the table's.
static inline __m128i coverage_alpha4_sse2(uint32_t c4, const uint8_t *c, const uint32_t *lut, int opaque) {
    __m128i a;
    if (opaque) {
        const __m128i cw = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)c4), _mm_setzero_si128());
        a = _mm_adds_epu16(_mm_or_si128(_mm_slli_epi16(cw, 8), cw), _mm_srli_epi16(cw, 7));
    } else {
        // The table's values are 0...65536; 65536 saturates to 65535 (exact, see above).
        uint32_t v[4];
        for (int k = 0; k < 4; k++) v[k] = lut[c[k]] > 65535u ? 65535u : lut[c[k]];
        a = _mm_setr_epi16((short)v[0], (short)v[1], (short)v[2], (short)v[3], 0, 0, 0, 0);
    }
    // 0 → 1: subtracting the all-ones of an equal lane adds one.
    return _mm_sub_epi16(a, _mm_cmpeq_epi16(a, _mm_setzero_si128()));
}

/// Four pixels under four alphas (`a`, 16-bit lanes 0-3).
static inline __m128i coverage4_sse2(__m128i d, __m128i a, __m128i s) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i aa = _mm_unpacklo_epi16(a, a);  // a0 a0 a1 a1 a2 a2 a3 a3
    const __m128i lo = coverage_lanes_sse2(_mm_unpacklo_epi8(d, zero), _mm_unpacklo_epi32(aa, aa), s);
    const __m128i hi = coverage_lanes_sse2(_mm_unpackhi_epi8(d, zero), _mm_unpackhi_epi32(aa, aa), s);
    return _mm_packus_epi16(lo, hi);
}
#endif

#if defined(__x86_64__)
/// A coverage row's constants, set up once per row or glyph run: the colour as 16-bit
/// lanes (R, G, B, 255 per pixel), the opaque colour for fully covered steps, the table.
typedef struct {
    uint64_t s64;
    uint32_t solid;
    int opaque;
    const uint32_t *lut;
    int32_t s[4];
} coverage_consts;

static inline coverage_consts coverage_setup(uint32_t color, const uint32_t *lut) {
    coverage_consts k;
    k.s[0] = (int32_t)(color & 255u), k.s[1] = (int32_t)((color >> 8) & 255u), k.s[2] = (int32_t)((color >> 16) & 255u);
    k.s[3] = 255;
    k.s64 = (uint64_t)k.s[0] | (uint64_t)k.s[1] << 16 | (uint64_t)k.s[2] << 32 | (uint64_t)255u << 48;
    // An opaque colour's table is SolidBlitter's: 65536 at full coverage, (65536·c + 127) / 255
    // below, which is 257·c + (c >> 7) (VectorPathTests check the arithmetic against it).
    k.opaque = lut[255] == 65536u;
    k.solid = color | 0xFF000000u;
    k.lut = lut;
    return k;
}

/// The pixels of a row shorter than a vector step, one at a time.
static inline void coverage_pixels(uint32_t *row, const uint8_t *coverage, size_t count, const coverage_consts *k) {
    for (size_t i = 0; i < count; i++) {
        const uint8_t c = coverage[i];
        if (c) row[i] = coverage_pixel(row[i], k->s, (int32_t)k->lut[c]);
    }
}

// A coverage row's walk for both paths, four pixels a step: steps of no coverage skipped
// (the empty space around glyph strokes), full ones of an opaque colour stored as the colour,
// and a ragged end one more step over the last four pixels, read before the loop writes any
// of them (the pixels it shares with the loop's last step get the same value twice), as in
// blend_sse2. `STEP(d, c4, c)`: the four pixels `d` under the coverage word `c4`, whose bytes
// are at `c` (a macro, as each path's step is compiled for its own target). Rows of fewer than
// four pixels are the caller's.
#define RC_COVERAGE_ROW_WALK(STEP) \
    const __m128i solid = _mm_set1_epi32((int)k->solid); \
    const size_t lastAt = count - 4; \
    uint32_t c4; \
    __builtin_memcpy(&c4, coverage + lastAt, 4); \
    const __m128i last = _mm_loadu_si128((const __m128i *)(row + lastAt)); \
    const uint32_t lastC = c4; \
    size_t i = 0; \
    for (; i + 4 <= count; i += 4) { \
        __builtin_memcpy(&c4, coverage + i, 4); \
        if (c4 == 0) continue; \
        if (k->opaque && c4 == ~0u) { \
            _mm_storeu_si128((__m128i *)(row + i), solid); \
            continue; \
        } \
        const __m128i d = _mm_loadu_si128((const __m128i *)(row + i)); \
        _mm_storeu_si128((__m128i *)(row + i), STEP(d, c4, coverage + i)); \
    } \
    if (i < count && lastC != 0) _mm_storeu_si128((__m128i *)(row + lastAt), STEP(last, lastC, coverage + lastAt));

// SSE2: a step's 16 channels in two 128-bit halves.
RC_INLINE void coverage_row_sse2(uint32_t *row, const uint8_t *coverage, size_t count, const coverage_consts *k) {
    if (count < 4) { coverage_pixels(row, coverage, count, k); return; }
    const __m128i s = _mm_set1_epi64x((long long)k->s64);
#define RC_STEP_SSE2(d, c4, c) coverage4_sse2(d, coverage_alpha4_sse2(c4, c, k->lut, k->opaque), s)
    RC_COVERAGE_ROW_WALK(RC_STEP_SSE2)
#undef RC_STEP_SSE2
}

// The AVX2 path takes the same four-pixel steps, but holds a step's 16 channels in one
// 256-bit register of 16-bit lanes (the SSE2 step splits them over two 128-bit halves), so
// the arithmetic of coverage_lanes_sse2 runs once a step instead of twice, on the same
// lanes with the same operations: the same bytes. Eight-pixel steps (two registers) were
// measured slower on glyph rows (about 30 pixels wide, mostly empty): 1.92-1.95 ms against
// 1.61-1.63 for S4's 2,160 glyph rows in a C harness, one core, min of 300, because a step
// is skipped only when all its coverage is 0 and the ragged ends are longer.
__attribute__((target("avx2")))
static inline __m256i coverage_lanes_avx2(__m256i d, __m256i a, __m256i s) {
    const __m256i inv = _mm256_sub_epi16(_mm256_setzero_si256(), a);
    const __m256i lo1 = _mm256_mullo_epi16(s, a), hi1 = _mm256_mulhi_epu16(s, a);
    const __m256i lo2 = _mm256_mullo_epi16(d, inv), hi2 = _mm256_mulhi_epu16(d, inv);
    const __m256i v = _mm256_sub_epi16(_mm256_avg_epu16(lo1, lo2),
                                       _mm256_and_si256(_mm256_xor_si256(lo1, lo2), _mm256_set1_epi16(1)));
    const __m256i carries = _mm256_srli_epi16(_mm256_add_epi16(_mm256_srli_epi16(v, 14), _mm256_set1_epi16(1)), 1);
    return _mm256_add_epi16(_mm256_add_epi16(hi1, hi2), carries);
}

/// coverage_alpha4_sse2's four alphas, each spread over its pixel's four channel lanes.
__attribute__((target("avx2")))
static inline __m256i coverage_alpha16_avx2(uint32_t c4, const uint8_t *c, const uint32_t *lut, int opaque) {
    __m256i a;
    if (opaque) {
        // Coverage byte k zero-extended into the four lanes of pixel k.
        const __m256i spread = _mm256_setr_epi8(0, -1, 0, -1, 0, -1, 0, -1, 1, -1, 1, -1, 1, -1, 1, -1,
                                                2, -1, 2, -1, 2, -1, 2, -1, 3, -1, 3, -1, 3, -1, 3, -1);
        const __m256i cw = _mm256_shuffle_epi8(_mm256_set1_epi32((int)c4), spread);
        a = _mm256_adds_epu16(_mm256_or_si256(_mm256_slli_epi16(cw, 8), cw), _mm256_srli_epi16(cw, 7));
    } else {
        uint32_t v[4];
        for (int k = 0; k < 4; k++) v[k] = lut[c[k]] > 65535u ? 65535u : lut[c[k]];
        a = _mm256_setr_epi64x((long long)(0x0001000100010001ull * v[0]), (long long)(0x0001000100010001ull * v[1]),
                               (long long)(0x0001000100010001ull * v[2]), (long long)(0x0001000100010001ull * v[3]));
    }
    return _mm256_sub_epi16(a, _mm256_cmpeq_epi16(a, _mm256_setzero_si256()));
}

/// Four pixels under their coverage, in one 256-bit register.
__attribute__((target("avx2")))
static inline __m128i coverage4_avx2(__m128i d, __m256i a, __m256i s) {
    const __m256i r = coverage_lanes_avx2(_mm256_cvtepu8_epi16(d), a, s);
    return _mm_packus_epi16(_mm256_castsi256_si128(r), _mm256_extracti128_si256(r, 1));
}

// The same walk with the 256-bit step.
__attribute__((target("avx2"), always_inline))
static inline void coverage_row_avx2_steps(uint32_t *row, const uint8_t *coverage, size_t count,
                                           const coverage_consts *k) {
    if (count < 4) { coverage_pixels(row, coverage, count, k); return; }
    const __m256i s = _mm256_set1_epi64x((long long)k->s64);
#define RC_STEP_AVX2(d, c4, c) coverage4_avx2(d, coverage_alpha16_avx2(c4, c, k->lut, k->opaque), s)
    RC_COVERAGE_ROW_WALK(RC_STEP_AVX2)
#undef RC_STEP_AVX2
}

__attribute__((target("avx2")))
static void coverage_row_avx2(uint32_t *row, const uint8_t *coverage, size_t count, const coverage_consts *k) {
    coverage_row_avx2_steps(row, coverage, count, k);
}

// A glyph run row by row across glyphs, in four-pixel steps: one walk for both paths,
// `ROW` the path's row function (a macro, as the AVX2 row cannot be inlined into the
// baseline's copy even where a constant would leave it unused).
#define RC_GLYPH_ROWS_WALK(ROW) \
    for (int64_t y = y0; y < y1; y++) { \
        uint32_t *row = pixels + (size_t)y * width; \
        for (size_t i = 0; i < count; i++) { \
            const rc_glyph_rows *g = &glyphs[i]; \
            if (y < g->top || y >= g->bottom) continue; \
            ROW(row + g->x, g->coverage + (size_t)(y - g->top) * (size_t)g->stride, (size_t)g->count, k); \
        } \
    }
#endif

// Glyphs over a clear still pending (Raster's PendingClear): where a glyph reaches columns
// that still stand for the clear colour, what it blends onto is known without reading it,
// so its pixels are `over[c]`, the colour under coverage c blended onto the clear colour
// (a table made by the path's own blend, so the same bytes as clearing and then blending),
// and the columns between the row's last real pixel and the glyph get the clear colour.
// Those pixels are written once, never read: on scene S4 (40 lines of text on a cleared
// canvas) the lines' rows were otherwise cleared in one pass and blended in a second.
// A glyph left of the row's mark (the overlap of neighbouring glyph boxes) blends as usual
// with `BLEND(row, coverage, count, k)`, the path's row blend; `OVER` is the path's copy of
// over_clear_row. The marks move to each glyph's end, keeping PendingClear's rule: columns
// left of the mark are real pixels.
RC_INLINE void over_clear_row(uint32_t *row, const uint8_t *coverage, size_t count, const uint32_t *over) {
    const uint32_t empty = over[0], full = over[255];
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        uint32_t c4;
        __builtin_memcpy(&c4, coverage + i, 4);
        if (c4 == 0 || c4 == ~0u) {
            const uint32_t v = c4 ? full : empty;
            row[i] = v, row[i + 1] = v, row[i + 2] = v, row[i + 3] = v;
            continue;
        }
        row[i] = over[coverage[i]], row[i + 1] = over[coverage[i + 1]];
        row[i + 2] = over[coverage[i + 2]], row[i + 3] = over[coverage[i + 3]];
    }
    for (; i < count; i++) row[i] = over[coverage[i]];
}

#define RC_GLYPH_ROWS_PENDING_WALK(BLEND, OVER, level) \
    for (int64_t y = y0; y < y1; y++) { \
        uint32_t *row = pixels + (size_t)y * width; \
        int64_t from = pending->from[y]; \
        for (size_t i = 0; i < count; i++) { \
            const rc_glyph_rows *g = &glyphs[i]; \
            if (y < g->top || y >= g->bottom) continue; \
            const uint8_t *c = g->coverage + (size_t)(y - g->top) * (size_t)g->stride; \
            int64_t x = g->x; \
            const int64_t end = x + g->count; \
            if (from >= end) { BLEND(row + x, c, (size_t)g->count, k); continue; } \
            if (x < from) { \
                BLEND(row + x, c, (size_t)(from - x), k); \
                c += from - x; \
                x = from; \
            } else if (x > from) { \
                fill_span(row + from, (size_t)(x - from), pending->colour, level); \
            } \
            OVER(row + x, c, (size_t)(end - x), over); \
            from = end; \
        } \
        pending->from[y] = (int32_t)from; \
    }

#if defined(__x86_64__)
// over_clear_row eight pixels a step, gathering the mixed ones (AVX2).
__attribute__((target("avx2"), always_inline))
static inline void over_clear_row_avx2(uint32_t *row, const uint8_t *coverage, size_t count, const uint32_t *over) {
    const __m256i empty = _mm256_set1_epi32((int)over[0]), full = _mm256_set1_epi32((int)over[255]);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t c8;
        __builtin_memcpy(&c8, coverage + i, 8);
        if (c8 == 0) { _mm256_storeu_si256((__m256i *)(row + i), empty); continue; }
        if (c8 == ~(uint64_t)0) { _mm256_storeu_si256((__m256i *)(row + i), full); continue; }
        const __m256i index = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)c8));
        _mm256_storeu_si256((__m256i *)(row + i), _mm256_i32gather_epi32((const int *)over, index, 4));
    }
    for (; i < count; i++) row[i] = over[coverage[i]];
}

// Each path's glyph-row walk, with and without a pending clear: `ROW` its row blend (which
// takes the constants `k`), `OVER` its writer over a pending clear.
#define RC_GLYPH_ROWS_FUNCTION(ATTRIBUTES, NAME, ROW, OVER, level) \
    ATTRIBUTES static void NAME(uint32_t *pixels, size_t width, int64_t y0, int64_t y1, const rc_glyph_rows *glyphs, \
                                size_t count, const coverage_consts *k, const rc_pending_clear *pending, \
                                const uint32_t *over) { \
        if (!pending) { \
            RC_GLYPH_ROWS_WALK(ROW) \
            return; \
        } \
        RC_GLYPH_ROWS_PENDING_WALK(ROW, OVER, level) \
    }
RC_GLYPH_ROWS_FUNCTION(__attribute__((target("avx2"))), glyph_rows_avx2, coverage_row_avx2_steps, over_clear_row_avx2, 1)
RC_GLYPH_ROWS_FUNCTION(, glyph_rows_sse2, coverage_row_sse2, over_clear_row, 0)
#endif

#if defined(__x86_64__)
// The opaque-colour case of the coverage blend (text in label colours), 8 pixels a step
// in 16-bit lanes. With source alpha 1 the alpha under coverage c is exactly
// (65536·c + 127) / 255 = 257·c + (c >> 7), so no table is needed, and
// S·a + D·(65536 − a) + 32768 splits into 16-bit halves like the solid kernel's, with
// two carries. Coverage 0 (a = 0) keeps the destination and coverage 255 (a = 65536)
// gives the colour; neither fits the 16-bit arithmetic, so both are selected by mask.
__attribute__((target("avx512bw,avx512vl")))
static inline __m512i coverage8_opaque_avx512(__m512i d, __m128i c8, __m512i s, __m512i spread) {
    const __m512i c = _mm512_permutexvar_epi16(spread, _mm512_castsi128_si512(_mm_cvtepu8_epi16(c8)));
    const __m512i a = _mm512_add_epi16(_mm512_or_si512(_mm512_slli_epi16(c, 8), c), _mm512_srli_epi16(c, 7));
    const __m512i inv = _mm512_sub_epi16(_mm512_setzero_si512(), a);
    const __m512i lo1 = _mm512_mullo_epi16(s, a), hi1 = _mm512_mulhi_epu16(s, a);
    const __m512i lo2 = _mm512_mullo_epi16(d, inv), hi2 = _mm512_mulhi_epu16(d, inv);
    const __m512i one = _mm512_set1_epi16(1);
    const __m512i t = _mm512_add_epi16(lo1, lo2);
    const __m512i t2 = _mm512_add_epi16(t, _mm512_set1_epi16((short)0x8000));
    __m512i out = _mm512_add_epi16(hi1, hi2);
    out = _mm512_mask_add_epi16(out, _mm512_cmplt_epu16_mask(t, lo1), out, one);
    out = _mm512_mask_add_epi16(out, _mm512_cmplt_epu16_mask(t2, t), out, one);
    out = _mm512_mask_mov_epi16(out, _mm512_cmpeq_epi16_mask(c, _mm512_setzero_si512()), d);
    return _mm512_mask_mov_epi16(out, _mm512_cmpeq_epi16_mask(c, _mm512_set1_epi16(255)), s);
}

// The opaque colour as 16-bit lanes, and the lane pattern that spreads 8 coverage words
// over 8 pixels' 4 channels.
typedef struct { __m512i s, spread; __m256i solid; } opaque_consts;

__attribute__((target("avx512bw,avx512vl")))
static inline opaque_consts opaque_setup(uint32_t color) {
    const uint64_t s64 = (uint64_t)(color & 255u) | (uint64_t)((color >> 8) & 255u) << 16 |
                         (uint64_t)((color >> 16) & 255u) << 32 | (uint64_t)255u << 48;
    opaque_consts k;
    k.s = _mm512_set1_epi64((long long)s64);
    k.spread = _mm512_set_epi16(7, 7, 7, 7, 6, 6, 6, 6, 5, 5, 5, 5, 4, 4, 4, 4,
                                3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0);
    k.solid = _mm256_set1_epi32((int)(color | 0xFF000000u));
    return k;
}

__attribute__((target("avx512bw,avx512vl"), always_inline))
static inline void coverage_opaque_avx512(uint32_t *row, const uint8_t *coverage, size_t count, opaque_consts k) {
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t c8;
        __builtin_memcpy(&c8, coverage + i, 8);
        if (c8 == 0) continue;  // empty space around glyph strokes
        if (c8 == ~(uint64_t)0) { _mm256_storeu_si256((__m256i *)(row + i), k.solid); continue; }
        const __m512i d = _mm512_cvtepu8_epi16(_mm256_loadu_si256((const __m256i *)(row + i)));
        const __m512i r = coverage8_opaque_avx512(d, _mm_cvtsi64_si128((long long)c8), k.s, k.spread);
        _mm256_storeu_si256((__m256i *)(row + i), _mm512_cvtepi16_epi8(r));
    }
    // The last 1-7 pixels: masked loads (never past the row), whole 4/2/1-pixel stores.
    const size_t n = count - i;
    if (n == 0) return;
    const __m128i c8 = _mm_maskz_loadu_epi8((__mmask16)((1u << n) - 1u), coverage + i);
    if (_mm_testz_si128(c8, c8)) return;
    const __m512i d = _mm512_cvtepu8_epi16(_mm256_maskz_loadu_epi32((__mmask8)((1u << n) - 1u), row + i));
    const __m256i r = _mm512_cvtepi16_epi8(coverage8_opaque_avx512(d, c8, k.s, k.spread));
    uint32_t *out = row + i;
    __m128i q = _mm256_castsi256_si128(r);
    if (n & 4) { _mm_storeu_si128((__m128i *)out, q); q = _mm256_extracti128_si256(r, 1); out += 4; }
    if (n & 2) { _mm_storel_epi64((__m128i *)out, q); q = _mm_srli_si128(q, 8); out += 2; }
    if (n & 1) { *out = (uint32_t)_mm_cvtsi128_si32(q); }
}

__attribute__((target("avx512bw,avx512vl")))
static void coverage_row_opaque_avx512(uint32_t *row, const uint8_t *coverage, size_t count, uint32_t color) {
    coverage_opaque_avx512(row, coverage, count, opaque_setup(color));
}

// The glyph-row walk of rc_blend_glyph_rows with the constants set up once: glyph rows
// are short, and per-row set-up cost as much as the blending.
// over_clear_row sixteen pixels a step: sixteen coverage bytes all 0 or all 255 store the
// clear colour or the glyph colour outright, and any other step gathers its sixteen pixels
// from the table; the last 1-15 pixels go through masks, never past the row.
__attribute__((target("avx512f,avx512bw,avx512vl"), always_inline))
static inline void over_clear_row_avx512(uint32_t *row, const uint8_t *coverage, size_t count, const uint32_t *over) {
    const __m512i empty = _mm512_set1_epi32((int)over[0]), full = _mm512_set1_epi32((int)over[255]);
    size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        const __m128i c = _mm_loadu_si128((const __m128i *)(coverage + i));
        const __mmask16 zero = _mm_cmpeq_epi8_mask(c, _mm_setzero_si128());
        if (zero == 0xFFFF) { _mm512_storeu_si512((void *)(row + i), empty); continue; }
        if (_mm_cmpeq_epi8_mask(c, _mm_set1_epi8(-1)) == 0xFFFF) {
            _mm512_storeu_si512((void *)(row + i), full);
            continue;
        }
        _mm512_storeu_si512((void *)(row + i), _mm512_i32gather_epi32(_mm512_cvtepu8_epi32(c), over, 4));
    }
    const size_t n = count - i;
    if (n == 0) return;
    const __mmask16 m = (__mmask16)((1u << n) - 1u);
    const __m128i c = _mm_maskz_loadu_epi8(m, coverage + i);
    const __m512i v = _mm512_mask_i32gather_epi32(empty, m, _mm512_cvtepu8_epi32(c), over, 4);
    _mm512_mask_storeu_epi32(row + i, m, v);
}

__attribute__((target("avx512bw,avx512vl")))
static void glyph_rows_opaque_avx512(uint32_t *pixels, size_t width, int64_t y0, int64_t y1,
                                     const rc_glyph_rows *glyphs, size_t count, uint32_t color,
                                     const rc_pending_clear *pending, const uint32_t *over) {
    const opaque_consts k = opaque_setup(color);
    if (pending) {
        RC_GLYPH_ROWS_PENDING_WALK(coverage_opaque_avx512, over_clear_row_avx512, 2)
        return;
    }
    for (int64_t y = y0; y < y1; y++) {
        uint32_t *row = pixels + (size_t)y * width;
        for (size_t i = 0; i < count; i++) {
            const rc_glyph_rows *g = &glyphs[i];
            if (y < g->top || y >= g->bottom) continue;
            coverage_opaque_avx512(row + g->x, g->coverage + (size_t)(y - g->top) * (size_t)g->stride,
                                   (size_t)g->count, k);
        }
    }
}
#endif

// `level`: the widest path allowed, as for the solid spans (2 also needs an opaque colour).
static void coverage_row(uint32_t *row, const uint8_t *coverage, size_t count, uint32_t color,
                         const uint32_t *alpha_lut, int level) {
#if defined(__x86_64__)
    if (level >= 2 && alpha_lut[255] == 65536u) {
        coverage_row_opaque_avx512(row, coverage, count, color);
        return;
    }
    const coverage_consts k = coverage_setup(color, alpha_lut);
    if (level >= 1) coverage_row_avx2(row, coverage, count, &k);
    else coverage_row_sse2(row, coverage, count, &k);
#else
    (void)level;
    const int32_t s[4] = { (int32_t)(color & 255u), (int32_t)((color >> 8) & 255u), (int32_t)((color >> 16) & 255u), 255 };
    for (size_t i = 0; i < count; i++) {
        const uint8_t c = coverage[i];
        if (c) row[i] = coverage_pixel(row[i], s, (int32_t)alpha_lut[c]);
    }
#endif
}

// Glyphs blended row by row across glyphs: the same result as glyph by glyph, while
// walking the destination once; the constants are set up once per run. With a pending
// clear, `over` is made first: the clear colour blended under every coverage by this
// path's own row blend.
static void glyph_rows(uint32_t *pixels, size_t width, int64_t y0, int64_t y1, const rc_glyph_rows *glyphs,
                       size_t count, uint32_t color, const uint32_t *alpha_lut, const rc_pending_clear *pending,
                       int level) {
    uint32_t over[256];
    if (pending) {
        uint8_t ramp[256];
        for (int c = 0; c < 256; c++) over[c] = pending->colour, ramp[c] = (uint8_t)c;
        coverage_row(over, ramp, 256, color, alpha_lut, level);
    }
#if defined(__x86_64__)
    if (level >= 2 && alpha_lut[255] == 65536u) {
        glyph_rows_opaque_avx512(pixels, width, y0, y1, glyphs, count, color, pending, over);
        return;
    }
    const coverage_consts k = coverage_setup(color, alpha_lut);
    if (level >= 1) glyph_rows_avx2(pixels, width, y0, y1, glyphs, count, &k, pending, over);
    else glyph_rows_sse2(pixels, width, y0, y1, glyphs, count, &k, pending, over);
#else
#define RC_BLEND_PLAIN(row, c, n, k) coverage_row(row, c, n, color, alpha_lut, level)
    const int k = 0;  // the plain blend takes no constants
    (void)k;
    if (pending) {
        RC_GLYPH_ROWS_PENDING_WALK(RC_BLEND_PLAIN, over_clear_row, level)
        return;
    }
    for (int64_t y = y0; y < y1; y++) {
        uint32_t *row = pixels + (size_t)y * width;
        for (size_t i = 0; i < count; i++) {
            const rc_glyph_rows *g = &glyphs[i];
            if (y < g->top || y >= g->bottom) continue;
            RC_BLEND_PLAIN(row + g->x, g->coverage + (size_t)(y - g->top) * (size_t)g->stride, (size_t)g->count, k);
        }
    }
#undef RC_BLEND_PLAIN
#endif
}

#define RC_COVERAGE(level, path) \
    void rc__blend_coverage_row_##path(uint32_t *row, const uint8_t *coverage, size_t count, uint32_t color, \
                                       const uint32_t *alpha_lut) { \
        coverage_row(row, coverage, count, color, alpha_lut, level); \
    } \
    void rc__blend_glyph_rows_##path(uint32_t *pixels, size_t width, int64_t y0, int64_t y1, \
                                     const rc_glyph_rows *glyphs, size_t count, uint32_t color, \
                                     const uint32_t *alpha_lut, const rc_pending_clear *pending) { \
        glyph_rows(pixels, width, y0, y1, glyphs, count, color, alpha_lut, pending, level); \
    }
RC_EACH_PATH(RC_COVERAGE)

#if defined(__GLIBC__)
#include <malloc.h>
int rc_keep_large_allocations_mapped(size_t bytes) {
    int limit = (int)(bytes > 0x7fffffff / 4 ? 0x7fffffff / 4 : bytes);
    // Freed memory at the top of a heap is kept up to four blocks' worth, so the next
    // picture reuses it instead of faulting fresh zeroed pages in.
    return mallopt(M_MMAP_THRESHOLD, limit) && mallopt(M_TRIM_THRESHOLD, 4 * limit);
}
#else
int rc_keep_large_allocations_mapped(size_t bytes) { (void)bytes; return 0; }
#endif
