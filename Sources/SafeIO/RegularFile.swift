// Reading a file that an attacker may have put there: only a regular file (never a FIFO
// that blocks, a device that never ends, or, when asked, a symbolic link), with its size
// checked before any byte is read, so a wrong or hostile path costs at most the limit.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bounded reads of regular files.
package enum RegularFile {
    /// Whether the last component of a path may be a symbolic link.
    package enum Links: Sendable {
        /// Follow it (a file the user named on the command line).
        case follow
        /// Refuse it: the file was named by another file (a report, a manifest), and a link
        /// would let that file point the tool anywhere.
        case refuse
    }

    /// The bytes of the regular file at `path`, at most `maxBytes` of them.
    ///
    /// Opened without blocking and checked with `fstat` before any read, so a FIFO or a
    /// device fails at once; `what` names the file's role in the size message ("a
    /// results.json file"). With `.refuse`, a symbolic link fails (`O_NOFOLLOW`).
    package static func read(
        _ path: String, maxBytes: Int, what: String = "this file",
        links: Links = .follow
    ) throws(FileError) -> [UInt8] {
        let fd = try open(path, links: links)
        defer { close(fd) }
        return try read(fd, path: path, maxBytes: maxBytes, what: what)
    }

    /// Opens `path` for reading; a regular file only.
    static func open(_ path: String, links: Links) throws(FileError) -> Int32 {
        var flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
        if links == .refuse { flags |= O_NOFOLLOW }
        let fd = systemOpen(path, flags)
        guard fd >= 0 else {
            let code = errno
            if links == .refuse, code == ELOOP || fileType(atPath: path) == S_IFLNK {
                throw FileError(path: path, message: "is a symbolic link; it is not followed")
            }
            throw FileError(
                path: path,
                message: "cannot open for reading: \(systemMessage(code))"
                    + (code == ENOENT ? FileError.missingPathHint(path) : ""))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw FileError(path: path, message: "cannot stat: \(systemMessage(code))")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw FileError(path: path, message: "is \(describe(fileType: info.st_mode & S_IFMT)), not a regular file")
        }
        return fd
    }

    /// Reads the open regular file `fd` whole, refusing one over `maxBytes`.
    static func read(_ fd: Int32, path: String, maxBytes: Int, what: String) throws(FileError) -> [UInt8] {
        let size = try checkedSize(fd, path: path, maxBytes: maxBytes, what: what)
        let (bytes, failure) = readAll(fd, upTo: size)
        guard failure == 0 else { throw FileError(path: path, message: "cannot read: \(systemMessage(failure))") }
        return bytes
    }

    /// The size of the open file `fd`, refusing one over `maxBytes` before any byte is read.
    static func checkedSize(_ fd: Int32, path: String, maxBytes: Int, what: String) throws(FileError) -> Int {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(path: path, message: "cannot stat: \(systemMessage(errno))") }
        let size = Int(info.st_size)
        guard size <= maxBytes else {
            throw FileError(path: path, message: "\(size) bytes is over the \(maxBytes)-byte limit for \(what)")
        }
        return size
    }
}

extension RegularFile {
    /// Up to `limit` bytes from `fd`, retrying short reads and EINTR; stops early at the end
    /// of the file (a file that shrank while read keeps what is there: its parser judges it).
    /// The bytes, and the errno of a failed read or 0.
    package static func readAll(_ fd: Int32, upTo limit: Int) -> (bytes: [UInt8], errno: Int32) {
        readLoop(upTo: limit) { buffer, _, count in systemRead(fd, buffer, count) }
    }

    /// Up to `limit` bytes from `call` (read(2) or pread(2): given where the bytes go, how
    /// many were read so far and how many are still wanted, it returns what the call does),
    /// retrying short reads and EINTR, stopping at the end of the file or a failure.
    static func readLoop(upTo limit: Int, _ call: (UnsafeMutableRawPointer, Int, Int) -> Int) -> (
        bytes: [UInt8], errno: Int32
    ) {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: limit) { buffer, initialized in
            while initialized < limit {
                let n = call(buffer.baseAddress! + initialized, initialized, limit - initialized)
                if n > 0 {
                    initialized += n
                } else if n == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
        }
        return (bytes, failure)
    }
}
