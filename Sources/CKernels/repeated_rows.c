#include "rc_repeated_rows.h"

#include "deflate_parts.h"

// rc_repeated_rows.h says what this writes and why. The symbols of one scanline [2, 0 x n]:
// the literal 2, the literal 0 (the byte before is 2, so nothing matches yet), then the
// other n - 1 zeros as matches at distance 1, 258 bytes each (deflate's longest) and one
// shorter. Distance 1 is distance code 0, which has no extra bits.

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
    const int c = length_code(length);
    add(s, (uint16_t)(257 + c), (uint16_t)(length - length_base[c]));
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

static void count_symbols(const row_symbols *s, size_t times, uint32_t *freq) {
    for (int i = 0; i < s->count; i++) freq[s->symbol[i]] += (uint32_t)times;
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
    // 32 bits are enough: each symbol codes a byte at least, and the run's bytes are fewer
    // than 2^32 (rc_repeated_rows.h).
    uint32_t freq[LITLEN_CODES] = {0};
    count_symbols(&row.head, rows, freq);
    count_symbols(&row.tail, rows, freq);
    freq[285] += (uint32_t)(rows * row.full);
    freq[END_OF_BLOCK] = 1;
    uint8_t lengths[LITLEN_CODES];
    uint16_t codes[LITLEN_CODES];
    code_lengths(freq, LITLEN_CODES, MAX_CODE_BITS, lengths);  // 2 and 256 are used: two or more
    canonical_codes(lengths, LITLEN_CODES, codes);
    // Two distance codes of one bit each, a complete code of which only code 0 is used.
    const uint8_t dist_lengths[DIST_CODES] = {1, 1};
    dynamic_header header;
    dynamic_header_plan(&header, lengths, dist_lengths);

    bit_writer w = {out, 0, 0, lead_bits & 7};  // the lead bits stay zero: they are the caller's
    dynamic_header_write(&w, &header, 0);  // not the final block
    for (size_t y = 0; y < rows; y++) {
        write_symbols(&w, &row.head, lengths, codes);
        for (size_t m = 0; m < row.full; m++) {
            put(&w, codes[285], lengths[285]);
            put(&w, 0, 1);
        }
        write_symbols(&w, &row.tail, lengths, codes);
    }
    put(&w, codes[END_OF_BLOCK], lengths[END_OF_BLOCK]);
    put_whole_bytes(&w);
    *tail = (uint32_t)w.bits;
    *tail_bits = w.count;
    return w.pos;
}
