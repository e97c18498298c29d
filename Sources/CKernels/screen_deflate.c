// rc_screen_deflate (rc_screen_deflate.h): a greedy deflate compressor that looks for
// matches at three distances only. What it writes is plain RFC 1951, read by any inflater
// (zlib, libdeflate, libpng, browsers); the tests decode it with two of them.

#include "rc_screen_deflate.h"

#include "deflate_parts.h"
#include "paths.h"
#include "png_row.h"
#include "rc_pixels.h"

#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

enum {
    MIN_MATCH = 4,  // a 3-byte match rarely codes shorter than its three literals
    BLOCK_TOKENS = 1 << 16,
    STORED_MAX = 65535,
};

/// A token: a literal byte (below 256), or a match of `length` at the `kind`th distance
/// tried (0 to 2): 256 + kind * 259 + length. One number per thing a block writes, so a
/// block counts its symbols and writes its tokens by table, without a branch a token
/// (literals and matches interleave without a pattern: the branches had been about a third
/// of the block's time, `perf annotate` of a C harness on real failing screens).
enum { SYMBOLS = 256 + 3 * (MAX_MATCH + 1) };

static inline uint16_t match_token(size_t length, int kind) {
    return (uint16_t)(256 + kind * (MAX_MATCH + 1) + (int)length);
}

typedef struct {
    uint8_t length_code[MAX_MATCH + 1];  // length -> its length code
    size_t distances[3];                 // the distance of each kind of match
    int nd;
} tables;

/// Writes `end - start` bytes of the input from offset `start` to `dst`: a stored block's
/// bytes, which the banded encoder no longer holds when the block began bands ago, so it
/// makes them again from the picture (`png_fetch`).
typedef void (*fetch_fn)(const void *ctx, size_t start, size_t end, uint8_t *dst);

/// Where the input's bytes come from for a stored block.
typedef struct {
    fetch_fn fetch;
    const void *ctx;
} source;

static void memory_fetch(const void *ctx, size_t start, size_t end, uint8_t *dst) {
    memcpy(dst, (const uint8_t *)ctx + start, end - start);
}

/// Writes the input's bytes [start, end) as stored blocks (at most 65535 bytes each).
static void stored_blocks(bit_writer *w, const source *in, size_t start, size_t end, int final) {
    size_t pos = start;
    do {
        const size_t n = end - pos < STORED_MAX ? end - pos : STORED_MAX;
        put(w, final && pos + n == end, 1);
        put(w, 0, 2);
        align(w);
        w->out[w->pos++] = (uint8_t)n;
        w->out[w->pos++] = (uint8_t)(n >> 8);
        w->out[w->pos++] = (uint8_t)~n;
        w->out[w->pos++] = (uint8_t)(~n >> 8);
        in->fetch(in->ctx, pos, pos + n, w->out + w->pos);
        w->pos += n;
        pos += n;
    } while (pos < end);
}

