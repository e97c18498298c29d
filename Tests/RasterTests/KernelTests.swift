import CKernels
import Raster
import TestSupport
import Testing

/// The C compositing kernels agree bit for bit with the Swift reference arithmetic,
/// over every alpha, vector bodies and scalar tails alike.
@Suite struct KernelTests {
    /// A random premultiplied pixel with the given alpha.
    static func pixel(alpha a: UInt32, _ g: inout SeededGenerator) -> UInt32 {
        let r = UInt32(g.next() % UInt64(a + 1))
        let gr = UInt32(g.next() % UInt64(a + 1))
        let b = UInt32(g.next() % UInt64(a + 1))
        return r | (gr << 8) | (b << 16) | (a << 24)
    }

    @Test func sourceOverSpanMatchesReference() {
        var g = SeededGenerator(seed: 0xC0FFEE)
        for alpha in 0...255 {
            let a = UInt32(alpha)
            let src = Self.pixel(alpha: a, &g)
            let count = 1 + Int(g.next() % 70)
            var row: [UInt32] = []
            for _ in 0..<count { row.append(Self.pixel(alpha: UInt32(g.next() % 256), &g)) }
            let expected = row.map { d -> UInt32 in
                var out: UInt32 = 0
                for shift in stride(from: 0, to: 32, by: 8) {
                    let s = (src >> UInt32(shift)) & 255
                    let dc = (d >> UInt32(shift)) & 255
                    // round(dc · (255 − a) / 255) + s
                    let scaled = Double(dc * (255 - a)) / 255
                    let v: UInt32 = s + UInt32(scaled.rounded(.toNearestOrAwayFromZero))
                    out |= v << UInt32(shift)
                }
                return out
            }
            row.withUnsafeMutableBufferPointer { rc_source_over_span($0.baseAddress!, count, src) }
            #expect(row == expected, "alpha \(alpha)")
        }
    }

    /// Long fills store a head, aligned vectors and an overlapping tail: every length at
    /// every start within a cache line must set exactly its pixels, on every path.
    @Test func fillSpanFillsExactlyTheSpan() {
        let paths: [(String, (UnsafeMutablePointer<UInt32>, Int, UInt32) -> Void)] =
            [("active", { rc_fill_span($0, $1, $2) })]
            + KernelPaths.all.map { p in (p.name, { p.kernels.fill_span!($0, $1, $2) }) }
        var failures = 0
        for (name, fill) in paths {
            for offset in 0..<17 {
                for count in 0...140 where failures < 5 {
                    var row = [UInt32](repeating: 7, count: 17 + 140 + 1)
                    row.withUnsafeMutableBufferPointer { fill($0.baseAddress! + offset, count, 0xDEAD_BEEF) }
                    let expected = (0..<row.count).map { $0 >= offset && $0 < offset + count ? UInt32(0xDEAD_BEEF) : 7 }
                    if row != expected { failures += 1 }
                    #expect(row == expected, "\(name), offset \(offset), count \(count)")
                }
            }
        }
    }
}

/// The single-rounding solid blend equals round(S·α + D·(1 − α)) for α in 1/65536.
@Suite struct SolidBlendKernelTests {
    /// A rectangle of rows (a run of identical rows from the rasterizer) is each row's span.
    @Test func blendSolidRectIsItsRowsSpans() {
        var g = SeededGenerator(seed: 0x5EC7)
        for _ in 0..<100 {
            let width = 8 + Int(g.next() % 60)
            let rows = 1 + Int(g.next() % 6)
            let x = Int(g.next() % 4)
            let count = 1 + Int(g.next() % UInt64(width - x))
            let color = UInt32(g.next() & 0xFFFFFF) | 0xFF00_0000
            let a = UInt32(g.next() % 65537)
            var pixels: [UInt32] = []
            for _ in 0..<(width * rows) { pixels.append(KernelTests.pixel(alpha: UInt32(g.next() % 256), &g)) }
            var expected = pixels
            expected.withUnsafeMutableBufferPointer { p in
                for r in 0..<rows {
                    KernelPaths.baseline.blend_solid_rect!(p.baseAddress! + r * width + x, 0, count, 1, color, a)
                }
            }
            pixels.withUnsafeMutableBufferPointer { rc_blend_solid_rect($0.baseAddress! + x, width, count, rows, color, a) }
            #expect(pixels == expected)
        }
    }

