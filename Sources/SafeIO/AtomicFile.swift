// Atomic replacement of files: each is written whole to a temporary file in its own
// directory (rename(2) is atomic only within one file system), fsynced, then renamed over
// the destination. Several files are replaced together or not at all: the old ones are kept
// under a second name (a hard link) until every rename has succeeded, and put back if one
// fails, so a failed run restores what it would have replaced instead of deleting it.
//
// Only a regular file (or nothing) is ever replaced: a symbolic link, FIFO, device or folder
// at an output path is refused, so `-o link.png` cannot be used to replace a link and
// `--dump-layout /dev/null` cannot replace a device node, even as root.
//
// Temporary files are named `.<name>.render-cells-<pid>-<random>.tmp`. A process killed
// between creating one and renaming it (kill -9) leaves it behind; the next write into that
// directory removes such files when their process is gone and they are older than this one.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole files so that no reader ever sees a partial one.
package enum AtomicFile {
    /// What marks a temporary file as this tool's: `.<name>` + this + `<pid>-<random>.tmp`.
    package static let temporaryMarker = ".render-cells-"

    /// Replaces the file at `path` with `bytes`, atomically.
    ///
    /// The new file gets the usual mode for new files (0666 less the umask); an existing
    /// file's mode is not carried over. Throws naming the path and the system's message;
    /// the temporary file is removed on failure.
    package static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try write([(path, bytes)])
    }

    /// ``write(_:to:)`` without flushing to disk: still never a partial file for a reader
    /// (written whole, then renamed), but not kept through a power cut. For the files of a
    /// report a run writes and a later run remakes (a failure's pictures, the report's
    /// pages): each flush (the file and its folder) cost about 8 ms of waiting on this
    /// project's CI-class disk (ext4 on a virtual disk, 2026-12-06), three to four per
    /// failure and several at the end of every run, while the CPU sat idle.
    package static func writeReplaceable(_ bytes: [UInt8], to path: String) throws(FileError) {
        try write([(path, bytes)], durable: false)
    }

    /// Replaces every file of `files` (path, bytes), all or none: when one cannot be put in
    /// place, the ones already replaced get their old contents back (or are removed when
    /// there was no file before).
    package static func write(_ files: [(path: String, bytes: [UInt8])], durable: Bool = true) throws(FileError) {
        var seen: Set<String> = []
        for (path, _) in files {
            try checkReplaceable(path)
            guard seen.insert(path).inserted else { throw FileError(path: path, message: "is named twice as an output") }
        }
        var temporaries: [String] = []
        for (path, bytes) in files {
            do {
                temporaries.append(try writeTemporary(bytes, for: path, durable: durable))
            } catch {
                for t in temporaries { unlink(t) }
                throw error
            }
        }
        try commit(files.map(\.path), temporaries: temporaries, durable: durable)
    }

    /// Puts each of `temporaries` in place of its path of `paths`, all or none: each old file
    /// is kept under a backup name (a hard link) until every rename has succeeded, and put
    /// back when one fails; the temporaries not yet renamed are removed on failure.
    static func commit(_ paths: [String], temporaries: [String], durable: Bool) throws(FileError) {
        var done: [(path: String, backup: String?)] = []
        for (i, path) in paths.enumerated() {
            var backup: String?
            if fileType(atPath: path) == S_IFREG {
                let name = temporaryName(for: path)
                if link(path, name) == 0 { backup = name }
            }
            if rename(temporaries[i], path) != 0 {
                let problem = "cannot replace: \(systemMessage(errno))"
                if let backup { unlink(backup) }
                for t in temporaries[i...] { unlink(t) }
                // Put back what was replaced; remove what was new.
                for (donePath, doneBackup) in done.reversed() {
                    if let doneBackup { rename(doneBackup, donePath) } else { unlink(donePath) }
                }
                throw FileError(path: path, message: problem)
            }
            done.append((path, backup))
        }
        for (_, backup) in done { if let backup { unlink(backup) } }
        if durable { for directory in Set(paths.map { split($0).directory }) { syncDirectory(directory) } }
    }

    /// Throws unless `path` names a file this tool may replace: nothing there yet, or a
    /// regular file (never a link, FIFO, device or folder).
    package static func checkReplaceable(_ path: String) throws(FileError) {
        let (_, name) = split(path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw FileError(path: path, message: "cannot write: the path names a folder, not a file")
        }
        if let type = fileType(atPath: path), type != S_IFREG {
            throw FileError(path: path, message: "is \(describe(fileType: type)); an output only replaces a regular file")
        }
    }

    /// Throws unless every path of `outputs` may be replaced (``checkReplaceable(_:)``) and
    /// none is the same file as one of `inputs` (compared by device and inode, so another
    /// name, a hard link or a link to it is caught too): a run must never overwrite what it
    /// reads, and no two outputs may be one file however they are spelled. Called before any
    /// work, so a refused output costs nothing.
    package static func checkOutputs(_ outputs: [String], inputs: [String]) throws(FileError) {
        var inputFiles: [(path: String, device: dev_t, inode: ino_t)] = []
        for input in inputs {
            var info = stat()
            if stat(input, &info) == 0 { inputFiles.append((input, info.st_dev, info.st_ino)) }
        }
        var named: [(path: String, resolved: ResolvedPath)] = []
        for output in outputs {
            try checkReplaceable(output)
            // Two spellings of one file (`./d.png` and `d.png`, a link's folder) are one output.
            let resolved = ResolvedPath(output)
            if let other = named.first(where: { $0.resolved.isSameFile(as: resolved) }) {
                throw FileError(
                    path: output,
                    message: "is the same file as the output \(TerminalText.escaped(other.path)); "
                        + "name two different files")
            }
            named.append((output, resolved))
            var info = stat()
            guard lstat(output, &info) == 0 else { continue }
            if let input = inputFiles.first(where: { $0.device == info.st_dev && $0.inode == info.st_ino }) {
                throw FileError(
                    path: output,
                    message: "is the input \(TerminalText.escaped(input.path)); "
                        + "an output never replaces an input")
            }
        }
    }

    /// Makes the folder `path` and any missing folders above it (`mkdir -p`), mode 0777
    /// less the umask; an existing folder is fine, anything else in the way is named.
    package static func makeFolders(_ path: String) throws(FileError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw FileError(path: path, message: "is not a folder") }
            return
        }
        let parent = split(path).directory
        if parent != path, parent != ".", parent != "/" { try makeFolders(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
            throw FileError(path: path, message: "cannot make the folder: \(systemMessage(errno))")
        }
    }

    /// The directory (without a trailing slash, "." when none is given) and the last component of `path`.
    package static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// A new temporary name beside `path`: `.<name>.render-cells-<pid>-<random>.tmp`, the
    /// name cut so the whole stays within NAME_MAX (255 bytes).
    static func temporaryName(for path: String) -> String {
        let (directory, name) = split(path)
        let suffix = "\(temporaryMarker)\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
        var stem = name
        while stem.utf8.count + suffix.utf8.count + 1 > 255 { stem.removeLast() }
        return directory + "/." + stem + suffix
    }

    /// Writes `bytes` to a new temporary file beside `path`, flushed to disk when `durable`;
    /// its path.
    static func writeTemporary(_ bytes: [UInt8], for path: String, durable: Bool = true) throws(FileError) -> String {
        // One piece, through the chunked writer's loop: the package's one way to write every
        // byte (short writes, EINTR, and a write of nothing an error rather than a loop).
        try writeTemporary(for: path, durable: durable) { fd in
            bytes.withUnsafeBytes { ChunkedWrite.writeAll([$0], to: fd, using: ChunkedWrite.system) }
        }
    }

    /// A new temporary file beside `path` whose bytes `contents` writes into the descriptor
    /// it is given (returning the errno of a failure, or nil), flushed to disk when
    /// `durable`; its path. On any failure the temporary file is removed.
    static func writeTemporary(
        for path: String, durable: Bool, contents: (Int32) -> Int32?
    ) throws(FileError) -> String {
        let directory = split(path).directory
        removeStaleTemporaries(in: directory)
        let temporary = temporaryName(for: path)
        // A spare file of an earlier report renamed to the temporary name and checked
        // (SpareFiles says why and how), else a new one. O_EXCL: never adopt (or truncate) a
        // file someone else made under this name.
        let spare = spares(serving: path)?.open(as: temporary)
        let fd = spare ?? open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            throw FileError(path: path, message: "cannot create a temporary file in \(directory): \(systemMessage(errno))")
        }
        var problem: String?
        if let code = contents(fd) {
            problem = "cannot write: \(systemMessage(code))"
        } else if spare != nil, case let end = lseek(fd, 0, SEEK_CUR), end < 0 || ftruncate(fd, end) != 0 {
            // A spare is written over from its start and cut to the new length after, not
            // emptied first: ext4 starts writing a file emptied and rewritten to disk when it
            // is closed (auto_da_alloc), which cost more than the new inode it saves.
            problem = "cannot cut to its length: \(systemMessage(errno))"
        } else if durable && fsync(fd) != 0 {
            problem = "cannot flush to disk: \(systemMessage(errno))"
        }
        // close can report a deferred write error (e.g. on network file systems).
        if close(fd) != 0, problem == nil {
            problem = "cannot close: \(systemMessage(errno))"
        }
        if let problem {
            unlink(temporary)
            throw FileError(path: path, message: problem)
        }
        return temporary
    }

    // MARK: Spare files

    /// The spare files lent to writes, newest first.
    static let lent = Locked<[SpareFiles]>([])

    /// Lets the writes into `spares.folder` reuse its files as their temporary files until
    /// ``reclaim(_:)``.
    package static func lend(_ spares: SpareFiles) {
        lent.withLock { $0.insert(spares, at: 0) }
    }

    /// Ends ``lend(_:)``: a write that starts after this returns does not look at `spares`.
    package static func reclaim(_ spares: SpareFiles) {
        lent.withLock { $0.removeAll { $0 === spares } }
    }

    /// The spares lent for writes to `path`, if any.
    static func spares(serving path: String) -> SpareFiles? {
        lent.withLock { $0.first { $0.serves(path) } }
    }

    // MARK: Stale temporary files

    /// When this process first wrote a file (seconds since 1970): a temporary file older
    /// than that, whose process is gone, was left by a run that was killed.
    static let processStart = time(nil)
    /// Directories already cleaned by this process (each once: a report folder gets a
    /// write per failure, and listing it each time would cost O(n²)).
    static let cleaned = Locked<Set<String>>([])

    /// Removes this tool's temporary files in `directory` whose process no longer runs and
    /// that are older than this process's first write; returns their names.
    @discardableResult
    package static func removeStaleTemporaries(in directory: String) -> [String] {
        let start = processStart
        guard cleaned.withLock({ $0.insert(directory).inserted }) else { return [] }
        guard let entries = folderEntries(directory) else { return [] }
        var removed: [String] = []
        for (name, _) in entries {
            guard let pid = temporaryOwner(name) else { continue }
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == getuid(),
                modificationSeconds(info) < start, pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            if unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }

    /// The process id in a temporary file's name made by ``temporaryName(for:)``, or nil
    /// when `name` is not one.
    static func temporaryOwner(_ name: String) -> pid_t? {
        let bytes = Array(name.utf8)
        let marker = Array(temporaryMarker.utf8)
        guard bytes.first == UInt8(ascii: "."), name.hasSuffix(".tmp"), bytes.count > marker.count + 5 else { return nil }
        // The last occurrence of the marker: the name before it may contain anything.
        guard
            let at = stride(from: bytes.count - 4 - marker.count, through: 1, by: -1)
                .first(where: { bytes[$0..<($0 + marker.count)].elementsEqual(marker) })
        else { return nil }
        let tail = bytes[(at + marker.count)..<(bytes.count - 4)]  // "<pid>-<random>"
        let parts = tail.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty,
            parts[1].allSatisfy({ (48...57).contains($0) || (97...122).contains($0) }),
            let pid = pid_t(String(decoding: parts[0], as: UTF8.self)), pid > 0
        else { return nil }
        return pid
    }

    // MARK: System calls

    private static func modificationSeconds(_ info: stat) -> time_t {
        #if canImport(Darwin)
            info.st_mtimespec.tv_sec
        #else
            info.st_mtim.tv_sec
        #endif
    }

    /// Makes the renames themselves durable. Best effort: some file systems cannot
    /// fsync a directory, and the files are already complete and in place.
    private static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