/// One block of `ntokens` tokens covering in[start..<end]: dynamic Huffman codes, or stored
/// when that is no larger.
static void block(bit_writer *w, const tables *t, const uint16_t *tokens, size_t ntokens, const source *in,
                  size_t start, size_t end, int final) {
    // Counted into four tables, token k into table k % 4, then summed: a run of one token
    // (a repeated row's matches of 258, a flat area's) had made each count wait for the
    // one before it through memory.
    uint32_t part[4][SYMBOLS];
    memset(part, 0, sizeof part);
    size_t k = 0;
    for (; k + 4 <= ntokens; k += 4) {
        part[0][tokens[k]]++;
        part[1][tokens[k + 1]]++;
        part[2][tokens[k + 2]]++;
        part[3][tokens[k + 3]]++;
    }
    for (; k < ntokens; k++) part[0][tokens[k]]++;
    uint32_t freq[SYMBOLS];
    for (int s = 0; s < SYMBOLS; s++) freq[s] = part[0][s] + part[1][s] + part[2][s] + part[3][s];
    uint32_t lf[LITLEN_CODES] = {0}, df[DIST_CODES] = {0};
    memcpy(lf, freq, 256 * sizeof(uint32_t));
    for (int kind = 0; kind < t->nd; kind++) {
        const int dc = dist_code((uint32_t)t->distances[kind]);
        for (int length = MIN_MATCH; length <= MAX_MATCH; length++) {
            const uint32_t f = freq[256 + kind * (MAX_MATCH + 1) + length];
            lf[257 + t->length_code[length]] += f;
            df[dc] += f;
        }
    }
    lf[256] = 1;
    // The cost below counts what is written; the codes also cover symbols forced in.
    uint64_t bits = 0;
    uint32_t lcodes_freq[LITLEN_CODES], dcodes_freq[DIST_CODES];
    memcpy(lcodes_freq, lf, sizeof lf);
    memcpy(dcodes_freq, df, sizeof df);
    at_least_two(lcodes_freq, LITLEN_CODES);
    at_least_two(dcodes_freq, DIST_CODES);
    uint8_t ll[LITLEN_CODES], dl[DIST_CODES];
    code_lengths(lcodes_freq, LITLEN_CODES, MAX_CODE_BITS, ll);
    code_lengths(dcodes_freq, DIST_CODES, MAX_CODE_BITS, dl);
    for (int s = 0; s < LITLEN_CODES; s++) bits += (uint64_t)lf[s] * (ll[s] + (s > 256 ? length_extra[s - 257] : 0));
    for (int c = 0; c < DIST_CODES; c++) bits += (uint64_t)df[c] * (dl[c] + dist_extra(c));

    dynamic_header header;
    dynamic_header_plan(&header, ll, dl);
    bits += dynamic_header_bits(&header);

    // Stored: per block of 65535 bytes, 3 header bits padded to a byte (at least 8 bits
    // in all when it starts on a byte) and 4 bytes of lengths.
    const size_t len = end - start;
    const uint64_t stored = (uint64_t)(len / STORED_MAX + 1) * 40 + 8 * (uint64_t)len;
    if (bits >= stored) {
        stored_blocks(w, in, start, end, final);
        return;
    }

    uint16_t lcode[LITLEN_CODES], dcode[DIST_CODES];
    canonical_codes(ll, LITLEN_CODES, lcode);
    canonical_codes(dl, DIST_CODES, dcode);
    dynamic_header_write(w, &header, final);
    // Each used token's bits (at most 15 + 5 + 15 + 13 = 48) and their count: a literal's
    // code; a match's length code, its extra bits, its distance code and their extra bits,
    // each after the one before as writing them one by one would place them.
    uint64_t value[SYMBOLS];
    uint8_t nbits[SYMBOLS];
    for (int b = 0; b < 256; b++) {
        value[b] = lcode[b];
        nbits[b] = ll[b];
    }
    for (int kind = 0; kind < t->nd; kind++) {
        const uint32_t distance = (uint32_t)t->distances[kind];
        const int dc = dist_code(distance);
        const uint64_t dv = dcode[dc] | (uint64_t)(distance - dist_base(dc)) << dl[dc];
        const int dn = dl[dc] + dist_extra(dc);
        for (int length = MIN_MATCH; length <= MAX_MATCH; length++) {
            const int sym = 256 + kind * (MAX_MATCH + 1) + length;
            if (!freq[sym]) continue;
            const int c = t->length_code[length];
            const int n = ll[257 + c] + length_extra[c];
            value[sym] = (lcode[257 + c] | (uint64_t)(length - length_base[c]) << ll[257 + c]) | dv << n;
            nbits[sym] = (uint8_t)(n + dn);
        }
    }
    // Whole bytes out first, so fewer than 8 bits wait; then each token adds at most 48
    // and 8 bytes are stored at once, of which the whole ones count (the stream's bound
    // leaves room for the rest).
    put_whole_bytes(w);
    uint64_t bitbuf = w->bits;
    unsigned count = (unsigned)w->count;
    uint8_t *out = w->out;
    size_t pos = w->pos;
    for (size_t k = 0; k < ntokens; k++) {
        const uint16_t tok = tokens[k];
        bitbuf |= value[tok] << count;
        count += nbits[tok];
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        memcpy(out + pos, &bitbuf, 8);
#else
        for (int b = 0; b < 8; b++) out[pos + b] = (uint8_t)(bitbuf >> (8 * b));
#endif
        pos += count >> 3;
        bitbuf >>= count & ~7u;
        count &= 7;
    }
    w->bits = bitbuf;
    w->count = (int)count;
    w->pos = pos;
    put(w, lcode[256], ll[256]);
    if (final) align(w);
}

static inline uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

