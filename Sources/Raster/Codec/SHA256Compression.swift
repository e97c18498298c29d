import CKernels

/// SHA-256's compression function (FIPS 180-4, 6.2.2) over whole 64-byte blocks, for
/// Typesetting's `SHA256`, which hashes every font file a picture uses. In C with the other
/// whole-buffer loops (rc_pixels.h): unoptimised, as a user's `swift test` builds it, the
/// Swift loop took 15 % of a passing snapshot run of the sample package.
package enum SHA256Compression {
    /// Updates the eight state words with `blocks` blocks from `data`.
    package static func compress(_ state: UnsafeMutablePointer<UInt32>, _ data: UnsafeRawPointer, blocks: Int) {
        rc_sha256_blocks(state, data.assumingMemoryBound(to: UInt8.self), blocks)
    }
}
