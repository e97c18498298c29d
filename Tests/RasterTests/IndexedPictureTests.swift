import Raster
import TestSupport
import Testing

/// `IndexedPicture(opaque:)` numbers colours in order of first appearance in raster order,
/// whatever shortcut it takes (runs of one colour, rows that repeat the row above): checked
/// against that rule written plainly, on pictures with runs, repeated rows at the top, middle
/// and bottom, and a run that carries on across a repeated row's end.
@Suite struct IndexedPictureTests {
    /// The rule, pixel by pixel, with a dictionary (`VectorPathTests.indexColoursOracle`, on
    /// the pixels' words).
    static func numbered(_ pixmap: Pixmap) -> (colours: [UInt32], indices: [UInt8])? {
        var words: [UInt32] = []
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap[x, y]
                words.append(UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24)
            }
        }
        return VectorPathTests.indexColoursOracle(words, width: pixmap.width, height: pixmap.height)
    }

    @Test func numbersColoursInRasterOrderWithRepeatedRows() throws {
        var g = SeededRandom(seed: 0x1DE_0001)
        for round in 0..<60 {
            let width = 1 + Int(g.next() % 40)
            let height = 1 + Int(g.next() % 30)
            var picture = try #require(Pixmap(width: width, height: height))
            for y in 0..<height {
                // About half the rows repeat the row above; the others hold runs and singles
                // of a few colours (a translucent pixel in one round of ten).
                if y > 0, g.next() % 2 == 0 {
                    for x in 0..<width { picture[x, y] = picture[x, y - 1] }
                    continue
                }
                var x = 0
                while x < width {
                    let grey = UInt8(g.next() % 6 * 40)
                    let run = 1 + Int(g.next() % 5)
                    let colour = PremultipliedRGBA8(r: grey, g: grey, b: 255 - grey, a: 255)
                    for k in x..<min(width, x + run) { picture[k, y] = colour }
                    x += run
                }
            }
            if round % 10 == 9 { picture[width - 1, height - 1] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0) }
            let expected = Self.numbered(picture)
            let indexed = IndexedPicture(opaque: picture)
            #expect(indexed?.colours == expected?.colours, "round \(round)")
            #expect(indexed?.indices == expected?.indices, "round \(round)")
            if let indexed { #expect(indexed.pixmap == picture, "round \(round)") }
        }
    }

    /// The 257th colour ends the search, in a row of its own or after repeated rows.
    @Test func givesUpAtThe257thColour() throws {
        var picture = try #require(Pixmap(width: 16, height: 20))
        for y in 0..<20 {
            for x in 0..<16 {
                let k = y < 16 ? y * 16 + x : 255 - x  // rows 16-19 reuse colours
                picture[x, y] = PremultipliedRGBA8(r: UInt8(k), g: 1, b: 2, a: 255)
            }
        }
        #expect(IndexedPicture(opaque: picture)?.colours.count == 256)
        picture[15, 19] = PremultipliedRGBA8(r: 3, g: 3, b: 3, a: 255)
        #expect(IndexedPicture(opaque: picture) == nil)
    }
}
