import CKernels
import Raster
import TestSupport
import Testing

/// Every vector path this machine has gives the baseline's bytes, kernel by kernel, on
/// seeded inputs: random lengths (vector bodies and every tail), random starts (every
/// alignment within a cache line), coverage and alpha at their edges (0, full, runs), and
/// guard pixels around each span that no path may touch. This is what lets a reference
/// picture recorded on one CPU match on another.
@Suite struct VectorPathTests {
    /// Pixels before and after each span that must come out unchanged.
    static let guardPixels = 17

    /// `count` random premultiplied pixels.
    static func pixels(_ count: Int, _ g: inout SeededRandom) -> [UInt32] {
        (0..<count).map { _ in
            let a = [UInt32(0), 255, UInt32(g.next() % 256)][Int(g.next() % 3)]
            let r = UInt32(g.next() % UInt64(a + 1))
            let gr = UInt32(g.next() % UInt64(a + 1))
            let b = UInt32(g.next() % UInt64(a + 1))
            return r | gr << 8 | b << 16 | a << 24
        }
    }

    /// A span length: short ones (tails only) and long ones (vector bodies plus tails) alike.
    static func length(_ g: inout SeededRandom) -> Int {
        g.next() % 2 == 0 ? Int(g.next() % 40) : Int(g.next() % 400)
    }

    /// Coverage with its edges common: runs of 0 and 255 (whole vector steps empty or full)
    /// beside single values.
    static func coverage(_ count: Int, _ g: inout SeededRandom) -> [UInt8] {
        var out: [UInt8] = []
        while out.count < count {
            let kind = g.next() % 4
            let value: UInt8 = kind == 0 ? 0 : (kind == 1 ? 255 : UInt8(truncatingIfNeeded: g.next()))
            let run = g.next() % 2 == 0 ? 1 + Int(g.next() % 20) : 1
            out.append(contentsOf: repeatElement(value, count: min(run, count - out.count)))
        }
        return out
    }

    /// An alpha table as the blitters build it: source alpha times coverage in 1/65536.
    static func alphaTable(_ g: inout SeededRandom) -> [UInt32] {
        let alpha16 = g.next() % 2 == 0 ? 65536 : UInt32(g.next() % 65537)
        return (0...255).map { c in c == 255 ? alpha16 : (alpha16 &* UInt32(c) &+ 127) / 255 }
    }

    /// Runs `body` on a copy of `buffer` for the baseline and for each wide path, and
    /// expects every wide path's buffer to equal the baseline's.
    static func expectSameAsBaseline<T: Equatable>(
        _ buffer: [T], _ what: @autoclosure () -> String,
        _ body: (rc_kernel_table, inout [T]) -> Void
    ) -> Bool {
        var expected = buffer
        body(KernelPaths.baseline, &expected)
        for path in KernelPaths.wide {
            var actual = buffer
            body(path.kernels, &actual)
            if actual != expected {
                Issue.record("\(path.name) differs from the baseline: \(what())")
                return false
            }
        }
        return true
    }

    @Test func pathsAreChosenByTheDocumentedRule() {
        #expect(rc_parse_path(nil) == -1)
        #expect(rc_parse_path("") == -1)
        #expect(rc_parse_path("baseline") == 0)
        #expect(rc_parse_path("AVX2") == 1)
        #expect(rc_parse_path("avx512") == 2)
        #expect(rc_parse_path("sse4") == -2)
        #expect(rc_parse_path("avx2 ") == -2)
        // A request the CPU has is taken; anything else gets the widest the CPU has.
        #expect(rc_choose_path(0, 2) == 0)
        #expect(rc_choose_path(1, 2) == 1)
        #expect(rc_choose_path(2, 1) == 1)
        #expect(rc_choose_path(-1, 1) == 1)
        #expect(rc_choose_path(-2, 0) == 0)
        #expect(VectorPath.active.rawValue == Int(rc_active_path()))
        #expect(VectorPath.available.first == .baseline && VectorPath.available.last == VectorPath.widest)
        #expect(rc_kernels_for_path(Int32(VectorPath.widest.rawValue + 1)) == nil)
        #expect(rc_kernels_for_path(-1) == nil)
        #expect(VectorPath.summary.hasPrefix(VectorPath.active.description))
        // A path this machine lacks is named as untested, never silently passed over.
        #expect(VectorPath.available + VectorPath.unavailable == VectorPath.allCases)
        #expect(KernelPaths.all.map(\.name) == VectorPath.available.map(\.description))
        for path in VectorPath.unavailable {
            #expect(VectorPath.summary.contains("\(path) not available here: neither used nor tested"))
        }
    }

