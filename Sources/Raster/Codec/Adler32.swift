import CPNG

/// The Adler-32 checksum that ends a zlib stream, kept by the PNG encoder rather than by
/// zlib so that a run of zero bytes costs O(1): the Up residuals of a repeated row are
/// all zero, and they are most of a list screenshot's image data (summing them took 11 %
/// of the encode, measured on S5).
struct Adler32 {
    private static let modulus = 65_521
    /// The two running sums: `a` of the bytes (plus one), `b` of the successive `a`s.
    private(set) var a = 1, b = 0

    var value: UInt32 { UInt32(b << 16 | a) }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        let sum = adler32(uLong(value), bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), uInt(bytes.count))
        a = Int(sum & 0xFFFF)
        b = Int(sum >> 16)
    }

    /// As `update` over `count` zero bytes: `a` stays, `b` gains `a` once per byte.
    mutating func updateZeros(count: Int) {
        b = (b + count % Self.modulus * a) % Self.modulus
    }
}
