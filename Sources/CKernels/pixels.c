// Whole-picture loops that a snapshot test runs on every picture: premultiplying a decoded
// reference, comparing it with the render, the PNG encoder's row planning and filtering,
// and on a failure the difference and three-pane pictures; and SHA-256 over font files.
//
// Why C: `swift test` builds unoptimised (-Onone) by default, and there a Swift loop over
// bytes is a chain of calls per byte (bounds and overflow checks, generic arithmetic, array
// retains): measured in the sample package (examples/snapshot-package, scripts/bench-debug),
// a failing snapshot took 343 ms of CPU in debug against 32 ms in release, nearly all of it
// in these loops; with them in C, 36 ms against 22 (docs/debug-builds.md has the table).
// C at -O0 stays within about 5x of -O2. The arithmetic is the Swift
// code's, operation for operation; RasterTests keep the Swift versions as oracles and
// compare on seeded random pictures.
#include "paths.h"
#include "difference.h"

#include <string.h>

void rc_premultiply(uint8_t *p, size_t pixels) {
    for (size_t i = 0; i < pixels; i++, p += 4) {
        const uint32_t a = p[3];
        if (a == 255) continue;
        for (int c = 0; c < 3; c++) {
            // round(c * a / 255), exact for 0...65535 (Blinn).
            const uint32_t t = (uint32_t)p[c] * a + 128;
            p[c] = (uint8_t)((t + (t >> 8)) >> 8);
        }
    }
}

void rc_unpremultiply(const uint8_t *src, uint8_t *dst, size_t pixels) {
    for (size_t i = 0; i < pixels; i++, src += 4, dst += 4) {
        const uint32_t a = src[3];
        if (a == 255) {
            memmove(dst, src, 4);
        } else if (a == 0) {
            dst[0] = 0; dst[1] = 0; dst[2] = 0; dst[3] = 0;
        } else {
            for (int c = 0; c < 3; c++) {
                const uint32_t v = ((uint32_t)src[c] * 255 + a / 2) / a;
                dst[c] = (uint8_t)(v > 255 ? 255 : v);
            }
            dst[3] = (uint8_t)a;
        }
    }
}

static inline uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

int rc_all_opaque(const uint8_t *p, size_t pixels) {
    // Whole pixels ANDed, the alpha byte looked at once: clang vectorizes this at -O2,
    // where a loop over alpha bytes 4 apart stayed scalar (L2png 2.6 % slower, measured).
    uint32_t all = 0xFF000000u;
    for (size_t i = 0; i < pixels; i++) all &= load32(p + i * 4);
    return (all & 0xFF000000u) == 0xFF000000u;
}

int rc_is_premultiplied(const uint8_t *p, size_t pixels) {
    for (size_t i = 0; i < pixels; i++, p += 4) {
        if (p[0] > p[3] || p[1] > p[3] || p[2] > p[3]) return 0;
    }
    return 1;
}

// The PNG encoder's row work (planning, filtering, choosing a filter) is written once and
// compiled once per vector path (RC_STAMP); dispatch.c calls the copy for the chosen path.
RC_INLINE size_t count_changes(const uint8_t *row, size_t count, uint32_t mask) {
    size_t changes = 0;
    for (size_t x = 1; x < count; x++) changes += ((load32(row + x * 4) ^ load32(row + x * 4 - 4)) & mask) != 0;
    return changes;
}

RC_STAMP(size_t, count_changes, (const uint8_t *row, size_t count, uint32_t mask), (row, count, mask))

void rc_copy_colour_bytes(const uint8_t *src, size_t pixels, uint8_t *dst) {
    // One unaligned 4-byte store a pixel, its last byte overwritten by the next pixel's.
    for (size_t x = 0; x < pixels; x++) memcpy(dst + x * 3, src + x * 4, 4);
}

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    const int p = (int)a + (int)b - (int)c;
    const int pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p;
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