/// How many bytes from `a` equal those from `b`, up to `max`: sixteen bytes a step with SSE2
/// (part of x86-64), else eight. Most of the compressor's time is here: flat colour and
/// repeated rows match for the whole 258 bytes at every distance tried.
static inline size_t match_length(const uint8_t *a, const uint8_t *b, size_t max) {
    size_t n = 0;
#if defined(__x86_64__)
    while (n + 16 <= max) {
        const __m128i x = _mm_loadu_si128((const __m128i *)(a + n)), y = _mm_loadu_si128((const __m128i *)(b + n));
        const unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu;
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 16;
    }
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    while (n + 8 <= max) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        const uint64_t d = x ^ y;
        if (d) return n + (size_t)(__builtin_ctzll(d) >> 3);
        n += 8;
    }
#endif
    while (n < max && a[n] == b[n]) n++;
    return n;
}

#if defined(__x86_64__)
/// `match_length` sixty-four bytes a step (the AVX2 paths), then thirty-two, and the last
/// bytes by one 32-byte compare that ends at `max` (its bytes before `n` are known equal,
/// so its first difference is the first after `n`): the same count. A repeated row's or a
/// flat area's matches run the whole 258 bytes, which had been eight steps and then 16-, 8-
/// and 1-byte steps for the last 30 (C harness on real failing screens: the difference
/// picture's image data about a tenth faster).
RC_TARGET_AVX2 static inline size_t match_length_avx2(const uint8_t *a, const uint8_t *b, size_t max) {
    size_t n = 0;
    while (n + 64 <= max) {
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(a + n));
        const __m256i y0 = _mm256_loadu_si256((const __m256i *)(b + n));
        const __m256i x1 = _mm256_loadu_si256((const __m256i *)(a + n + 32));
        const __m256i y1 = _mm256_loadu_si256((const __m256i *)(b + n + 32));
        const uint64_t same = (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x0, y0)) |
                              (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x1, y1)) << 32;
        if (~same) return n + (size_t)__builtin_ctzll(~same);
        n += 64;
    }
    if (n + 32 <= max) {
        const __m256i x = _mm256_loadu_si256((const __m256i *)(a + n)), y = _mm256_loadu_si256((const __m256i *)(b + n));
        const unsigned differ = ~(unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, y));
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 32;
    }
    if (n < max && max >= 32) {
        const size_t from = max - 32;
        const __m256i x = _mm256_loadu_si256((const __m256i *)(a + from));
        const __m256i y = _mm256_loadu_si256((const __m256i *)(b + from));
        const unsigned differ = ~(unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, y));
        return differ ? from + (size_t)__builtin_ctz(differ) : max;
    }
    return n + match_length(a + n, b + n, max - n);
}
#endif

#if defined(__x86_64__)
/// How many of the positions p[0], p[1], ... p[28] in a row begin no match of 4 bytes or
/// more at any of `distances` (each at most where `p` reaches back to): those are literals.
/// p[0..31] must be there to read.
RC_TARGET_AVX2 static inline size_t literal_run_avx2(const uint8_t *p, const size_t *distances, int nd) {
    const __m256i here = _mm256_loadu_si256((const __m256i *)p);
    uint32_t starts = 1u << 29;  // the positions after 28 are not decided here
    for (int k = 0; k < nd; k++) {
        const __m256i there = _mm256_loadu_si256((const __m256i *)(p - distances[k]));
        const uint32_t same = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(here, there));
        starts |= same & same >> 1 & same >> 2 & same >> 3;
    }
    return (size_t)__builtin_ctz(starts);
}

/// p[0..31] as 32 literal tokens at `tokens`.
RC_TARGET_AVX2 static inline void literal_tokens_avx2(const uint8_t *p, uint16_t *tokens) {
    const __m256i bytes = _mm256_loadu_si256((const __m256i *)p);
    _mm256_storeu_si256((__m256i *)tokens, _mm256_cvtepu8_epi16(_mm256_castsi256_si128(bytes)));
    _mm256_storeu_si256((__m256i *)(tokens + 16), _mm256_cvtepu8_epi16(_mm256_extracti128_si256(bytes, 1)));
}
#endif

size_t rc_screen_deflate_bound(size_t count) { return count + count / 4096 + 64; }

/// The compressor between calls: the banded encoder hands it the scanlines a band at a time.
typedef struct {
    tables t;
    size_t count;  // all the input's bytes, of which the bands are parts
    uint16_t *tokens;
    size_t ntokens, start, i;  // the block's tokens, its first byte, the next byte to code
    bit_writer w;
    source in;
    const uint8_t *repeats;  // 1 for a scanline of Up residuals (its row all zeros), or NULL
    size_t line_bytes;
    int literal_runs;  // literals looked for in runs (`literal_run_avx2`): pixels of 3 or 4 bytes
} deflater;