    @Test func fillsAndSolidBlendsMatchTheBaseline() {
        var g = SeededRandom(seed: 0x51D_0001)
        var failures = 0
        for _ in 0..<400 where failures < 3 {
            let count = Self.length(&g)
            let offset = Int(g.next() % 16)
            let rows = 1 + Int(g.next() % 4)
            let stride = offset + count + Self.guardPixels + Int(g.next() % 3)
            let buffer = Self.pixels(stride * rows + Self.guardPixels, &g)
            let value = UInt32(truncatingIfNeeded: g.next())
            let color = UInt32(g.next() & 0xFFFFFF)
            // Alpha at its edges (0, 1, 65535, 65536) a third of the time.
            let a = g.next() % 3 == 0 ? [0, 1, 65535, 65536][Int(g.next() % 4)] : UInt32(g.next() % 65537)
            let source = Self.pixels(1, &g)[0]
            let start = Self.guardPixels / 2 + offset
            let what = "count \(count), offset \(offset), rows \(rows), alpha \(a)"
            let ok =
                Self.expectSameAsBaseline(buffer, "fill, " + what) { k, b in
                    b.withUnsafeMutableBufferPointer { k.fill_span!($0.baseAddress! + start, count, value) }
                }
                && Self.expectSameAsBaseline(buffer, "source-over, " + what) { k, b in
                    b.withUnsafeMutableBufferPointer { k.source_over_span!($0.baseAddress! + start, count, source) }
                }
                && Self.expectSameAsBaseline(buffer, "solid rect, " + what) { k, b in
                    b.withUnsafeMutableBufferPointer {
                        k.blend_solid_rect!($0.baseAddress! + start, stride, count, rows, color, a)
                    }
                }
            if !ok { failures += 1 }
        }
        #expect(failures == 0)
    }

