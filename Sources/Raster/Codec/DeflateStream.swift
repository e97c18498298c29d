import CKernels
import CPNG

/// One raw deflate stream, fed in pieces (a PNG scanline at a time) and appending
/// what it compresses to a byte array. Raw: the caller writes the zlib wrapper
/// (`zlibHeader`, then the Adler-32 of everything fed) around it.
///
/// A class because it owns zlib's state, which points back at the `z_stream` it was
/// made for: the stream lives at one heap address for its whole life and is ended
/// exactly once, in `deinit`. It never leaves the function that made it.
final class DeflateStream {
    /// How zlib searches for matches: a level, a strategy and, optionally, the
    /// search limits `deflateTune` sets in place of the level's own.
    struct Settings {
        var level: Int32
        var strategy: Int32 = Z_DEFAULT_STRATEGY
        /// `deflateTune`'s good_length, max_lazy, nice_length and max_chain; nil keeps the level's.
        var tune: (good: Int32, lazy: Int32, nice: Int32, chain: Int32)?
    }

    private let settings: Settings
    private let stream: UnsafeMutablePointer<z_stream>
    /// Where zlib writes before the bytes are appended to the caller's array.
    private let scratch: UnsafeMutableBufferPointer<UInt8>

    /// A stream with a 32 KiB window and zlib's default memory level.
    init(_ settings: Settings) throws(PNGError) {
        self.settings = settings
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())  // zalloc, zfree and opaque nil: zlib's own allocator
        scratch = .allocate(capacity: 64 << 10)
        var status = cpng_deflate_init2(stream, settings.level, -15, 8, settings.strategy)  // negative: raw
        if status == Z_OK, let t = settings.tune {
            status = deflateTune(stream, t.good, t.lazy, t.nice, t.chain)
        }
        guard status == Z_OK else {
            // deflateEnd is harmless on a stream whose init failed (it reports an error and frees nothing).
            deflateEnd(stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
            scratch.deallocate()
            throw .encodeFailed("zlib could not start a deflate stream (status \(status))")
        }
    }

    /// The two bytes zlib would put before this stream: deflate with a 32 KiB window
    /// (0x78), then the level class zlib records and the check bits that make the pair a
    /// multiple of 31 (RFC 1950; zlib's deflate.c picks the class the same way).
    var zlibHeader: [UInt8] {
        let levelClass: UInt16 =
            settings.strategy >= Z_HUFFMAN_ONLY || settings.level < 2
            ? 0
            : settings.level < 6 ? 1 : settings.level == 6 ? 2 : 3
        var header: UInt16 = 0x7800 | levelClass << 6
        header += 31 - header % 31
        return [UInt8(header >> 8), UInt8(header & 0xFF)]
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
        scratch.deallocate()
    }

