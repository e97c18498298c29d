import CKernels
import Raster
import TestSupport
import Testing

/// The colour search of the report's actual picture (`index_colours`, behind
/// `IndexedPicture(opaque:)`): every path against the rule written plainly (colours
/// numbered in order of first appearance, nil at a pixel not opaque or a 257th colour), on seeded pictures of runs
/// across the vector steps, rows equal to the row above, widths 1 to 40 and a 3x screen's,
/// exactly 256 and 257 colours, and a pixel that is not opaque first, last, inside a run or
/// inside a repeated row.
extension VectorPathTests {
    /// One path's answer: the colours and indices, or nil for -1; `givesRepeats`: told
    /// which rows repeat the row above (found the plain way; every third row unknown, as
    /// the comparison pass leaves rows it did not compare), else finding them itself.
    static func indexColours(
        _ pixels: [UInt32], width: Int, height: Int, givesRepeats: Bool = false, with k: rc_kernel_table
    ) -> (colours: [UInt32], indices: [UInt8])? {
        var colours = [UInt32](repeating: 0xDEAD_BEEF, count: 256)
        var indices = [UInt8](repeating: 0xAA, count: width * height)
        let repeats =
            givesRepeats
            ? partlyKnown(
                pixels.withUnsafeBytes { repeatedRows(Array($0), rowBytes: width * 4, height: height) }) : nil
        let found = pixels.withUnsafeBytes { rgba in
            withOptionalBytes(repeats) { repeats in
                k.index_colours!(
                    rgba.baseAddress!.assumingMemoryBound(to: UInt8.self), width, height, repeats, &colours, &indices)
            }
        }
        return found < 0 ? nil : (Array(colours[..<Int(found)]), indices)
    }

    /// The rule's answer for the same pixels (as `IndexedPictureTests.numbered` has it, on
    /// words: a pixel that is not opaque need not be valid premultiplied here).
    static func indexColoursOracle(_ pixels: [UInt32], width: Int, height: Int) -> (colours: [UInt32], indices: [UInt8])? {
        var seen: [UInt32: UInt8] = [:]
        var colours: [UInt32] = []
        var indices: [UInt8] = []
        for word in pixels {
            guard word >> 24 == 255 else { return nil }
            if let index = seen[word] {
                indices.append(index)
                continue
            }
            guard colours.count < 256 else { return nil }
            seen[word] = UInt8(colours.count)
            indices.append(UInt8(colours.count))
            colours.append(word)
        }
        return (colours, indices)
    }

    /// Rows of runs of `palette`'s colours (runs long enough to cross several vector steps,
    /// and single pixels), about a third of them equal to the row above.
    static func runRows(width: Int, height: Int, palette: [UInt32], _ g: inout SeededRandom) -> [UInt32] {
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            if y > 0, g.next() % 3 == 0 {
                pixels += pixels[((y - 1) * width)..<(y * width)]
                continue
            }
            var x = 0
            while x < width {
                let colour = palette[Int(g.next() % UInt64(palette.count))]
                let run = g.next() % 3 == 0 ? 1 : 1 + Int(g.next() % 40)
                let n = min(run, width - x)
                pixels += repeatElement(colour, count: n)
                x += n
            }
        }
        return pixels
    }

    static func opaquePalette(_ count: Int, _ g: inout SeededRandom) -> [UInt32] {
        var seen = Set<UInt32>()
        var out: [UInt32] = []
        while out.count < count {
            let c = UInt32(truncatingIfNeeded: g.next()) | 0xFF00_0000
            if seen.insert(c).inserted { out.append(c) }
        }
        return out
    }

    @Test func indexColoursMatchesTheRuleOnEveryPath() throws {
        var g = SeededRandom(seed: 0x1DC0_0001)
        for round in 0..<240 {
            let width = round < 40 ? round + 1 : 1 + Int(g.next() % 300)
            let height = 1 + Int(g.next() % 24)
            let palette = Self.opaquePalette(1 + Int(g.next() % 12), &g)
            var pixels = Self.runRows(width: width, height: height, palette: palette, &g)
            // A pixel that is not opaque in one round of eight: first, last, or anywhere
            // (inside a run, or in a row that repeats the row above).
            if round % 8 == 7 {
                let at = [0, pixels.count - 1, Int(g.next() % UInt64(pixels.count))][round / 8 % 3]
                pixels[at] &= 0x00FF_FFFF | UInt32(g.next() % 255) << 24
            }
            let expected = Self.indexColoursOracle(pixels, width: width, height: height)
            for (name, k) in KernelPaths.all {
                for givesRepeats in [false, true] {
                    let got = Self.indexColours(pixels, width: width, height: height, givesRepeats: givesRepeats, with: k)
                    let same = got?.colours == expected?.colours && got?.indices == expected?.indices
                    #expect(same, "\(name), round \(round), \(width) x \(height), repeats given: \(givesRepeats)")
                }
            }
        }
    }

    /// Exactly 256 colours are a palette; a 257th anywhere (the last pixel, a run's end, a
    /// repeated row's neighbour) is not, on every path.
    @Test func indexColoursAt256And257ColoursOnEveryPath() throws {
        var g = SeededRandom(seed: 0x1DC0_0002)
        for width in [1, 7, 16, 33, 1170] {
            let palette = Self.opaquePalette(257, &g)
            let first256 = Array(palette[..<256])
            // Every one of the 256 colours appears (in a shuffled order), then runs of them.
            var pixels = first256.shuffled(using: &g)
            let height = (pixels.count + width - 1) / width + 3
            while pixels.count < width * height {
                pixels.append(first256[Int(g.next() % 256)])
            }
            let exact = Self.indexColoursOracle(pixels, width: width, height: height)
            #expect(exact?.colours.count == 256)
            for (name, k) in KernelPaths.all {
                let got = Self.indexColours(pixels, width: width, height: height, with: k)
                let same = got?.colours == exact?.colours && got?.indices == exact?.indices
                #expect(same, "\(name), width \(width)")
            }
            // After the first 256 pixels, which hold each colour once.
            for at in [pixels.count - 1, 256 + (pixels.count - 256) / 2, 256 + Int(g.next() % UInt64(pixels.count - 256))] {
                var more = pixels
                more[at] = palette[256]
                #expect(Self.indexColoursOracle(more, width: width, height: height) == nil)
                for (name, k) in KernelPaths.all {
                    #expect(
                        Self.indexColours(more, width: width, height: height, with: k) == nil,
                        "\(name), width \(width), 257th at \(at)")
                }
            }
        }
    }

    /// A 3x screen's width: a flat screen with a band of many-coloured rows (given up there)
    /// and one of few (kept), each path giving the rule's answer.
    @Test func indexColoursOnAScreenWidthOnEveryPath() throws {
        var g = SeededRandom(seed: 0x1DC0_0003)
        let width = 1170
        for colours in [40, 300] {
            let palette = Self.opaquePalette(colours, &g)
            var pixels = [UInt32](repeating: palette[0], count: width * 60)
            pixels += Self.runRows(width: width, height: 30, palette: palette, &g)
            pixels += [UInt32](repeating: palette[1], count: width * 10)
            let height = pixels.count / width
            let expected = Self.indexColoursOracle(pixels, width: width, height: height)
            #expect((expected == nil) == (colours > 256))
            for (name, k) in KernelPaths.all {
                let got = Self.indexColours(pixels, width: width, height: height, with: k)
                let same = got?.colours == expected?.colours && got?.indices == expected?.indices
                #expect(same, "\(name), \(colours) colours")
            }
        }
    }
}