    /// Spans of every length from 1 to 100 on every vector path: the ragged end of a span
    /// is one more whole vector step over pixels read before the loop, so a pixel blended
    /// twice, or one left out, would show here (and nowhere at the lengths of 16).
    @Test func spansOfEveryLengthMatchTheReference() {
        var g = SeededGenerator(seed: 0x7A11)
        for count in 1...100 {
            let color = UInt32(g.next() & 0xFFFFFF) | 0xFF00_0000
            let a = 1 + UInt32(g.next() % 65535)
            var row: [UInt32] = []
            for _ in 0..<(count + 2) { row.append(KernelTests.pixel(alpha: UInt32(g.next() % 256), &g)) }
            var expected = row
            for i in 1...count { expected[i] = SolidBlitter.blend(color, a, row[i]) }
            var active = row
            active.withUnsafeMutableBufferPointer { rc_blend_solid_span($0.baseAddress! + 1, count, color, a) }
            #expect(active == expected, "count \(count), active path")
            for path in KernelPaths.all {
                var copy = row
                copy.withUnsafeMutableBufferPointer { path.kernels.blend_solid_rect!($0.baseAddress! + 1, 0, count, 1, color, a) }
                #expect(copy == expected, "count \(count), \(path.name) path")
            }
        }
    }

    /// Narrow rectangles (a stroke's sides: one to four pixels a row) take a scalar path
    /// in the kernel; it must give the Swift reference blend on exactly those pixels, and an
    /// opaque colour must fill exactly them.
    @Test func narrowSolidRectsMatchTheReference() {
        var g = SeededGenerator(seed: 0xA11CE)
        for count in 1...5 {
            for rows in 1...7 {
                let width = 9
                let x = 2
                let color = UInt32(g.next() & 0xFFFFFF) | 0xFF00_0000
                for a in [UInt32(1), 255, 32768, 65535, 65536, UInt32(g.next() % 65536)] {
                    var pixels: [UInt32] = []
                    for _ in 0..<(width * (rows + 1)) { pixels.append(KernelTests.pixel(alpha: UInt32(g.next() % 256), &g)) }
                    var expected = pixels
                    for r in 0..<rows {
                        for i in x..<(x + count) {
                            let k = r * width + i
                            expected[k] = a == 65536 ? color : SolidBlitter.blend(color, a, pixels[k])
                        }
                    }
                    pixels.withUnsafeMutableBufferPointer {
                        rc_blend_solid_rect($0.baseAddress! + x, width, count, rows, color, a)
                    }
                    #expect(pixels == expected, "count \(count), rows \(rows), alpha \(a)")
                }
            }
        }
    }

    /// Every alpha, against every destination byte: the vector paths take the carry out of
    /// the low 16-bit half from one compare against 65535 − (S·a + 32768) mod 65536, and
    /// the edge cases of that compare sit at particular alphas, so none is skipped.
    @Test func blendSolidSpanMatchesReferenceAtEveryAlpha() {
        // 64 pixels whose 256 channels are the bytes 0...255, each once.
        let row: [UInt32] = (0..<64).map { (i: Int) -> UInt32 in
            let b = UInt32(4 * i)
            return b | (b + 1) << 8 | (b + 2) << 16 | (b + 3) << 24
        }
        var failures = 0
        for a in UInt32(1)...65535 where failures < 5 {
            let color = (a &* 2_654_435_761) & 0xFFFFFF | 0xFF00_0000
            let expected = row.map { SolidBlitter.blend(color, a, $0) }
            for path in KernelPaths.all {
                var copy = row
                copy.withUnsafeMutableBufferPointer { path.kernels.blend_solid_rect!($0.baseAddress!, 0, 64, 1, color, a) }
                if copy != expected {
                    failures += 1
                    Issue.record("alpha \(a): the \(path.name) path differs")
                }
            }
        }
        #expect(failures == 0)
    }

