import SafeIO

// A PNG file's text without its pixels. Planning a `render-cells test` run asks every
// reference for its design record, and reading each whole (`PNGDecoder.readFile`) to walk
// to a chunk in its first few kilobytes read 26 MB for 200 references. The walk is the one
// of `entries(in:keywords:)`, handed the file's bytes range by range: the front in one read
// (where the files the project writes keep their text), then only chunk headers and text
// chunks, so the pixel data between them is never read.

extension PNGText {
    /// The bytes read at once from a file's front, one page: the signature, the header and,
    /// in the files the project writes, the text chunks' keywords (a 3x screen's layout
    /// chunk, the last and largest, is about 3 KB; only its first 80 bytes are needed when
    /// it is not asked for). 16 KiB cost twice as much to read for the 200 references of a run.
    static let frontBytes = 4 << 10

    /// A PNG file's text as ``entries(in:keywords:)`` finds it in the whole file read by
    /// `PNGDecoder.readFile(_:)`, with the same answers and errors for every file, but
    /// reading only its front, its chunk headers and its text chunks.
    ///
    /// - Returns: `front`, the file's first bytes (at most `frontBytes`, 4 KiB, enough for the
    ///   signature and the header: `PNGDecoder.headerSize(of:)` answers the same from it),
    ///   and `entries`, the walk's result or error.
    /// - Throws: what `PNGDecoder.readFile(_:)` throws (not a regular file, over
    ///   `PNGDecoder.maxFileSize`, unreadable), before any byte is read when it can.
    public static func entries(inFileAt path: String, keywords: Set<String>? = nil) throws(PNGError) -> (
        front: [UInt8], entries: Result<[String: String], PNGError>
    ) {
        if let found = try partialRead(path, keywords: keywords) { return found }
        // The file shrank or failed while read: the whole read says what is there now, or
        // throws as it always did.
        let bytes = try PNGDecoder.readFile(path)
        let entries = Result { () throws(PNGError) in try Self.entries(in: bytes, keywords: keywords) }
        return (Array(bytes.prefix(frontBytes)), entries)
    }

    /// The walk over the open file; nil when a read came back short or failed.
    private static func partialRead(_ path: String, keywords: Set<String>?) throws(PNGError) -> (
        front: [UInt8], entries: Result<[String: String], PNGError>
    )? {
        let file: RegularFileReader
        do {
            file = try RegularFileReader(path, maxBytes: PNGDecoder.maxFileSize, what: "a PNG file")
        } catch {
            throw .file(path: error.path, message: error.message)
        }
        guard let front = try? file.bytes(in: 0..<min(file.size, frontBytes)), front.count == min(file.size, frontBytes)
        else { return nil }
        let walked: [String: String]?
        do {
            walked = try entries(count: file.size, keywords: keywords) { range in
                if range.upperBound <= front.count { return front[range] }
                guard let bytes = try? file.bytes(in: range) else { return nil }
                return bytes[...]
            }
        } catch {
            return (front, .failure(error))
        }
        return walked.map { (front, .success($0)) }
    }
}
