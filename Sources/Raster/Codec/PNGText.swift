// Text carried inside a PNG file: iTXt chunks (UTF-8, zlib-compressed), so a reference
// picture holds what was behind its pixels (a layout dump, the font files) in the one file
// that tools already copy, review and accept. libpng's simplified API cannot write or read
// text, so the chunks are written and read here, on the byte stream: written with zlib,
// read with libdeflate (`inflate` says why).

import CPNG

/// Reads and writes the text chunks of PNG byte streams.
public enum PNGText {
    /// The most text one chunk may inflate to when read (16 MiB): text is metadata, and a
    /// crafted chunk must not make a reader allocate without bound.
    public static let maxTextBytes = 16 << 20

    /// The most text all the chunks of one PNG may inflate to together (32 MiB). Without it
    /// a 3.3 MB reference of 200 compressed chunks inflated 200 × 16 MiB (3.3 GB, 16 s).
    /// A reference's layout dump is about 1 KB per element, so 32 MiB is some 30,000 elements.
    public static let maxTotalTextBytes = 32 << 20

    /// `png` with one compressed iTXt chunk per entry inserted right after IHDR, in
    /// keyword order (the same entries give the same bytes). Keywords are 1–79 printable
    /// ASCII characters, without leading, trailing or double spaces, as the PNG
    /// specification asks. `level` is zlib's (1–9): 9, the default, for files that are kept
    /// (references), where every byte is stored for years; a failure's picture that is only
    /// looked at takes 1 (a 3x list screen's layout dump, 51 KB: 0.9 ms and 2.3 KB at 9, 0.1 ms
    /// and 3.3 KB at 1, on a loaded machine).
    public static func inserting(_ entries: [String: String], into png: [UInt8], level: Int32 = 9) throws(PNGError)
        -> [UInt8]
    {
        guard png.count >= 33, png[12..<16].elementsEqual("IHDR".utf8) else {
            throw .encodeFailed("text can only be added to a PNG stream that starts with IHDR")
        }
        var chunks: [UInt8] = []
        for keyword in entries.keys.sorted() {
            guard isValidKeyword(keyword) else {
                throw .encodeFailed("'\(keyword)' is not a valid PNG text keyword (1–79 printable ASCII characters)")
            }
            var data = Array(keyword.utf8)
            data += [0, 1, 0, 0, 0]  // NUL, compressed, zlib, no language tag, no translated keyword
            data += try deflate(Array(entries[keyword]!.utf8), level: level)
            chunks += chunk(type: "iTXt", data: data)
        }
        let afterIHDR = 8 + 12 + 13
        return Array(png[..<afterIHDR]) + chunks + Array(png[afterIHDR...])
    }

    /// The text chunks of `png` (iTXt, zTXt and tEXt) by keyword; when a keyword appears
    /// twice the first wins. With `keywords`, only those are read: other chunks are skipped
    /// without inflating them. Chunks that are malformed, inflate beyond ``maxTextBytes``, or
    /// take the text read beyond ``maxTotalTextBytes`` throw, naming the chunk; a stream
    /// without text gives an empty dictionary.
    public static func entries(in png: [UInt8], keywords: Set<String>? = nil) throws(PNGError) -> [String: String] {
        // Every range the walk asks for lies within the stream, so it is always answered.
        try entries(count: png.count, keywords: keywords) { png[$0] } ?? [:]
    }

    /// The walk of ``entries(in:keywords:)`` over a stream of `count` bytes handed out range
    /// by range by `bytes`: only chunk headers and the text chunks' data are asked for, so a
    /// file's pixel data need not be read at all (``entries(inFileAt:keywords:)``). Every
    /// answer and error is the same as for the whole stream in memory; nil when `bytes`
    /// gives nil or fewer bytes than asked for (a file that shrank, or failed, while read).
    package static func entries(
        count: Int, keywords: Set<String>?, bytes: (Range<Int>) -> ArraySlice<UInt8>?
    ) throws(PNGError) -> [String: String]? {
        var result: [String: String] = [:]
        guard count >= 8 else { return result }
        var offset = 8
        var budget = maxTotalTextBytes
        while offset + 12 <= count {
            guard let header = bytes(offset..<(offset + 8)), header.count == 8 else { return nil }
            let length = header.prefix(4).reduce(0) { $0 << 8 | Int($1) }
            guard length <= count - offset - 12 else {
                throw .decodeFailed("the chunk at byte \(offset) claims \(length) bytes but fewer follow it")
            }
            let type = String(decoding: header.dropFirst(4), as: UTF8.self)
            if type == "IEND" { break }
            if ["iTXt", "zTXt", "tEXt"].contains(type) {
                // The keyword first (it is never compressed): a chunk not wanted, or one whose
                // keyword was already read, costs nothing. It is looked for in the chunk's
                // first bytes (a valid keyword and its NUL take at most 80), and in the whole
                // chunk only when they hold no NUL, which finds the NUL the whole chunk's
                // first would: the same keyword, or none.
                let whole = (offset + 8)..<(offset + 8 + length)
                let head = whole.lowerBound..<(whole.lowerBound + min(length, 80))
                guard var data = bytes(head), data.count == head.count else { return nil }
                if data.firstIndex(of: 0) == nil, length > head.count {
                    guard let all = bytes(whole), all.count == length else { return nil }
                    data = all
                }
                let keyword = data.firstIndex(of: 0).map { String(decoding: data[data.startIndex..<$0], as: UTF8.self) }
                if let keyword, result[keyword] != nil || keywords.map({ !$0.contains(keyword) }) == true {
                    offset += 12 + length
                    continue
                }
                if data.count < length {
                    guard let all = bytes(whole), all.count == length else { return nil }
                    data = all
                }
                let (name, text) = try parse(type: type, data: data, at: offset, budget: &budget)
                if result[name] == nil { result[name] = text }
            }
            offset += 12 + length
        }
        return result
    }

