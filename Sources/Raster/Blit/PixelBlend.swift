import CKernels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Packed 8-bit arithmetic on premultiplied RGBA pixels held as little-endian
// UInt32s. Two channels share one 32-bit multiply (the 0x00FF00FF trick), and
// division by 255 rounds exactly (Blinn), so results match the reference
// `round(x * y / 255)` bit for bit and never depend on evaluation order.

/// Every channel of `p` times `s / 255`, rounded to nearest.
@inline(__always) func scalePixel(_ p: UInt32, _ s: UInt32) -> UInt32 {
    var rb = (p & 0x00FF_00FF) &* s &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((p >> 8) & 0x00FF_00FF) &* s &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
}

/// Source-over: `src + dst · (1 − srcAlpha)`, on premultiplied pixels.
///
/// Cannot carry between channels: with exact rounding `dst·(255−a)/255 ≤ 255−a`
/// and every premultiplied colour channel is ≤ its alpha.
@inline(__always) func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    src &+ scalePixel(dst, 255 &- (src >> 24))
}

/// Linear interpolation `src·c + dst·(1 − c)` for coverage `c` with the source replacing
/// the destination (the `copy` blend mode under partial coverage).
@inline(__always) func lerpPixel(_ src: UInt32, _ dst: UInt32, _ c: UInt32) -> UInt32 {
    scalePixel(src, c) &+ scalePixel(dst, 255 &- c)
}

/// Sets `count` pixels to one value; the wide stores of the C clones make opaque
/// spans (most of a list's area) about twice as fast as Swift's 16-byte loop.
@inline(__always) func fillSpan(_ row: UnsafeMutablePointer<UInt32>, count: Int, value: UInt32) {
    rc_fill_span(row, count, value)
}

/// Sets `count` pixels to one value, a colour of four equal bytes (transparent, opaque
/// white: nearly every clear) through `memset`, which libc runs with its fastest stores
/// and whose string stores beat vector stores on long runs; callers in other modules cannot
/// count on the optimizer seeing the constant and doing this.
@inline(__always) func fillPixels(_ start: UnsafeMutablePointer<UInt32>, count: Int, value: UInt32) {
    if value == (value & 0xFF) &* 0x0101_0101 {
        memset(start, Int32(value & 0xFF), count &* 4)
    } else {
        fillSpan(start, count: count, value: value)
    }
}

/// Single-rounding source-over of a straight colour with a 16.16 alpha (see ``SolidBlitter``).
@inline(__always) func blendSolidSpan(_ row: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, alpha: UInt32) {
    rc_blend_solid_span(row, count, color, alpha)
}
