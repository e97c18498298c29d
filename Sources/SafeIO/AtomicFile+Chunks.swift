// A report's documents are made in pieces on several threads; these write them as they are
// (ChunkedWrite says why), under the same rules as a file written from one buffer.

extension AtomicFile {
    /// ``writeReplaceable(_:to:)`` of the bytes of `chunks` in order, without joining them:
    /// each piece is written where it is (a `String`'s `utf8` or a `[UInt8]`), small ones
    /// gathered first. The same rules as one buffer: a temporary file beside `path`, renamed
    /// over it once every byte is written (a reader never sees part of the document), only a
    /// regular file replaced, and on any failure the temporary file removed and the old file
    /// left as it was. `call` is writev(2); tests pass a stand-in.
    package static func writeReplaceable<Chunks: Sequence>(
        chunks: Chunks, to path: String, using call: ChunkedWrite.VectorWrite = ChunkedWrite.system
    ) throws(FileError) where Chunks.Element: Collection, Chunks.Element.Element == UInt8 {
        try checkReplaceable(path)
        let temporary = try writeTemporary(for: path, durable: false) { fd in
            ChunkedWrite.writeAll(chunks, to: fd, using: call)
        }
        try commit([path], temporaries: [temporary], durable: false)
    }
}