/// Sets up `d` for `count` bytes; 0 when the token buffer could not be had.
static int deflater_init(deflater *d, size_t count, size_t pixel_bytes, size_t line_bytes, uint8_t *out, source in) {
    for (size_t l = 3; l <= MAX_MATCH; l++) d->t.length_code[l] = (uint8_t)length_code(l);
    // The distances tried, nearest first (a longer match wins; a tie keeps the nearer).
    tables *t = &d->t;
    t->nd = 0;
    t->distances[t->nd++] = 1;
    if (pixel_bytes > 1 && pixel_bytes <= 8) t->distances[t->nd++] = pixel_bytes;
    if (line_bytes > 1 && line_bytes <= MAX_DISTANCE && line_bytes != pixel_bytes) t->distances[t->nd++] = line_bytes;
    d->count = count;
    d->ntokens = d->start = d->i = 0;
    d->w = (bit_writer){out, 0, 0, 0};
    d->in = in;
    d->repeats = NULL;
    d->line_bytes = line_bytes;
    d->literal_runs = pixel_bytes > 1;
    // 32 tokens of room past a block: a run of literals is stored 32 at a time.
    d->tokens = malloc(sizeof(uint16_t) * (BLOCK_TOKENS + 32));
    return d->tokens != NULL;
}

/// The farthest distance `d` looks back: a band keeps that many bytes before the next byte
/// to code.
static size_t deflater_reach(const deflater *d) { return d->t.distances[d->t.nd - 1]; }

/// Codes the input from `d->i` as far as the bytes [base, avail) at `window` allow: to the
/// end when they are the last, else up to where a whole 258-byte match still fits, so each
/// match is what the whole input in memory would give (the same stream, band by band or
/// not). `window` holds at least `deflater_reach` bytes before `d->i`. `wide` (a constant
/// in each path's copy) measures matches with AVX2.
RC_INLINE void deflater_code(deflater *d, const uint8_t *window, size_t base, size_t avail, int wide) {
    const size_t count = d->count;
    const size_t limit = avail == count ? count : avail >= MAX_MATCH ? avail - MAX_MATCH + 1 : 0;
    size_t i = d->i, ntokens = d->ntokens;
    uint16_t *const tokens = d->tokens;
    const int nd = d->t.nd;
    while (i < limit) {
        // Inside a repeated row's zeros, after a match of 258 at distance 1, the next 258
        // bytes are zeros too: the match at distance 1 is 258 long, the longest there is, so
        // it is the token that measuring would give. A third of a list screen's rows repeat
        // the row above; their tokens go out without reading them (C harness on real failing
        // screens: the actual picture about a tenth faster).
        if (d->repeats && ntokens && tokens[ntokens - 1] == match_token(MAX_MATCH, 0)) {
            const size_t y = i / d->line_bytes, row = y * d->line_bytes, end = row + d->line_bytes;
            if (d->repeats[y] && i >= row + 2 && i + MAX_MATCH <= end) {
                while (i + MAX_MATCH <= end && i < limit) {
                    tokens[ntokens++] = match_token(MAX_MATCH, 0);
                    i += MAX_MATCH;
                    if (ntokens == BLOCK_TOKENS && i < count) {
                        block(&d->w, &d->t, tokens, ntokens, &d->in, d->start, i, 0);
                        ntokens = 0;
                        d->start = i;
                    }
                }
                continue;
            }
        }
        const uint8_t *const p = window + (i - base);
        size_t best = 0;
        int best_kind = 0;
        const size_t max = count - i < MAX_MATCH ? count - i : MAX_MATCH;
        if (max >= MIN_MATCH) {
            const uint32_t here = load32(p);
            // Which distances start with the same 4 bytes, found for all of them before a
            // branch is taken on any: which one matches changes without a pattern from
            // token to token (text, edges), and a branch a distance had been the
            // compressor's costliest (`perf annotate`, C harness on real failing screens).
            unsigned candidates = 0;
            for (int k = 0; k < nd; k++) {
                const size_t dist = d->t.distances[k];
                candidates |= (unsigned)(dist <= i && load32(p - (dist <= i ? dist : 0)) == here) << k;
            }
            while (candidates) {
                const int k = __builtin_ctz(candidates);
                candidates &= candidates - 1;
                const size_t dist = d->t.distances[k];
                size_t length;
#if defined(__x86_64__)
                if (wide) {
                    length = 4 + match_length_avx2(p + 4, p + 4 - dist, max - 4);
                } else
#endif
                {
                    (void)wide;
                    length = 4 + match_length(p + 4, p + 4 - dist, max - 4);
                }
                if (length > best) {
                    best = length;
                    best_kind = k;
                    // No farther distance can be longer, and a tie keeps the nearer.
                    if (best == max) break;
                }
            }
        }
        if (best >= MIN_MATCH) {
            tokens[ntokens++] = match_token(best, best_kind);
            i += best;
        } else {
            tokens[ntokens++] = p[0];
            i++;
#if defined(__x86_64__)
            // The literals after it, found 29 positions at a time (`literal_run_avx2`) and
            // stored 32 at a time: the tokens one by one would give the same, at a branch
            // and three loads each (two thirds of an actual picture's tokens are literals,
            // in runs through text and edges). Only where every distance reaches back and
            // 32 bytes are made; never past `limit` nor a block's end, where one by one
            // would stop too. Not on palette indices (a difference picture), whose literals
            // come one or two at a time: there it was slower (C harness, as above).
            if (wide && d->literal_runs && i >= d->t.distances[nd - 1] && i + 32 <= avail && i < limit) {
                const uint8_t *q = window + (i - base);
                size_t run = literal_run_avx2(q, d->t.distances, nd);
                if (run > limit - i) run = limit - i;
                if (run > BLOCK_TOKENS - ntokens) run = BLOCK_TOKENS - ntokens;
                literal_tokens_avx2(q, tokens + ntokens);
                ntokens += run;
                i += run;
            }
#endif
        }
        if (ntokens == BLOCK_TOKENS && i < count) {
            block(&d->w, &d->t, tokens, ntokens, &d->in, d->start, i, 0);
            ntokens = 0;
            d->start = i;
        }
    }
    d->i = i;
    d->ntokens = ntokens;
}

