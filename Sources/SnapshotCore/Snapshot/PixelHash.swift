import Raster

/// A fast 128-bit fingerprint of a picture's decoded pixels, for snapshot manifests: a
/// render whose fingerprint equals the one recorded with its reference matched that
/// reference, without decoding it.
///
/// Not cryptographic (pixels are not adversarial here) but wide enough that an accidental
/// collision is out of reach: two 64-bit lanes of multiply-xorshift mixing over the pixel
/// words, seeded with the size. A 1170 × 2532 picture (11.9 MB) hashes in a few
/// milliseconds, where SHA-256 in Swift would take ten times longer.
public enum PixelHash {
    public static func hex(of pixmap: Pixmap) -> String {
        pixmap.data.withUnsafeBytes { hex(of: $0, seed: UInt64(pixmap.width) | UInt64(pixmap.height) << 32) }
    }

    /// The fingerprint of a file's bytes (a reference PNG), the same way.
    public static func hex(ofBytes bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { hex(of: $0, seed: UInt64(bytes.count)) }
    }

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
        return String(a, radix: 16).leftPadded(16) + String(b, radix: 16).leftPadded(16)
    }
}

extension String {
    fileprivate func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
