import CKernels

/// The 128-bit fingerprint of snapshot manifests, computed by the C kernels on the chosen
/// vector path (`rc_fingerprint128` in rc_kernels.h states the definition; every path gives
/// the same value). Here, beside the pixels, because only Raster's kernel folders may call
/// the C kernels; SnapshotCore's `PixelHash` gives it as hex.
package enum Fingerprint128 {
    /// The two 64-bit halves of the fingerprint of `bytes` under `seed`.
    package static func of(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> (UInt64, UInt64) {
        var out: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &out) { o in
            let words = o.baseAddress!.assumingMemoryBound(to: UInt64.self)
            rc_fingerprint128(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, seed, words)
        }
        return out
    }
}