/// Writes the last block (after the last `deflater_code`) and returns the stream's length.
static size_t deflater_finish(deflater *d) {
    block(&d->w, &d->t, d->tokens, d->ntokens, &d->in, d->start, d->count, 1);
    free(d->tokens);
    return d->w.pos;
}

size_t rc_screen_deflate(const uint8_t *in, size_t count, size_t pixel_bytes, size_t line_bytes, uint8_t *out) {
    deflater d;
    if (!deflater_init(&d, count, pixel_bytes, line_bytes, out, (source){memory_fetch, in})) return 0;
    deflater_code(&d, in, 0, count, 0);
    return deflater_finish(&d);
}

// ---- The PNG image data of `.fastLevel1`, band by band.
//
// The scanlines of a 3x screen are 8.9 MB as RGB. Made whole before (copied, then summed
// for Adler-32, then deflated), they were written to memory once and read back twice from
// beyond the caches. Here each band of scanlines is made, summed and deflated while it is
// in the L2 cache, and the same buffer serves the next band.

/// The bytes of a band: about 40 rows of a 3x screen's RGB, well inside Zen 3's 512 KB L2
/// with the source rows they came from.
enum { BAND_BYTES = 128 * 1024 };

/// A picture's rows as scanlines: what a stored block needs to make its bytes again.
typedef struct {
    const uint8_t *rows;
    size_t row_stride, width, channels, line_bytes;
    const uint8_t *repeats;  // 1 for a row written as Up residuals of the row above
    uint8_t *line;           // room for one scanline and the spare byte of the colour copy
} picture_rows;

/// Copies R, G, B of `pixels` RGBA pixels to `dst` (one byte of room more than 3 * pixels);
/// 0 when one of them is not opaque (dst is then partly written).
RC_INLINE int copy_opaque(const uint8_t *src, size_t pixels, uint8_t *dst) {
    uint32_t all = 0xFF000000u;
    for (size_t x = 0; x < pixels; x++) {
        const uint32_t v = load32(src + x * 4);
        all &= v;
        memcpy(dst + x * 3, &v, 4);
    }
    return (all & 0xFF000000u) == 0xFF000000u;
}

