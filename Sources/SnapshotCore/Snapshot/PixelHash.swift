import Raster

/// A fast 128-bit fingerprint of a picture's decoded pixels, for snapshot manifests: a
/// render whose fingerprint equals the one recorded with its reference matched that
/// reference, without decoding it.
///
/// Not cryptographic (pixels are not adversarial here) but wide enough that an accidental
/// collision is out of reach: the C kernels' `rc_fingerprint128`, eight independent 64-bit
/// lanes fed a 64-byte stripe a step in the manner of XXH3 (a 32 × 32 → 64 multiply of each
/// word's halves and its neighbour's word added), folded and avalanched into two halves,
/// seeded with the size. It runs at memory speed: a 1170 × 2532 picture (11.9 MB) in about
/// a quarter of a millisecond with AVX2, where the fingerprint of version-1 manifests
/// (`LegacyPixelHash`) took 1.5 ms. Its values are the contract of every version-2
/// manifest (RasterTests pin them).
public enum PixelHash {
    public static func hex(of pixmap: Pixmap) -> String { hex(of: pixmap, using: hex(of:seed:)) }

    /// The fingerprint of a file's bytes (a reference PNG), the same way.
    public static func hex(ofBytes bytes: [UInt8]) -> String { hex(ofBytes: bytes, using: hex(of:seed:)) }

    /// How both fingerprints (this and `LegacyPixelHash`) are seeded: a picture's pixels
    /// with its size, so pictures of the same bytes in other shapes differ.
    static func hex(of pixmap: Pixmap, using fingerprint: (UnsafeRawBufferPointer, UInt64) -> String) -> String {
        pixmap.data.withUnsafeBytes { fingerprint($0, UInt64(pixmap.width) | UInt64(pixmap.height) << 32) }
    }

    /// A file's bytes with their count.
    static func hex(ofBytes bytes: [UInt8], using fingerprint: (UnsafeRawBufferPointer, UInt64) -> String) -> String {
        bytes.withUnsafeBytes { fingerprint($0, UInt64(bytes.count)) }
    }

    static func hex(of raw: UnsafeRawBufferPointer, seed: UInt64) -> String {
        let (low, high) = Fingerprint128.of(raw, seed: seed)
        return hex(low, high)
    }

    /// Two halves as 32 lowercase hex digits, the first half first.
    static func hex(_ a: UInt64, _ b: UInt64) -> String {
        String(a, radix: 16).leftPadded(16) + String(b, radix: 16).leftPadded(16)
    }
}

extension String {
    fileprivate func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
