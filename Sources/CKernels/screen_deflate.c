// rc_screen_deflate (rc_screen_deflate.h): a greedy deflate compressor that looks for
// matches at three distances only. What it writes is plain RFC 1951, read by any inflater
// (zlib, libdeflate, libpng, browsers); the tests decode it with two of them.

#include "rc_screen_deflate.h"

#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__)
#include <emmintrin.h>
#endif

enum {
    LITLEN_CODES = 286,
    DIST_CODES = 30,
    LENGTH_CODES = 19,
    MAX_CODE_BITS = 15,
    MAX_LENGTH_CODE_BITS = 7,
    MIN_MATCH = 4,  // a 3-byte match rarely codes shorter than its three literals
    MAX_MATCH = 258,
    MAX_DISTANCE = 32768,
    BLOCK_TOKENS = 1 << 16,
    STORED_MAX = 65535,
};

/// Length symbol c (257 + c) codes lengths lbase[c] ... with lextra[c] extra bits.
static const uint16_t lbase[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                   31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t lextra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
/// The order in which a dynamic block gives the code lengths of the code-length alphabet.
static const uint8_t length_order[LENGTH_CODES] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

static int dist_code(uint32_t d) {
    if (d <= 4) return (int)d - 1;
    const int b = 31 - __builtin_clz(d - 1);
    return 2 * b + (int)(((d - 1) >> (b - 1)) & 1);
}
static int dist_extra(int code) { return code < 4 ? 0 : code / 2 - 1; }
static uint32_t dist_base(int code) {
    if (code < 4) return (uint32_t)code + 1;
    const int e = dist_extra(code);
    return (1u << (e + 1)) + 1 + ((uint32_t)(code & 1) << e);
}

/// Bits out, least significant first, as deflate packs them.
typedef struct {
    uint8_t *out;
    size_t pos;
    uint64_t bits;
    int count;
} bit_writer;

static inline void put(bit_writer *w, uint32_t value, int n) {
    w->bits |= (uint64_t)value << w->count;
    w->count += n;
    if (w->count >= 32) {
        const uint32_t v = (uint32_t)w->bits;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        memcpy(w->out + w->pos, &v, 4);  // one store: the word's bytes are already in order
#else
        w->out[w->pos] = (uint8_t)v;
        w->out[w->pos + 1] = (uint8_t)(v >> 8);
        w->out[w->pos + 2] = (uint8_t)(v >> 16);
        w->out[w->pos + 3] = (uint8_t)(v >> 24);
#endif
        w->pos += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

/// Pads with zero bits to the next byte and writes out what is pending.
static void align(bit_writer *w) {
    while (w->count > 0) {
        w->out[w->pos++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count -= 8;
    }
    w->bits = 0;
    w->count = 0;
}

/// Code lengths in place of the ascending weights `a[0..<n]` (n >= 2): Moffat and
/// Katajainen's in-place minimum-redundancy algorithm; a[0], the lightest, gets the longest.
static void minimum_redundancy(uint32_t *a, int n) {
    int root = 0, leaf = 2, next;
    a[0] += a[1];
    for (next = 1; next < n - 1; next++) {
        if (leaf >= n || a[root] < a[leaf]) {
            a[next] = a[root];
            a[root++] = (uint32_t)next;
        } else {
            a[next] = a[leaf++];
        }
        if (leaf >= n || (root < next && a[root] < a[leaf])) {
            a[next] += a[root];
            a[root++] = (uint32_t)next;
        } else {
            a[next] += a[leaf++];
        }
    }
    a[n - 2] = 0;
    for (next = n - 3; next >= 0; next--) a[next] = a[a[next]] + 1;
    int avail = 1, used = 0, depth = 0;
    root = n - 2;
    next = n - 1;
    while (avail > 0) {
        while (root >= 0 && a[root] == (uint32_t)depth) {
            used++;
            root--;
        }
        while (avail > used) {
            a[next--] = (uint32_t)depth;
            avail--;
        }
        avail = 2 * used;
        depth++;
        used = 0;
    }
}

/// Huffman code lengths of at most `limit` bits for the `n` symbols of `freq`: 0 for an
/// unused symbol, a complete code when two or more are used.
static void code_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths) {
    int symbols[LITLEN_CODES];
    uint32_t a[LITLEN_CODES];
    int m = 0;
    for (int s = 0; s < n; s++) {
        lengths[s] = 0;
        if (freq[s]) symbols[m++] = s;
    }
    if (m == 0) return;
    if (m == 1) {
        lengths[symbols[0]] = 1;
        return;
    }
    // By weight, then by symbol, so equal weights always come out the same (insertion
    // sort: at most 286 symbols, mostly in order already).
    for (int i = 1; i < m; i++) {
        const int s = symbols[i];
        int j = i - 1;
        while (j >= 0 && freq[symbols[j]] > freq[s]) {
            symbols[j + 1] = symbols[j];
            j--;
        }
        symbols[j + 1] = s;
    }
    for (int i = 0; i < m; i++) a[i] = freq[symbols[i]];
    minimum_redundancy(a, m);
    // Lengths over the limit are cut to it, then codes are moved one level down until the
    // code is complete again (each step takes one code of the longest length out and
    // splits a shorter one in two), as zlib and miniz do.
    int count[LITLEN_CODES + 1] = {0};
    for (int i = 0; i < m; i++) count[a[i] > (uint32_t)limit ? limit : (int)a[i]]++;
    uint32_t total = 0;
    for (int len = 1; len <= limit; len++) total += (uint32_t)count[len] << (limit - len);
    while (total > (1u << limit)) {
        count[limit]--;
        for (int len = limit - 1; len > 0; len--) {
            if (count[len]) {
                count[len]--;
                count[len + 1] += 2;
                break;
            }
        }
        total--;
    }
    int i = 0;
    for (int len = limit; len >= 1; len--) {
        for (int k = 0; k < count[len]; k++) lengths[symbols[i++]] = (uint8_t)len;
    }
}

/// Canonical codes for `lengths` (RFC 1951 3.2.2), bit-reversed for writing LSB first.
static void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    int count[MAX_CODE_BITS + 1] = {0};
    for (int s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    uint32_t next[MAX_CODE_BITS + 2] = {0};
    uint32_t code = 0;
    for (int bits = 1; bits <= MAX_CODE_BITS; bits++) {
        code = (code + (uint32_t)count[bits - 1]) << 1;
        next[bits] = code;
    }
    for (int s = 0; s < n; s++) {
        const int len = lengths[s];
        codes[s] = 0;
        if (!len) continue;
        uint32_t c = next[len]++, r = 0;
        for (int b = 0; b < len; b++, c >>= 1) r = (r << 1) | (c & 1);
        codes[s] = (uint16_t)r;
    }
}

/// A token: a literal byte (below 256), or 1 << 31 | length << 15 | (distance - 1).
static inline uint32_t match_token(size_t length, size_t distance) {
    return 1u << 31 | (uint32_t)length << 15 | (uint32_t)(distance - 1);
}

typedef struct {
    uint8_t length_code[MAX_MATCH + 1];  // length -> index into lbase
} tables;

/// Makes sure a code has two symbols at least: inflaters disagree about codes of one.
static void at_least_two(uint32_t *freq, int n) {
    int used = 0;
    for (int s = 0; s < n; s++) used += freq[s] != 0;
    for (int s = 0; used < 2 && s < n; s++) {
        if (!freq[s]) {
            freq[s] = 1;
            used++;
        }
    }
}

/// Writes the bytes in[start..<end] as stored blocks (at most 65535 bytes each).
static void stored_blocks(bit_writer *w, const uint8_t *in, size_t start, size_t end, int final) {
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
        memcpy(w->out + w->pos, in + pos, n);
        w->pos += n;
        pos += n;
    } while (pos < end);
}

/// One block of `ntokens` tokens covering in[start..<end]: dynamic Huffman codes, or stored
/// when that is no larger.
static void block(bit_writer *w, const tables *t, const uint32_t *tokens, size_t ntokens, const uint8_t *in,
                  size_t start, size_t end, int final) {
    uint32_t lf[LITLEN_CODES] = {0}, df[DIST_CODES] = {0};
    for (size_t k = 0; k < ntokens; k++) {
        const uint32_t tok = tokens[k];
        if (tok >> 31) {
            lf[257 + t->length_code[(tok >> 15) & 0x1FF]]++;
            df[dist_code((tok & 0x7FFF) + 1)]++;
        } else {
            lf[tok]++;
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
    for (int s = 0; s < LITLEN_CODES; s++) bits += (uint64_t)lf[s] * (ll[s] + (s > 256 ? lextra[s - 257] : 0));
    for (int c = 0; c < DIST_CODES; c++) bits += (uint64_t)df[c] * (dl[c] + dist_extra(c));

    int hlit = LITLEN_CODES, hdist = DIST_CODES;
    while (hlit > 257 && !ll[hlit - 1]) hlit--;
    while (hdist > 1 && !dl[hdist - 1]) hdist--;
    uint8_t all[LITLEN_CODES + DIST_CODES];
    memcpy(all, ll, (size_t)hlit);
    memcpy(all + hlit, dl, (size_t)hdist);
    const int nall = hlit + hdist;
    // The lengths run-length coded: 16 repeats the previous 3-6 times, 17 and 18 give
    // 3-10 and 11-138 zeros.
    uint8_t rsym[LITLEN_CODES + DIST_CODES], rextra[LITLEN_CODES + DIST_CODES];
    int nr = 0;
    for (int i = 0; i < nall;) {
        const uint8_t v = all[i];
        int run = 1;
        while (i + run < nall && all[i + run] == v) run++;
        i += run;
        if (v == 0) {
            while (run >= 11) {
                const int r = run > 138 ? 138 : run;
                rsym[nr] = 18, rextra[nr++] = (uint8_t)(r - 11);
                run -= r;
            }
            if (run >= 3) {
                rsym[nr] = 17, rextra[nr++] = (uint8_t)(run - 3);
                run = 0;
            }
        } else {
            rsym[nr] = v, rextra[nr++] = 0;
            run--;
            while (run >= 3) {
                const int r = run > 6 ? 6 : run;
                rsym[nr] = 16, rextra[nr++] = (uint8_t)(r - 3);
                run -= r;
            }
        }
        while (run-- > 0) rsym[nr] = v, rextra[nr++] = 0;
    }
    uint32_t cf[LENGTH_CODES] = {0};
    for (int k = 0; k < nr; k++) cf[rsym[k]]++;
    at_least_two(cf, LENGTH_CODES);
    uint8_t cl[LENGTH_CODES];
    code_lengths(cf, LENGTH_CODES, MAX_LENGTH_CODE_BITS, cl);
    int hclen = LENGTH_CODES;
    while (hclen > 4 && !cl[length_order[hclen - 1]]) hclen--;
    bits += 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
    for (int k = 0; k < nr; k++) {
        const int s = rsym[k];
        bits += cl[s] + (s == 16 ? 2 : s == 17 ? 3 : s == 18 ? 7 : 0);
    }

    // Stored: per block of 65535 bytes, 3 header bits padded to a byte (at least 8 bits
    // in all when it starts on a byte) and 4 bytes of lengths.
    const size_t len = end - start;
    const uint64_t stored = (uint64_t)(len / STORED_MAX + 1) * 40 + 8 * (uint64_t)len;
    if (bits >= stored) {
        stored_blocks(w, in, start, end, final);
        return;
    }

    uint16_t lcode[LITLEN_CODES], dcode[DIST_CODES], ccode[LENGTH_CODES];
    canonical_codes(ll, LITLEN_CODES, lcode);
    canonical_codes(dl, DIST_CODES, dcode);
    canonical_codes(cl, LENGTH_CODES, ccode);
    put(w, final ? 1 : 0, 1);
    put(w, 2, 2);
    put(w, (uint32_t)(hlit - 257), 5);
    put(w, (uint32_t)(hdist - 1), 5);
    put(w, (uint32_t)(hclen - 4), 4);
    for (int k = 0; k < hclen; k++) put(w, cl[length_order[k]], 3);
    for (int k = 0; k < nr; k++) {
        const int s = rsym[k];
        put(w, ccode[s], cl[s]);
        if (s >= 16) put(w, rextra[k], s == 16 ? 2 : s == 17 ? 3 : 7);
    }
    for (size_t k = 0; k < ntokens; k++) {
        const uint32_t tok = tokens[k];
        if (!(tok >> 31)) {
            put(w, lcode[tok], ll[tok]);
            continue;
        }
        const uint32_t length = (tok >> 15) & 0x1FF, distance = (tok & 0x7FFF) + 1;
        // A code and its extra bits in one put (at most 20 bits, then at most 28): the extra
        // bits follow the code, as writing them after it would place them.
        const int c = t->length_code[length];
        put(w, lcode[257 + c] | (length - lbase[c]) << ll[257 + c], ll[257 + c] + lextra[c]);
        const int dc = dist_code(distance);
        put(w, dcode[dc] | (distance - dist_base(dc)) << dl[dc], dl[dc] + dist_extra(dc));
    }
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

size_t rc_screen_deflate_bound(size_t count) { return count + count / 4096 + 64; }

size_t rc_screen_deflate(const uint8_t *in, size_t count, size_t pixel_bytes, size_t line_bytes, uint8_t *out) {
    tables t;
    for (int c = 0; c < 28; c++) {
        for (uint32_t l = lbase[c]; l < (uint32_t)lbase[c] + (1u << lextra[c]) && l < MAX_MATCH; l++) {
            t.length_code[l] = (uint8_t)c;
        }
    }
    t.length_code[MAX_MATCH] = 28;
    // The distances tried, nearest first (a longer match wins; a tie keeps the nearer).
    size_t distances[3];
    int nd = 0;
    distances[nd++] = 1;
    if (pixel_bytes > 1 && pixel_bytes <= 8) distances[nd++] = pixel_bytes;
    if (line_bytes > 1 && line_bytes <= MAX_DISTANCE && line_bytes != pixel_bytes) distances[nd++] = line_bytes;

    uint32_t *tokens = malloc(sizeof(uint32_t) * BLOCK_TOKENS);
    if (!tokens) return 0;
    bit_writer w = {out, 0, 0, 0};
    size_t ntokens = 0, start = 0, i = 0;
    while (i < count) {
        size_t best = 0, best_distance = 0;
        const size_t max = count - i < MAX_MATCH ? count - i : MAX_MATCH;
        if (max >= MIN_MATCH) {
            const uint32_t here = load32(in + i);
            for (int k = 0; k < nd; k++) {
                const size_t d = distances[k];
                if (d > i || load32(in + i - d) != here) continue;
                const size_t length = 4 + match_length(in + i + 4, in + i + 4 - d, max - 4);
                if (length > best) {
                    best = length;
                    best_distance = d;
                    // No farther distance can be longer, and a tie keeps the nearer.
                    if (best == max) break;
                }
            }
        }
        if (best >= MIN_MATCH) {
            tokens[ntokens++] = match_token(best, best_distance);
            i += best;
        } else {
            tokens[ntokens++] = in[i++];
        }
        if (ntokens == BLOCK_TOKENS && i < count) {
            block(&w, &t, tokens, ntokens, in, start, i, 0);
            ntokens = 0;
            start = i;
        }
    }
    block(&w, &t, tokens, ntokens, in, start, count, 1);
    free(tokens);
    return w.pos;
}
