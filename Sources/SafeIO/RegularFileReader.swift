#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A regular file opened for reads at chosen offsets, for a reader that needs only parts of
/// it (a PNG's text chunks, not the pixel data between them): the checks of
/// `RegularFile.read` (a regular file, never a FIFO or a device; a link refused when asked;
/// the size under a limit before any byte is read), and then only the bytes asked for.
/// A class, as what owns an open descriptor: closed once, when the last reference goes.
package final class RegularFileReader {
    private let fd: Int32
    /// The file as the caller named it.
    package let path: String
    /// The file's size when it was opened (at most the limit it was opened with).
    package let size: Int

    /// Opens `path` as `RegularFile.read` does, refusing a file over `maxBytes` with the same
    /// message (`what` names its role).
    package init(_ path: String, maxBytes: Int, what: String, links: RegularFile.Links = .follow) throws(FileError) {
        let fd = try RegularFile.open(path, links: links)
        let size: Int
        do {
            size = try RegularFile.checkedSize(fd, path: path, maxBytes: maxBytes, what: what)
        } catch {
            close(fd)
            throw error
        }
        self.fd = fd
        self.path = path
        self.size = size
    }

    deinit {
        close(fd)
    }

    /// The bytes of `range` (clamped to the size the file was opened with), retrying short
    /// reads and EINTR; fewer when the file ends sooner (it shrank since it was opened).
    /// - Throws: `FileError` with the system's message when a read fails.
    package func bytes(in range: Range<Int>) throws(FileError) -> [UInt8] {
        let start = max(0, min(range.lowerBound, size))
        let count = max(0, min(range.upperBound, size) - start)
        let (bytes, failure) = RegularFile.readLoop(upTo: count) { buffer, done, wanted in
            pread(fd, buffer, wanted, off_t(start + done))
        }
        guard failure == 0 else { throw FileError(path: path, message: "cannot read: \(systemMessage(failure))") }
        return bytes
    }
}