RC_INLINE void png_filter(int type, const uint8_t *row, const uint8_t *prev, size_t count, size_t bpp, uint8_t *out) {
    const size_t head = bpp < count ? bpp : count;
    switch (type) {
    case 1:  // Sub
        for (size_t i = 0; i < head; i++) out[i] = row[i];
        for (size_t i = head; i < count; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case 2:  // Up
        for (size_t i = 0; i < count; i++) out[i] = (uint8_t)(row[i] - prev[i]);
        break;
    case 3:  // Average
        for (size_t i = 0; i < head; i++) out[i] = (uint8_t)(row[i] - (prev[i] >> 1));
        for (size_t i = head; i < count; i++) out[i] = (uint8_t)(row[i] - (((unsigned)row[i - bpp] + prev[i]) >> 1));
        break;
    case 4:  // Paeth; with no left neighbour it predicts from the byte above
        for (size_t i = 0; i < head; i++) out[i] = (uint8_t)(row[i] - prev[i]);
        for (size_t i = head; i < count; i++) out[i] = (uint8_t)(row[i] - paeth(row[i - bpp], prev[i], prev[i - bpp]));
        break;
    default:  // None
        memcpy(out, row, count);
    }
}

RC_STAMP_VOID(png_filter,
         (int type, const uint8_t *row, const uint8_t *prev, size_t count, size_t bpp, uint8_t *out),
         (type, row, prev, count, bpp, out))

RC_INLINE size_t sum_of_magnitudes(const uint8_t *bytes, size_t count) {
    size_t sum = 0;
    for (size_t i = 0; i < count; i++) {
        const int v = (int8_t)bytes[i];
        sum += (size_t)(v < 0 ? -v : v);
    }
    return sum;
}

RC_STAMP(size_t, sum_of_magnitudes, (const uint8_t *bytes, size_t count), (bytes, count))

// A colour-only colour matrix (alpha kept; no alpha or constant column) on premultiplied
// pixels: c' = clamp((m·(r, g, b) + 32768) >> 16, 0, a), transparent pixels left as they
// are; ColorMatrix.applyColourOnly's arithmetic, which stays the oracle. The caller
// guarantees |m| summed over a row times 255, plus 32768, fits 31 bits, so 32-bit lanes
// give the 64-bit Swift result exactly.
RC_INLINE int32_t clamp_to(int32_t v, int32_t hi) { return v < 0 ? 0 : (v > hi ? hi : v); }

RC_INLINE void colour_matrix_row(const int32_t m[9], uint8_t *p, size_t count) {
    const int32_t m0 = m[0], m1 = m[1], m2 = m[2], m3 = m[3], m4 = m[4], m5 = m[5], m6 = m[6], m7 = m[7], m8 = m[8];
    for (size_t i = 0; i < count; i++, p += 4) {
        const int32_t r = p[0], g = p[1], b = p[2], a = p[3];
        const int32_t nr = clamp_to((m0 * r + m1 * g + m2 * b + 32768) >> 16, a);
        const int32_t ng = clamp_to((m3 * r + m4 * g + m5 * b + 32768) >> 16, a);
        const int32_t nb = clamp_to((m6 * r + m7 * g + m8 * b + 32768) >> 16, a);
        // Selects rather than a branch, so the loop vectorizes.
        p[0] = (uint8_t)(a ? nr : r);
        p[1] = (uint8_t)(a ? ng : g);
        p[2] = (uint8_t)(a ? nb : b);
    }
}

RC_STAMP_VOID(colour_matrix_row, (const int32_t m[9], uint8_t *p, size_t count), (m, p, count))

void rc_compare(const uint8_t *actual, const uint8_t *reference, size_t width, size_t height, int tolerance,
                rc_difference *out) {
    int64_t differing = 0, largest = 0, fx = -1, fy = -1;
    int64_t x0 = INT64_MAX, y0 = INT64_MAX, x1 = -1, y1 = -1;
    for (size_t y = 0; y < height; y++) {
        const size_t row = y * width * 4;
        // Rows that match byte for byte (most of a failing picture) cost one memcmp.
        if (memcmp(actual + row, reference + row, width * 4) == 0) continue;
        for (size_t x = 0; x < width; x++) {
            const int d = rc_channel_difference(actual + row + x * 4, reference + row + x * 4);
            if (d > largest) largest = d;
            if (d <= tolerance) continue;
            if (differing == 0) { fx = (int64_t)x; fy = (int64_t)y; }
            differing++;
            if ((int64_t)x < x0) x0 = (int64_t)x;
            if ((int64_t)y < y0) y0 = (int64_t)y;
            if ((int64_t)x > x1) x1 = (int64_t)x;
            if ((int64_t)y > y1) y1 = (int64_t)y;
        }
    }
    out->differing = differing;
    out->max_difference = largest;
    out->first_x = fx; out->first_y = fy;
    out->min_x = x0; out->min_y = y0; out->max_x = x1; out->max_y = y1;
}

static inline int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }
static inline int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

