// The 128-bit fingerprint of snapshot manifests (rc_fingerprint128 in rc_kernels.h, which
// states the definition).
//
// The fingerprint before it was two dependent scalar chains of xor, multiply and shift, one
// 8-byte word at a time: it ran at the chain's latency, about 2.7 bytes a cycle, and was a
// quarter of a passing `render-cells test` run (1.5 ms of a 6 ms full-screen snapshot).
// This one is XXH3's accumulate in its shape, with constants of its own: eight independent
// 64-bit lanes, each fed one word of a 64-byte stripe per step by a 32 x 32 -> 64 multiply
// of the word's halves (xored with a key) and an add of its neighbour's word, so the work
// per stripe is a few independent vector instructions and the loop runs at memory speed.
//
// Every path computes the same integers by construction: the lanes are independent and
// only ever added to (mod 2^64), so four SSE2 registers, two AVX2 ones or one AVX-512 one
// hold the same eight numbers; the end of the input (a zero-padded stripe) and the final
// fold are the same scalar C on every path.
#include "paths.h"

#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

/// The key words: splitmix64's outputs 1-32 from the state 0x72656e6465722d63 ("render-c").
/// Stripe j of a block uses words j ... j+7 (j < 16), the block's scramble 16 ... 23, the
/// initial lanes 24 ... 31, the two halves' final folds 3 ... 10 and 13 ... 20.
static const uint64_t rc_fingerprint_key[32] = {
    0x8c3651a3d00055d6ull, 0x4f0b57bd2748d157ull, 0x9137f06603514382ull, 0xd8b6e08f427324acull,
    0x9f97b4c8d9117783ull, 0x67744f2f2c41bc4bull, 0xde675fc3e7eab8d7ull, 0xe29027c419be7404ull,
    0xedf35d95147de85eull, 0xdf734ea1dd0b61d8ull, 0xaf80a0849f97af8aull, 0x4f92d9e239095932ull,
    0x2ddcb5af5e5e8e99ull, 0xceeaa29e115f6d22ull, 0xb18271b6bd26c617ull, 0x6accfd95c6be5c80ull,
    0x12a9d37594f7059full, 0x00f47c2e90917b54ull, 0xfd2eb94a29dddd33ull, 0xef0967e2b50d7302ull,
    0xda8196510147538bull, 0x68e865480be12c1eull, 0xb7598f20534bba6bull, 0x361336584191bc38ull,
    0x24b07df42d620811ull, 0x4e31181a580b567eull, 0x83c9cc8f392a34ceull, 0xa08fcc92bcc063abull,
    0xa7a6685c9b8d3a85ull, 0x1f0ca212cc3b2f3dull, 0xaa5fd51444e7433cull, 0x6978c548b404ec2cull,
};

enum {
    RC_STRIPE = 64,               // bytes a step: eight 8-byte words, one per lane
    RC_STRIPES_PER_BLOCK = 16,    // stripes between two scrambles
    RC_SCRAMBLE_KEY = 16,         // key words of the scramble
    RC_INITIAL_KEY = 24,          // key words of the lanes' starting values
    // How far ahead each stripe asks for the input (a hint: never faults, changes nothing).
    // A 3x screen (11.9 MB) that is not in the cache hashed in 0.70-0.87 ms with AVX2 against
    // 0.78-0.90 without, five interleaved rounds of 40 on a loaded Zen 3 (512 and 2048 bytes
    // gained less); one already in the cache is no slower.
    RC_PREFETCH_AHEAD = 1024,
};

/// The scramble's multiplier (a 32-bit prime, XXH32's first).
static const uint64_t rc_scramble_prime = 0x9E3779B1u;

RC_INLINE uint64_t load64le(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap64(v);
#endif
    return v;
}

/// One stripe into the lanes, as the definition says: the plain C every path equals.
RC_INLINE void stripe_scalar(uint64_t acc[8], const uint8_t *p, const uint64_t *key) {
    for (int i = 0; i < 8; i++) {
        const uint64_t d = load64le(p + 8 * i), dk = d ^ key[i];
        acc[i ^ 1] += d;
        acc[i] += (dk & 0xFFFFFFFFu) * (dk >> 32);
    }
}

