// Atomic replacement of a file: write a uniquely named temporary file in the
// destination's directory (rename(2) is atomic only within one file system),
// fsync it, then rename it over the destination. A crash or error at any step
// leaves the old file (or nothing) at the path, never a half-written one.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files so that no reader ever sees a partial one.
public enum AtomicFile {
    /// Replaces the file at `path` with `bytes`, atomically.
    ///
    /// The new file gets the usual mode for new files (0666 less the umask); an
    /// existing file's mode is not carried over. Throws `PNGError.file` naming
    /// the path and the system's message; the temporary file is removed on failure.
    public static func write(_ bytes: [UInt8], to path: String) throws(PNGError) {
        let (directory, name) = split(path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw .file(path: path, message: "cannot write: the path names a directory, not a file")
        }
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let temporary = directory + "/." + name + ".\(getpid()).\(suffix).tmp"

        // O_EXCL: never adopt (or truncate) a file someone else made under this name.
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            throw .file(path: path, message: "cannot create a temporary file in \(directory): \(systemMessage(errno))")
        }
        var problem: String?
        if let code = writeAll(bytes, to: fd) {
            problem = "cannot write: \(systemMessage(code))"
        } else if fsync(fd) != 0 {
            problem = "cannot flush to disk: \(systemMessage(errno))"
        }
        // close can report a deferred write error (e.g. on network file systems).
        if close(fd) != 0, problem == nil {
            problem = "cannot close: \(systemMessage(errno))"
        }
        if problem == nil, rename(temporary, path) != 0 {
            problem = "cannot replace: \(systemMessage(errno))"
        }
        if let problem {
            unlink(temporary)
            throw .file(path: path, message: problem)
        }
        syncDirectory(directory)
    }

    /// The directory (without a trailing slash, "." when none is given) and the last component of `path`.
    package static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// Writes every byte, retrying short writes and EINTR; the errno of a failure, or nil.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = posixWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if n >= 0 {
                    offset += n
                } else if errno != EINTR {
                    return errno
                }
            }
            return nil
        }
    }

    /// Makes the rename itself durable. Best effort: some file systems cannot
    /// fsync a directory, and the file is already complete and in place.
    private static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}

/// write(2), named apart from `AtomicFile.write`, which shadows it inside the type.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
    #elseif canImport(Musl)
    Musl.write(fd, buffer, count)
    #else
    Darwin.write(fd, buffer, count)
    #endif
}

/// The C library's text for an errno value.
private func systemMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
}
