import CPNG

/// A PNG byte stream built in one array: the signature, then chunks written in place
/// (length, type, data, CRC-32 of type and data), so image data is never copied again
/// to be framed.
struct PNGChunkWriter {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private(set) var bytes: [UInt8]

    init(reservingCapacity capacity: Int = 0) {
        bytes = Self.signature
        bytes.reserveCapacity(capacity)
    }

    /// Appends one chunk whose data `body` appends to the array it is handed.
    mutating func chunk(_ type: String, body: (inout [UInt8]) throws(PNGError) -> Void) throws(PNGError) {
        let start = bytes.count
        bytes += [0, 0, 0, 0]  // the length, known once the data is in
        bytes += type.utf8
        try body(&bytes)
        let length = bytes.count - start - 8
        // PNG lengths are 31-bit. No pixmap comes near (1 GiB of pixels deflates to less).
        guard length <= Int(Int32.max) else { throw .encodeFailed("the '\(type)' chunk outgrew PNG's 2 GiB limit") }
        bytes.replaceSubrange(start..<(start + 4), with: Self.bigEndian(UInt32(length)))
        // libdeflate's CRC-32 (folded with carry-less multiplies where the CPU has them), the
        // same sums as zlib's `crc32`, which had been 0.06 ms of a failing 3x screen's
        // pictures (`perf record` of `render-cells test`).
        let crc = bytes.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress! + start + 4, length + 4) }
        bytes += Self.bigEndian(UInt32(crc))
    }

    /// Appends a chunk with the given data.
    mutating func chunk(_ type: String, data: [UInt8]) throws(PNGError) {
        try chunk(type) { $0 += data }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
