import CKernels

/// Multiplies coverage by a clip mask before handing it to the wrapped blitter.
///
/// The multiplication is a C loop (rc_pixels.h): unoptimised, as `swift test` builds, the
/// Swift loop and the generic closure around it took a fifth of drawing a full-screen list.
struct MaskedBlitter<Inner: Blitter>: Blitter {
    var inner: Inner
    /// The mask's values, `maskBounds.width` a row, alive while the blitter is used.
    let maskValues: UnsafePointer<UInt8>
    let maskBounds: IntRect
    /// Scratch row of combined coverage, at least as wide as the mask.
    let scratch: UnsafeMutablePointer<UInt8>

    /// The mask's values from device pixel (x, y).
    @inline(__always) private func maskRow(y: Int, x: Int) -> UnsafePointer<UInt8> {
        maskValues + ((y - maskBounds.y) * maskBounds.width + (x - maskBounds.x))
    }

    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        // Full coverage (a clipped shape's inside) times the mask is the mask itself
        // (m · 255 / 255 rounds to m): hand the mask's row over without copying it. In
        // L2screen's profile the copy was most of the masked spans' time.
        if coverage == 255 {
            inner.blitCoverageRow(x: x, y: y, count: count, coverage: maskRow(y: y, x: x))
            return
        }
        rc_mask_span(maskRow(y: y, x: x), UInt32(coverage), count, scratch)
        inner.blitCoverageRow(x: x, y: y, count: count, coverage: scratch)
    }

    mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        rc_mask_row(maskRow(y: y, x: x), coverage, count, scratch)
        inner.blitCoverageRow(x: x, y: y, count: count, coverage: scratch)
    }
}