#if defined(__x86_64__)
/// `copy_opaque` eight pixels a step (the AVX2 paths): one 32-byte load, one byte shuffle
/// packing each lane's four pixels into its low 12 bytes, two 16-byte stores 12 bytes apart
/// (each store's last 4 bytes are overwritten by the next, so `dst` needs 8 bytes of room past
/// the row; a band has them); the alpha bytes ANDed on the way. The pixels left over go as
/// `copy_opaque` does them.
RC_TARGET_AVX2 static int copy_opaque_avx2(const uint8_t *src, size_t pixels, uint8_t *dst) {
    const __m256i pack = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1,  //
                                          0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    __m256i all = _mm256_set1_epi32(-1);
    size_t x = 0;
    for (; x + 8 <= pixels; x += 8) {
        const __m256i v = _mm256_loadu_si256((const __m256i *)(src + 4 * x));
        all = _mm256_and_si256(all, v);
        const __m256i packed = _mm256_shuffle_epi8(v, pack);
        _mm_storeu_si128((__m128i *)(dst + 3 * x), _mm256_castsi256_si128(packed));
        _mm_storeu_si128((__m128i *)(dst + 3 * x + 12), _mm256_extracti128_si256(packed, 1));
    }
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
    const int opaque = _mm256_testc_si256(all, alpha);  // every alpha bit set
    return copy_opaque(src + 4 * x, pixels - x, dst + 3 * x) & opaque;
}
#endif

/// Scanline y (its filter byte and row) as it was deflated, into `out`.
static void make_scanline(const picture_rows *r, size_t y, uint8_t *out) {
    const size_t row_bytes = r->line_bytes - 1;
    if (r->repeats[y]) {
        out[0] = 2;
        memset(out + 1, 0, row_bytes);
        return;
    }
    out[0] = 0;
    const uint8_t *src = r->rows + y * r->row_stride;
    if (r->channels == 3) {
        copy_opaque(src, r->width, out + 1);
    } else {
        memcpy(out + 1, src, row_bytes);
    }
}

/// A stored block's bytes, made again from the rows (`fetch_fn`).
static void png_fetch(const void *ctx, size_t start, size_t end, uint8_t *dst) {
    const picture_rows *r = ctx;
    while (start < end) {
        const size_t y = start / r->line_bytes, offset = start % r->line_bytes;
        size_t n = r->line_bytes - offset;
        if (n > end - start) n = end - start;
        make_scanline(r, y, r->line);
        memcpy(dst, r->line + offset, n);
        dst += n;
        start += n;
    }
}