    @Test func coverageAndGlyphRowsMatchTheBaseline() {
        var g = SeededRandom(seed: 0x51D_0002)
        var failures = 0
        for _ in 0..<400 where failures < 3 {
            let count = Self.length(&g)
            let offset = Int(g.next() % 16)
            let buffer = Self.pixels(count + offset + Self.guardPixels, &g)
            let coverage = Self.coverage(count, &g)
            let table = Self.alphaTable(&g)
            let color = UInt32(g.next() & 0xFFFFFF)
            let ok = table.withUnsafeBufferPointer { t in
                Self.expectSameAsBaseline(buffer, "coverage row, count \(count), alpha \(table[255])") { k, b in
                    b.withUnsafeMutableBufferPointer {
                        k.blend_coverage_row!($0.baseAddress! + offset, coverage, count, color, t.baseAddress!)
                    }
                }
            }
            if !ok { failures += 1 }
        }
        // Whole glyph runs: overlapping glyphs of every width, rows walked across glyphs.
        let width = 96
        let height = 24
        for _ in 0..<60 where failures < 3 {
            let table = Self.alphaTable(&g)
            let color = UInt32(g.next() & 0xFFFFFF)
            var masks: [UnsafeMutablePointer<UInt8>] = []
            defer { for mask in masks { mask.deallocate() } }
            var glyphs: [rc_glyph_rows] = []
            for _ in 0..<(1 + Int(g.next() % 10)) {
                let w = 1 + Int(g.next() % 60)
                let h = 1 + Int(g.next() % 20)
                let x = Int(g.next() % UInt64(width - w + 1))
                let y = Int(g.next() % UInt64(height - h + 1))
                let mask = Self.coverage(w * h, &g)
                let p = UnsafeMutablePointer<UInt8>.allocate(capacity: mask.count)
                p.initialize(from: mask, count: mask.count)
                masks.append(p)
                glyphs.append(
                    rc_glyph_rows(
                        top: Int64(y), bottom: Int64(y + h), x: Int64(x), count: Int64(w),
                        stride: Int64(w), coverage: UnsafePointer(p)))
            }
            let ok = table.withUnsafeBufferPointer { t in
                Self.expectSameAsBaseline(Self.pixels(width * height, &g), "glyph rows, \(glyphs.count) glyphs") { k, b in
                    b.withUnsafeMutableBufferPointer {
                        k.blend_glyph_rows!(
                            $0.baseAddress!, width, 0, Int64(height), glyphs, glyphs.count, color,
                            t.baseAddress!, nil)
                    }
                }
            }
            if !ok { failures += 1 }
        }
        #expect(failures == 0)
    }

