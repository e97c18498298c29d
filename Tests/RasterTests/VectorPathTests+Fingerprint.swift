import CKernels
import TestSupport
import Testing

/// The manifest fingerprint (CKernels/fingerprint.c): every path against the baseline and
/// the baseline against the plain-C definition on seeded inputs of every length class (empty,
/// under a word, under a stripe, whole stripes, whole 16-stripe blocks and one byte either
/// side, odd tails, large), at every alignment; the definition as rc_kernels.h states it,
/// written again here in Swift; and known answers, because its values are the contract of
/// every committed version-2 manifest.json and must never drift.
extension VectorPathTests {
    /// Lengths at every edge of the definition: a word is 8 bytes, a stripe 64, a block 1024.
    static let fingerprintLengths: [Int] =
        [0, 1, 7, 8, 9, 31, 32, 33, 63, 64, 65, 127, 128, 129, 1023, 1024, 1025, 2047, 2048, 2049, 16_383, 16_385]
        + [100_003, 1 << 20, (1 << 20) + 37]

    static func fingerprint(_ bytes: [UInt8], from start: Int = 0, count: Int? = nil, seed: UInt64, with k: rc_kernel_table)
        -> [UInt64]
    {
        var out: [UInt64] = [0, 0]
        let n = count ?? bytes.count - start
        bytes.withUnsafeBufferPointer { b in
            out.withUnsafeMutableBufferPointer { k.fingerprint128!(b.baseAddress.map { $0 + start }, n, seed, $0.baseAddress!) }
        }
        return out
    }

    static func portableFingerprint(_ bytes: [UInt8], from start: Int = 0, count: Int? = nil, seed: UInt64) -> [UInt64] {
        var out: [UInt64] = [0, 0]
        let n = count ?? bytes.count - start
        bytes.withUnsafeBufferPointer { b in
            out.withUnsafeMutableBufferPointer {
                rc_fingerprint128_portable(b.baseAddress.map { $0 + start }, n, seed, $0.baseAddress!)
            }
        }
        return out
    }

