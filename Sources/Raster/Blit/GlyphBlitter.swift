import CKernels

/// Composites glyph coverage in one solid colour, source-over.
///
/// The arithmetic is exactly ``SolidBlitter``'s (straight 8-bit colour, 16.16 alpha,
/// one rounding: `dst = (S·a + dst·(65536 − a) + 32768) >> 16`), so text drawn through
/// either is the same bytes. The per-pixel alpha (source alpha times coverage) comes
/// from a 256-entry table built once per draw, and the rows go to the C kernel
/// (`rc_blend_coverage_row`), which skips empty coverage eight pixels at a time and
/// blends the rest eight pixels per AVX2 step.
struct GlyphBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    /// Straight colour bytes with alpha 255.
    let straight: UInt32
    /// Source alpha times coverage c, in 1/65536, for every c.
    let alphaTable: [UInt32]

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, color: RGBAColor) {
        // The same quantisation as SolidBlitter with opacity 1.
        let (straight, alpha16) = SolidBlitter.quantize(color, opacity: 1)
        self.pixels = pixels
        self.width = width
        self.straight = straight
        self.alphaTable = SolidBlitter.alphaTable(alpha16: alpha16)
    }

    /// Blends `count` pixels from (x, y) under per-pixel coverage.
    @inline(__always) func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        alphaTable.withUnsafeBufferPointer { table in
            blitCoverageRow(x: x, y: y, count: count, coverage: coverage, table: table.baseAddress!)
        }
    }

    /// The same with ``alphaTable`` already pinned by the caller (hot loops).
    @inline(__always) func blitCoverageRow(
        x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>,
        table: UnsafePointer<UInt32>
    ) {
        rc_blend_coverage_row(pixels + (y &* width &+ x), coverage, count, straight, table)
    }

    /// Blends every glyph's visible rows over `y0..<y1`, row by row and, within a row,
    /// glyph by glyph in order — the result of glyph-by-glyph drawing, walking the
    /// destination once — in one call into the C kernel (a call per glyph row cost more
    /// than the blending of short rows). With `pending`, the rows' pixels from each mark on
    /// stand for a clear not yet written, which the kernel writes where the glyphs reach.
    func blitRows(y0: Int, y1: Int, _ rows: [rc_glyph_rows], pending: UnsafePointer<rc_pending_clear>? = nil) {
        alphaTable.withUnsafeBufferPointer { table in
            rc_blend_glyph_rows(
                pixels, width, Int64(y0), Int64(y1), rows, rows.count, straight, table.baseAddress!, pending)
        }
    }
}
