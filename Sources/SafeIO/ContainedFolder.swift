// One rule for every path read from a file (a report's results.json, a shard's pictures, a
// references folder's names): the path is relative, normalised (no empty, "." or ".."
// components) and free of control characters; the file it names is opened without
// following a final symbolic link, must be a regular file, and must be inside the folder
// once every link on the way is resolved. A file that an attacker wrote can then name only
// files in the folder it came with, never `/etc/passwd`, `../x` or a link out.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder whose files are named by untrusted data, and the rule those names must follow.
package struct ContainedFolder: Sendable {
    /// The folder as the caller named it (for messages).
    package let path: String
    /// The folder with every symbolic link resolved: what "inside" is measured against.
    package let resolved: String

    /// The longest relative path accepted, in bytes (PATH_MAX on Linux).
    package static let maxPathBytes = 4096

    /// The folder at `path`, which must exist and be a folder (it may itself be reached
    /// through a link: the user named it).
    package init(_ path: String) throws(FileError) {
        guard let real = realpath(path, nil) else {
            let code = errno
            throw FileError(
                path: path,
                message: "cannot open the folder: \(systemMessage(code))"
                    + (code == ENOENT ? FileError.missingPathHint(path) : ""))
        }
        defer { free(real) }
        let resolved = String(cString: real)
        var info = stat()
        guard stat(resolved, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw FileError(path: path, message: "is not a folder")
        }
        self.path = path
        self.resolved = resolved
    }

    /// Why `relative` breaks the rule, or nil when it follows it.
    package static func problem(withRelativePath relative: String) -> String? {
        if relative.isEmpty { return "is empty" }
        if relative.utf8.count > maxPathBytes { return "is longer than \(maxPathBytes) bytes" }
        if relative.hasPrefix("/") { return "is absolute; it must be relative to its folder" }
        if relative.unicodeScalars.contains(where: TerminalText.needsEscaping) {
            return "holds control characters"
        }
        for component in relative.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case "": return "has an empty component (a doubled or trailing slash)"
            case ".": return "has a '.' component; it must be normalised"
            case "..": return "has a '..' component; it must stay inside its folder"
            default: continue
            }
        }
        return nil
    }

    /// `relative` joined to the folder, after checking the rule; the error names `field`
    /// (where the path was read, e.g. `results.json: results[3].actual`).
    package func file(_ relative: String, field: String) throws(FileError) -> String {
        if let problem = Self.problem(withRelativePath: relative) {
            throw FileError(path: field, message: "the path '\(TerminalText.escaped(relative))' \(problem)")
        }
        return path + "/" + relative
    }

    /// The bytes of the regular file `relative` inside the folder, at most `maxBytes`.
    ///
    /// Refused, naming `field`: a path that breaks the rule, a final symbolic link, anything
    /// but a regular file, and a file that is outside the folder once resolved (a link to a
    /// folder outside, on the way).
    package func read(_ relative: String, field: String, maxBytes: Int, what: String = "this file") throws(FileError)
        -> [UInt8]
    {
        let full = try file(relative, field: field)
        let fd = try RegularFile.open(full, links: .refuse)
        defer { close(fd) }
        guard let actual = Self.resolvedPath(of: fd, path: full), contains(resolvedPath: actual) else {
            throw FileError(path: full, message: "is outside \(path) once its links are resolved; it is not read")
        }
        return try RegularFile.read(fd, path: full, maxBytes: maxBytes, what: what)
    }

    /// Whether a resolved path is the folder or inside it.
    package func contains(resolvedPath: String) -> Bool {
        resolved == "/" || resolvedPath == resolved || resolvedPath.hasPrefix(resolved + "/")
    }

    /// Where the open file `fd` really is: the kernel's own name for it, so no link can be
    /// swapped in between the check and the read.
    static func resolvedPath(of fd: Int32, path: String) -> String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
            if n > 0 { return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