RC_INLINE void scramble_scalar(uint64_t acc[8], const uint64_t *key) {
    for (int i = 0; i < 8; i++) {
        uint64_t a = acc[i];
        a ^= a >> 47;
        a ^= key[i];
        acc[i] = a * rc_scramble_prime;
    }
}

/// `stripes` whole stripes from stripe 0 of the input, in plain C.
RC_INLINE void stripes_scalar(uint64_t acc[8], const uint8_t *p, size_t stripes) {
    for (size_t j = 0; j < stripes; j++) {
        stripe_scalar(acc, p + j * RC_STRIPE, rc_fingerprint_key + j % RC_STRIPES_PER_BLOCK);
        if (j % RC_STRIPES_PER_BLOCK == RC_STRIPES_PER_BLOCK - 1)
            scramble_scalar(acc, rc_fingerprint_key + RC_SCRAMBLE_KEY);
    }
}

#if defined(__x86_64__)
// SSE2, which every x86-64 has: the eight lanes in four registers. `_mm_mul_epu32`
// multiplies the low 32 bits of each 64-bit lane (the word's low half, with the high half
// shifted down beside it); shuffling the 32-bit quarters (2, 3, 0, 1) swaps each pair of
// 64-bit words, the neighbour's word the definition adds. Each loop runs a block's 16
// stripes with the key offsets as constants, then the block's scramble.
RC_INLINE void stripe_sse2(__m128i a[4], const uint8_t *s, const uint64_t *key) {
    _mm_prefetch((const char *)((uintptr_t)s + RC_PREFETCH_AHEAD), _MM_HINT_T0);
    for (int r = 0; r < 4; r++) {
        const __m128i d = _mm_loadu_si128((const __m128i *)(s + 16 * r));
        const __m128i dk = _mm_xor_si128(d, _mm_loadu_si128((const __m128i *)(key + 2 * r)));
        const __m128i product = _mm_mul_epu32(dk, _mm_srli_epi64(dk, 32));
        a[r] = _mm_add_epi64(a[r], _mm_add_epi64(product, _mm_shuffle_epi32(d, _MM_SHUFFLE(1, 0, 3, 2))));
    }
}

static void stripes_sse2(uint64_t acc[8], const uint8_t *p, size_t stripes) {
    __m128i a[4];
    for (int r = 0; r < 4; r++) a[r] = _mm_loadu_si128((const __m128i *)(acc + 2 * r));
    const __m128i prime = _mm_set1_epi64x((long long)rc_scramble_prime);
    size_t j = 0;
    for (; j + RC_STRIPES_PER_BLOCK <= stripes; j += RC_STRIPES_PER_BLOCK) {
        for (int k = 0; k < RC_STRIPES_PER_BLOCK; k++) stripe_sse2(a, p + (j + k) * RC_STRIPE, rc_fingerprint_key + k);
        for (int r = 0; r < 4; r++) {
            __m128i x = _mm_xor_si128(a[r], _mm_srli_epi64(a[r], 47));
            x = _mm_xor_si128(x, _mm_loadu_si128((const __m128i *)(rc_fingerprint_key + RC_SCRAMBLE_KEY + 2 * r)));
            // x * prime mod 2^64 with a 32-bit prime: the low half times it, plus the high
            // half times it shifted up.
            const __m128i low = _mm_mul_epu32(x, prime);
            const __m128i high = _mm_mul_epu32(_mm_srli_epi64(x, 32), prime);
            a[r] = _mm_add_epi64(low, _mm_slli_epi64(high, 32));
        }
    }
    for (int k = 0; j + k < stripes; k++) stripe_sse2(a, p + (j + k) * RC_STRIPE, rc_fingerprint_key + k);
    for (int r = 0; r < 4; r++) _mm_storeu_si128((__m128i *)(acc + 2 * r), a[r]);
}