    /// Compresses `input`, appending whatever zlib emits to `output` (zlib holds some back
    /// until it has a block's worth).
    func compress(_ input: UnsafeRawBufferPointer, appendingTo output: inout [UInt8]) throws(PNGError) {
        // zlib takes a non-const pointer but only reads the input.
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: UInt8.self))
        stream.pointee.avail_in = uInt(input.count)
        try run(Z_NO_FLUSH, appendingTo: &output)
    }

    /// Ends the stream with its last block.
    func finish(appendingTo output: inout [UInt8]) throws(PNGError) {
        stream.pointee.next_in = nil
        stream.pointee.avail_in = 0
        try run(Z_FINISH, appendingTo: &output)
    }

    /// Compresses what follows with Z_RLE, which only looks for repeats of the byte just
    /// before (no hashing, several times faster on runs), or, when `enabled` is false,
    /// with the settings' own strategy again. Each switch ends the current deflate
    /// block, so it pays a block header (tens of bytes).
    func matchesRunsOnly(_ enabled: Bool, appendingTo output: inout [UInt8]) throws(PNGError) {
        let strategy = enabled ? Z_RLE : settings.strategy
        // deflateParams flushes the block into whatever output room is left and fails if
        // that is too little; emit the block first, so it starts with nothing pending.
        try run(Z_BLOCK, appendingTo: &output)
        stream.pointee.next_out = scratch.baseAddress
        stream.pointee.avail_out = uInt(scratch.count)
        var status = deflateParams(stream, settings.level, strategy)
        if status == Z_OK, let t = settings.tune {
            status = deflateTune(stream, t.good, t.lazy, t.nice, t.chain)
        }
        output.append(contentsOf: scratch[..<(scratch.count - Int(stream.pointee.avail_out))])
        guard status == Z_OK else { throw .encodeFailed("zlib could not change its strategy (status \(status))") }
    }

    /// Appends `rows` scanlines that repeat the row above (the Up filter byte and `rowBytes`
    /// zero residuals) as one block written by `rc_deflate_repeated_rows`, not by zlib: zlib
    /// would copy every byte into its window and slide its hash tables every 32 KiB.
    ///
    /// zlib ends its block; the block's first bits complete zlib's last byte (`deflatePrime`),
    /// so nothing pads the stream. zlib then starts afresh (`deflateReset`): it never saw these
    /// bytes, so its distances must not reach past them; worth it only for runs of at least
    /// `historyBytes`, after which its window would have held nothing else. The block's last
    /// bits go first into the fresh stream's bit buffer, which is what `deflatePrime` is for.
    func compressRepeatedRows(_ rows: Int, rowBytes: Int, appendingTo output: inout [UInt8]) throws(PNGError) {
        try run(Z_BLOCK, appendingTo: &output)
        var pendingBytes: UInt32 = 0
        var pendingBits: Int32 = 0
        var status = deflatePending(stream, &pendingBytes, &pendingBits)
        let leadBits = pendingBits
        let bound = rc_deflate_repeated_rows_bound(rowBytes, rows)
        let block = UnsafeMutablePointer<UInt8>.allocate(capacity: bound)
        defer { block.deallocate() }
        var tail: UInt32 = 0
        var tailBits: Int32 = 0
        let written = rc_deflate_repeated_rows(rowBytes, rows, leadBits, block, &tail, &tailBits)
        if status == Z_OK && leadBits > 0 {
            // The rest of the first byte: zlib's bits and these make it whole, and zlib writes it.
            status = deflatePrime(stream, 8 - leadBits, Int32(block[0] >> leadBits))
            try run(Z_BLOCK, appendingTo: &output)
        }
        if status == Z_OK { status = deflatePending(stream, &pendingBytes, &pendingBits) }
        guard status == Z_OK && pendingBytes == 0 && pendingBits == 0 else {
            throw .encodeFailed("zlib did not end on a byte before a block of repeated rows (status \(status))")
        }
        let own = leadBits > 0 ? 1 : 0  // the first byte, if shared, went out through zlib
        output.append(contentsOf: UnsafeBufferPointer(start: block + own, count: written - own))
        status = deflateReset(stream)
        if status == Z_OK, let t = settings.tune {
            status = deflateTune(stream, t.good, t.lazy, t.nice, t.chain)
        }
        if status == Z_OK { status = deflatePrime(stream, tailBits, Int32(tail)) }
        guard status == Z_OK else {
            throw .encodeFailed("zlib could not continue after a block of repeated rows (status \(status))")
        }
    }

    /// The bytes of history zlib keeps (its window, 32 KiB).
    static let historyBytes = 1 << 15

    /// Calls deflate with `flush` until it has taken all input and, past Z_NO_FLUSH, put out
    /// everything it owes (for Z_FINISH, until the stream ends).
    private func run(_ flush: Int32, appendingTo output: inout [UInt8]) throws(PNGError) {
        while true {
            stream.pointee.next_out = scratch.baseAddress
            stream.pointee.avail_out = uInt(scratch.count)
            let status = deflate(stream, flush)
            let produced = scratch.count - Int(stream.pointee.avail_out)
            if produced > 0 { output.append(contentsOf: scratch[..<produced]) }
            if status == Z_STREAM_END { return }
            // Z_BUF_ERROR only says no progress was possible: nothing was left to do.
            guard status == Z_OK || status == Z_BUF_ERROR else {
                throw .encodeFailed("zlib failed while compressing the image data (status \(status))")
            }
            // Room left over means zlib had nothing more to write for this flush.
            if flush != Z_FINISH && stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0 { return }
        }
    }
}
