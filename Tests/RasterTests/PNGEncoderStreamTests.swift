import Foundation
import Raster
import TestSupport
import Testing

/// The PNG stream the encoder writes itself (zlib directly, no libpng): exact round trips
/// through libpng's decoder, a stream that is valid down to its filter bytes, the same bytes
/// for the same pixels, and files no larger than libpng's own on the reference screenshots.
///
/// Pictures mix the row kinds the encoder tells apart (runs of identical rows around the
/// minimum run of 4, flat fills with edges, continuous tone, noise) so every path is taken.
@Suite struct PNGEncoderStreamTests {
    // MARK: Round trips through libpng

    @Test func opaqueRandomPixelsRoundTripAsRGB() throws {
        var rng = SeededRandom(seed: 21)
        var data = (0..<(53 * 29 * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        for i in stride(from: 3, to: data.count, by: 4) { data[i] = 255 }
        let original = try #require(Pixmap(width: 53, height: 29, premultipliedData: data))
        let png = try PNGEncoder().encode(original)
        #expect(png[25] == 2)
        #expect(try PNGDecoder.decode(png) == original)
    }

    @Test func translucentRandomPixelsRoundTripAsRGBA() throws {
        var rng = SeededRandom(seed: 22)
        let straight = (0..<(53 * 29 * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let original = try #require(Pixmap(width: 53, height: 29, unpremultipliedData: straight))
        let png = try PNGEncoder().encode(original)
        #expect(png[25] == 6)
        #expect(try PNGDecoder.decode(png) == original)
    }

    @Test(arguments: [PNGEncoder.Compression.adaptiveFiltersLevel6, .unfilteredLevel3, .fastLevel1])
    func onePixelRoundTrips(compression: PNGEncoder.Compression) throws {
        let colours = [
            PremultipliedRGBA8(r: 10, g: 200, b: 30, a: 255),
            PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 40),
            PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)
        ]
        for colour in colours {
            let original = try #require(Pixmap(width: 1, height: 1, color: colour))
            #expect(try PNGDecoder.decode(PNGEncoder(compression: compression).encode(original)) == original)
        }
    }

    /// Widths around the plan's eight-pixel steps and the filters' one-pixel reach.
    @Test(arguments: [1, 2, 3, 7, 8, 9, 15, 16, 17, 33])
    func oddWidthsRoundTrip(width: Int) throws {
        for opaque in [true, false] {
            let original = try Self.mixedPicture(width: width, height: 41, opaque: opaque, seed: UInt64(width))
            for compression in [PNGEncoder.Compression.adaptiveFiltersLevel6, .unfilteredLevel3, .fastLevel1] {
                let png = try PNGEncoder(compression: compression).encode(original)
                #expect(try PNGDecoder.decode(png) == original, "width \(width), opaque \(opaque), \(compression)")
            }
        }
    }

    @Test(arguments: [(4099, 3), (3, 4099), (1500, 90)])
    func wideAndTallPicturesRoundTrip(width: Int, height: Int) throws {
        for opaque in [true, false] {
            let original = try Self.mixedPicture(width: width, height: height, opaque: opaque, seed: 5)
            let png = try PNGEncoder().encode(original)
            #expect(try PNGDecoder.decode(png) == original, "\(width) x \(height), opaque \(opaque)")
        }
    }

    // MARK: The stream itself

    @Test(arguments: [true, false])
    func idatInflatesToTheFilteredRows(opaque: Bool) throws {
        let picture = try Self.mixedPicture(width: 64, height: 120, opaque: opaque, seed: 9)
        let png = try PNGEncoder().encode(picture)
        let channels = opaque ? 3 : 4

        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = Self.chunks(of: png)
        #expect(chunks.map(\.type) == ["IHDR", "sRGB", "IDAT", "IEND"])
        #expect(Array(chunks[0].data) == [0, 0, 0, 64, 0, 0, 0, 120, 8, UInt8(opaque ? 2 : 6), 0, 0, 0])
        #expect(Array(chunks[1].data) == [0])
        #expect(chunks[3].data.isEmpty)

        let zlib = Array(chunks[2].data)
        #expect(zlib[0] == 0x78 && (Int(zlib[0]) << 8 | Int(zlib[1])) % 31 == 0)  // deflate, 32 KiB window
        let scanlines = try Self.inflate(zlib)
        let rowBytes = 64 * channels
        try #require(scanlines.count == 120 * (1 + rowBytes))
        let filters = Set((0..<120).map { scanlines[$0 * (1 + rowBytes)] })
        // None for flat rows, Up for runs of repeats, an adaptive choice for continuous tone.
        #expect(filters.isSuperset(of: [0, 2]) && filters.contains { $0 == 1 || $0 == 3 || $0 == 4 })
        #expect(filters.isSubset(of: 0...4))

        let raw = Self.unfiltered(scanlines, rowBytes: rowBytes, bytesPerPixel: channels)
        let expected = opaque ? Self.colourBytes(of: picture) : picture.unpremultipliedData()
        #expect(raw == expected)
    }

    @Test func aContinuousTonePictureIsFilteredLikeLibpng() throws {
        var picture = try #require(Pixmap(width: 96, height: 80))
        for y in 0..<80 {
            for x in 0..<96 {
                picture[x, y] = PremultipliedRGBA8(r: UInt8(x * 2), g: UInt8(y * 3), b: UInt8((x + y) & 0xFF), a: 255)
            }
        }
        let png = try PNGEncoder().encode(picture)
        let zlib = Array(Self.chunks(of: png)[2].data)
        #expect(zlib[0] == 0x78 && zlib[1] == 0x9C)  // zlib's mark for level 6, as libpng writes
        let scanlines = try Self.inflate(zlib)
        #expect((0..<80).allSatisfy { scanlines[$0 * (1 + 96 * 3)] != 0 }, "no row left unfiltered")
        #expect(png.count <= (try PNGEncoder.libpngEncode(picture)).count)
        #expect(try PNGDecoder.decode(png) == picture)
    }

    @Test func fastCompressionLeavesEveryRowUnfiltered() throws {
        let picture = try Self.mixedPicture(width: 50, height: 60, opaque: true, seed: 4)
        let png = try PNGEncoder(compression: .unfilteredLevel3).encode(picture)
        let zlib = Array(Self.chunks(of: png)[2].data)
        #expect(zlib[0] == 0x78 && zlib[1] == 0x5E)  // zlib's mark for levels 2-5
        let scanlines = try Self.inflate(zlib)
        #expect((0..<60).allSatisfy { scanlines[$0 * (1 + 50 * 3)] == 0 })
        #expect(try PNGDecoder.decode(png) == picture)
    }

    /// Level 1: every row equal to the row above as Up residuals (all zero), every other row
    /// unfiltered; the first row never, as PNG's row above it is zeros.
    @Test func levelOneFiltersOnlyRepeatedRows() throws {
        // Every row its own but rows 1-9 (equal to row 0) and 21 (equal to 20).
        var picture = try #require(Pixmap(width: 40, height: 30))
        for y in 0..<30 {
            let shade = UInt8(y < 10 ? 0 : y == 21 ? 20 * 7 : y * 7)
            for x in 0..<40 { picture[x, y] = PremultipliedRGBA8(r: UInt8(x * 5), g: shade, b: 90, a: 255) }
        }
        let png = try PNGEncoder(compression: .fastLevel1).encode(picture)
        let zlib = Array(Self.chunks(of: png)[2].data)
        #expect(zlib[0] == 0x78 && zlib[1] == 0x01)  // zlib's mark for levels 0-1
        let scanlines = try Self.inflate(zlib)
        let filters = (0..<30).map { scanlines[$0 * (1 + 40 * 3)] }
        let expected = [0] + Array(repeating: 2, count: 9) + Array(repeating: 0, count: 11) + [2] + Array(repeating: 0, count: 8)
        #expect(filters == expected.map { UInt8($0) })
        #expect((0..<30).filter { filters[$0] == 2 }.allSatisfy { y in (1...120).allSatisfy { scanlines[y * 121 + $0] == 0 } })
        #expect(try PNGDecoder.decode(png) == picture)
    }

    /// Level 1 writes an opaque picture of at most 256 colours (a difference picture: greys
    /// and red) as palette indices, decoded to the same pixels; the default never does, so a
    /// reference keeps its bytes.
    @Test func levelOneWritesFewColoursAsIndices() throws {
        var picture = try #require(Pixmap(width: 97, height: 61))
        for y in 0..<61 {
            for x in 0..<97 {
                let grey = UInt8(180 + (x * 7 + y * 3) % 76)
                picture[x, y] =
                    (x * y) % 13 == 5
                    ? PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
                    : PremultipliedRGBA8(r: grey, g: grey, b: grey, a: 255)
            }
        }
        let png = try PNGEncoder(compression: .fastLevel1).encode(picture)
        #expect(png[25] == 3)
        let chunks = Self.chunks(of: png).map(\.type)
        #expect(chunks == ["IHDR", "sRGB", "PLTE", "IDAT", "IEND"])
        #expect(Self.chunks(of: png)[2].data.count == 77 * 3)
        #expect(try PNGDecoder.decode(png) == picture)
        #expect(try PNGEncoder(compression: .fastLevel1).encode(picture) == png)
        #expect(try PNGEncoder().encode(picture)[25] == 2)
    }

    /// 256 colours are the most a palette holds: the 257th sends the picture back to RGB, and
    /// a translucent picture is never indexed.
    @Test(arguments: [(256, true, UInt8(3)), (257, true, UInt8(2)), (20, false, UInt8(6))])
    func levelOneIndexesAtMost256OpaqueColours(colours: Int, opaque: Bool, colourType: UInt8) throws {
        var picture = try #require(Pixmap(width: 40, height: 30))
        for y in 0..<30 {
            for x in 0..<40 {
                // Colour k first appears at pixel k, so every count is reached exactly.
                let k = (y * 40 + x) % colours
                picture[x, y] = PremultipliedRGBA8(
                    r: UInt8(k % 256), g: UInt8(k / 256 * 90), b: UInt8(k * 7 % 256),
                    a: opaque ? 255 : 128)
            }
        }
        if !opaque { picture = try #require(Pixmap(width: 40, height: 30, unpremultipliedData: picture.data)) }
        let png = try PNGEncoder(compression: .fastLevel1).encode(picture)
        #expect(png[25] == colourType)
        #expect(try PNGDecoder.decode(png) == picture)
    }

    /// Level 1 finds a picture's opacity while it copies the rows, not in a pass of its own:
    /// one translucent pixel anywhere (the last pixel, or below rows that repeat the row
    /// above) still sends a picture of many colours to RGBA, decoded to the same pixels.
    @Test(arguments: [nil, (63, 47), (0, 30), (5, 1)] as [(Int, Int)?])
    func levelOneFindsATranslucentPixelAnywhere(translucent: (x: Int, y: Int)?) throws {
        var picture = try #require(Pixmap(width: 64, height: 48))
        for y in 0..<48 {
            for x in 0..<64 {
                // Rows 10-40 repeat row 9; the rest hold 300 colours and more.
                let row = (10...40).contains(y) ? 9 : y
                picture[x, y] = PremultipliedRGBA8(r: UInt8(x * 4), g: UInt8(row * 5), b: UInt8((x + row) % 7), a: 255)
            }
        }
        if let (x, y) = translucent { picture[x, y] = PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 128) }
        let png = try PNGEncoder(compression: .fastLevel1).encode(picture)
        #expect(png[25] == (translucent == nil ? 2 : 6))
        #expect(try PNGDecoder.decode(png) == picture)
    }

    /// Every setting gives the same bytes for the same pixels, on any thread, at once.
    @Test(.tags(.concurrent), arguments: [PNGEncoder.Compression.adaptiveFiltersLevel6, .unfilteredLevel3, .fastLevel1])
    func everySettingIsDeterministic(compression: PNGEncoder.Compression) throws {
        let picture = try Self.mixedPicture(width: 301, height: 97, opaque: true, seed: 21)
        let encoder = PNGEncoder(compression: compression)
        let first = try encoder.encode(picture)
        // Each thread writes its own slot.
        let others = UnsafeMutableBufferPointer<[UInt8]>.allocate(capacity: 4)
        others.initialize(repeating: [])
        defer { others.deallocate() }
        nonisolated(unsafe) let slots = others
        DispatchQueue.concurrentPerform(iterations: 4) { i in slots[i] = (try? encoder.encode(picture)) ?? [] }
        #expect(others.allSatisfy { $0 == first })
    }

    @Test func samePixelsGiveTheSameBytes() throws {
        for opaque in [true, false] {
            let picture = try Self.mixedPicture(width: 77, height: 65, opaque: opaque, seed: 12)
            let again = try Self.mixedPicture(width: 77, height: 65, opaque: opaque, seed: 12)
            let first = try PNGEncoder().encode(picture)
            #expect(try PNGEncoder().encode(picture) == first)
            #expect(try PNGEncoder().encode(again) == first)
        }
    }

    @Test func brokenChecksumsAreCaught() throws {
        let png = try PNGEncoder().encode(Self.mixedPicture(width: 30, height: 30, opaque: true, seed: 2))
        let idatEnd = png.count - 12 - 4  // IEND (12 bytes) and IDAT's CRC (4) follow the data
        var badAdler = png
        badAdler[idatEnd - 1] ^= 0x01
        #expect(throws: PNGError.self) { try Self.inflate(Array(Self.chunks(of: badAdler)[2].data)) }
        var badCRC = png
        badCRC[idatEnd] ^= 0x01
        #expect(throws: PNGError.self) { try PNGDecoder.decode(badCRC) }
    }

    @Test func textChunksGoInAfterIHDR() throws {
        let picture = try Self.mixedPicture(width: 20, height: 20, opaque: true, seed: 8)
        let png = try PNGText.inserting(["Layout": "cell 0: 0 0 390 44"], into: PNGEncoder().encode(picture))
        #expect(Self.chunks(of: png).map(\.type) == ["IHDR", "iTXt", "sRGB", "IDAT", "IEND"])
        #expect(try PNGText.entries(in: png) == ["Layout": "cell 0: 0 0 390 44"])
        #expect(try PNGDecoder.decode(png) == picture)
    }

    // MARK: Size against libpng

    /// Every list screenshot in the reference snapshots, re-encoded: no larger than libpng's
    /// defaults write it (measured 15-28 % smaller), and the same pixels back.
    @Test func listScreenshotsAreNoLargerThanLibpngWritesThem() throws {
        let folder = packageRoot + "/Snapshots/ListSnapshotTests"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        try #require(names.count >= 10)
        for name in names {
            let picture = try PNGDecoder.decode(contentsOfFile: folder + "/" + name)
            let png = try PNGEncoder().encode(picture)
            let libpng = try PNGEncoder.libpngEncode(picture)
            #expect(png.count <= libpng.count, "\(name): \(png.count) bytes, libpng \(libpng.count)")
            #expect(try PNGDecoder.decode(png) == picture, "\(name)")
        }
    }

    // MARK: Helpers

    /// Rows in runs of 1 to 6 identical rows, each run one of: a flat fill, a fill with hard
    /// edges and specks (text-like), a horizontal gradient (continuous tone), noise.
    /// Translucent pictures vary alpha too, zero included.
    static func mixedPicture(width: Int, height: Int, opaque: Bool, seed: UInt64) throws -> Pixmap {
        var rng = SeededRandom(seed: seed)
        var straight: [UInt8] = []
        straight.reserveCapacity(width * height * 4)
        var y = 0
        while y < height {
            let kind = Int.random(in: 0..<4, using: &rng)
            let base = (0..<4).map { _ in UInt8.random(in: 0...255, using: &rng) }
            var row: [UInt8] = []
            for x in 0..<width {
                var pixel = base
                switch kind {
                case 0: break
                case 1:
                    if x % 11 < 3 || Int.random(in: 0..<9, using: &rng) == 0 { pixel = [20, 20, 24, base[3]] }
                case 2:
                    pixel[0] = UInt8(x * 255 / max(width - 1, 1))
                    pixel[1] = UInt8(truncatingIfNeeded: base[1] &+ UInt8(truncatingIfNeeded: x / 2))
                default:
                    pixel = (0..<4).map { _ in UInt8.random(in: 0...255, using: &rng) }
                }
                if opaque { pixel[3] = 255 }
                row += pixel
            }
            for _ in 0..<Int.random(in: 1...6, using: &rng) where y < height {
                straight += row
                y += 1
            }
        }
        return try #require(Pixmap(width: width, height: height, unpremultipliedData: straight))
    }

    /// R, G, B of each pixel: the rows of an opaque picture as an RGB PNG holds them.
    static func colourBytes(of pixmap: Pixmap) -> [UInt8] {
        pixmap.data.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
    }

    /// The chunks after the signature, in order.
    static func chunks(of png: [UInt8]) -> [(type: String, data: ArraySlice<UInt8>)] {
        var chunks: [(type: String, data: ArraySlice<UInt8>)] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append((type, png[(offset + 8)..<(offset + 8 + length)]))
            offset += 12 + length
        }
        return chunks
    }

    /// Inflates a zlib stream, checking its Adler-32. RasterTests may not import CPNG, so
    /// this borrows the zlib reader PNGText has for zTXt chunks: the stream is wrapped as
    /// one, and its Latin-1 text is the bytes one to one.
    static func inflate(_ zlib: [UInt8]) throws -> [UInt8] {
        let data = Array("IDAT".utf8) + [0, 0] + zlib  // keyword, NUL, compression method 0
        let length = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: data.count >> $0) }
        let stream = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + length + Array("zTXt".utf8) + data + [0, 0, 0, 0]
        let text = try #require(try PNGText.entries(in: stream)["IDAT"])
        return text.unicodeScalars.map { UInt8($0.value) }
    }

    /// Undoes the PNG filters (specification, section 9), written here from the
    /// specification rather than shared with the encoder, to check it.
    static func unfiltered(_ scanlines: [UInt8], rowBytes: Int, bytesPerPixel bpp: Int) -> [UInt8] {
        let height = scanlines.count / (rowBytes + 1)
        var out = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            let filter = scanlines[y * (rowBytes + 1)]
            for i in 0..<rowBytes {
                let a = i >= bpp ? Int(out[y * rowBytes + i - bpp]) : 0
                let b = y > 0 ? Int(out[(y - 1) * rowBytes + i]) : 0
                let c = i >= bpp && y > 0 ? Int(out[(y - 1) * rowBytes + i - bpp]) : 0
                let predicted: Int
                switch filter {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: predicted = 0
                }
                out[y * rowBytes + i] = UInt8(truncatingIfNeeded: Int(scanlines[y * (rowBytes + 1) + 1 + i]) + predicted)
            }
        }
        return out
    }
}
