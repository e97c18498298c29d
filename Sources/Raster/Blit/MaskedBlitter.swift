/// Multiplies coverage by a clip mask before handing it to the wrapped blitter.
struct MaskedBlitter<Inner: Blitter>: Blitter {
    var inner: Inner
    let mask: Mask
    /// Scratch row of combined coverage, at least as wide as the mask.
    let scratch: UnsafeMutablePointer<UInt8>

    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        let c = UInt32(coverage)
        mask.withRow(y: y, x: x, count: count) { m in
            for i in 0..<count { scratch[i] = UInt8(div255(UInt32(m[i]) &* c)) }
        }
        inner.blitCoverageRow(x: x, y: y, count: count, coverage: scratch)
    }

    mutating func blitCoverageRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        mask.withRow(y: y, x: x, count: count) { m in
            for i in 0..<count { scratch[i] = UInt8(div255(UInt32(m[i]) &* UInt32(coverage[i]))) }
        }
        inner.blitCoverageRow(x: x, y: y, count: count, coverage: scratch)
    }
}
