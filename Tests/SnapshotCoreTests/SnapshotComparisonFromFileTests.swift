import Raster
import SnapshotCore
import Testing

/// A comparison that reads its reference from the file's scanlines row by row
/// (`SnapshotComparison(actual:referencePNG:referenceFonts:tolerance:)`, as `render-cells
/// test` compares a failure) finds what decoding the file and comparing the pictures finds:
/// the same difference and difference picture, for opaque references (written as RGB) and
/// translucent ones (RGBA, premultiplied on the way), matching, changed in a few pixels or
/// everywhere; and leaves to decoding what it does not read itself.
@Suite struct SnapshotComparisonFromFileTests {
    @Test func readingTheFileRowByRowFindsWhatDecodingItFinds() throws {
        var g = SnapshotDifferencePassTests.Generator(state: 0x5EED_0046)
        for round in 0..<24 {
            let w = 1 + g.next(60)
            let h = 1 + g.next(40)
            var reference = SnapshotDifferencePassTests.picture(width: w, height: h, colours: 1 + g.next(4), &g)
            if round % 2 == 0 {
                // Opaque: the encoder writes RGB.
                for y in 0..<h {
                    for x in 0..<w {
                        var p = reference[x, y]
                        p.a = 255
                        reference[x, y] = p
                    }
                }
            }
            var actual = reference
            let changes = [0, 1 + g.next(3), g.next(w * h), 4 * w * h][round % 4]
            for _ in 0..<changes {
                actual[g.next(w), g.next(h)] = PremultipliedRGBA8(r: UInt8(g.next(256)), g: 0, b: 0, a: 255)
            }
            let tolerance = SnapshotTolerance(channel: [0, 0, 3, 40][round % 4])
            let png = try PNGEncoder().encode(reference)
            let decoded = try SnapshotPicture(png: png)
            let expected = SnapshotComparison(
                actual: SnapshotPicture(pixmap: actual), reference: decoded, tolerance: tolerance,
                makesDifferencePicture: true)
            let got = try #require(
                SnapshotComparison(
                    actual: SnapshotPicture(pixmap: actual), referencePNG: png, referenceFonts: nil, tolerance: tolerance),
                "round \(round)")
            #expect(got.difference == expected.difference, "round \(round)")
            #expect(got.differencePicture?.indices == expected.differencePicture?.indices, "round \(round)")
            #expect(got.differencePicture?.colours == expected.differencePicture?.colours, "round \(round)")
            #expect(got.passes == expected.passes, "round \(round)")
            #expect(got.fontMismatch == nil && got.layoutChanges == nil && !got.referenceLacksLayout)
            try Self.expectRowRepeats(of: got, actual: actual, expected: expected, round: round)
        }
    }

    /// What the pass says of which rows repeat the row above is right (the actual's, and the
    /// difference picture's indices), and the encoders told it write the bytes they write
    /// when they find out.
    static func expectRowRepeats(
        of got: SnapshotComparison, actual: Pixmap, expected: SnapshotComparison, round: Int
    ) throws {
        let rows = try #require(got.actualRowRepeats, "round \(round)")
        let oracle = actual.data.withUnsafeBytes { RowRepeats(rows: $0, rowBytes: actual.width * 4, height: actual.height) }
        #expect(rows.agrees(with: oracle), "round \(round)")
        let fast = PNGEncoder(compression: .fastLevel1)
        #expect(try fast.encode(actual, rowRepeats: rows) == fast.encode(actual), "round \(round)")
        guard let picture = got.differencePicture else { return }
        let indexRows = try #require(picture.rowRepeats, "round \(round)")
        let indexOracle = picture.indices.withUnsafeBytes {
            RowRepeats(rows: $0, rowBytes: picture.width, height: picture.height)
        }
        #expect(indexRows.agrees(with: indexOracle), "round \(round)")
        let unknown = try #require(expected.differencePicture)
        #expect(unknown.rowRepeats == nil)
        #expect(try fast.encode(picture) == fast.encode(unknown), "round \(round)")
    }

    @Test func aFileOfAnotherSizeOrFormatIsLeftToDecoding() throws {
        let picture = try #require(Pixmap(width: 6, height: 4, color: PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255)))
        let actual = SnapshotPicture(pixmap: picture)
        let larger = try PNGEncoder().encode(#require(Pixmap(width: 6, height: 5, color: .init(r: 1, g: 2, b: 3, a: 255))))
        #expect(SnapshotComparison(actual: actual, referencePNG: larger, referenceFonts: nil, tolerance: .exact) == nil)
        // A palette file: libpng's to read.
        let indexed = IndexedPicture(width: 6, height: 4, colours: [0xFF1E_140A], indices: [UInt8](repeating: 0, count: 24))
        let palette = try PNGEncoder(compression: .fastLevel1).encode(indexed)
        #expect(try PNGDecoder.decode(palette) == picture)
        #expect(SnapshotComparison(actual: actual, referencePNG: palette, referenceFonts: nil, tolerance: .exact) == nil)
        #expect(SnapshotComparison(actual: actual, referencePNG: [], referenceFonts: nil, tolerance: .exact) == nil)
        #expect(
            SnapshotComparison(actual: actual, referencePNG: Array(larger.prefix(40)), referenceFonts: nil, tolerance: .exact)
                == nil)
    }
}
