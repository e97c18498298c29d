// Coverage accumulation, the inner loop of scan conversion (Raster/Scan/Rasterizer.swift
// explains the cells): every segment deposits its cover and area into the dense grid.
//
// This is AGG's `rasterizer_cells_aa::line` / `render_hline` recast for a dense grid:
// instead of appending cells to a list, each step adds straight into the grid cell and
// marks its bit. Both sweeps (a line split at row boundaries, then each row's part split
// at cell boundaries) are the same digital differential analyser, `dda_start` and
// `dda_next` below. Coordinates are in 20.12 fixed point relative to the grid's origin
// and already clipped. Integer arithmetic in the order the segments come, so every path
// (one copy per path through RC_STAMP; the loop is scalar, so they run alike) gives the
// same grid.
#include "paths.h"

enum { CELL_SHIFT = 12, CELL_ONE = 1 << CELL_SHIFT, CELL_MASK = CELL_ONE - 1 };

/// Floor division of `p` by a positive `d`, split as a whole quotient and a remainder in [0, d).
RC_INLINE int64_t floor_div(int64_t p, int64_t d, int64_t *remainder) {
    int64_t q = p / d, r = p % d;
    if (r < 0) { q -= 1; r += d; }
    *remainder = r;
    return q;
}

/// The steps of a DDA that spreads `total` over the whole cells (or rows) between its
/// first and last partial one: each step is `lift` or `lift + 1`, the error `mod`
/// carried as in Bresenham's algorithm.
typedef struct { int64_t lift, rem, mod, d; } dda;

RC_INLINE dda dda_start(int64_t total, int64_t d, int64_t mod) {
    dda s;
    s.lift = floor_div(total, d, &s.rem);
    s.mod = mod - d;
    s.d = d;
    return s;
}

RC_INLINE int64_t dda_next(dda *s) {
    int64_t delta = s->lift;
    s->mod += s->rem;
    if (s->mod >= 0) { s->mod -= s->d; delta += 1; }
    return delta;
}

/// The grid slot of row `ey`. Clamping guards against a rounding step past the grid; it
/// never moves a valid cell (nor does the column clamp in `add`).
RC_INLINE int64_t cell_slot(const rc_cell_grid *g, int64_t ey) {
    return g->row_slots[ey < 0 ? 0 : (ey > g->max_row ? g->max_row : ey)];
}

RC_INLINE void cell_add(const rc_cell_grid *g, int64_t ex, int64_t slot, int64_t cover, int64_t area) {
    // Every row a segment deposits into was marked by the rasterizer and has a slot; only
    // the insides of runs have none, and vertical edges skip those.
    if (slot < 0) return;
    const int64_t x = ex < 0 ? 0 : (ex > g->max_column ? g->max_column : ex);
    const int64_t i = (slot * g->stride + x) << 1;
    // Wrapping 32-bit sums, as the grid stores them.
    g->cells[i] = (int32_t)((uint32_t)g->cells[i] + (uint32_t)cover);
    g->cells[i + 1] = (int32_t)((uint32_t)g->cells[i + 1] + (uint32_t)area);
    g->bits[slot * g->words_per_row + (x >> 6)] |= (uint64_t)1 << (x & 63);
}

