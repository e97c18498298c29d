import Foundation
import Raster
import SnapshotCore
import Testing
import Typesetting

/// A picture file's design and font records are read from its front, chunk headers and
/// text chunks (`PNGText.entries(inFileAt:keywords:)`), never its pixel data; on every
/// file, pictures the project writes and crafted hostile ones alike, the answers and
/// errors are those of reading the whole file (`PNGDecoder.readFile`) and walking it in
/// memory, which is how they were read before.
@Suite struct RecordedTextFrontReadTests {
    typealias Chunk = (type: String, data: [UInt8])

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of a well-formed stream.
    static func chunks(of png: [UInt8]) -> [Chunk] {
        var out: [Chunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            out.append(
                (
                    String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self),
                    Array(png[(offset + 8)..<(offset + 8 + length)])
                ))
            offset += 12 + length
        }
        return out
    }

    /// A stream of `chunks` (CRCs left zero: nothing here reads them), `length` overriding
    /// what a chunk claims.
    static func stream(_ chunks: [Chunk], claiming lengths: [Int: UInt32] = [:]) -> [UInt8] {
        var out = signature
        for (i, c) in chunks.enumerated() {
            let length = lengths[i] ?? UInt32(c.data.count)
            out += [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            out += Array(c.type.utf8) + c.data + [0, 0, 0, 0]
        }
        return out
    }

    /// A picture as the project writes references: the design, fonts and layout in text
    /// chunks after the header; `layoutBytes` of incompressible layout text make the text
    /// run past the front read.
    static func picture(layoutBytes: Int, seed: UInt64) throws -> [UInt8] {
        var g = SnapshotDifferencePassTests.Generator(state: seed)
        let pixmap = SnapshotDifferencePassTests.picture(width: 40, height: 30, colours: 3, &g)
        let letters = Array("0123456789abcdefghijklmnopqrstuvwxyz")
        let layout = String((0..<layoutBytes).map { _ in letters[g.next(letters.count)] })
        let fonts = SnapshotFontRecord([
            FontFileInfo(family: "Inter", style: "Regular", path: "/f/Inter-Regular.otf", faceIndex: 0, sha256: "ab12")
        ])
        return try SnapshotPicture(pixmap: pixmap, layout: layout, fonts: fonts, design: "ios26").pngData()
    }

    static func text(_ type: String, _ keyword: String, _ value: String) -> Chunk {
        (type, Array(keyword.utf8) + [0] + (type == "iTXt" ? [0, 0, 0, 0] : []) + Array(value.utf8))
    }

    /// Crafted files, by name: text before and after the pixel data and after the end,
    /// many pixel chunks, lengths past the end, missing ends, broken text chunks, files
    /// cut at every length near the chunk boundaries, and things that are not PNG files.
    static func craftedFiles() throws -> [(String, [UInt8])] {
        let small = try picture(layoutBytes: 300, seed: 1)
        let large = try picture(layoutBytes: 40_000, seed: 2)
        #expect(
            chunks(of: large).prefix { $0.type != "IDAT" }.map { 12 + $0.data.count }.reduce(8, +) > 20_000,
            "the text runs past the front read")
        var files: [(String, [UInt8])] = [("small", small), ("large", large)]
        for (name, png) in [("small", small), ("large", large)] {
            let parts = chunks(of: png)
            let header = parts.filter { $0.type == "IHDR" }
            let texts = parts.filter { ["iTXt", "zTXt", "tEXt"].contains($0.type) }
            let pixels = parts.filter { $0.type == "IDAT" }
            let others = parts.filter { !["IHDR", "iTXt", "zTXt", "tEXt", "IDAT", "IEND"].contains($0.type) }
            let end: [Chunk] = [("IEND", [])]
            let idat = pixels.flatMap(\.data)
            let split = stride(from: 0, to: idat.count, by: 97).map { Chunk("IDAT", Array(idat[$0..<min($0 + 97, idat.count)])) }
            files += [
                ("\(name)-text-after-pixels", stream(header + others + pixels + texts + end)),
                ("\(name)-text-after-end", stream(header + pixels + end + texts)),
                ("\(name)-text-split-around-pixels", stream(header + texts.prefix(1) + pixels + texts.dropFirst() + end)),
                ("\(name)-many-pixel-chunks", stream(header + texts + split + end)),
                ("\(name)-text-between-pixel-chunks", stream(header + split.prefix(3) + texts + split.dropFirst(3) + end)),
                ("\(name)-no-end", stream(header + texts + pixels)),
                ("\(name)-no-end-text-after", stream(header + pixels + texts)),
                (
                    "\(name)-pixels-claim-too-much",
                    stream(header + texts + pixels + end, claiming: [header.count + texts.count: 0xFFFF_FFFF])
                ),
                ("\(name)-first-text-claims-too-much", stream(header + texts + pixels + end, claiming: [1: 0x7FFF_FFFF])),
                (
                    "\(name)-end-claims-too-much",
                    stream(header + texts + pixels + end, claiming: [header.count + texts.count + pixels.count: 1 << 20])
                ),
                ("\(name)-header-claims-too-much", stream(header + texts + pixels + end, claiming: [0: 0xFFFF_FFF0])),
                (
                    "\(name)-design-twice",
                    stream(header + [text("tEXt", SnapshotPicture.designKeyword, "other")] + texts + pixels + end)
                ),
                (
                    "\(name)-design-twice-first-after-pixels",
                    stream(header + pixels + [text("iTXt", SnapshotPicture.designKeyword, "late")] + texts + end)
                ),
                (
                    "\(name)-text-without-keyword-end",
                    stream(header + [("tEXt", Array("render-cells:design".utf8))] + texts + pixels + end)
                ),
                (
                    "\(name)-corrupt-ztxt",
                    stream(header + [("zTXt", Array(SnapshotPicture.designKeyword.utf8) + [0, 0, 1, 2, 3])] + pixels + end)
                ),
                (
                    "\(name)-short-itxt",
                    stream(header + [("iTXt", Array(SnapshotPicture.fontsKeyword.utf8) + [0, 1])] + pixels + end)
                ),
                (
                    "\(name)-fonts-not-json",
                    stream(header + [text("iTXt", SnapshotPicture.fontsKeyword, "{not json")] + pixels + end)
                ),
                ("\(name)-no-header", stream(texts + pixels + end)),
                (
                    "\(name)-text-without-keyword-end-long",
                    stream(header + [("zTXt", Array(repeating: 0x6B, count: 300))] + texts + pixels + end)
                )
            ]
            // Keywords around the 80 bytes the walk looks at first for the NUL ending one.
            for n in [78, 79, 80, 81, 200] {
                let long: Chunk = ("tEXt", Array(repeating: 0x6B, count: n) + [0] + Array("long".utf8))
                let design: Chunk = (
                    "tEXt", Array(SnapshotPicture.designKeyword.utf8) + Array(repeating: 0x20, count: n) + [0, 0x78]
                )
                files += [
                    ("\(name)-keyword-\(n)", stream(header + [long] + texts + pixels + end)),
                    ("\(name)-padded-design-\(n)", stream(header + [design] + texts + pixels + end))
                ]
            }
            // Cut at every length around each chunk boundary, and at a stride between.
            var cuts = Set(0..<40)
            var offset = 8
            for c in parts {
                for d in -3...12 { cuts.insert(offset + d) }
                offset += 12 + c.data.count
            }
            cuts.formUnion(stride(from: 0, to: png.count, by: 1_009))
            for cut in cuts.sorted() where cut >= 0 && cut < png.count {
                files.append(("\(name)-cut-\(cut)", Array(png[..<cut])))
            }
        }
        files += [
            ("empty", []), ("magic-only", Array(signature.prefix(4))), ("signature-only", signature),
            ("signature-and-garbage", signature + Array(repeating: 0xFF, count: 20)),
            ("text", Array("width: 390\nheight: 844\n".utf8)),
            ("jpeg", [0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 7, count: 100))
        ]
        return files
    }

    // The reads as they were: the whole file, walked in memory.

    static func designFromWholeFile(_ path: String) -> String?? {
        guard let bytes = try? PNGDecoder.readFile(path) else { return nil }
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let text = (try? PNGText.entries(in: bytes, keywords: [SnapshotPicture.designKeyword])) ?? [:]
        return .some(text[SnapshotPicture.designKeyword])
    }

    static func fontsFromWholeFile(_ path: String) -> String {
        do {
            let bytes = try PNGDecoder.readFile(path)
            guard PNGDecoder.headerSize(of: bytes) != nil else {
                return "error: \(PNGError.file(path: path, message: "is not a PNG file"))"
            }
            let text: [String: String]
            do { text = try PNGText.entries(in: bytes, keywords: [SnapshotPicture.fontsKeyword]) } catch {
                return "error: \(PNGError.file(path: path, message: error.description))"
            }
            let record = text[SnapshotPicture.fontsKeyword].flatMap {
                try? JSONDecoder().decode(SnapshotFontRecord.self, from: Data($0.utf8))
            }
            return "\(String(describing: record))"
        } catch {
            return "error: \(error)"
        }
    }

    static func fontsFromFront(_ path: String) -> String {
        do { return "\(String(describing: try SnapshotPicture.recordedFonts(ofFile: path)))" } catch { return "error: \(error)" }
    }

    /// Every text entry, as the whole-file walk and the front walk find them, in words.
    static func entries(_ path: String) -> (whole: String, front: String) {
        let whole: String
        do {
            let bytes = try PNGDecoder.readFile(path)
            whole = "\(bytes.prefix(4 << 10)) " + "\(Result { () throws(PNGError) in try PNGText.entries(in: bytes) })"
        } catch {
            whole = "error: \(error)"
        }
        let front: String
        do {
            let (prefix, entries) = try PNGText.entries(inFileAt: path)
            front = "\(prefix) \(entries)"
        } catch {
            front = "error: \(error)"
        }
        return (whole, front)
    }

    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "front-read-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func everyCraftedFileAnswersAsTheWholeFileDid() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var designs = Set<String>()
        for (name, bytes) in try Self.craftedFiles() {
            let path = "\(dir)/\(name).png"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let design = SnapshotPicture.recordedDesign(ofFile: path)
            #expect(design == Self.designFromWholeFile(path), "\(name)")
            designs.insert("\(String(describing: design))")
            #expect(Self.fontsFromFront(path) == Self.fontsFromWholeFile(path), "\(name)")
            let (whole, front) = Self.entries(path)
            #expect(front == whole, "\(name)")
        }
        // The files cover every kind of answer: a design, none recorded, no picture.
        #expect(designs.isSuperset(of: ["Optional(Optional(\"ios26\"))", "Optional(nil)", "nil"]), "\(designs)")
    }

    @Test func filesThatAreNotReadAnswerAsBefore() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Over the decoder's limit: a sparse file, refused by its size before any read.
        let huge = "\(dir)/huge.png"
        try Data(Self.signature).write(to: URL(fileURLWithPath: huge))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: UInt64(PNGDecoder.maxFileSize + 1))
        try handle.close()
        let folder = "\(dir)/folder.png"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for path in [huge, folder, "\(dir)/missing.png"] {
            #expect(SnapshotPicture.recordedDesign(ofFile: path) == nil)
            #expect(Self.fontsFromFront(path) == Self.fontsFromWholeFile(path))
            #expect(Self.fontsFromFront(path).hasPrefix("error: "))
            let (whole, front) = Self.entries(path)
            #expect(front == whole)
        }
    }

    /// The walk asks for the chunk headers and the text chunks, never the pixel data: a
    /// reference's design costs its first few kilobytes, not the whole file.
    @Test func thePixelDataIsNeverAskedFor() throws {
        for png in [try Self.picture(layoutBytes: 300, seed: 3), try Self.picture(layoutBytes: 40_000, seed: 4)] {
            var asked: [Range<Int>] = []
            let found = try PNGText.entries(count: png.count, keywords: [SnapshotPicture.designKeyword]) { range in
                asked.append(range)
                return png[range]
            }
            #expect(found == (try PNGText.entries(in: png, keywords: [SnapshotPicture.designKeyword])))
            #expect(found?[SnapshotPicture.designKeyword] == "ios26")
            var offset = 8
            var pixelChunks = 0
            for c in Self.chunks(of: png) {
                let data = (offset + 8)..<(offset + 8 + c.data.count)
                if c.type == "IDAT" {
                    pixelChunks += 1
                    #expect(!asked.contains { $0.overlaps(data) }, "the pixel data at \(data) was asked for")
                }
                offset += 12 + c.data.count
            }
            #expect(pixelChunks > 0)
            // Nor the other text chunks past their keywords: 80 bytes of the layout chunk.
            #expect(asked.map(\.count).reduce(0, +) < 600, "\(asked)")
        }
    }
}
