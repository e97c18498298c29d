import CKernels
import Raster
import TestSupport
import Testing

/// The whole-picture C loops (rc_pixels.h) against the Swift they replaced, kept here as
/// the oracle, on seeded random pictures: premultiplying both ways, the PNG encoder's row
/// work, comparing two pictures and drawing the difference, and SHA-256 blocks.
@Suite struct PixelKernelOracleTests {
    /// A random premultiplied picture; `opaque` pixels at alpha 255, else alpha from
    /// {0, 255, anything} so both special cases and the general one are common.
    static func picture(width: Int, height: Int, opaque: Bool = false, _ g: inout SeededRandom) -> Pixmap {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let a: UInt8 = opaque ? 255 : [0, 255, UInt8(truncatingIfNeeded: g.next())][Int(g.next() % 3)]
            for c in 0..<3 { bytes[i * 4 + c] = UInt8(g.next() % (UInt64(a) + 1)) }
            bytes[i * 4 + 3] = a
        }
        return Pixmap(width: width, height: height, premultipliedData: bytes)!
    }

    /// `reference` with `changes` random pixels changed by up to `spread` per channel.
    static func changed(_ reference: Pixmap, changes: Int, spread: Int, _ g: inout SeededRandom) -> Pixmap {
        var bytes = reference.data
        for _ in 0..<changes {
            let i = Int(g.next() % UInt64(reference.width * reference.height)) * 4
            for c in 0..<4 {
                let v = Int(bytes[i + c]) + Int(g.next() % UInt64(2 * spread + 1)) - spread
                bytes[i + c] = UInt8(max(0, min(255, v)))
            }
            for c in 0..<3 { bytes[i + c] = min(bytes[i + c], bytes[i + 3]) }
        }
        return Pixmap(width: reference.width, height: reference.height, premultipliedData: bytes)!
    }

    // MARK: - Premultiplying

    @Test func premultiplyingMatchesTheSwiftLoops() {
        var g = SeededRandom(seed: 0x5EED_0001)
        for _ in 0..<20 {
            let w = 1 + Int(g.next() % 40)
            let h = 1 + Int(g.next() % 20)
            let straight = (0..<(w * h * 4)).map { _ in UInt8(truncatingIfNeeded: g.next()) }
            // Oracle: the loop Pixmap(unpremultipliedData:) ran.
            var expected = straight
            for i in stride(from: 0, to: expected.count, by: 4) where expected[i + 3] != 255 {
                let a = UInt32(expected[i + 3])
                for c in 0..<3 {
                    let t = UInt32(expected[i + c]) * a + 128
                    expected[i + c] = UInt8((t + (t >> 8)) >> 8)
                }
            }
            let p = Pixmap(width: w, height: h, unpremultipliedData: straight)!
            #expect(p.data == expected)

            // Oracle: the loop unpremultipliedData() ran.
            var back = p.data
            for i in stride(from: 0, to: back.count, by: 4) {
                let a = Int(back[i + 3])
                if a != 0 && a != 255 {
                    for c in 0..<3 { back[i + c] = UInt8(min(255, (Int(back[i + c]) * 255 + a / 2) / a)) }
                } else if a == 0 {
                    back[i] = 0
                    back[i + 1] = 0
                    back[i + 2] = 0
                }
            }
            #expect(p.unpremultipliedData() == back)
            #expect(p.isOpaque == stride(from: 3, to: p.data.count, by: 4).allSatisfy { p.data[$0] == 255 })
        }
        let opaque = Self.picture(width: 9, height: 4, opaque: true, &g)
        #expect(opaque.isOpaque)
        var bad = opaque.data
        bad[4 * 7 + 3] = 3
        bad[4 * 7] = 4
        #expect(Pixmap(width: 9, height: 4, premultipliedData: bad) == nil)
    }

    // MARK: - PNG rows

    @Test func pngRowWorkMatchesTheSwiftLoops() {
        var g = SeededRandom(seed: 0x5EED_0002)
        for _ in 0..<30 {
            let pixels = 1 + Int(g.next() % 50)
            // Flat runs and noise, so both outcomes of the tone test occur.
            let flat = g.next() % 2 == 0
            let row: [UInt8] = (0..<(pixels * 4)).map { i in flat ? UInt8(i / 40 % 3) : UInt8(truncatingIfNeeded: g.next()) }
            let above: [UInt8] = (0..<(pixels * 4)).map { _ in UInt8(truncatingIfNeeded: g.next()) }
            for mask: UInt32 in [0x00FF_FFFF, ~0] {
                // Oracle: pixels differing from their left neighbour in the masked bytes.
                var changes = 0
                for x in 1..<max(1, pixels)
                where (0..<4).contains(where: { c in
                    (mask >> UInt32(c * 8)) & 0xFF != 0 && row[x * 4 + c] != row[x * 4 - 4 + c]
                }) { changes += 1 }
                let tonal = row.withUnsafeBytes {
                    PNGRowPlan.isContinuousTone($0.baseAddress!, pixels: pixels, channelMask: mask)
                }
                #expect(tonal == (pixels > 1 && changes * 10 > (pixels - 1) * 3))
            }
            var rgb = [UInt8](repeating: 0, count: pixels * 3 + 1)
            row.withUnsafeBytes { src in
                rgb.withUnsafeMutableBytes {
                    PNGEncoder.copyColourBytes(from: src.baseAddress!, pixels: pixels, to: $0.baseAddress!)
                }
            }
            var colours: [UInt8] = []
            for x in 0..<pixels { colours += row[(x * 4)..<(x * 4 + 3)] }
            #expect(Array(rgb.prefix(pixels * 3)) == colours)

            for bpp in [3, 4] {
                let count = pixels * bpp
                for filter in PNGRowFilter.allCases {
                    var swift = [UInt8](repeating: 0, count: count)
                    var c = swift
                    row.withUnsafeBufferPointer { r in
                        above.withUnsafeBufferPointer { p in
                            filter.apply(
                                row: r.baseAddress!, previous: p.baseAddress!, count: count, bytesPerPixel: bpp,
                                into: &swift)
                            rc_png_filter(Int32(filter.rawValue), r.baseAddress!, p.baseAddress!, count, bpp, &c)
                        }
                    }
                    #expect(c == swift, "filter \(filter), bpp \(bpp)")
                    #expect(rc_sum_of_magnitudes(c, count) == PNGRowFilter.sumOfMagnitudes(swift, count: count))
                }
            }
        }
    }

    // MARK: - Clip masks

    @Test func maskMultiplicationMatchesTheSwiftLoops() {
        var g = SeededRandom(seed: 0x5EED_0008)
        /// Oracle: MaskedBlitter's Swift loops, `div255(m * c)`.
        func swift(_ m: UInt8, _ c: UInt8) -> UInt8 {
            let t = UInt32(m) &* UInt32(c) &+ 128
            return UInt8((t &+ (t >> 8)) >> 8)
        }
        for _ in 0..<20 {
            let count = Int(g.next() % 90)
            let mask = (0..<count).map { _ in UInt8(truncatingIfNeeded: g.next()) }
            let coverage = (0..<count).map { _ in UInt8(truncatingIfNeeded: g.next()) }
            let c = UInt8(truncatingIfNeeded: g.next())
            var span = [UInt8](repeating: 0, count: count + 1)
            var row = span
            rc_mask_span(mask, UInt32(c), count, &span)
            rc_mask_row(mask, coverage, count, &row)
            #expect(Array(span.prefix(count)) == mask.map { swift($0, c) })
            #expect(Array(row.prefix(count)) == zip(mask, coverage).map { swift($0, $1) })
        }
        // Every pair of bytes, once.
        for m in 0...255 {
            var out = [UInt8](repeating: 0, count: 256)
            rc_mask_row([UInt8](repeating: UInt8(m), count: 256), (0...255).map { UInt8($0) }, 256, &out)
            #expect(out == (0...255).map { swift(UInt8(m), UInt8($0)) })
        }
    }

    // MARK: - Comparing

    /// The comparison SnapshotDifference ran in Swift: each pixel's largest channel
    /// difference, the count over the tolerance, the first, the box and the densest window.
    static func oracle(_ actual: Pixmap, _ reference: Pixmap, tolerance: Int, side: Int)
        -> (count: PixelDifferenceCount, densest: Int)
    {
        let w = actual.width
        let h = actual.height
        func difference(_ x: Int, _ y: Int) -> Int {
            let i = (y * w + x) * 4
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(actual.data[i + c]) - Int(reference.data[i + c]))) }
            return d
        }
        var count = PixelDifferenceCount(differing: 0, maxChannelDifference: 0, first: nil, box: nil)
        var x0 = Int.max
        var y0 = Int.max
        var x1 = -1
        var y1 = -1
        for y in 0..<h {
            for x in 0..<w {
                let d = difference(x, y)
                count.maxChannelDifference = max(count.maxChannelDifference, d)
                guard d > tolerance else { continue }
                if count.first == nil { count.first = (x, y) }
                count.differing += 1
                x0 = min(x0, x)
                y0 = min(y0, y)
                x1 = max(x1, x)
                y1 = max(y1, y)
            }
        }
        guard count.differing > 0 else { return (count, 0) }
        count.box = IntRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
        // Every window, counted directly.
        let ww = min(side, w)
        let wh = min(side, h)
        var densest = 0
        for top in 0...(h - wh) {
            for left in 0...(w - ww) {
                var n = 0
                for y in top..<(top + wh) { for x in left..<(left + ww) where difference(x, y) > tolerance { n += 1 } }
                densest = max(densest, n)
            }
        }
        return (count, densest)
    }

    @Test func comparisonMatchesTheSwiftLoops() {
        var g = SeededRandom(seed: 0x5EED_0003)
        for round in 0..<40 {
            let w = 1 + Int(g.next() % 37)
            let h = 1 + Int(g.next() % 29)
            let reference = Self.picture(width: w, height: h, &g)
            let actual = Self.changed(reference, changes: Int(g.next() % 12), spread: 1 + Int(g.next() % 40), &g)
            let tolerance = [0, 0, 1, 5, 30][round % 5]
            let side = [16, 4, 3][round % 3]
            let expected = Self.oracle(actual, reference, tolerance: tolerance, side: side)
            let found = actual.differences(from: reference, tolerance: tolerance)
            #expect(found == expected.count, "round \(round)")
            if let box = found.box {
                let densest = actual.densestDifferenceWindow(
                    from: reference, tolerance: tolerance, box: box,
                    windowWidth: min(side, w), windowHeight: min(side, h))
                #expect(densest == expected.densest, "round \(round)")
            }
        }
    }

    @Test func differencePictureMatchesTheSwiftLoop() {
        var g = SeededRandom(seed: 0x5EED_0004)
        for round in 0..<20 {
            let w = 1 + Int(g.next() % 30)
            let h = 1 + Int(g.next() % 20)
            let reference = Self.picture(width: w, height: h, &g)
            // Some rounds compare pictures of different sizes.
            let actual =
                round % 4 == 3
                ? Self.picture(width: 1 + Int(g.next() % 30), height: 1 + Int(g.next() % 20), &g)
                : Self.changed(reference, changes: Int(g.next() % 30), spread: 60, &g)
            let tolerance = round % 3 == 0 ? 10 : 0
            // Oracle: SnapshotDifference.diffImage's Swift loop.
            let ow = max(actual.width, reference.width)
            let oh = max(actual.height, reference.height)
            var expected = Pixmap(width: ow, height: oh, color: .white)!
            for y in 0..<oh {
                for x in 0..<ow {
                    let inA = x < actual.width && y < actual.height
                    let inR = x < reference.width && y < reference.height
                    guard inA && inR else {
                        expected[x, y] = PremultipliedRGBA8(r: 255, g: 0, b: 255, a: 255)
                        continue
                    }
                    let a = actual[x, y]
                    let r = reference[x, y]
                    let d = max(
                        abs(Int(a.r) - Int(r.r)), abs(Int(a.g) - Int(r.g)), abs(Int(a.b) - Int(r.b)),
                        abs(Int(a.a) - Int(r.a)))
                    if d > tolerance {
                        expected[x, y] = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
                    } else {
                        let l = (Int(r.r) * 54 + Int(r.g) * 183 + Int(r.b) * 19) >> 8 + (255 - Int(r.a))
                        let v = UInt8(min(255, 180 + min(255, l) * 75 / 255))
                        expected[x, y] = PremultipliedRGBA8(r: v, g: v, b: v, a: 255)
                    }
                }
            }
            #expect(
                Pixmap.differencePicture(actual: actual, reference: reference, tolerance: tolerance) == expected,
                "round \(round)")
        }
    }

    @Test func drawingOverOpaqueMatchesTheSwiftLoop() {
        var g = SeededRandom(seed: 0x5EED_0005)
        for _ in 0..<20 {
            let ground = Self.picture(width: 40, height: 30, opaque: true, &g)
            let source = Self.picture(width: 1 + Int(g.next() % 30), height: 1 + Int(g.next() % 20), &g)
            let x = Int(g.next() % UInt64(40 - source.width + 1))
            let y = Int(g.next() % UInt64(30 - source.height + 1))
            // Oracle: SnapshotArtifacts.threePane's Swift loop.
            var expected = ground
            for py in 0..<source.height {
                for px in 0..<source.width {
                    let s = source[px, py]
                    let d = expected[x + px, y + py]
                    let inv = 255 - Int(s.a)
                    expected[x + px, y + py] = PremultipliedRGBA8(
                        r: UInt8(Int(s.r) + (Int(d.r) * inv + 127) / 255), g: UInt8(Int(s.g) + (Int(d.g) * inv + 127) / 255),
                        b: UInt8(Int(s.b) + (Int(d.b) * inv + 127) / 255), a: 255)
                }
            }
            var out = ground
            out.drawOverOpaque(source, x: x, y: y)
            #expect(out == expected)
        }
    }

    @Test func pixmapEqualityIsSizeAndBytes() {
        var g = SeededRandom(seed: 0x5EED_0006)
        let a = Self.picture(width: 6, height: 4, &g)
        #expect(a == Pixmap(width: 6, height: 4, premultipliedData: a.data)!)
        #expect(a != Pixmap(width: 4, height: 6, premultipliedData: a.data)!)
        var b = a
        b[5, 3] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: a[5, 3].a ^ 1)
        #expect(a != b)
    }

    // MARK: - SHA-256

    /// The Swift compression function SafeIO's SHA256 ran before it called C, as FIPS 180-4 writes it.
    static func swiftCompress(_ state: inout [UInt32], _ block: ArraySlice<UInt8>) {
        let k: [UInt32] = [
            0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
            0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
            0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
            0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
            0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
            0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
            0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
            0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2
        ]
        func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
        let bytes = Array(block)
        var w: [UInt32] = []
        for t in 0..<16 {
            var word: UInt32 = 0
            for i in 0..<4 { word = word << 8 | UInt32(bytes[t * 4 + i]) }
            w.append(word)
        }
        for t in 16..<64 {
            let x: UInt32 = w[t - 15]
            let y: UInt32 = w[t - 2]
            let s0: UInt32 = rotr(x, 7) ^ rotr(x, 18) ^ (x >> 3)
            let s1: UInt32 = rotr(y, 17) ^ rotr(y, 19) ^ (y >> 10)
            let sum: UInt32 = w[t - 16] &+ s0
            w.append(sum &+ w[t - 7] &+ s1)
        }
        var v = state
        for t in 0..<64 {
            let (a, b, c, e, f, g): (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (v[0], v[1], v[2], v[4], v[5], v[6])
            let bigS1: UInt32 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let ch: UInt32 = (e & f) ^ (~e & g)
            let t1: UInt32 = v[7] &+ bigS1 &+ ch &+ k[t] &+ w[t]
            let bigS0: UInt32 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let maj: UInt32 = (a & b) ^ (a & c) ^ (b & c)
            let t2: UInt32 = bigS0 &+ maj
            v = [t1 &+ t2, a, b, c, v[3] &+ t1, e, f, g]
        }
        for i in 0..<8 { state[i] &+= v[i] }
    }

    @Test func sha256BlocksMatchTheSwiftCompression() {
        var g = SeededRandom(seed: 0x5EED_0007)
        for _ in 0..<10 {
            let blocks = 1 + Int(g.next() % 5)
            let data = (0..<(blocks * 64)).map { _ in UInt8(truncatingIfNeeded: g.next()) }
            var expected: [UInt32] = (0..<8).map { _ in UInt32(truncatingIfNeeded: g.next()) }
            var state = expected
            for b in 0..<blocks { Self.swiftCompress(&expected, data[(b * 64)..<(b * 64 + 64)]) }
            data.withUnsafeBytes { d in
                state.withUnsafeMutableBufferPointer {
                    rc_sha256_blocks($0.baseAddress!, d.baseAddress!.assumingMemoryBound(to: UInt8.self), blocks)
                }
            }
            #expect(state == expected)
        }
    }
}
