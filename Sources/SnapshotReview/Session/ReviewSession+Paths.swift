import Foundation
import SafeIO
import SnapshotCore

// The review is the one component that writes into a checkout from JSON anyone can put in a
// pull request, so its paths follow the package's one rule (ContainedFolder): a path read
// from the report is relative, normalised and free of control characters; a file read from
// the report folder is a regular file inside it once its links are resolved (SnapshotReport
// reads it); and a file written lies inside the checkout (or the references folder the
// person named), however its existing folders resolve, and is not a link.

extension ReviewSession {
    /// `path`, read from the report at `field`, when it follows ContainedFolder's rule.
    package static func relative(_ path: String, field: String) throws(ReviewError) -> String {
        if let problem = ContainedFolder.problem(withRelativePath: path) {
            throw ReviewError(422, "\(field): the path '\(TerminalText.escaped(path))' \(problem)")
        }
        return path
    }

    /// The regular file `relative` inside the checkout, resolved, when it is there (a link is
    /// followed only when it stays inside the checkout).
    func existingFile(_ relative: String) -> String? {
        guard let folder = try? ContainedFolder(checkout), let real = realpath(checkout + "/" + relative, nil) else {
            return nil
        }
        defer { free(real) }
        let resolved = String(cString: real)
        var info = stat()
        guard folder.contains(resolvedPath: resolved), stat(resolved, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG
        else { return nil }
        return resolved
    }

    /// The report's picture at `path` (a path read from the report at `field`): a regular
    /// file inside the report folder of at most ``maxPictureSize`` bytes.
    func picture(at path: String, field: String) throws(ReviewError) -> [UInt8] {
        do {
            return try report.read(
                try Self.relative(path, field: field), field: field, maxBytes: Self.maxPictureSize,
                what: "a picture")
        } catch let error as ReviewError {
            throw error
        } catch {
            var info = stat()
            let missing = lstat(report.folder.path + "/" + path, &info) != 0
            throw ReviewError(missing ? 404 : 422, "\(error)")
        }
    }

    /// Refuses to write `path` (absolute) unless it is a `.png` inside one of `roots`
    /// (resolved; its nearest existing folder decides, so a linked folder cannot lead out)
    /// and is not itself a link or other non-regular file.
    package static func checkDestination(_ path: String, inside roots: [String]) throws(ReviewError) {
        guard path.hasPrefix("/"), path.hasSuffix(".png"),
            ContainedFolder.problem(withRelativePath: String(path.dropFirst())) == nil
        else {
            throw ReviewError(422, "\(TerminalText.escaped(path)): a reference must be an absolute, normalised .png path")
        }
        let folders = roots.compactMap { try? ContainedFolder($0) }
        var existing = (path as NSString).deletingLastPathComponent
        while (try? ContainedFolder(existing)) == nil && existing != "/" {
            existing = (existing as NSString).deletingLastPathComponent
        }
        guard let folder = try? ContainedFolder(existing), folders.contains(where: { $0.contains(resolvedPath: folder.resolved) })
        else {
            throw ReviewError(422, "\(TerminalText.escaped(path)): outside the references folders of this checkout; refused")
        }
        var info = stat()
        if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG {
            throw ReviewError(422, "\(TerminalText.escaped(path)): the reference is a symlink or not a regular file; refused")
        }
    }
}
