#include "rc_repeated_rows.h"

// rc_repeated_rows.h says what this writes and why. The symbols of one scanline [2, 0 x n]:
// the literal 2, the literal 0 (the byte before is 2, so nothing matches yet), then the
// other n - 1 zeros as matches at distance 1, 258 bytes each (deflate's longest) and one
// shorter. Distance 1 is distance code 0, which has no extra bits.

enum { LITLEN_SYMBOLS = 286, END_OF_BLOCK = 256, CODE_LENGTH_SYMBOLS = 19, MAX_USED = 12 };

typedef struct {
    uint8_t *out;
    size_t count;
    uint64_t bits;  // pending bits, the oldest in bit 0 (deflate's order)
    int pending;    // how many of `bits` are pending, below 8 between calls
} bit_writer;

static inline void put(bit_writer *w, uint32_t value, int n) {
    w->bits |= (uint64_t)value << w->pending;
    w->pending += n;
    while (w->pending >= 8) {
        w->out[w->count++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->pending -= 8;
    }
}

/// The first length of each of deflate's length codes 257-285 (RFC 1951, 3.2.5).
static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};

/// The index into the tables above for a match of `length` (3-258); 258 gets code 285,
/// which carries no extra bits.
static int length_index(size_t length) {
    int i = 28;
    while (length_base[i] > length) i--;
    return i;
}

/// One scanline's symbols: 0-255 a literal, 257-285 a match at distance 1 whose extra
/// bits are in `extra`.
typedef struct {
    uint16_t symbol[8 + 32];
    uint16_t extra[8 + 32];
    int count;
} row_symbols;

/// The matches of one scanline of `row_bytes` zeros after its filter byte, grouped: every
/// 258-byte match is the same symbol, so a row holds `full` of them between a head
/// (literals 2 and 0) and a tail of at most two symbols.
typedef struct {
    row_symbols head, tail;
    size_t full;
} row_plan;

static void add(row_symbols *s, uint16_t symbol, uint16_t extra) {
    s->symbol[s->count] = symbol;
    s->extra[s->count] = extra;
    s->count++;
}

static void add_match(row_symbols *s, size_t length) {
    int i = length_index(length);
    add(s, (uint16_t)(257 + i), (uint16_t)(length - length_base[i]));
}

static row_plan plan_row(size_t row_bytes) {
    row_plan p = {0};
    add(&p.head, 2, 0);
    if (row_bytes == 0) return p;
    add(&p.head, 0, 0);
    size_t left = row_bytes - 1;  // zeros after the literal one
    // Whole 258s, keeping at least 3 (the shortest match) for the last match unless none is left.
    if (left >= 258) {
        p.full = left / 258;
        left -= p.full * 258;
        if (left > 0 && left < 3) {
            p.full--;
            left += 258;
        }
    }
    if (left > 258) {  // 259 or 260: two matches, each at least 3
        add_match(&p.tail, left - 130);
        left = 130;
    }
    if (left >= 3) {
        add_match(&p.tail, left);
    } else {
        while (left-- > 0) add(&p.tail, 0, 0);
    }
    return p;
}

