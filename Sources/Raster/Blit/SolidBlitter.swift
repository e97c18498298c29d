import CKernels

/// Composites one solid colour into a pixmap's rows.
///
/// iOS composites a layer's colour with its alpha unquantised and rounds once,
/// so a dark separator (84,84,88 at 60 %) over the 28,28,30 cell lands on
/// 62,62,65, where premultiplying to 8 bits first would give 61. This blitter
/// keeps the straight 8-bit colour and a 16.16 alpha and rounds once:
/// `dst = (S·a + dst·(65536 − a) + 32768) >> 16`. Sixteen fraction bits matter: with
/// 14 (which would fit SIMD 16-bit multiply-adds) the dark chevron's blue channel,
/// 245·0.3 + 30·0.7 = 94.5, rounds to 94 where iOS shows 95 (measured).
///
/// The fast path is chosen per span, not per pixel: a fully covered span of an
/// opaque colour (or any span in `copy` mode) is a plain 32-bit fill.
package struct SolidBlitter: Blitter {
    private(set) var pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    /// Rows in the pixmap: the blends ask for the pixels a few rows below a span (the
    /// shape's next rows), never past the last row.
    let height: Int
    /// False where the rows below are in the cache already (a band of ``BlendQueue``):
    /// asking for them again was a sixth of its replay.
    private var asksAhead = true
    /// Straight colour bytes (R, G, B) with alpha 255, packed little-endian.
    let straight: UInt32
    /// Source alpha in 1/65536 (0...65536).
    let alpha16: UInt32
    /// The colour premultiplied to 8 bits, for fills and `copy` mode.
    let premultiplied: UInt32
    let copy: Bool
    /// ``alpha(coverage:)`` for every coverage, built when a coverage row first needs it.
    private var alphaTable: [UInt32]?

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, color: RGBAColor, opacity: Double, blendMode: BlendMode) {
        self.pixels = pixels
        self.width = width
        self.height = height
        (self.straight, self.alpha16) = SolidBlitter.quantize(color, opacity: opacity)
        self.premultiplied = color.withAlpha(color.alpha * opacity).premultiplied.packed
        self.copy = blendMode == .copy
    }

    /// `other`'s colour and mode over `pixels` (the same size): a recorded draw replayed
    /// where the pixels are now, band by band (``BlendQueue``).
    init(_ other: SolidBlitter, pixels: UnsafeMutablePointer<UInt32>) {
        self = other
        self.pixels = pixels
        asksAhead = false
    }

    /// The colour as the blends take it: straight 8-bit R, G, B with alpha 255, packed
    /// little-endian, and the alpha times `opacity` in 1/65536.
    static func quantize(_ color: RGBAColor, opacity: Double) -> (straight: UInt32, alpha16: UInt32) {
        func q(_ v: Double) -> UInt32 { v.isFinite ? UInt32((min(1, max(0, v)) * 255).rounded()) : 0 }
        let a = color.alpha * opacity
        return (
            q(color.red) | q(color.green) << 8 | q(color.blue) << 16 | 0xFF00_0000,
            a.isFinite ? UInt32((min(1, max(0, a)) * 65536).rounded()) : 0
        )
    }

    /// The source alpha under coverage `c`, in 1/65536.
    @inline(__always) func alpha(coverage c: UInt32) -> UInt32 {
        SolidBlitter.alpha(alpha16, coverage: c)
    }

    @inline(__always) static func alpha(_ alpha16: UInt32, coverage c: UInt32) -> UInt32 {
        c == 255 ? alpha16 : (alpha16 &* c &+ 127) / 255
    }

    /// ``alpha(coverage:)`` for every coverage, as the C coverage kernels take it; the table
    /// of an opaque colour (text's usual case) is built once and shared.
    static func alphaTable(alpha16: UInt32) -> [UInt32] {
        alpha16 == 65536 ? opaqueAlphaTable : (0...255).map { alpha(alpha16, coverage: UInt32($0)) }
    }

    private static let opaqueAlphaTable: [UInt32] = (0...255).map { alpha(65536, coverage: UInt32($0)) }

    @inline(__always) package mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        let row = pixels + (y &* width &+ x)
        if coverage == 255 && (alpha16 == 65536 || copy) {
            fillSpan(row, count: count, value: premultiplied)
            return
        }
        if copy {
            let c = UInt32(coverage)
            for i in 0..<count { row[i] = lerpPixel(premultiplied, row[i], c) }
            return
        }
        let a = alpha(coverage: UInt32(coverage))
        if a == 0 { return }
        // Rows of a curved shape's edges come one call at a time (see rc_prefetch_span).
        let ahead = Int(RC_ROWS_AHEAD)
        if asksAhead && y &+ ahead < height { rc_prefetch_span(row + ahead &* width, count) }
        if count == 1 {
            row[0] = SolidBlitter.blend(straight, a, row[0])
        } else {
            blendSolidSpan(row, count: count, color: straight, alpha: a)
        }
    }

    package mutating func blitRect(x: Int, y: Int, width count: Int, height rows: Int, coverage: UInt8) {
        let first = pixels + (y &* width &+ x)
        if coverage == 255 && alpha16 == 65536 {
            // An opaque colour: the kernel fills the whole rectangle in one call, storing
            // the colour it is given (alpha 255, as `premultiplied` has here).
            rc_blend_solid_rect(first, width, count, rows, premultiplied, alpha16)
            return
        }
        if copy {
            for r in 0..<rows { blitSpan(x: x, y: y &+ r, count: count, coverage: coverage) }
            return
        }
        let a = alpha(coverage: UInt32(coverage))
        if a == 0 { return }
        rc_blend_solid_rect(first, width, count, rows, straight, a)
    }

    package mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let row = pixels + (y &* width &+ x)
        if !copy {
            // The C kernel: the same arithmetic, vectorised, with the alpha under each
            // coverage from a table built on first use (edges of curved shapes come here).
            if alphaTable == nil { alphaTable = SolidBlitter.alphaTable(alpha16: alpha16) }
            alphaTable!.withUnsafeBufferPointer { rc_blend_coverage_row(row, coverage, count, straight, $0.baseAddress!) }
            return
        }
        for i in 0..<count {
            let c = UInt32(coverage[i])
            if c == 0 { continue }
            if copy {
                row[i] = lerpPixel(premultiplied, row[i], c)
                continue
            }
            let a = alpha(coverage: c)
            row[i] = a == 65536 ? premultiplied : SolidBlitter.blend(straight, a, row[i])
        }
    }

    /// One pixel of the single-rounding source-over (the same arithmetic as the C span kernel).
    @inline(__always) package static func blend(_ s: UInt32, _ a: UInt32, _ d: UInt32) -> UInt32 {
        let inv = 65536 &- a
        var out: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let sc = (s >> shift) & 255
            let dc = (d >> shift) & 255
            out |= ((sc &* a &+ dc &* inv &+ 32768) >> 16) << shift
        }
        return out
    }
}