    /// rc_kernels.h's definition of `rc_fingerprint128`, transcribed from its text (not from
    /// the C), with its 32 key words made as fingerprint.c says: splitmix64 from "render-c".
    static func definedFingerprint(_ bytes: [UInt8], seed: UInt64) -> [UInt64] {
        var g = SeededRandom(seed: 0x7265_6e64_6572_2d63)
        let key = (0..<32).map { _ in g.next() }
        func word(_ b: ArraySlice<UInt8>, _ i: Int) -> UInt64 {
            (0..<8).reduce(0) { $0 | UInt64(b[b.startIndex + 8 * i + $1]) << (8 * $1) }
        }
        var acc = (0..<8).map { key[24 + $0] ^ seed }
        func stripe(_ s: ArraySlice<UInt8>, _ k: Int) {
            for i in 0..<8 {
                let d = word(s, i)
                let dk = d ^ key[k + i]
                acc[i] = acc[i] &+ (dk & 0xFFFF_FFFF) &* (dk >> 32) &+ word(s, i ^ 1)
            }
        }
        let whole = bytes.count / 64
        for j in 0..<whole {
            stripe(bytes[(64 * j)..<(64 * j + 64)], j % 16)
            if j % 16 == 15 {
                for i in 0..<8 { acc[i] = (acc[i] ^ acc[i] >> 47 ^ key[16 + i]) &* 0x9E37_79B1 }
            }
        }
        if bytes.count % 64 != 0 {
            var last = Array(bytes[(64 * whole)...])
            last += [UInt8](repeating: 0, count: 64 - last.count)
            stripe(last[...], whole % 16)
        }
        func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
            let (high, low) = a.multipliedFullWidth(by: b)
            return low ^ high
        }
        func avalanche(_ x: UInt64) -> UInt64 {
            let h = (x ^ x >> 37) &* 0x1656_6791_9E37_79F9
            return h ^ h >> 32
        }
        func sum(_ first: Int) -> UInt64 {
            (0..<4).reduce(0) { $0 &+ fold(acc[2 * $1] ^ key[first + 2 * $1], acc[2 * $1 + 1] ^ key[first + 1 + 2 * $1]) }
        }
        let n = UInt64(bytes.count)
        return [
            avalanche((n &* 0x9E37_79B1_85EB_CA87 ^ seed) &+ sum(3)),
            avalanche((~(n &* 0xC2B2_AE3D_27D4_EB4F) ^ (seed >> 32 | seed << 32)) &+ sum(13))
        ]
    }

    static func randomBytes(_ count: Int, _ g: inout SeededRandom) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        for i in stride(from: 0, to: count, by: 8) {
            let v = g.next()
            for j in 0..<min(8, count - i) { out[i + j] = UInt8(truncatingIfNeeded: v >> (8 * j)) }
        }
        return out
    }

    @Test func fingerprintMatchesTheBaselineOnEveryPathAndTheDefinition() {
        var g = SeededRandom(seed: 0x51D_0007)
        let pool = Self.randomBytes((1 << 20) + 200, &g)
        var failures = 0
        var lengths = Self.fingerprintLengths
        for _ in 0..<150 { lengths.append(Self.length(&g) * (g.next() % 2 == 0 ? 1 : 37) + Int(g.next() % 2)) }
        for count in lengths where failures < 3 {
            let start = Int(g.next() % 64)  // every alignment within a cache line
            let seed = g.next() % 4 == 0 ? 0 : g.next()
            let expected = Self.portableFingerprint(pool, from: start, count: count, seed: seed)
            for path in KernelPaths.all {
                let actual = Self.fingerprint(pool, from: start, count: count, seed: seed, with: path.kernels)
                if actual != expected {
                    failures += 1
                    Issue.record(
                        "\(path.name) fingerprint differs from the portable one: \(count) bytes at \(start), seed \(seed)")
                }
            }
            // The Swift transcription is slow: the short lengths and one large one.
            if count <= 20_000 || count == 1 << 20 {
                let defined = Self.definedFingerprint(Array(pool[start..<(start + count)]), seed: seed)
                if defined != expected {
                    failures += 1
                    Issue.record("the C fingerprint is not rc_kernels.h's definition: \(count) bytes, seed \(seed)")
                }
            }
        }
        #expect(failures == 0)
        // The dispatched entry point is the active path's.
        let bytes = Array(pool[0..<1000])
        var out: [UInt64] = [0, 0]
        out.withUnsafeMutableBufferPointer { rc_fingerprint128(bytes, bytes.count, 5, $0.baseAddress!) }
        #expect(out == Self.portableFingerprint(bytes, seed: 5))
    }

    /// Any one bit of the input, the seed or the length changes the value (a fingerprint
    /// that ignored a lane, the tail or the seed would pass the path comparisons above).
    @Test func everyBitSeedAndLengthChangeTheFingerprint() {
        var g = SeededRandom(seed: 0x51D_0008)
        for count in [1, 8, 63, 64, 65, 1100] {
            var bytes = Self.randomBytes(count, &g)
            let reference = Self.portableFingerprint(bytes, seed: 9)
            var seen: Set<[UInt64]> = [reference]
            for bit in 0..<(count * 8) {
                bytes[bit / 8] ^= 1 << UInt8(bit % 8)
                let flipped = Self.fingerprint(bytes, seed: 9, with: KernelPaths.all.last!.kernels)
                bytes[bit / 8] ^= 1 << UInt8(bit % 8)
                // Both halves change, and no two flips collide.
                #expect(flipped[0] != reference[0] && flipped[1] != reference[1], "\(count) bytes, bit \(bit)")
                seen.insert(flipped)
            }
            #expect(seen.count == count * 8 + 1)
            #expect(Self.portableFingerprint(bytes, seed: 10) != reference)
            #expect(Self.portableFingerprint(bytes + [0], seed: 9) != reference, "a zero byte more")
        }
        #expect(Self.portableFingerprint([], seed: 0) != Self.portableFingerprint([0], seed: 0))
        #expect(Self.portableFingerprint([], seed: 0) != Self.portableFingerprint([], seed: 1))
    }

    /// Fixed values: every committed version-2 manifest holds fingerprints of this
    /// definition, so a change here would silently turn every pass back into a decode.
    @Test func fingerprintKnownAnswers() {
        func pattern(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) } }
        let cases: [(bytes: [UInt8], seed: UInt64, expected: [UInt64])] = [
            ([], 0, [0x3f4d_92e5_0178_cd5e, 0xa971_c435_fac8_7caa]),
            (Array("abc".utf8), 0, [0x6818_5139_8576_3739, 0xc3be_8d9f_bcfc_bd02]),
            (pattern(64), 64, [0x0245_e165_1ab6_5d5c, 0xcf27_04e3_3378_5d12]),
            (pattern(1000), 0x1234_5678_9ABC_DEF0, [0x779e_28b9_a69a_6230, 0x71db_1d8b_b18d_42af]),
            (pattern(1170 * 4 * 3), 1170 | 3 << 32, [0x60f3_7193_08e1_78c7, 0xab18_d3bd_162e_1bb4])
        ]
        for c in cases {
            for path in KernelPaths.all {
                let actual = Self.fingerprint(c.bytes, seed: c.seed, with: path.kernels)
                #expect(
                    actual == c.expected,
                    "\(path.name), \(c.bytes.count) bytes, seed \(c.seed): \(actual.map { String($0, radix: 16) })")
            }
        }
    }
}