/// Huffman code lengths (at most `limit` bits) for the `n` symbols of `freq`: 0 for an
/// unused symbol. Few symbols are ever used here (at most `MAX_USED`), so the two lightest
/// nodes are found by scanning; ties go to the earlier node, which keeps it deterministic.
/// Should the tree come out deeper than `limit`, every used symbol gets one of two adjacent
/// lengths instead, a complete code too. One used symbol gets a partner, so that the code is
/// complete (zlib's inflate refuses incomplete codes of more than one code).
static void code_lengths(const uint64_t *freq, int n, int limit, uint8_t *lengths) {
    int used[MAX_USED + 1];
    int k = 0;
    for (int s = 0; s < n; s++) {
        lengths[s] = 0;
        if (freq[s] > 0 && k < MAX_USED) used[k++] = s;
    }
    if (k < 2) used[k++] = used[0] == 0 ? 1 : 0;
    uint64_t weight[2 * MAX_USED];
    int parent[2 * MAX_USED], alive[2 * MAX_USED];
    for (int i = 0; i < k; i++) {
        weight[i] = freq[used[i]];
        alive[i] = 1;
        parent[i] = -1;
    }
    int nodes = k;
    for (int merges = 0; merges < k - 1; merges++) {
        int a = -1, b = -1;
        for (int i = 0; i < nodes; i++) {
            if (!alive[i]) continue;
            if (a < 0 || weight[i] < weight[a]) {
                b = a;
                a = i;
            } else if (b < 0 || weight[i] < weight[b]) {
                b = i;
            }
        }
        weight[nodes] = weight[a] + weight[b];
        alive[nodes] = 1;
        parent[nodes] = -1;
        parent[a] = parent[b] = nodes;
        alive[a] = alive[b] = 0;
        nodes++;
    }
    int deepest = 0;
    for (int i = 0; i < k; i++) {
        int depth = 0;
        for (int j = i; parent[j] >= 0; j = parent[j]) depth++;
        lengths[used[i]] = (uint8_t)depth;
        if (depth > deepest) deepest = depth;
    }
    if (deepest <= limit) return;
    int bits = 1;
    while ((1 << bits) < k) bits++;
    int shorter = (1 << bits) - k;  // this many get bits - 1, the rest bits: Kraft's sum is 1
    for (int i = 0; i < k; i++) lengths[used[i]] = (uint8_t)(i < shorter ? bits - 1 : bits);
}

/// Canonical codes for `lengths` (RFC 1951, 3.2.2), bit-reversed for writing low bit first.
static void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    uint16_t count[16] = {0}, next[16] = {0};
    for (int s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    for (int bits = 1, code = 0; bits < 16; bits++) {
        code = (code + count[bits - 1]) << 1;
        next[bits] = (uint16_t)code;
    }
    for (int s = 0; s < n; s++) {
        int len = lengths[s];
        if (len == 0) continue;
        uint16_t code = next[len]++, reversed = 0;
        for (int i = 0; i < len; i++) reversed |= (uint16_t)(((code >> i) & 1) << (len - 1 - i));
        codes[s] = reversed;
    }
}

static void count_symbols(const row_symbols *s, uint64_t times, uint64_t *freq) {
    for (int i = 0; i < s->count; i++) freq[s->symbol[i]] += times;
}

static void write_symbols(bit_writer *w, const row_symbols *s, const uint8_t *lengths, const uint16_t *codes) {
    for (int i = 0; i < s->count; i++) {
        int symbol = s->symbol[i];
        put(w, codes[symbol], lengths[symbol]);
        if (symbol > END_OF_BLOCK) {
            put(w, s->extra[i], length_extra[symbol - 257]);
            put(w, 0, 1);  // distance code 0 (distance 1): the one-bit code 0
        }
    }
}

size_t rc_deflate_repeated_rows_bound(size_t row_bytes, size_t rows) {
    // The header: 17 bits, 19 x 3 bits, at most 288 code lengths of 7 + 7 bits. A row: at
    // most row_bytes / 258 + 4 symbols of at most 15 + 5 + 1 bits.
    return 600 + rows * ((row_bytes / 258 + 4) * 21 / 8 + 1);
}