/// AVX2: the same in two 256-bit registers.
RC_INLINE RC_TARGET_AVX2 void stripe_avx2(__m256i *a0, __m256i *a1, const uint8_t *s, const uint64_t *key) {
    _mm_prefetch((const char *)((uintptr_t)s + RC_PREFETCH_AHEAD), _MM_HINT_T0);
    const __m256i d0 = _mm256_loadu_si256((const __m256i *)s);
    const __m256i d1 = _mm256_loadu_si256((const __m256i *)(s + 32));
    const __m256i k0 = _mm256_xor_si256(d0, _mm256_loadu_si256((const __m256i *)key));
    const __m256i k1 = _mm256_xor_si256(d1, _mm256_loadu_si256((const __m256i *)(key + 4)));
    const __m256i m0 = _mm256_mul_epu32(k0, _mm256_srli_epi64(k0, 32));
    const __m256i m1 = _mm256_mul_epu32(k1, _mm256_srli_epi64(k1, 32));
    *a0 = _mm256_add_epi64(*a0, _mm256_add_epi64(m0, _mm256_shuffle_epi32(d0, _MM_SHUFFLE(1, 0, 3, 2))));
    *a1 = _mm256_add_epi64(*a1, _mm256_add_epi64(m1, _mm256_shuffle_epi32(d1, _MM_SHUFFLE(1, 0, 3, 2))));
}

RC_INLINE RC_TARGET_AVX2 __m256i scramble_avx2(__m256i a, const uint64_t *key) {
    const __m256i prime = _mm256_set1_epi64x((long long)rc_scramble_prime);
    __m256i x = _mm256_xor_si256(a, _mm256_srli_epi64(a, 47));
    x = _mm256_xor_si256(x, _mm256_loadu_si256((const __m256i *)key));
    return _mm256_add_epi64(
        _mm256_mul_epu32(x, prime), _mm256_slli_epi64(_mm256_mul_epu32(_mm256_srli_epi64(x, 32), prime), 32));
}

RC_TARGET_AVX2 static void stripes_avx2(uint64_t acc[8], const uint8_t *p, size_t stripes) {
    __m256i a0 = _mm256_loadu_si256((const __m256i *)acc), a1 = _mm256_loadu_si256((const __m256i *)(acc + 4));
    size_t j = 0;
    for (; j + RC_STRIPES_PER_BLOCK <= stripes; j += RC_STRIPES_PER_BLOCK) {
        for (int k = 0; k < RC_STRIPES_PER_BLOCK; k++)
            stripe_avx2(&a0, &a1, p + (j + k) * RC_STRIPE, rc_fingerprint_key + k);
        a0 = scramble_avx2(a0, rc_fingerprint_key + RC_SCRAMBLE_KEY);
        a1 = scramble_avx2(a1, rc_fingerprint_key + RC_SCRAMBLE_KEY + 4);
    }
    for (int k = 0; j + k < stripes; k++) stripe_avx2(&a0, &a1, p + (j + k) * RC_STRIPE, rc_fingerprint_key + k);
    _mm256_storeu_si256((__m256i *)acc, a0);
    _mm256_storeu_si256((__m256i *)(acc + 4), a1);
}

/// AVX-512: the eight lanes in one register (`_mm512_shuffle_epi32` shuffles within each
/// 128-bit lane, as the SSE2 and AVX2 forms do).
RC_INLINE RC_TARGET_AVX512 __m512i stripe_avx512(__m512i a, const uint8_t *s, const uint64_t *key) {
    _mm_prefetch((const char *)((uintptr_t)s + RC_PREFETCH_AHEAD), _MM_HINT_T0);
    const __m512i d = _mm512_loadu_si512((const void *)s);
    const __m512i dk = _mm512_xor_si512(d, _mm512_loadu_si512((const void *)key));
    const __m512i product = _mm512_mul_epu32(dk, _mm512_srli_epi64(dk, 32));
    return _mm512_add_epi64(
        a, _mm512_add_epi64(product, _mm512_shuffle_epi32(d, (_MM_PERM_ENUM)_MM_SHUFFLE(1, 0, 3, 2))));
}