    /// A text chunk's keyword and text; `budget` is the inflated text still allowed in this
    /// PNG, reduced by what this chunk holds.
    static func parse(type: String, data: ArraySlice<UInt8>, at offset: Int, budget: inout Int) throws(PNGError)
        -> (String, String)
    {
        func bad(_ why: String) -> PNGError { .decodeFailed("the '\(type)' chunk at byte \(offset) \(why)") }
        func spend(_ bytes: some Collection<UInt8>) throws(PNGError) {
            budget -= bytes.count
            guard budget >= 0 else { throw bad("takes the text of this PNG over \(maxTotalTextBytes) bytes") }
        }
        guard let nul = data.firstIndex(of: 0) else { throw bad("has no keyword terminator") }
        let keyword = String(decoding: data[data.startIndex..<nul], as: UTF8.self)
        var rest = data[(nul + 1)...]
        switch type {
        case "tEXt":
            try spend(rest)
            return (keyword, latin1(rest))
        case "zTXt":
            guard rest.first == 0 else { throw bad("uses an unknown compression method") }
            let bytes = try inflate(Array(rest.dropFirst()), limit: min(maxTextBytes, budget), chunk: bad)
            try spend(bytes)
            return (keyword, latin1(bytes))
        default:
            guard rest.count >= 2 else { throw bad("is too short") }
            let compressed = rest[rest.startIndex] == 1
            rest = rest.dropFirst(2)
            for _ in 0..<2 {  // language tag, translated keyword
                guard let end = rest.firstIndex(of: 0) else { throw bad("has an unterminated header") }
                rest = rest[(end + 1)...]
            }
            let bytes = compressed ? try inflate(Array(rest), limit: min(maxTextBytes, budget), chunk: bad) : Array(rest)
            try spend(bytes)
            return (keyword, String(decoding: bytes, as: UTF8.self))
        }
    }

    static func latin1(_ bytes: some Collection<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    static func isValidKeyword(_ keyword: String) -> Bool {
        let bytes = Array(keyword.utf8)
        return (1...79).contains(bytes.count) && bytes.allSatisfy { $0 >= 32 && $0 < 127 }
            && bytes.first != 32 && bytes.last != 32 && !keyword.contains("  ")
    }

    /// length, type, data, CRC-32 of type and data.
    static func chunk(type: String, data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        var out = bigEndian(UInt32(data.count)) + typeBytes + data
        let body = typeBytes + data
        let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        out += bigEndian(UInt32(crc))
        return out
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func deflate(_ input: [UInt8], level: Int32 = 9) throws(PNGError) -> [UInt8] {
        var bound = Int(compressBound(uLong(input.count)))
        var output = [UInt8](repeating: 0, count: bound)
        var destinationLength = uLongf(bound)
        let status = output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer {
                compress2(out.baseAddress, &destinationLength, $0.baseAddress, uLong($0.count), level)
            }
        }
        guard status == Z_OK else { throw .encodeFailed("zlib could not compress a text chunk (status \(status))") }
        bound = Int(destinationLength)
        return Array(output[..<bound])
    }

    /// Inflates a zlib stream of at most `limit` bytes (at most ``maxTextBytes``; less when
    /// the PNG's other text used part of ``maxTotalTextBytes``). libdeflate, not zlib: a
    /// failing snapshot reads its reference's layout dump (about 50 KB of JSON for a 3x
    /// screen), which zlib's inflate and checksum took about a quarter of a millisecond for.
    /// libdeflate inflates only into room of a known size: a guess, doubled while it is too
    /// small, never more than one byte over `limit`, so a crafted chunk costs at most that
    /// much memory and twice the inflating. Bytes after the stream's end are ignored, as
    /// zlib's inflate ignores them.
    static func inflate(_ input: [UInt8], limit: Int, chunk bad: (String) -> PNGError) throws(PNGError) -> [UInt8] {
        func tooMuch() -> PNGError {
            bad(
                limit < maxTextBytes
                    ? "takes the text of this PNG over \(maxTotalTextBytes) bytes"
                    : "inflates to more than \(maxTextBytes) bytes")
        }
        guard let inflater = libdeflate_alloc_decompressor() else { throw bad("could not start the inflater") }
        defer { libdeflate_free_decompressor(inflater) }
        // A layout dump deflates about 20:1, so one guess mostly does; a design record of a
        // few bytes gets 4 KiB, not the 16 MiB it may have.
        var room = input.count > limit / 32 ? limit + 1 : min(limit + 1, max(4 << 10, input.count * 32))
        while true {
            var result = LIBDEFLATE_SUCCESS
            var written = 0
            let output = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
                var used = 0
                result = input.withUnsafeBytes { source in
                    libdeflate_zlib_decompress_ex(
                        inflater, source.baseAddress, source.count, buffer.baseAddress, room, &used, &written)
                }
                initialized = result == LIBDEFLATE_SUCCESS ? written : 0
            }
            switch result {
            case LIBDEFLATE_SUCCESS:
                guard written <= limit else { throw tooMuch() }
                return output
            case LIBDEFLATE_INSUFFICIENT_SPACE:
                guard room <= limit else { throw tooMuch() }
                room = room > limit / 2 ? limit + 1 : room * 2
            default:
                throw bad("holds a corrupt or truncated zlib stream")
            }
        }
    }
}