size_t rc_deflate_repeated_rows(size_t row_bytes, size_t rows, int lead_bits, uint8_t *out, uint32_t *tail,
                                int *tail_bits) {
    row_plan row = plan_row(row_bytes);
    uint64_t freq[LITLEN_SYMBOLS] = {0};
    count_symbols(&row.head, rows, freq);
    count_symbols(&row.tail, rows, freq);
    freq[285] += (uint64_t)rows * row.full;
    freq[END_OF_BLOCK] = 1;
    uint8_t lengths[LITLEN_SYMBOLS + 2];
    uint16_t codes[LITLEN_SYMBOLS];
    code_lengths(freq, LITLEN_SYMBOLS, 15, lengths);
    canonical_codes(lengths, LITLEN_SYMBOLS, codes);
    int litlen_count = LITLEN_SYMBOLS;
    while (lengths[litlen_count - 1] == 0) litlen_count--;  // at least 257: 256 is used
    // Two distance codes of one bit each, a complete code of which only code 0 is used.
    lengths[litlen_count] = lengths[litlen_count + 1] = 1;
    int all = litlen_count + 2;

    // The code lengths, run-length coded with 16 (repeat the last 3-6 times), 17 (3-10
    // zeros) and 18 (11-138 zeros).
    uint8_t cl_symbol[LITLEN_SYMBOLS + 2], cl_extra[LITLEN_SYMBOLS + 2];
    int cl_count = 0;
    for (int i = 0; i < all;) {
        int value = lengths[i], run = 1;
        while (i + run < all && lengths[i + run] == value) run++;
        i += run;
        if (value == 0) {
            for (; run >= 11; run -= run < 138 ? run : 138) {
                cl_symbol[cl_count] = 18;
                cl_extra[cl_count++] = (uint8_t)((run < 138 ? run : 138) - 11);
            }
            if (run >= 3) {
                cl_symbol[cl_count] = 17;
                cl_extra[cl_count++] = (uint8_t)(run - 3);
                run = 0;
            }
        } else {
            cl_symbol[cl_count] = (uint8_t)value;
            cl_extra[cl_count++] = 0;
            for (run--; run >= 3; run -= run < 6 ? run : 6) {
                cl_symbol[cl_count] = 16;
                cl_extra[cl_count++] = (uint8_t)((run < 6 ? run : 6) - 3);
            }
        }
        for (; run > 0; run--) {
            cl_symbol[cl_count] = (uint8_t)value;
            cl_extra[cl_count++] = 0;
        }
    }
    uint64_t cl_freq[CODE_LENGTH_SYMBOLS] = {0};
    for (int i = 0; i < cl_count; i++) cl_freq[cl_symbol[i]]++;
    uint8_t cl_lengths[CODE_LENGTH_SYMBOLS];
    uint16_t cl_codes[CODE_LENGTH_SYMBOLS];
    code_lengths(cl_freq, CODE_LENGTH_SYMBOLS, 7, cl_lengths);
    canonical_codes(cl_lengths, CODE_LENGTH_SYMBOLS, cl_codes);
    static const uint8_t cl_order[CODE_LENGTH_SYMBOLS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    int hclen = CODE_LENGTH_SYMBOLS;
    while (hclen > 4 && cl_lengths[cl_order[hclen - 1]] == 0) hclen--;

    bit_writer w = {out, 0, 0, lead_bits & 7};  // the lead bits stay zero: they are the caller's
    put(&w, 0, 1);  // not the final block
    put(&w, 2, 2);  // dynamic Huffman codes
    put(&w, (uint32_t)(litlen_count - 257), 5);
    put(&w, 1, 5);  // two distance codes
    put(&w, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put(&w, cl_lengths[cl_order[i]], 3);
    static const uint8_t cl_extra_bits[3] = {2, 3, 7};
    for (int i = 0; i < cl_count; i++) {
        put(&w, cl_codes[cl_symbol[i]], cl_lengths[cl_symbol[i]]);
        if (cl_symbol[i] >= 16) put(&w, cl_extra[i], cl_extra_bits[cl_symbol[i] - 16]);
    }

    for (size_t y = 0; y < rows; y++) {
        write_symbols(&w, &row.head, lengths, codes);
        for (size_t m = 0; m < row.full; m++) {
            put(&w, codes[285], lengths[285]);
            put(&w, 0, 1);
        }
        write_symbols(&w, &row.tail, lengths, codes);
    }
    put(&w, codes[END_OF_BLOCK], lengths[END_OF_BLOCK]);
    *tail = (uint32_t)w.bits;
    *tail_bits = w.pending;
    return w.count;
}