    /// The single-rounding coverage blend as written in the contract, per channel in 64-bit
    /// integers: what every path's 16-bit arithmetic must reproduce.
    static func coverageBlend(_ d: UInt32, color: UInt32, alpha a: UInt32) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { out, c in
            let dc = Int64((d >> (8 * c)) & 255)
            let s = c == 3 ? 255 : Int64((color >> (8 * c)) & 255)
            return out | UInt32((dc << 16 + (s - dc) * Int64(a) + 32768) >> 16) << (8 * c)
        }
    }

    /// Every path, the baseline included, against the formula: every coverage over every
    /// destination byte (in rows whose lengths take every step and tail), for opaque and
    /// translucent colours, the alphas at the clamping edges (0, 1, 65535, 65536) among them.
    @Test func coverageRowsMatchTheFormulaOnEveryPath() {
        var g = SeededRandom(seed: 0x51D_0005)
        var failures = 0
        let alphas: [UInt32] = [65536, 65535, 1, 0, 32768] + (0..<6).map { _ in UInt32(g.next() % 65537) }
        for alpha16 in alphas where failures < 3 {
            let table = (0...255).map { c in c == 255 ? alpha16 : (alpha16 &* UInt32(c) &+ 127) / 255 }
            let color = UInt32(g.next() & 0xFFFFFF)
            for d in 0..<256 where failures < 3 {
                // All 256 coverages in one row of random length pieces, over one destination grey.
                let dst = UInt32(d) * 0x0101_0101 ^ (UInt32(truncatingIfNeeded: g.next()) & 0x0003_0303)
                let coverage = (0..<256).map { UInt8($0) }.shuffled(using: &g)
                let expected = coverage.map { c in c == 0 ? dst : Self.coverageBlend(dst, color: color, alpha: table[Int(c)]) }
                for path in KernelPaths.all {
                    var row = [UInt32](repeating: dst, count: 256)
                    var start = 0
                    while start < 256 {
                        let n = min(256 - start, 1 + Int(g.next() % 37))
                        row.withUnsafeMutableBufferPointer { r in
                            coverage.withUnsafeBufferPointer { c in
                                table.withUnsafeBufferPointer { t in
                                    path.kernels.blend_coverage_row!(
                                        r.baseAddress! + start, c.baseAddress! + start, n,
                                        color, t.baseAddress!)
                                }
                            }
                        }
                        start += n
                    }
                    if row != expected {
                        failures += 1
                        Issue.record("\(path.name): coverage blend, alpha \(alpha16), colour \(color), destination \(dst)")
                    }
                }
            }
        }
        #expect(failures == 0)
    }

    @Test func pngRowWorkMatchesTheBaseline() {
        var g = SeededRandom(seed: 0x51D_0003)
        var failures = 0
        for _ in 0..<300 where failures < 3 {
            let bpp = [1, 2, 3, 4, 6, 8][Int(g.next() % 6)]
            let count = Self.length(&g) * bpp
            // Smooth rows (small differences, as pictures have) and noise.
            var row = [UInt8](repeating: 0, count: count)
            var previous = row
            let smooth = g.next() % 2 == 0
            for i in 0..<count {
                row[i] = smooth && i >= bpp ? row[i - bpp] &+ UInt8(g.next() % 5) : UInt8(truncatingIfNeeded: g.next())
                previous[i] = smooth ? row[i] &- UInt8(g.next() % 3) : UInt8(truncatingIfNeeded: g.next())
            }
            let out = [UInt8](repeating: 0xAA, count: count + Self.guardPixels)
            for type in 0...4 {
                let ok = Self.expectSameAsBaseline(out, "filter \(type), bpp \(bpp), \(count) bytes") { k, o in
                    o.withUnsafeMutableBufferPointer { k.png_filter!(Int32(type), row, previous, count, bpp, $0.baseAddress!) }
                }
                if !ok { failures += 1 }
            }
            let sums = KernelPaths.all.map { $0.kernels.sum_of_magnitudes!(row, count) }
            #expect(Set(sums).count == 1, "sum of magnitudes, \(count) bytes: \(sums)")
            let mask = [0xFFFF_FFFF, 0x00FF_FFFF, 0xFF00_0000][Int(g.next() % 3)] as UInt32
            let changes = KernelPaths.all.map { $0.kernels.count_changes!(row, count / 4, mask) }
            #expect(Set(changes).count == 1, "changes, \(count / 4) pixels: \(changes)")
        }
        #expect(failures == 0)
    }

    /// The colour-only colour matrix, every path against the Swift loop it replaced.
    @Test func colourMatrixMatchesTheSwiftLoopOnEveryPath() {
        var g = SeededRandom(seed: 0x51D_0004)
        var failures = 0
        for _ in 0..<200 where failures < 3 {
            // Saturation matrices (the materials') and random ones up to the kernel's limit.
            let matrix: ColorMatrix
            if g.next() % 2 == 0 {
                matrix = .saturation(Double(g.next() % 4001) / 1000 - 1)
            } else {
                let values = (0..<20).map { i -> Double in
                    let (row, column) = (i / 5, i % 5)
                    if row == 3 { return column == 3 ? 1 : 0 }
                    return column < 3 ? Double(Int64(g.next() % 80_001) - 40_000) / 1000 : 0
                }
                matrix = ColorMatrix(values)!
            }
            let q = matrix.fixedPoint()
            guard let m = ColorMatrix.kernelCoefficients(q) else { continue }
            let count = Self.length(&g)
            // Byte pictures, including transparent pixels with colour left in them.
            let bytes = Self.pixels(count, &g).flatMap { p in (0..<4).map { UInt8(truncatingIfNeeded: p >> (8 * $0)) } }
                .enumerated().map { i, b in i % 4 != 3 && g.next() % 50 == 0 ? UInt8(truncatingIfNeeded: g.next()) : b }
            var expected = bytes
            expected.withUnsafeMutableBufferPointer { ColorMatrix.applyColourOnly(q, $0.baseAddress!, count: count) }
            for path in KernelPaths.all {
                var actual = bytes
                actual.withUnsafeMutableBufferPointer { path.kernels.colour_matrix_row!(m, $0.baseAddress!, count) }
                if actual != expected {
                    failures += 1
                    Issue.record("\(path.name): colour matrix \(matrix.values) on \(count) pixels")
                }
            }
        }
        #expect(failures == 0)
    }
}
