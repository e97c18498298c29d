// Internal to CKernels (not in include/, so Swift never sees it): the pieces of deflate
// (RFC 1951) that both of the package's own block writers are made of, the compressor of
// `.fastLevel1` (screen_deflate.c) and the block of repeated rows (repeated_rows.c): the
// bit writer, the tables of the length and distance codes, Huffman code lengths and their
// canonical codes, and a dynamic block's header. Each writer's bytes are part of recorded
// references, so a change here changes both or neither: the tests pin both.
#ifndef RENDER_CELLS_DEFLATE_PARTS_H
#define RENDER_CELLS_DEFLATE_PARTS_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>

enum {
    LITLEN_CODES = 286,      // 256 literals, the end of a block and 29 length codes
    END_OF_BLOCK = 256,
    DIST_CODES = 30,
    CODE_LENGTH_CODES = 19,  // the alphabet in which a dynamic block gives its code lengths
    MAX_CODE_BITS = 15,
    MAX_CODE_LENGTH_BITS = 7,
    MAX_MATCH = 258,
    MAX_DISTANCE = 32768,
};

/// Bits out, least significant first, as deflate packs them. A word of 32 bits goes out as
/// soon as it is whole (one store), so fewer than 32 bits wait between calls.
typedef struct {
    uint8_t *out;
    size_t pos;     // the bytes written to `out`
    uint64_t bits;  // the waiting bits, the oldest in bit 0
    int count;      // how many of `bits` wait
} bit_writer;

/// Appends the `n` (at most 32) low bits of `value`, whose bits above them are zero.
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