int32_t rc_densest_window(const uint8_t *actual, const uint8_t *reference, size_t width, size_t height,
                          int tolerance, int64_t x0, int64_t y0, int64_t x1, int64_t y1, int64_t ww, int64_t wh,
                          int32_t *table) {
    const int64_t w = (int64_t)width, h = (int64_t)height;
    const int64_t bw = x1 - x0 + 1, bh = y1 - y0 + 1, tw = bw + 1;
    // Differing pixels of the box as a summed-area table with a row and column of zeros in
    // front: every window's count is then four lookups.
    memset(table, 0, sizeof(int32_t) * (size_t)(tw * (bh + 1)));
    for (int64_t y = 0; y < bh; y++) {
        int32_t rowSum = 0;
        const size_t row = (size_t)((y + y0) * w + x0) * 4;
        for (int64_t x = 0; x < bw; x++) {
            if (rc_channel_difference(actual + row + x * 4, reference + row + x * 4) > tolerance) rowSum++;
            table[(y + 1) * tw + x + 1] = table[y * tw + x + 1] + rowSum;
        }
    }
    int32_t densest = 0;
    for (int64_t top = max64(0, y0 - wh + 1); top <= min64(y1, h - wh); top++) {
        const int64_t ty0 = max64(top, y0) - y0, ty1 = min64(top + wh, y1 + 1) - y0;
        for (int64_t left = max64(0, x0 - ww + 1); left <= min64(x1, w - ww); left++) {
            const int64_t tx0 = max64(left, x0) - x0, tx1 = min64(left + ww, x1 + 1) - x0;
            const int32_t count = table[ty1 * tw + tx1] - table[ty0 * tw + tx1] - table[ty1 * tw + tx0]
                + table[ty0 * tw + tx0];
            if (count > densest) densest = count;
        }
    }
    return densest;
}

void rc_difference_picture(const uint8_t *actual, size_t aw, size_t ah, const uint8_t *reference, size_t rw,
                           size_t rh, int tolerance, uint8_t *out, size_t width, size_t height) {
    for (size_t y = 0; y < height; y++) {
        for (size_t x = 0; x < width; x++) {
            uint8_t *o = out + (y * width + x) * 4;
            o[3] = 255;
            if (!(x < aw && y < ah && x < rw && y < rh)) {
                o[0] = 255; o[1] = 0; o[2] = 255;
                continue;
            }
            const uint8_t *a = actual + (y * aw + x) * 4, *r = reference + (y * rw + x) * 4;
            if (rc_channel_difference(a, r) > tolerance) {
                o[0] = 255; o[1] = 0; o[2] = 0;
                continue;
            }
            o[0] = o[1] = o[2] = rc_faded(r);
        }
    }
}

void rc_over_opaque(uint8_t *dst, size_t dst_width, size_t x, size_t y, const uint8_t *src, size_t width,
                    size_t height) {
    for (size_t row = 0; row < height; row++) {
        uint8_t *d = dst + ((y + row) * dst_width + x) * 4;
        const uint8_t *s = src + row * width * 4;
        for (size_t i = 0; i < width; i++, d += 4, s += 4) {
            const unsigned inv = 255u - s[3];
            for (int c = 0; c < 3; c++) d[c] = (uint8_t)(s[c] + (d[c] * inv + 127) / 255);
            d[3] = 255;
        }
    }
}

static const uint32_t sha256_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static inline uint32_t rotr(uint32_t x, int n) { return x >> n | x << (32 - n); }

void rc_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    uint32_t w[64];
    for (size_t block = 0; block < blocks; block++, data += 64) {
        for (int t = 0; t < 16; t++) {
            const uint8_t *b = data + t * 4;
            w[t] = (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | (uint32_t)b[3];
        }
        for (int t = 16; t < 64; t++) {
            const uint32_t s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3);
            const uint32_t s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10);
            w[t] = w[t - 16] + s0 + w[t - 7] + s1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int t = 0; t < 64; t++) {
            const uint32_t t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + sha256_k[t] + w[t];
            const uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            h = g; g = f; f = e; e = d + t1;
            d = c; c = b; b = a; a = t1 + t2;
        }
        state[0] += a; state[1] += b; state[2] += c; state[3] += d;
        state[4] += e; state[5] += f; state[6] += g; state[7] += h;
    }
}

void rc_mask_span(const uint8_t *mask, uint32_t coverage, size_t count, uint8_t *out) {
    for (size_t i = 0; i < count; i++) {
        const uint32_t t = mask[i] * coverage + 128;
        out[i] = (uint8_t)((t + (t >> 8)) >> 8);
    }
}

void rc_mask_row(const uint8_t *mask, const uint8_t *coverage, size_t count, uint8_t *out) {
    for (size_t i = 0; i < count; i++) {
        const uint32_t t = (uint32_t)mask[i] * coverage[i] + 128;
        out[i] = (uint8_t)((t + (t >> 8)) >> 8);
    }
}
