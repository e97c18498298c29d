import Raster
import Testing

/// Text chunks: written after IHDR, read back exactly, invisible to the pixel decoder,
/// bounded when read.
@Suite struct PNGTextTests {
    let pixmap: Pixmap = {
        var p = Pixmap(width: 3, height: 2, color: PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255))!
        p[1, 1] = PremultipliedRGBA8(r: 0, g: 0, b: 64, a: 128)
        return p
    }()

    @Test func roundTripsUTF8AndLeavesThePixelsAlone() throws {
        let png = try PNGEncoder().encode(pixmap)
        let text = ["render-cells:layout": "{\"string\": \"مرحبا 👋\"}", "Software": "render-cells"]
        let tagged = try PNGText.inserting(text, into: png)
        #expect(try PNGText.entries(in: tagged) == text)
        #expect(try PNGDecoder.decode(tagged) == pixmap)
        #expect(try PNGText.inserting(text, into: png) == tagged, "the same entries give the same bytes")
        #expect(try PNGText.entries(in: png).isEmpty)
    }

    @Test func compressesLongText() throws {
        let png = try PNGEncoder().encode(pixmap)
        let long = String(repeating: "{\"frame\": [20, 54, 350, 44]},\n", count: 1000)
        let tagged = try PNGText.inserting(["k": long], into: png)
        #expect(tagged.count - png.count < long.utf8.count / 20)
        #expect(try PNGText.entries(in: tagged)["k"] == long)
    }

    @Test func rejectsBadKeywords() throws {
        let png = try PNGEncoder().encode(pixmap)
        for keyword in ["", " lead", "trail ", "two  spaces", String(repeating: "k", count: 80), "tab\t"] {
            #expect(throws: PNGError.self) { try PNGText.inserting([keyword: "x"], into: png) }
        }
        #expect(throws: PNGError.self) { try PNGText.inserting(["k": "x"], into: [1, 2, 3]) }
    }

    @Test func boundsAndReportsCorruptChunks() throws {
        let png = try PNGEncoder().encode(pixmap)
        // 17 MiB of one byte deflates to a few kilobytes: reading it must stop at the cap.
        let bomb = String(repeating: "a", count: PNGText.maxTextBytes + (1 << 20))
        let tagged = try PNGText.inserting(["bomb": bomb], into: png)
        #expect(tagged.count < 64 << 10)
        #expect(throws: PNGError.self) { try PNGText.entries(in: tagged) }
        // A truncated zlib stream inside a chunk is named, not trusted.
        var broken = try PNGText.inserting(["k": String(repeating: "xyz", count: 100)], into: png)
        broken[33 + 8 + 8] ^= 0xFF  // a byte of the compressed text
        #expect(throws: PNGError.self) { try PNGText.entries(in: broken) }
    }

    /// Many chunks, each under the per-chunk cap, stop at the per-file total (200 chunks of
    /// 16 MiB had inflated 3.3 GB); a reader that names its keywords inflates only those, the
    /// first of each; and the pixel decoder never inflates text at all.
    @Test func boundsTheTextOfAWholeFile() throws {
        let png = try PNGEncoder().encode(pixmap)
        let chunkText = String(repeating: "a", count: 10 << 20)
        let many = try PNGText.inserting(Dictionary(uniqueKeysWithValues: (0..<5).map { ("k\($0)", chunkText) }), into: png)
        let error = try #require(throws: PNGError.self) { try PNGText.entries(in: many) }
        #expect(error.description.contains("takes the text of this PNG over \(PNGText.maxTotalTextBytes) bytes"), "\(error)")
        let wanted = try PNGText.entries(in: many, keywords: ["k3", "absent"])
        #expect(wanted == ["k3": chunkText])
        // The same keyword twice: the first is read, the second skipped without inflating it.
        let first = try PNGText.inserting(["k": chunkText], into: png)
        let twice = Array(first[..<33]) + Array(first[33..<(first.count - png.count + 33)]) + Array(first[33...])
        #expect(try PNGText.entries(in: twice, keywords: ["k"]) == ["k": chunkText])
        #expect(try PNGDecoder.decode(many) == pixmap)
    }

    /// The reader's edges: text of exactly the per-chunk cap is read whole (its room
    /// doubled from a guess several times over), one byte more is refused as too much, and
    /// bytes after the zlib stream's end inside the chunk are ignored, as zlib ignores them.
    @Test func readsTextOfExactlyTheCapAndIgnoresBytesAfterTheStream() throws {
        let png = try PNGEncoder().encode(pixmap)
        let atCap = String(repeating: "a", count: PNGText.maxTextBytes)
        #expect(try PNGText.entries(in: PNGText.inserting(["k": atCap], into: png)) == ["k": atCap])
        let over = try PNGText.inserting(["k": atCap + "a"], into: png)
        let error = try #require(throws: PNGError.self) { _ = try PNGText.entries(in: over) }
        #expect(error.description.contains("inflates to more than \(PNGText.maxTextBytes) bytes"), "\(error)")
        // The one chunk PNGText wrote (right after IHDR), with three bytes after its stream.
        let text = String(repeating: "{\"frame\": [20, 54, 350, 44]},\n", count: 50)
        let tagged = try PNGText.inserting(["k": text], into: png)
        let length = tagged[33..<37].reduce(0) { $0 << 8 | Int($1) }
        let data = Array(tagged[41..<(41 + length)]) + [1, 2, 3]
        let body = Array("iTXt".utf8) + data
        let chunk =
            [UInt8(data.count >> 24), UInt8(data.count >> 16 & 0xFF), UInt8(data.count >> 8 & 0xFF), UInt8(data.count & 0xFF)]
            + body + crc(body)
        let trailing = Array(png[..<33]) + chunk + Array(png[33...])
        #expect(try PNGText.entries(in: trailing) == ["k": text])
    }

    @Test func readsPlainTextChunksOfOtherWriters() throws {
        let png = try PNGEncoder().encode(pixmap)
        // A tEXt chunk as ImageMagick or pngcrush would write it: Latin-1, uncompressed.
        var data = Array("Comment".utf8) + [0] + [0x63, 0x61, 0x66, 0xE9]
        let body = Array("tEXt".utf8) + data
        data = body
        var chunk: [UInt8] = [0, 0, 0, UInt8(body.count - 4)] + data
        chunk += crc(body)
        let tagged = Array(png[..<33]) + chunk + Array(png[33...])
        #expect(try PNGText.entries(in: tagged) == ["Comment": "café"])
        #expect(try PNGDecoder.decode(tagged) == pixmap)
    }

    /// CRC-32 (PNG's polynomial), written out here so the test does not trust the code under test.
    func crc(_ bytes: [UInt8]) -> [UInt8] {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        c ^= 0xFFFF_FFFF
        return [UInt8(c >> 24), UInt8(c >> 16 & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c & 0xFF)]
    }
}