/// Writes out the waiting bits that make whole bytes, so that fewer than 8 wait.
static inline void put_whole_bytes(bit_writer *w) {
    while (w->count >= 8) {
        w->out[w->pos++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count -= 8;
    }
}

/// Pads with zero bits to the next byte and writes out what is pending.
static inline void align(bit_writer *w) {
    while (w->count > 0) {
        w->out[w->pos++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count -= 8;
    }
    w->bits = 0;
    w->count = 0;
}

/// Length code c (symbol 257 + c) codes the lengths length_base[c] ... with
/// length_extra[c] extra bits (RFC 1951, 3.2.5).
static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};

/// The length code (0-28, symbol 257 + it) of a match of `length` (3-258). 258 gets code
/// 28, which carries no extra bits, rather than code 27 with all five extra bits set.
static inline int length_code(size_t length) {
    int c = 28;
    while (length_base[c] > length) c--;
    return c;
}

/// The distance code (0-29) of distance `d` (1-32768).
static inline int dist_code(uint32_t d) {
    if (d <= 4) return (int)d - 1;
    const int b = 31 - __builtin_clz(d - 1);
    return 2 * b + (int)(((d - 1) >> (b - 1)) & 1);
}
static inline int dist_extra(int code) { return code < 4 ? 0 : code / 2 - 1; }
static inline uint32_t dist_base(int code) {
    if (code < 4) return (uint32_t)code + 1;
    const int e = dist_extra(code);
    return (1u << (e + 1)) + 1 + ((uint32_t)(code & 1) << e);
}

/// Code lengths in place of the ascending weights `a[0..<n]` (n >= 2): Moffat and
/// Katajainen's in-place minimum-redundancy algorithm; a[0], the lightest, gets the longest.
static inline void minimum_redundancy(uint32_t *a, int n) {
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

/// Huffman code lengths of at most `limit` bits for the `n` (at most 286) symbols of
/// `freq`: 0 for an unused symbol, a complete code when two or more are used. The weights
/// must sum to less than 2^32.
///
/// The one algorithm of both writers. The block of repeated rows had its own, simpler one
/// (the two lightest nodes found by scanning, ties to the earlier; past the limit, flat
/// lengths; at most 12 symbols), which gives other lengths than this one where a tree
/// outgrows the limit, so it could not serve `.fastLevel1`. The other way round it gives
/// the same lengths: that block codes at most 6 literal/length symbols (a tree at most 5
/// deep) and at most 9 code-length symbols from about 30 run-length symbols (a tree 8 deep
/// takes weights summing to 55 at least), so no limit is reached; and both build Huffman's
/// tree with the same ties (the lighter first, then the lower symbol, a symbol before a
/// merged node), in which a lighter symbol is never the shallower. Its bytes compared with
/// the old block's: every row length to 70,000 bytes (runs of 1-40 rows to 3,000 bytes,
/// 1-100 beyond, a million on chosen lengths), every lead bit: the same.
static inline void code_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths) {
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

/// Makes sure a code has two symbols at least, giving the first unused symbols a weight of
/// 1: inflaters disagree about codes of one (zlib's refuses an incomplete code of more).
static inline void at_least_two(uint32_t *freq, int n) {
    int used = 0;
    for (int s = 0; s < n; s++) used += freq[s] != 0;
    for (int s = 0; used < 2 && s < n; s++) {
        if (!freq[s]) {
            freq[s] = 1;
            used++;
        }
    }
}

/// Canonical codes for `lengths` (RFC 1951, 3.2.2), bit-reversed for writing low bit first;
/// 0 for an unused symbol.
static inline void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
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

/// The order in which a dynamic block gives the code lengths of the code-length alphabet.
static const uint8_t code_length_order[CODE_LENGTH_CODES] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5,
                                                             11, 4,  12, 3, 13, 2, 14, 1, 15};

/// The extra bits of code-length symbols 16 (repeat the last length 3-6 times), 17 (3-10
/// zeros) and 18 (11-138 zeros).
static const uint8_t code_length_repeat_extra[3] = {2, 3, 7};

/// A dynamic block's header (RFC 1951, 3.2.7) before it is written: how many literal/length
/// and distance code lengths it gives, those lengths run-length coded, and the code of the
/// run-length symbols.
typedef struct {
    int hlit, hdist, hclen;  // the numbers of lengths given (257-286, 1-30, 4-19)
    int count;               // run-length symbols
    uint8_t symbol[LITLEN_CODES + DIST_CODES], extra[LITLEN_CODES + DIST_CODES];
    uint8_t lengths[CODE_LENGTH_CODES];  // the code-length code's own lengths
} dynamic_header;

/// The header of a block whose literal/length codes have the lengths `litlen`
/// (LITLEN_CODES of them, END_OF_BLOCK's not 0) and whose distance codes have `dist`
/// (DIST_CODES): the trailing unused lengths dropped, the rest run-length coded.
static inline void dynamic_header_plan(dynamic_header *h, const uint8_t *litlen, const uint8_t *dist) {
    int hlit = LITLEN_CODES, hdist = DIST_CODES;
    while (hlit > 257 && !litlen[hlit - 1]) hlit--;
    while (hdist > 1 && !dist[hdist - 1]) hdist--;
    uint8_t all[LITLEN_CODES + DIST_CODES];
    memcpy(all, litlen, (size_t)hlit);
    memcpy(all + hlit, dist, (size_t)hdist);
    const int nall = hlit + hdist;
    int nr = 0;
    for (int i = 0; i < nall;) {
        const uint8_t v = all[i];
        int run = 1;
        while (i + run < nall && all[i + run] == v) run++;
        i += run;
        if (v == 0) {
            while (run >= 11) {
                const int r = run > 138 ? 138 : run;
                h->symbol[nr] = 18, h->extra[nr++] = (uint8_t)(r - 11);
                run -= r;
            }
            if (run >= 3) {
                h->symbol[nr] = 17, h->extra[nr++] = (uint8_t)(run - 3);
                run = 0;
            }
        } else {
            h->symbol[nr] = v, h->extra[nr++] = 0;
            run--;
            while (run >= 3) {
                const int r = run > 6 ? 6 : run;
                h->symbol[nr] = 16, h->extra[nr++] = (uint8_t)(r - 3);
                run -= r;
            }
        }
        while (run-- > 0) h->symbol[nr] = v, h->extra[nr++] = 0;
    }
    uint32_t freq[CODE_LENGTH_CODES] = {0};
    for (int k = 0; k < nr; k++) freq[h->symbol[k]]++;
    at_least_two(freq, CODE_LENGTH_CODES);
    code_lengths(freq, CODE_LENGTH_CODES, MAX_CODE_LENGTH_BITS, h->lengths);
    int hclen = CODE_LENGTH_CODES;
    while (hclen > 4 && !h->lengths[code_length_order[hclen - 1]]) hclen--;
    h->hlit = hlit;
    h->hdist = hdist;
    h->hclen = hclen;
    h->count = nr;
}

/// The bits `dynamic_header_write` writes.
static inline uint64_t dynamic_header_bits(const dynamic_header *h) {
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)h->hclen;
    for (int k = 0; k < h->count; k++) {
        const int s = h->symbol[k];
        bits += h->lengths[s] + (s >= 16 ? code_length_repeat_extra[s - 16] : 0);
    }
    return bits;
}

/// Writes the block's first three bits (`final`, then dynamic codes) and the header.
static inline void dynamic_header_write(bit_writer *w, const dynamic_header *h, int final) {
    uint16_t codes[CODE_LENGTH_CODES];
    canonical_codes(h->lengths, CODE_LENGTH_CODES, codes);
    put(w, final ? 1 : 0, 1);
    put(w, 2, 2);
    put(w, (uint32_t)(h->hlit - 257), 5);
    put(w, (uint32_t)(h->hdist - 1), 5);
    put(w, (uint32_t)(h->hclen - 4), 4);
    for (int k = 0; k < h->hclen; k++) put(w, h->lengths[code_length_order[k]], 3);
    for (int k = 0; k < h->count; k++) {
        const int s = h->symbol[k];
        put(w, codes[s], h->lengths[s]);
        if (s >= 16) put(w, h->extra[k], code_length_repeat_extra[s - 16]);
    }
}

#endif
