// Files an earlier report left, lent to the atomic writes into the same folder so that a
// rewritten report reuses them instead of deleting ~600 files and creating ~600 new ones.
//
// Why: on this project's CI-class disk (ext4 without a journal, 2026-12-07) creating a file
// right after many were deleted costs about 0.3 ms of kernel time: ext4 passes over every
// inode freed in the last minute before it hands one out (`find_inode_bit` ->
// `recently_deleted`, 6.4 % of a failing run's profile), and the earlier report's deletion
// frees hundreds just before the run creates hundreds. A spare file renamed to a temporary
// name, written over and cut to its new length keeps its inode (and most of its blocks), so
// little is freed and nothing allocated.
//
// A report folder is hostile (it can be an artefact another job made), so a spare is only
// written when it is a regular file with one link, owned by this user, with the mode a new
// file would get, checked by lstat before it is opened (never a FIFO or a device opened)
// and by fstat after (the same inode: nothing swapped in between), and opened with
// O_NOFOLLOW. A link, a hard link to a file elsewhere or anything else is only unlinked.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files that ``AtomicFile`` may reuse as temporary files for writes inside `folder`, and how
/// many of them are still worth keeping.
package final class SpareFiles: Sendable {
    /// The folder whose writes may take a spare (a write's path starts with it and a slash).
    package let folder: String

    private struct State {
        var paths: [String] = []
        /// How many spares a run is expected to take yet; nil while unknown (keep them all).
        var needed: Int?
    }
    private let state = Locked(State())

    package init(folder: String) { self.folder = folder }

    /// Adds the files at `paths` (unchecked: each is checked when it is taken).
    package func add(_ paths: [String]) {
        state.withLock { $0.paths += paths }
    }

    /// Adds the regular files in the folder `path` and in the folders inside it, never
    /// through a link.
    package func add(regularFilesUnder path: String) {
        add(Self.regularFiles(under: path))
    }

    private static func regularFiles(under path: String) -> [String] {
        var files: [String] = []
        for (name, type) in folderEntries(path) ?? [] {
            let child = path + "/" + name
            var kind = type
            if kind == UInt8(DT_UNKNOWN) {
                let mode = fileType(atPath: child)
                kind = mode == S_IFDIR ? UInt8(DT_DIR) : mode == S_IFREG ? UInt8(DT_REG) : kind
            }
            if kind == UInt8(DT_DIR) {
                files += regularFiles(under: child)
            } else if kind == UInt8(DT_REG) {
                files.append(child)
            }
        }
        return files
    }

    /// How many spares are left.
    package var count: Int { state.withLock { $0.paths.count } }

    /// Says that at most `count` more spares are expected to be taken; what is beyond that
    /// is handed out by ``surplus()``.
    package func expect(atMost count: Int) {
        state.withLock { $0.needed = max(0, count) }
    }

    /// A spare to take, or nil when none is left.
    package func take() -> String? {
        state.withLock { $0.paths.popLast() }
    }

    /// The spares beyond what may still be taken (``expect(atMost:)``), no longer lent: the
    /// caller deletes them. None while nothing was said.
    package func surplus() -> [String] {
        state.withLock { s in
            guard let needed = s.needed, s.paths.count > needed else { return [] }
            defer { s.paths.removeFirst(s.paths.count - needed) }
            return Array(s.paths[..<(s.paths.count - needed)])
        }
    }

    /// Every spare left, no longer lent.
    package func takeAll() -> [String] {
        state.withLock { s in
            defer { s.paths = [] }
            return s.paths
        }
    }

    /// Whether a write to `path` may take one of these spares.
    func serves(_ path: String) -> Bool {
        path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/")
    }

    /// Renames a spare to `temporary` and opens it for writing at its start (the writer cuts
    /// it to its new length): its descriptor, or nil when no spare is left that passes the
    /// checks (each one that fails is unlinked).
    func open(as temporary: String) -> Int32? {
        guard let mode = Self.newFileMode else { return nil }
        while let spare = take() {
            // A spare on another file system (EXDEV) or already gone stays where it is, for
            // its owner to delete with the rest.
            guard rename(spare, temporary) == 0 else { continue }
            if let fd = Self.openChecked(temporary, mode: mode) { return fd }
            unlink(temporary)
        }
        return nil
    }

    /// `path` opened for writing when it is a file a new one could stand for
    /// (``reusable(_:mode:)``) before and after opening, the same inode both times; else nil.
    private static func openChecked(_ path: String, mode: mode_t) -> Int32? {
        var before = stat()
        guard lstat(path, &before) == 0, reusable(before, mode: mode) else { return nil }
        // O_NONBLOCK: a FIFO swapped in after the lstat fails to open instead of blocking
        // (writes to a regular file ignore the flag).
        let fd = systemOpen(path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var after = stat()
        guard fstat(fd, &after) == 0, reusable(after, mode: mode), after.st_dev == before.st_dev,
            after.st_ino == before.st_ino
        else {
            close(fd)
            return nil
        }
        return fd
    }

    /// A regular file with one link (truncating a hard link would change the file's other
    /// names too), this user's, whose permission bits are what a new file gets here.
    static func reusable(_ info: stat, mode: mode_t) -> Bool {
        info.st_mode & S_IFMT == S_IFREG && info.st_nlink == 1 && info.st_uid == geteuid()
            && info.st_mode & 0o7777 == mode
    }

    /// The mode this process gives a new file (0666 less the umask), read from
    /// /proc/self/status: umask(2) can only be read by setting it, which would race with
    /// other threads creating files. Nil where it cannot be read: then nothing is reused.
    static let newFileMode: mode_t? = {
        let fd = systemOpen("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += buffer[..<n]
        }
        for line in bytes.split(separator: UInt8(ascii: "\n")) where line.starts(with: Array("Umask:".utf8)) {
            let digits = String(decoding: line.dropFirst(6).filter { $0 != 0x20 && $0 != 0x09 }, as: UTF8.self)
            guard let mask = mode_t(digits, radix: 8) else { return nil }
            return 0o666 & ~mask
        }
        return nil
    }()
}