    @Test func blendSolidSpanMatchesReference() {
        var g = SeededGenerator(seed: 0xB1E4D)
        for _ in 0..<400 {
            let a = UInt32(g.next() % 65537)
            let color = UInt32(g.next() & 0xFFFFFF) | 0xFF00_0000
            // Up to 70 pixels: the 16-pixel AVX-512 steps, then 8-pixel AVX2 ones and a tail.
            let count = 1 + Int(g.next() % 70)
            var row: [UInt32] = []
            for _ in 0..<count { row.append(KernelTests.pixel(alpha: UInt32(g.next() % 256), &g)) }
            let expected = row.map { d -> UInt32 in
                var out: UInt32 = 0
                for shift in stride(from: UInt32(0), to: 32, by: 8) {
                    let s = Double((color >> shift) & 255)
                    let dc = Double((d >> shift) & 255)
                    let alpha = Double(a) / 65536
                    let v = UInt32((s * alpha + dc * (1 - alpha)).rounded(.toNearestOrAwayFromZero))
                    out |= v << shift
                }
                return out
            }
            for path in KernelPaths.all {
                var copy = row
                copy.withUnsafeMutableBufferPointer { path.kernels.blend_solid_rect!($0.baseAddress!, 0, count, 1, color, a) }
                #expect(copy == expected, "\(path.name) path")
            }
            row.withUnsafeMutableBufferPointer { rc_blend_solid_span($0.baseAddress!, count, color, a) }
            #expect(row == expected)
            // The Swift single-pixel path is the same arithmetic.
            #expect(
                SolidBlitter.blend(color, a, 0x8040_2010)
                    == {
                        var r = [UInt32(0x8040_2010)]
                        r.withUnsafeMutableBufferPointer { rc_blend_solid_span($0.baseAddress!, 1, color, a) }
                        return r[0]
                    }())
        }
    }
}

/// Glyph coverage rows: every pixel blends with its own alpha, exactly as the
/// single-pixel reference does, on every vector path this machine has.
@Suite struct CoverageKernelTests {
    @Test func coverageRowMatchesReference() {
        var g = SeededGenerator(seed: 0xC0DE)
        for _ in 0..<600 {
            let color = UInt32(g.next() & 0xFFFFFF) | 0xFF00_0000
            let alpha16 = g.next() % 2 == 0 ? 65536 : UInt32(g.next() % 65537)
            let table = (0...255).map { c in c == 255 ? alpha16 : (alpha16 &* UInt32(c) &+ 127) / 255 }
            let count = 1 + Int(g.next() % 50)
            var coverage: [UInt8] = []
            while coverage.count < count {
                // Half the rows in runs (glyph rows: whole 8-pixel steps empty or full, which
                // the AVX-512 path skips or stores), half pixel by pixel.
                let r = g.next() % 4
                let value: UInt8 = r == 0 ? 0 : (r == 1 ? 255 : UInt8(g.next() % 256))
                let run = g.next() % 2 == 0 ? 1 + Int(g.next() % 12) : 1
                coverage.append(contentsOf: repeatElement(value, count: min(run, count - coverage.count)))
            }
            var row: [UInt32] = []
            for _ in 0..<count { row.append(KernelTests.pixel(alpha: UInt32(g.next() % 256), &g)) }
            let expected = zip(row, coverage).map { d, c in c == 0 ? d : SolidBlitter.blend(color, table[Int(c)], d) }
            table.withUnsafeBufferPointer { t in
                for path in KernelPaths.all {
                    var copy = row
                    copy.withUnsafeMutableBufferPointer {
                        path.kernels.blend_coverage_row!($0.baseAddress!, coverage, count, color, t.baseAddress!)
                    }
                    #expect(copy == expected, "\(path.name) path")
                }
                row.withUnsafeMutableBufferPointer {
                    rc_blend_coverage_row($0.baseAddress!, coverage, count, color, t.baseAddress!)
                }
            }
            #expect(row == expected)
        }
    }

