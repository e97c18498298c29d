import Raster

/// The fingerprint of version-1 manifests, kept only to honour their entries: a folder whose
/// `manifest.json` was written before ``PixelHash`` changed still passes without decoding
/// until the tool writes the manifest again (as version 2, with ``PixelHash``). Nothing new
/// is ever fingerprinted with it.
///
/// Two 64-bit lanes of multiply-xorshift mixing over the 8-byte words, seeded with the size:
/// each lane is one dependent chain, so it runs at the chain's latency (about 2.7 bytes a
/// cycle, 1.5 ms for a 1170 × 2532 picture), which is why it was replaced. Its values are
/// the contract of every version-1 manifest: it must never change.
package enum LegacyPixelHash {
    package static func hex(of pixmap: Pixmap) -> String { PixelHash.hex(of: pixmap, using: hex(of:seed:)) }

    /// The fingerprint of a file's bytes (a reference PNG), the same way.
    package static func hex(ofBytes bytes: [UInt8]) -> String { PixelHash.hex(ofBytes: bytes, using: hex(of:seed:)) }

    static func hex(of raw: UnsafeRawBufferPointer, seed: UInt64) -> String {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ seed
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F ^ (seed >> 32 | seed << 32)
        @inline(__always) func mix(_ h: inout UInt64, _ w: UInt64, _ k: UInt64) {
            h = (h ^ w) &* k
            h ^= h >> 29
        }
        do {
            let words = raw.count / 8
            var i = 0
            while i + 1 < words {
                mix(&a, raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self), 0xFF51_AFD7_ED55_8CCD)
                mix(&b, raw.loadUnaligned(fromByteOffset: (i + 1) * 8, as: UInt64.self), 0xC4CE_B9FE_1A85_EC53)
                i += 2
            }
            if i < words {
                mix(&b, raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self), 0xC4CE_B9FE_1A85_EC53)
                i += 1
            }
            var tail: UInt64 = 0  // fewer than 8 bytes
            for j in (i * 8)..<raw.count { tail = tail << 8 | UInt64(raw[j]) }
            mix(&a, tail ^ UInt64(raw.count), 0xFF51_AFD7_ED55_8CCD)
        }
        // Final avalanche of each lane, and each into the other.
        a ^= b &* 0x9E37_79B9_7F4A_7C15
        b ^= a &* 0xC2B2_AE3D_27D4_EB4F
        a ^= a >> 33
        a = a &* 0xFF51_AFD7_ED55_8CCD
        a ^= a >> 33
        b ^= b >> 33
        b = b &* 0xC4CE_B9FE_1A85_EC53
        b ^= b >> 33
        return PixelHash.hex(a, b)
    }
}