/// The part of a line inside pixel row `ey`, from (x1, fy1) to (x2, fy2), `fy` being
/// subpixel offsets within the row (0...CELL_ONE).
RC_INLINE void cell_hline(const rc_cell_grid *g, int64_t ey, int64_t x1, int64_t fy1, int64_t x2, int64_t fy2) {
    int64_t ex1 = x1 >> CELL_SHIFT;
    const int64_t ex2 = x2 >> CELL_SHIFT, fx1 = x1 & CELL_MASK, fx2 = x2 & CELL_MASK;
    if (fy1 == fy2) return;
    const int64_t row = cell_slot(g, ey);
    if (ex1 == ex2) {
        const int64_t delta = fy2 - fy1;
        cell_add(g, ex1, row, delta, (fx1 + fx2) * delta);
        return;
    }
    // The line crosses several cells of this row.
    int64_t p = (CELL_ONE - fx1) * (fy2 - fy1), first = CELL_ONE, incr = 1, dx = x2 - x1;
    if (dx < 0) {
        p = fx1 * (fy2 - fy1);
        first = 0;
        incr = -1;
        dx = -dx;
    }
    int64_t mod;
    int64_t delta = floor_div(p, dx, &mod);
    cell_add(g, ex1, row, delta, (fx1 + first) * delta);
    ex1 += incr;
    int64_t y1 = fy1 + delta;
    if (ex1 != ex2) {
        dda s = dda_start(CELL_ONE * (fy2 - y1 + delta), dx, mod);
        while (ex1 != ex2) {
            delta = dda_next(&s);
            cell_add(g, ex1, row, delta, CELL_ONE * delta);
            y1 += delta;
            ex1 += incr;
        }
    }
    delta = fy2 - y1;
    cell_add(g, ex1, row, delta, (fx2 + CELL_ONE - first) * delta);
}

/// A whole line from (x1, y1) to (x2, y2).
RC_INLINE void cell_line(const rc_cell_grid *g, int64_t x1, int64_t y1, int64_t x2, int64_t y2) {
    const int64_t dx = x2 - x1;
    int64_t dy = y2 - y1;
    int64_t ey1 = y1 >> CELL_SHIFT;
    const int64_t ey2 = y2 >> CELL_SHIFT, fy1 = y1 & CELL_MASK, fy2 = y2 & CELL_MASK;
    if (ey1 == ey2) {
        cell_hline(g, ey1, x1, fy1, x2, fy2);
        return;
    }
    int64_t incr = 1;
    if (dx == 0) {
        // Vertical: the same cell column all the way, with one cover per whole row.
        const int64_t ex = x1 >> CELL_SHIFT, two_fx = (x1 - (ex << CELL_SHIFT)) << 1;
        int64_t first = CELL_ONE;
        if (dy < 0) { first = 0; incr = -1; }
        int64_t delta = first - fy1;
        cell_add(g, ex, cell_slot(g, ey1), delta, two_fx * delta);
        ey1 += incr;
        delta = first + first - CELL_ONE;
        const int64_t area = two_fx * delta;
        for (; ey1 != ey2; ey1 += incr) {
            // Rows inside a run (slot -1) receive nothing; the run's first row stands for them.
            if (g->row_slots[ey1] >= 0) cell_add(g, ex, cell_slot(g, ey1), delta, area);
        }
        delta = fy2 - CELL_ONE + first;
        cell_add(g, ex, cell_slot(g, ey1), delta, two_fx * delta);
        return;
    }
    // Several rows: split the line at each row boundary.
    int64_t p = (CELL_ONE - fy1) * dx, first = CELL_ONE;
    if (dy < 0) {
        p = fy1 * dx;
        first = 0;
        incr = -1;
        dy = -dy;
    }
    int64_t mod;
    const int64_t delta = floor_div(p, dy, &mod);
    int64_t x_from = x1 + delta;
    cell_hline(g, ey1, x1, fy1, x_from, first);
    ey1 += incr;
    if (ey1 != ey2) {
        dda s = dda_start(CELL_ONE * dx, dy, mod);
        for (; ey1 != ey2; ey1 += incr) {
            const int64_t x_to = x_from + dda_next(&s);
            cell_hline(g, ey1, x_from, CELL_ONE - first, x_to, first);
            x_from = x_to;
        }
    }
    cell_hline(g, ey1, x_from, CELL_ONE - first, x2, fy2);
}

RC_INLINE void accumulate_cells(const rc_cell_grid *grid, const int64_t *segments, size_t count) {
    const rc_cell_grid g = *grid;
    for (size_t i = 0; i < count; i++) {
        const int64_t *s = segments + 4 * i;
        cell_line(&g, s[0], s[1], s[2], s[3]);
    }
}

RC_STAMP_VOID(accumulate_cells, (const rc_cell_grid *grid, const int64_t *segments, size_t count),
              (grid, segments, count))
