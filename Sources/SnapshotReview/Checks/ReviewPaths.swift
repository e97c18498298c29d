import Foundation

/// The rules for every path the review takes from a report: a report is a CI artefact that a
/// pull request controls, so each path in its `results.json` is hostile until checked.
///
/// - A path from the report is relative, with no `.`, `..` or empty parts, no backslash
///   and no NUL (``relative(_:field:)``).
/// - A file read from the report folder is a regular file reached without symlinks: its
///   folder resolves inside the report folder and the file is opened with `O_NOFOLLOW`
///   (``readRegularFile(_:in:limit:field:)``).
/// - A file written is inside one of the folders the caller allows (the checkout), however
///   its existing folders resolve, and is not a symlink (``checkDestination(_:inside:)``).
///
/// These are the review's own checks, kept in one place so they can follow one rule for
/// every path read from a file when the test runner has one.
public enum ReviewPaths {
    /// `path` when it is a plain relative path, else an error naming `field`.
    public static func relative(_ path: String, field: String) throws(ReviewError) -> String {
        func refuse(_ why: String) -> ReviewError { ReviewError(422, "\(field): '\(path)' \(why)") }
        guard !path.isEmpty else { throw refuse("is empty") }
        guard !path.hasPrefix("/") else { throw refuse("is an absolute path; a report names files relative to itself") }
        guard !path.contains("\0"), !path.contains("\\") else { throw refuse("holds a NUL or a backslash") }
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            guard !part.isEmpty, part != ".", part != ".." else {
                throw refuse("has an empty, '.' or '..' part; paths in a report stay inside their folder")
            }
        }
        return path
    }

    /// Whether the absolute, resolved `path` is `root` or inside it.
    public static func isInside(_ path: String, _ root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// `path` with every symlink resolved (`realpath(3)`), nil when it does not exist.
    public static func resolved(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// The bytes of `relativePath` inside `folder`: a regular file, reached without a
    /// symlink, at most `limit` bytes.
    public static func readRegularFile(_ relativePath: String, in folder: String, limit: Int,
                                       field: String) throws(ReviewError) -> [UInt8] {
        let path = try relative(relativePath, field: field)
        guard let root = resolved(folder) else { throw ReviewError(404, "\(folder): the report folder is gone") }
        let full = root + "/" + path
        let parent = (full as NSString).deletingLastPathComponent
        guard let parentResolved = resolved(parent) else {
            throw ReviewError(404, "\(field): \(path) is not in the report folder")
        }
        guard isInside(parentResolved, root) else {
            throw ReviewError(422, "\(field): \(path) leads out of the report folder through a symlink; refused")
        }
        // O_NOFOLLOW: the last part may not be a symlink either (open fails with ELOOP).
        let fd = open(parentResolved + "/" + (full as NSString).lastPathComponent, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            if code == ELOOP { throw ReviewError(422, "\(field): \(path) is a symlink; a report's pictures must be files") }
            throw ReviewError(code == ENOENT ? 404 : 422, "\(field): cannot open \(path): \(String(cString: strerror(code)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw ReviewError(422, "\(field): \(path) is not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw ReviewError(422, "\(field): \(path) is \(info.st_size) bytes, over the \(limit)-byte limit")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw ReviewError(422, "\(field): \(path) could not be read to its end") }
            done += n
        }
        return bytes
    }

    /// Refuses to write `path` (absolute) unless it is a `.png` inside one of `roots`
    /// (resolved; its nearest existing folder decides, so a symlinked folder cannot lead
    /// out) and is not itself a symlink or other non-regular file.
    public static func checkDestination(_ path: String, inside roots: [String]) throws(ReviewError) {
        guard path.hasPrefix("/"), path.hasSuffix(".png"), !path.contains("\0") else {
            throw ReviewError(422, "\(path): a reference must be an absolute .png path")
        }
        for part in path.split(separator: "/") where part == "." || part == ".." {
            throw ReviewError(422, "\(path): a reference path may not hold '.' or '..'")
        }
        let resolvedRoots = roots.compactMap(resolved)
        var existing = (path as NSString).deletingLastPathComponent
        while resolved(existing) == nil && existing != "/" { existing = (existing as NSString).deletingLastPathComponent }
        guard let folder = resolved(existing), resolvedRoots.contains(where: { isInside(folder, $0) }) else {
            throw ReviewError(422, "\(path): outside the references folders of this checkout; refused")
        }
        var info = stat()
        if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG {
            throw ReviewError(422, "\(path): the reference is a symlink or not a regular file; refused")
        }
    }
}