    /// `body` with the glyph rows of `rects` (x, y, width, height) over `masks` (one per
    /// rect, rows `width` apart), each mask copied to memory that stays put meanwhile.
    static func withGlyphRows<R>(
        _ rects: [(x: Int, y: Int, w: Int, h: Int)], masks: [[UInt8]],
        _ body: ([rc_glyph_rows], [UnsafeMutablePointer<UInt8>]) -> R
    ) -> R {
        let pinned = masks.map { m in
            let p = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, m.count))
            p.initialize(from: m, count: m.count)
            return p
        }
        defer { for pointer in pinned { pointer.deallocate() } }
        let rows = rects.enumerated().map { i, r in
            rc_glyph_rows(
                top: Int64(r.y), bottom: Int64(r.y + r.h), x: Int64(r.x), count: Int64(r.w),
                stride: Int64(r.w), coverage: UnsafePointer(pinned[i]))
        }
        return body(rows, pinned)
    }

    /// Glyph rows blended row by row across glyphs equal the glyphs blended one after
    /// another (overlapping glyphs included: each pixel still sees them in order).
    @Test func glyphRowsMatchGlyphByGlyph() {
        var g = SeededGenerator(seed: 0x61F)
        let width = 64
        let height = 32
        for _ in 0..<40 {
            let color = UInt32(g.next() & 0xFFFFFF) | 0xFF00_0000
            // Opaque colours half the time: rc_blend_glyph_rows has its own path for them.
            let alpha16 = g.next() % 2 == 0 ? 65536 : UInt32(1 + g.next() % 65536)
            let table = (0...255).map { c in c == 255 ? alpha16 : (alpha16 &* UInt32(c) &+ 127) / 255 }
            var masks: [[UInt8]] = []
            var rects: [(x: Int, y: Int, w: Int, h: Int)] = []
            for _ in 0..<(1 + Int(g.next() % 12)) {
                let w = 1 + Int(g.next() % 40)
                let h = 1 + Int(g.next() % 20)
                let x = Int(g.next() % UInt64(width - w + 1))
                let y = Int(g.next() % UInt64(height - h + 1))
                rects.append((x, y, w, h))
                masks.append((0..<(w * h)).map { _ in g.next() % 3 == 0 ? 0 : UInt8(g.next() % 256) })
            }
            var start: [UInt32] = []
            for _ in 0..<(width * height) { start.append(KernelTests.pixel(alpha: UInt32(g.next() % 256), &g)) }
            var expected = start
            var actual = start
            table.withUnsafeBufferPointer { t in
                expected.withUnsafeMutableBufferPointer { px in
                    for (i, r) in rects.enumerated() {
                        for row in 0..<r.h {
                            masks[i].withUnsafeBufferPointer { m in
                                KernelPaths.baseline.blend_coverage_row!(
                                    px.baseAddress! + (r.y + row) * width + r.x,
                                    m.baseAddress! + row * r.w, r.w, color,
                                    t.baseAddress!)
                            }
                        }
                    }
                }
                Self.withGlyphRows(rects, masks: masks) { rows, _ in
                    actual.withUnsafeMutableBufferPointer { px in
                        rc_blend_glyph_rows(
                            px.baseAddress!, width, 0, Int64(height), rows, rows.count, color, t.baseAddress!, nil)
                    }
                }
            }
            #expect(actual == expected)
        }
    }

    /// Glyph rows over a pending clear (each row's columns from its mark on standing for the
    /// clear colour, holding stale bytes) give, on every path, the pixels of writing the
    /// clear first and then blending glyph by glyph; the marks end at or right of where
    /// they were, never past the row, and the columns left of each are final. Glyphs come in
    /// any order, overlap, start left of a mark, and run to both edges.
    @Test func glyphRowsOverAPendingClearEqualClearingFirst() {
        var g = SeededGenerator(seed: 0x61F_C1EA)
        let width = 96
        let height = 24
        var failures: [String] = []
        for round in 0..<300 {
            let color = UInt32(g.next() & 0xFFFFFF) | 0xFF00_0000
            // Opaque colours half the time: rc_blend_glyph_rows has its own path for them.
            let alpha16 = g.next() % 2 == 0 ? 65536 : UInt32(1 + g.next() % 65536)
            let table = (0...255).map { c in c == 255 ? alpha16 : (alpha16 &* UInt32(c) &+ 127) / 255 }
            let clear = KernelTests.pixel(alpha: g.next() % 3 == 0 ? 255 : UInt32(g.next() % 256), &g)
            var rects: [(x: Int, y: Int, w: Int, h: Int)] = []
            var masks: [[UInt8]] = []
            var pen = Int(g.next() % 8)
            for _ in 0..<(1 + Int(g.next() % 14)) {
                let w = 1 + Int(g.next() % 40)
                let h = 1 + Int(g.next() % UInt64(height))
                // Mostly left to right with overlapping boxes, as a line of text; now and then
                // anywhere (a glyph left of the others, or past the row's end).
                let x = g.next() % 5 == 0 ? Int(g.next() % UInt64(width - w + 1)) : max(0, min(pen, width - w))
                pen = x + w - Int(g.next() % 6)
                let y = Int(g.next() % UInt64(height - h + 1))
                rects.append((x, y, w, h))
                // Empty and full runs of four and more, as glyph masks have, and edges.
                masks.append(
                    (0..<(w * h)).map { i in
                        switch (i / 4 + Int(g.next() % 2)) % 4 {
                        case 0: 0
                        case 1: 255
                        default: UInt8(g.next() % 256)
                        }
                    })
            }
            // Each row's mark: no pixel real yet, some, or the whole row.
            let marks: [Int32] = (0..<height).map { _ in
                switch g.next() % 4 {
                case 0: 0
                case 1: Int32(width)
                default: Int32(g.next() % UInt64(width + 1))
                }
            }
            var real: [UInt32] = []
            for _ in 0..<(width * height) { real.append(KernelTests.pixel(alpha: UInt32(g.next() % 256), &g)) }
            Self.withGlyphRows(rects, masks: masks) { rows, pinned in
                // Expected: the clear written first, then the baseline's glyph-by-glyph blend.
                var expected = real
                for y in 0..<height {
                    for x in Int(marks[y])..<width { expected[y * width + x] = clear }
                }
                table.withUnsafeBufferPointer { t in
                    expected.withUnsafeMutableBufferPointer { px in
                        for (i, r) in rects.enumerated() {
                            for row in 0..<r.h {
                                KernelPaths.baseline.blend_coverage_row!(
                                    px.baseAddress! + (r.y + row) * width + r.x, pinned[i] + row * r.w, r.w, color,
                                    t.baseAddress!)
                            }
                        }
                    }
                }
                for (name, kernels) in KernelPaths.all {
                    // Stale bytes where the clear is pending: none may survive.
                    var actual = real
                    for y in 0..<height {
                        for x in Int(marks[y])..<width { actual[y * width + x] = 0xA5A5_A5A5 &+ UInt32(x) }
                    }
                    var after = marks
                    table.withUnsafeBufferPointer { t in
                        actual.withUnsafeMutableBufferPointer { px in
                            after.withUnsafeMutableBufferPointer { m in
                                var pending = rc_pending_clear(from: m.baseAddress!, colour: clear)
                                kernels.blend_glyph_rows!(
                                    px.baseAddress!, width, 0, Int64(height), rows, rows.count, color, t.baseAddress!,
                                    &pending)
                            }
                        }
                    }
                    if zip(after, marks).contains(where: { $0 < $1 || $0 > Int32(width) }) {
                        failures.append("round \(round), \(name): a mark moved left or past the row")
                    }
                    // The flush writes what is still pending.
                    for y in 0..<height {
                        for x in Int(after[y])..<width { actual[y * width + x] = clear }
                    }
                    if actual != expected {
                        let i = actual.indices.first { actual[$0] != expected[$0] }!
                        failures.append(
                            "round \(round), \(name): pixel (\(i % width), \(i / width)) is \(actual[i]), "
                                + "expected \(expected[i]) (mark \(marks[i / width]))")
                    }
                }
            }
        }
        #expect(failures.count == 0, "\(failures.prefix(5))")
    }
}
