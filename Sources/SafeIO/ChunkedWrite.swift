// A document written from its pieces, never joined into one buffer first. A failing run's
// report is 34 MB of three documents, each made of hundreds of pieces on several threads
// (a result's JSON, a card of the page, a JUnit case); joining them copied every byte once
// more into fresh memory, which on the project's CI-class machine costs about 0.65 ms a
// megabyte the first time it is touched, before the kernel copied it again into the file.
//
// Large pieces go to the kernel where they are; small ones (a separator, a passing result's
// card) are gathered in one small buffer first, so a document of ten thousand small pieces
// is not ten thousand system calls. The gathered bytes and the piece that does not fit
// beside them go out in one writev(2).

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a sequence of byte pieces into a file descriptor, in order, whole.
package enum ChunkedWrite {
    /// writev(2)'s shape: a descriptor, the vectors, their count; the bytes written, or -1
    /// with `errno` set. Tests put a stand-in here that returns short counts, is interrupted
    /// or fails at a given call.
    package typealias VectorWrite = (Int32, UnsafePointer<iovec>, Int32) -> Int

    /// How many bytes of small pieces are gathered before they are written.
    package static let gatherCapacity = 64 * 1024

    /// writev(2) itself.
    package static func system(_ fd: Int32, _ vectors: UnsafePointer<iovec>, _ count: Int32) -> Int {
        writev(fd, vectors, count)
    }

    /// Writes every byte of `chunks` into `fd` in order, retrying short writes and EINTR;
    /// the errno of the first failure (nothing after it is written), or nil. Empty pieces
    /// are skipped; a piece without contiguous storage is copied once.
    package static func writeAll<Chunks: Sequence>(
        _ chunks: Chunks, to fd: Int32, gatherCapacity capacity: Int = gatherCapacity,
        using call: VectorWrite = system
    ) -> Int32? where Chunks.Element: Collection, Chunks.Element.Element == UInt8 {
        let gathered = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, capacity), alignment: 16)
        defer { gathered.deallocate() }
        var count = 0
        /// Gathers `piece` when it fits beside what is gathered, else writes both at once.
        func put(_ piece: UnsafeRawBufferPointer) -> Int32? {
            guard !piece.isEmpty else { return nil }
            if piece.count <= capacity - count {
                UnsafeMutableRawBufferPointer(rebasing: gathered[count..<count + piece.count]).copyMemory(from: piece)
                count += piece.count
                return nil
            }
            defer { count = 0 }
            return writeAll([UnsafeRawBufferPointer(rebasing: gathered[0..<count]), piece], to: fd, using: call)
        }
        for chunk in chunks {
            let code =
                chunk.withContiguousStorageIfAvailable { put(UnsafeRawBufferPointer($0)) }
                ?? Array(chunk).withUnsafeBytes { put($0) }
            if let code { return code }
        }
        return writeAll([UnsafeRawBufferPointer(rebasing: gathered[0..<count])], to: fd, using: call)
    }

    /// Writes `parts` in order with as few calls as the kernel allows: a short count moves
    /// on by the bytes written, EINTR retries, and a call that writes nothing of a non-empty
    /// request is an error (EIO) rather than a loop without end.
    static func writeAll(_ parts: [UnsafeRawBufferPointer], to fd: Int32, using call: VectorWrite) -> Int32? {
        let parts = parts.filter { !$0.isEmpty }
        var first = 0
        var offset = 0
        var vectors: [iovec] = []
        while first < parts.count {
            vectors.removeAll(keepingCapacity: true)
            for i in first..<parts.count {
                let skip = i == first ? offset : 0
                vectors.append(
                    iovec(
                        iov_base: UnsafeMutableRawPointer(mutating: parts[i].baseAddress! + skip),
                        iov_len: parts[i].count - skip))
            }
            let written = vectors.withUnsafeBufferPointer { call(fd, $0.baseAddress!, Int32($0.count)) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            guard written > 0 else { return EIO }
            var left = written
            while left > 0, first < parts.count {
                let rest = parts[first].count - offset
                if left >= rest {
                    left -= rest
                    first += 1
                    offset = 0
                } else {
                    offset += left
                    left = 0
                }
            }
        }
        return nil
    }
}
