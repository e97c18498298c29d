import CKernels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// SHA-256 (FIPS 180-4): the content hashes of font files in render metadata, of spec files
/// and inputs in a test run's manifest, and of the data inventory `render-cells doctor` prints.
///
/// Our own few lines rather than a package dependency: only hashing, no security use.
/// Streaming, so a 20 MB font collection is hashed in 1 MB reads. The one copy in the
/// package, here because every stage that hashes (Typesetting, SnapshotCore, SpecTesting)
/// may import SafeIO, while none may import another's.
package struct SHA256: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19)
    /// Bytes of a partial block waiting for more input (always < 64).
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    package init() {}

    /// The digest of `bytes` as lowercase hex.
    package static func hexDigest<C: Collection<UInt8>>(of bytes: C) -> String {
        var h = SHA256()
        h.update(Array(bytes))
        return hex(h.finalize())
    }

    /// The digest of a file's contents as lowercase hex (what `sha256sum` prints), or
    /// `nil` when it cannot be read.
    package static func hexDigest(ofFileAt path: String) -> String? {
        let fd = systemOpen(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var h = SHA256()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            buffer.withUnsafeBytes { h.update(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        }
        return hex(h.finalize())
    }

    package mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard var p = bytes.baseAddress else { return }
        var n = bytes.count
        length &+= UInt64(n)
        if !pending.isEmpty {
            let take = min(64 - pending.count, n)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: p, count: take))
            p += take
            n -= take
            guard pending.count == 64 else { return }
            let block = pending
            block.withUnsafeBytes { compress($0.baseAddress!, blocks: 1) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = n / 64
        if whole > 0 { compress(p, blocks: whole) }
        let rest = n - whole * 64
        if rest > 0 { pending.append(contentsOf: UnsafeRawBufferPointer(start: p + whole * 64, count: rest)) }
    }

    /// The 32-byte digest; the hasher should not be used afterwards.
    package mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for i in (0..<8).reversed() { tail.append(UInt8(truncatingIfNeeded: bitLength >> (UInt64(i) * 8))) }
        tail.withUnsafeBytes { compress($0.baseAddress!, blocks: tail.count / 64) }
        pending = []
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
            out += [
                UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                UInt8(truncatingIfNeeded: word)
            ]
        }
        return out
    }

    package static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var s: [UInt8] = []
        s.reserveCapacity(digest.count * 2)
        for b in digest {
            s.append(digits[Int(b >> 4)])
            s.append(digits[Int(b & 15)])
        }
        return String(decoding: s, as: UTF8.self)
    }

    /// Processes whole 64-byte blocks (FIPS 180-4, 6.2.2), in C with the other whole-buffer
    /// loops (rc_pixels.h): unoptimised, as a user's `swift test` builds it, the Swift loop
    /// took 15 % of a passing snapshot run of the sample package.
    private mutating func compress(_ data: UnsafeRawPointer, blocks: Int) {
        withUnsafeMutableBytes(of: &state) { words in
            rc_sha256_blocks(words.bindMemory(to: UInt32.self).baseAddress!, data.assumingMemoryBound(to: UInt8.self), blocks)
        }
    }
}