RC_INLINE size_t screen_png_data(const uint8_t *rows, size_t row_stride, size_t width, size_t height, size_t channels,
                                 const uint8_t *known, rc_adler32_fn adler32, uint8_t *out, int *status, int wide) {
    const size_t row_bytes = width * channels, line_bytes = row_bytes + 1, total = line_bytes * height;
    const size_t source_bytes = channels == 1 ? width : width * 4;
    *status = -1;
    uint8_t *repeats = malloc(height ? height : 1);
    uint8_t *line = malloc(line_bytes + 8);
    picture_rows r = {rows, row_stride, width, channels, line_bytes, repeats, line};
    deflater d;
    if (!repeats || !line || !deflater_init(&d, total, channels, line_bytes, out + 2, (source){png_fetch, &r})) {
        free(repeats);
        free(line);
        return 0;
    }
    // A band holds what the compressor still looks back on, up to 257 bytes it could not
    // code yet (a match must fit whole) and the next scanline, with 8 bytes of room for the
    // vector copy's last store.
    d.repeats = repeats;  // the rows of zeros, which the compressor need not measure
    const size_t reach = deflater_reach(&d);
    size_t capacity = BAND_BYTES;
    if (capacity < reach + MAX_MATCH + 2 * line_bytes) capacity = reach + MAX_MATCH + 2 * line_bytes;
    uint8_t *band = malloc(capacity + 8);
    if (!band) {
        free(d.tokens);
        free(repeats);
        free(line);
        return 0;
    }
    size_t base = 0, filled = 0, summed = 0;  // offsets in the whole input: band[0], made, summed
    // The Adler-32: each run of made rows summed in one call (before its band is deflated,
    // or when a repeated row ends it), a repeated row's filter byte and zeros added without
    // reading them. Summing each band whole had read every zero of a list screen's
    // repeated rows (a third to two thirds of its rows) again.
    uint32_t adler = 1;
    const uint8_t *above = NULL;  // the source of the last row written unfiltered
    *status = 0;
    for (size_t y = 0; y < height; y++) {
        if (filled + line_bytes - base > capacity) {
            adler = adler32(adler, band + (summed - base), filled - summed);
            summed = filled;
            deflater_code(&d, band, base, filled, wide);
            // Keep only what the compressor can still reach back to.
            const size_t keep = d.i >= reach ? d.i - reach : 0;
            memmove(band, band + (keep - base), filled - keep);
            base = keep;
        }
        uint8_t *scanline = band + (filled - base);
        const uint8_t *src = rows + y * row_stride;
        // Rows are compared as given (alpha included), so a repeated row is neither copied
        // nor checked again. (Comparing while copying, in one pass, was slower: most rows
        // differ from the row above early, where the comparison stops.) A row `known` from
        // the comparison pass (`rc_row_repeat`) is not compared again, so a repeated row is
        // not read at all. The row `above` equals row y - 1 (it is that row, or the row it
        // repeats), so either test says the same.
        int kind;  // 1: repeats the row above; 2: made; 0: not opaque
        if (above && (known && known[y] != RC_ROW_UNKNOWN ? known[y] == RC_ROW_REPEATS
                                                         : memcmp(src, above, source_bytes) == 0)) {
            kind = 1;
        } else if (channels == 3) {
#if defined(__x86_64__)
            if (wide) {
                kind = copy_opaque_avx2(src, width, scanline + 1) ? 2 : 0;
            } else
#endif
            {
                kind = copy_opaque(src, width, scanline + 1) ? 2 : 0;
            }
        } else {
            memcpy(scanline + 1, src, row_bytes);
            kind = 2;
        }
        if (kind == 0) {
            *status = 1;
            break;
        }
        if (kind == 1) {
            repeats[y] = 1;
            scanline[0] = 2;
            memset(scanline + 1, 0, row_bytes);
            if (filled > summed) adler = adler32(adler, band + (summed - base), filled - summed);
            adler = rc_adler32_filter_and_zeros(adler, 2, row_bytes);
            summed = filled + line_bytes;
        } else {
            repeats[y] = 0;
            above = src;
            scanline[0] = 0;
        }
        filled += line_bytes;
    }
    size_t written = 0;
    if (*status == 0) {
        adler = adler32(adler, band + (summed - base), filled - summed);
        deflater_code(&d, band, base, filled, wide);
        // zlib's header for a 32 KB window at its fastest level (0x78 0x01), the stream, the
        // Adler-32 big-endian.
        out[0] = 0x78;
        out[1] = 0x01;
        written = 2 + deflater_finish(&d);
        for (int k = 0; k < 4; k++) out[written + k] = (uint8_t)(adler >> (24 - 8 * k));
        written += 4;
    } else {
        free(d.tokens);
    }
    free(band);
    free(repeats);
    free(line);
    return written;
}

size_t rc_screen_png_data_bound(size_t width, size_t height, size_t channels) {
    return 2 + rc_screen_deflate_bound((width * channels + 1) * height) + 4;
}

size_t rc__screen_png_data_baseline(const uint8_t *rows, size_t row_stride, size_t width, size_t height,
                                    size_t channels, const uint8_t *repeats, rc_adler32_fn adler32, uint8_t *out,
                                    int *status) {
    return screen_png_data(rows, row_stride, width, height, channels, repeats, adler32, out, status, 0);
}

RC_TARGET_AVX2 size_t rc__screen_png_data_avx2(const uint8_t *rows, size_t row_stride, size_t width, size_t height,
                                               size_t channels, const uint8_t *repeats, rc_adler32_fn adler32,
                                               uint8_t *out, int *status) {
    return screen_png_data(rows, row_stride, width, height, channels, repeats, adler32, out, status, 1);
}

/// The AVX-512 path takes the AVX2 copy: compiled for 512-bit registers, the same C was
/// 2-5 % slower on failing 3x screens (the actual's image data 2.22-2.24 ms against
/// 2.16-2.18, the difference picture's 1.06-1.08 against 1.01-1.03; scripts/failure-kernels,
/// Sapphire Rapids, one core), and 64-byte match measuring gained nothing either.
size_t rc__screen_png_data_avx512(const uint8_t *rows, size_t row_stride, size_t width, size_t height,
                                  size_t channels, const uint8_t *repeats, rc_adler32_fn adler32, uint8_t *out,
                                  int *status) {
    return rc__screen_png_data_avx2(rows, row_stride, width, height, channels, repeats, adler32, out, status);
}
