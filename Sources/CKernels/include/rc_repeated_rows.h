#ifndef RENDER_CELLS_REPEATED_ROWS_H
#define RENDER_CELLS_REPEATED_ROWS_H
#include <stddef.h>
#include <stdint.h>

// One deflate block (RFC 1951) for a run of PNG scanlines that repeat the row above: each
// the Up filter byte (2) and `row_bytes` zero residuals. The default PNG encoder fed such
// runs to zlib, which spent most of a list screenshot's encode on them: every byte copied
// into its window, and its hash tables slid every 32 KiB whatever the strategy. A run's
// rows all code to the same symbols (2 and 0 as literals, then the zeros as matches one
// byte back), so the block is written directly: Huffman codes built for those few
// symbols, then each row's symbols. Deterministic: the same run gives the same bits.

/// The most bytes `rc_deflate_repeated_rows` writes for `rows` scanlines of `row_bytes`.
size_t rc_deflate_repeated_rows_bound(size_t row_bytes, size_t rows);

/// Writes one dynamic-Huffman deflate block, not the final one, that inflates to `rows`
/// scanlines of the Up filter byte and `row_bytes` zeros. It starts `lead_bits` (0-7) into
/// the first byte, whose low `lead_bits` bits it leaves zero for the stream's bits before it.
/// Writes the whole bytes to `out` (room for `rc_deflate_repeated_rows_bound` bytes) and
/// returns how many, at least one; the block's last 0-7 bits are left in the low bits of
/// `*tail`, their number in `*tail_bits`, for whoever writes the stream's next bits. The
/// run's bytes, `rows` × (`row_bytes` + 1), must be fewer than 2^32, which its symbols'
/// counts are kept in (a Pixmap's 2^28 pixels at most make about 2^30).
size_t rc_deflate_repeated_rows(size_t row_bytes, size_t rows, int lead_bits, uint8_t *out, uint32_t *tail,
                                int *tail_bits);

#endif