RC_TARGET_AVX512 static void stripes_avx512(uint64_t acc[8], const uint8_t *p, size_t stripes) {
    __m512i a = _mm512_loadu_si512((const void *)acc);
    const __m512i prime = _mm512_set1_epi64((long long)rc_scramble_prime);
    size_t j = 0;
    for (; j + RC_STRIPES_PER_BLOCK <= stripes; j += RC_STRIPES_PER_BLOCK) {
        for (int k = 0; k < RC_STRIPES_PER_BLOCK; k++) a = stripe_avx512(a, p + (j + k) * RC_STRIPE, rc_fingerprint_key + k);
        __m512i x = _mm512_xor_si512(a, _mm512_srli_epi64(a, 47));
        x = _mm512_xor_si512(x, _mm512_loadu_si512((const void *)(rc_fingerprint_key + RC_SCRAMBLE_KEY)));
        a = _mm512_add_epi64(
            _mm512_mul_epu32(x, prime), _mm512_slli_epi64(_mm512_mul_epu32(_mm512_srli_epi64(x, 32), prime), 32));
    }
    for (int k = 0; j + k < stripes; k++) a = stripe_avx512(a, p + (j + k) * RC_STRIPE, rc_fingerprint_key + k);
    _mm512_storeu_si512((void *)acc, a);
}
#endif

/// lo64(a * b) xor hi64(a * b), the 128-bit product folded.
RC_INLINE uint64_t multiply_fold(uint64_t a, uint64_t b) {
    const unsigned __int128 product = (unsigned __int128)a * b;
    return (uint64_t)product ^ (uint64_t)(product >> 64);
}

RC_INLINE uint64_t avalanche(uint64_t h) {
    h ^= h >> 37;
    h *= 0x165667919E3779F9ull;
    return h ^ (h >> 32);
}

RC_INLINE uint64_t fold_lanes(const uint64_t acc[8], const uint64_t *key, uint64_t start) {
    uint64_t h = start;
    for (int i = 0; i < 4; i++) h += multiply_fold(acc[2 * i] ^ key[2 * i], acc[2 * i + 1] ^ key[2 * i + 1]);
    return avalanche(h);
}

/// The definition around the whole stripes, which `stripes` (one path's loop) accumulates.
RC_INLINE void fingerprint128(const uint8_t *bytes, size_t count, uint64_t seed, uint64_t out[2],
                              void (*stripes)(uint64_t *, const uint8_t *, size_t)) {
    uint64_t acc[8];
    for (int i = 0; i < 8; i++) acc[i] = rc_fingerprint_key[RC_INITIAL_KEY + i] ^ seed;
    const size_t whole = count / RC_STRIPE, rest = count % RC_STRIPE;
    if (whole) stripes(acc, bytes, whole);
    if (rest) {
        // The last bytes, zero-padded to a stripe (the length, folded in below, tells them
        // apart from real zeros); the key is the next stripe's, with no scramble after.
        uint8_t last[RC_STRIPE] = {0};
        memcpy(last, bytes + whole * RC_STRIPE, rest);
        stripe_scalar(acc, last, rc_fingerprint_key + whole % RC_STRIPES_PER_BLOCK);
    }
    const uint64_t n = (uint64_t)count;
    out[0] = fold_lanes(acc, rc_fingerprint_key + 3, n * 0x9E3779B185EBCA87ull ^ seed);
    out[1] = fold_lanes(acc, rc_fingerprint_key + 13, ~(n * 0xC2B2AE3D27D4EB4Full) ^ (seed >> 32 | seed << 32));
}

static void stripes_portable(uint64_t *acc, const uint8_t *p, size_t stripes) { stripes_scalar(acc, p, stripes); }

void rc_fingerprint128_portable(const uint8_t *bytes, size_t count, uint64_t seed, uint64_t out[2]) {
    fingerprint128(bytes, count, seed, out, stripes_portable);
}

#if !defined(__x86_64__)
// Elsewhere every path runs the plain C.
#define stripes_sse2 stripes_portable
#define stripes_avx2 stripes_portable
#define stripes_avx512 stripes_portable
#endif

void rc__fingerprint128_baseline(const uint8_t *bytes, size_t count, uint64_t seed, uint64_t out[2]) {
    fingerprint128(bytes, count, seed, out, stripes_sse2);
}
void rc__fingerprint128_avx2(const uint8_t *bytes, size_t count, uint64_t seed, uint64_t out[2]) {
    fingerprint128(bytes, count, seed, out, stripes_avx2);
}
void rc__fingerprint128_avx512(const uint8_t *bytes, size_t count, uint64_t seed, uint64_t out[2]) {
    fingerprint128(bytes, count, seed, out, stripes_avx512);
}
