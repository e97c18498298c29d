import Foundation
import RenderCells
import SafeIO
import SnapshotCore

// A report folder is written by `render-cells test` and read back by `merge-reports`, often
// on another machine: on CI a shard's folder is an artefact that a pull request's job made,
// so everything in it is hostile. Every path read from its results.json follows
// ContainedFolder's rule (relative, normalised, inside the shard, regular files only, no
// symbolic link followed); the merged accept commands are rebuilt from the merged folder
// and a checked reference path, never copied from the shard.

/// The report folder of a run: emptied at the start (only when this tool made it, known by
/// a marker file), then holding the failures' pictures, `results.json`, `junit.xml` and
/// `index.html`.
public enum SnapshotReportFolder {
    /// The file that marks a folder as a report this tool may empty; a run holds a lock on
    /// it while it writes the folder.
    public static let marker = ".render-cells-report"

    /// The largest picture copied from a shard, in bytes (the PNG decoder's file limit).
    static let maxPictureBytes = PNGDecoder.maxFileSize

    /// A report folder held by this run: while this value lives, another run naming the
    /// same folder is told so instead of emptying it under this one's feet.
    public final class Lock: Sendable {
        let fd: Int32
        /// The earlier run's files being deleted, set once the lock is held.
        let removal = Locked<EarlierReportRemoval?>(nil)
        init(fd: Int32) { self.fd = fd }
        /// Notes that `result` is finished with `left` snapshots still to come: the earlier
        /// run's files that the rest are not expected to reuse are deleted while the run
        /// works rather than when it ends.
        public func snapshotFinished(_ result: SnapshotTestResult, left: Int) {
            removal.withLock { $0 }?.snapshotFinished(addingFiles: result.status != .passed, left: left)
        }
        // The earlier files are gone before the folder is let go, so no other run ever
        // finds them. Unlocked before it is closed: a child process another thread is
        // starting holds a copy of every descriptor until it runs its program (close-on-exec
        // closes it only then), and a lock belongs to the open file, so closing ours alone
        // would leave the folder locked for as long as that child takes to start (seen on a
        // loaded machine).
        deinit {
            removal.withLock { $0 }?.wait()
            flock(fd, LOCK_UN)
            close(fd)
        }
    }

    /// Creates `folder`, or empties it when it is a report folder from an earlier run;
    /// refuses a folder with other files in it (a mistyped `-o .` must not wipe a project),
    /// and one another run is writing. Keep the returned lock until the report is written:
    /// the earlier run's files are out of the way at once and deleted while it lives, and
    /// releasing it waits until they are gone.
    @discardableResult
    public static func prepare(_ folder: String) throws -> Lock {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw SnapshotTestRunner.UsageError(description: "\(TerminalText.escaped(folder)): the report folder is a file")
            }
            let contents = try fm.contentsOfDirectory(atPath: folder)
            if !contents.isEmpty, !contents.contains(marker) {
                throw SnapshotTestRunner.UsageError(
                    description: "\(TerminalText.escaped(folder)) is not empty and was not made by "
                        + "render-cells test (it has no \(marker) file); name a new or empty folder for the report")
            }
        } else {
            try AtomicFile.makeFolders(folder)
        }
        // The marker stays while the folder is emptied, so a second run never sees a
        // half-emptied folder without it; its lock says whether a run is writing here.
        let markerPath = folder + "/" + marker
        let fd = open(markerPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw SnapshotTestRunner.UsageError(
                description: "\(TerminalText.escaped(markerPath)): cannot open the report's "
                    + "marker: \(String(cString: strerror(errno)))")
        }
        let lock = Lock(fd: fd)
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            throw SnapshotTestRunner.UsageError(
                description: "\(TerminalText.escaped(folder)) is being written by another "
                    + "render-cells run right now; wait for it to finish, or name another folder for this report")
        }
        // Moved aside and deleted while the run works (EarlierReportRemoval says why).
        let removal = try EarlierReportRemoval(emptying: folder, keeping: marker)
        lock.removal.withLock { $0 = removal }
        let note = Array("made by render-cells test; emptied by its next run\n".utf8)
        _ = ftruncate(fd, 0)
        _ = note.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        return lock
    }

    /// Writes `results.json`, `junit.xml` and `index.html` for `run` into `folder`; result
    /// paths are relative to `folder` (pictures) and to `base` (references).
    ///
    /// The page links the pictures by relative paths (a failure's inside `folder`, references
    /// in the checkout), or, when `embedsPictures`, holds them as PNG data: the one file is
    /// then the whole report, at about 0.4 MB a failing 3x screen. Either way only regular
    /// files count: pictures inside `folder` (never through a link), and, when
    /// `embedsReferences`, references that are regular files and not links.
    public static func write(
        _ run: SnapshotTestRun, to folder: String, base: String,
        embedsPictures: Bool = false, embedsReferences: Bool = true
    ) throws {
        try write(run, to: folder, base: base, embedsPictures: embedsPictures, embedsReferences: embedsReferences, pieces: nil)
    }

    /// ``write(_:to:base:embedsPictures:embedsReferences:)`` with the results' pieces of
    /// results.json and junit.xml that were made as the run went (``SnapshotReportPieces``):
    /// the same bytes, less to do after the last snapshot.
    package static func write(
        _ run: SnapshotTestRun, to folder: String, base: String,
        embedsPictures: Bool = false, embedsReferences: Bool = true, pieces: SnapshotReportPieces?
    ) throws {
        let outputURL = URL(fileURLWithPath: folder).standardizedFileURL
        let outputComponents = outputURL.pathComponents
        let links = RelativeLinks(from: outputComponents)
        let pictures = try? ContainedFolder(folder)
        let references = Set(run.results.map(\.reference))
        let acceptAll = run.acceptAllCommand(reportFolder: SpecDiscovery.relativePath(folder, base: base))
        @Sendable func page(threads: Int) -> [[UInt8]] {
            run.htmlChunks(
                embed: { path in
                    guard embedsPictures else { return nil }
                    if let bytes = try? pictures?.read(path, field: path, maxBytes: maxPictureBytes) { return bytes }
                    guard embedsReferences, references.contains(path) else { return nil }
                    return try? RegularFile.read(
                        path.hasPrefix("/") ? path : base + "/" + path, maxBytes: maxPictureBytes,
                        links: .refuse)
                },
                link: { path in links.link(to: path.hasPrefix("/") ? path : base + "/" + path) },
                output: { path in
                    // A regular file inside the folder, named by a path that stays in it.
                    guard let file = try? pictures?.file(path, field: path), fileType(file) == S_IFREG else { return nil }
                    return outputLink(to: path, file: file, from: outputComponents)
                },
                acceptAll: acceptAll, threads: threads)
        }
        // The three documents are made one after another, each spreading its results over
        // every core (for a failing run of thousands of snapshots this is what the run does
        // after its last snapshot): made side by side, each inside a `concurrentPerform` of
        // three, their own spreading ran on the one thread libdispatch gives a nested
        // `concurrentPerform`, so the page, the largest once the other two's pieces come made
        // (`pieces`), took 60 ms on one core of two. They are then written side by side
        // (30 MB of a failing run's report took 0.12 s to write on one thread), each from its
        // pieces as they were made: joining them first copied every byte into fresh memory
        // once more. Nothing is written when the results cannot be encoded; when files cannot
        // be written, the first in this order is the one reported.
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let json = try SnapshotReport.jsonChunks(run, threads: threads) { pieces?.json($0) }
        let junit = run.junitXMLPieces(threads: threads) { pieces?.junit($0) }
        let html = page(threads: threads)
        let files = [("results.json", json), ("junit.xml", junit), ("index.html", html)]
        let failures = Locked([FileError?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            do throws(FileError) {
                // The report's files are atomic but not flushed (AtomicFile.writeReplaceable says why).
                try AtomicFile.writeReplaceable(chunks: files[i].1, to: folder + "/" + files[i].0)
            } catch {
                failures.withLock { $0[i] = error }
            }
        }
        if let first = failures.withLock({ $0.compactMap { $0 }.first }) { throw first }
    }

    /// The run a report folder holds (its `results.json`, read as ``SnapshotReport`` reads it).
    public static func read(_ folder: String) throws -> SnapshotTestRun {
        do {
            return try SnapshotReport.readRun(in: ContainedFolder(folder))
        } catch {
            throw SnapshotTestRunner.UsageError(description: error.description)
        }
    }

    /// A shard whose results.json or pictures break the rules: the run exits 1 naming the
    /// file and the field.
    public struct ShardError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Joins shard reports: results merged in id order (an orphan every shard listed,
    /// once), each failure's pictures copied into `folder`. The reports must be one run's
    /// shards, each once (``ShardSet``), or a single whole run.
    ///
    /// Every shard is hostile: its paths follow ``ContainedFolder``'s rule (pictures inside
    /// the shard, references relative to `base`), only regular files are copied, and the
    /// accept commands are made again from the merged folder and the checked reference.
    /// `embedsPictures` as ``write(_:to:base:embedsPictures:embedsReferences:)`` takes it.
    public static func merge(
        _ folders: [String], into folder: String, base: String,
        embedsPictures: Bool = false
    ) throws -> SnapshotTestRun {
        var runs: [(shard: ContainedFolder, run: SnapshotTestRun)] = []
        for f in folders {
            do {
                let shard = try ContainedFolder(f)
                runs.append((shard, try SnapshotReport.readRun(in: shard)))
            } catch {
                throw SnapshotTestRunner.UsageError(description: error.description)
            }
        }
        // The output is emptied first: it must not be, hold or lie in a shard, however spelled.
        let output = ResolvedPath(folder)
        for f in folders where ResolvedPath(f).overlaps(output) {
            throw SnapshotTestRunner.UsageError(
                description: "\(TerminalText.escaped(folder)): the merged report's folder "
                    + "is, holds or lies in the shard \(TerminalText.escaped(f)); nothing was touched: name a folder of its own")
        }
        // A lost or doubled shard is refused before anything is written.
        try ShardSet.check(zip(folders, runs).map { ($0, $1.run) })
        // An id in two shards is a runner fault or a hand-made shard: never merged silently.
        var holder: [String: String] = [:]
        for (shard, run) in runs {
            for result in run.results {
                if let first = holder[result.id], first != shard.path {
                    throw ShardError(
                        description: "the snapshot '\(TerminalText.escaped(result.id))' is in two shards, "
                            + "\(TerminalText.escaped(first)) and \(TerminalText.escaped(shard.path)); a run's shards hold "
                            + "each snapshot once")
                }
                holder[result.id] = shard.path
            }
        }
        let lock = try prepare(folder)
        let merged = try withExtendedLifetime(lock) {
            var results: [String: SnapshotTestResult] = [:]
            do {
                for (shard, run) in runs {
                    for (index, result) in run.results.enumerated() where results[result.id] == nil {
                        results[result.id] = try copy(
                            result, field: "\(shard.path)/results.json: results[\(index)]",
                            from: shard, into: folder, base: base)
                    }
                }
            } catch {
                // Nothing half-merged: the pictures copied so far go, the marker stays.
                let fm = FileManager.default
                for name in (try? fm.contentsOfDirectory(atPath: folder)) ?? [] where name != marker {
                    try? fm.removeItem(atPath: folder + "/" + name)
                }
                throw error
            }
            let first = runs.first?.run
            var merged = SnapshotTestRun(
                tool: first?.tool ?? "render-cells", recordMode: first?.recordMode ?? "never",
                tolerance: first?.tolerance ?? "exact",
                shards: runs.flatMap(\.run.shards).sorted(),
                results: SnapshotTestRun.inOrder(results.values),
                milliseconds: runs.map(\.run.milliseconds).max() ?? 0)
            merged.warnings = Array(Set(runs.flatMap(\.run.warnings))).sorted()
            try write(merged, to: folder, base: base, embedsPictures: embedsPictures, embedsReferences: false)
            return merged
        }
        return merged
    }

    /// One shard result as the merged report holds it: its paths checked, its pictures
    /// copied into `folder` (a picture the shard does not have is dropped from the result),
    /// its accept command made again.
    static func copy(
        _ result: SnapshotTestResult, field: String, from shard: ContainedFolder, into folder: String,
        base: String
    ) throws -> SnapshotTestResult {
        var result = result
        func check(_ path: String, _ name: String, hiddenAllowed: Bool = false) throws {
            if let problem = ContainedFolder.problem(withRelativePath: path) {
                throw ShardError(description: "\(field).\(name): the path '\(TerminalText.escaped(path))' \(problem)")
            }
            guard path.hasSuffix(".png"), hiddenAllowed || !path.hasPrefix(".") else {
                throw ShardError(
                    description: "\(field).\(name): the path '\(TerminalText.escaped(path))' does not name a "
                        + ".png picture")
            }
        }
        // The reference is relative to the folder the run started in, or absolute when it was
        // outside it: normalised either way.
        // A sharded `swift test` run's passed or thrown test has no one reference (its
        // snapshots passed, or it stopped before one): an empty reference, never accepted.
        if !(result.reference.isEmpty && (result.status == .passed || result.status == .error)) {
            try check(
                result.reference.hasPrefix("/") ? String(result.reference.dropFirst()) : result.reference, "reference",
                hiddenAllowed: true)
        }
        for (name, keyPath) in pictureFields {
            guard let path = result[keyPath: keyPath] else { continue }
            try check(path, name)
            guard fileType(shard.path + "/" + path) != nil else {
                result[keyPath: keyPath] = nil  // not in the shard: not in the merged report either
                continue
            }
            do {
                let bytes = try shard.read(path, field: "\(field).\(name)", maxBytes: maxPictureBytes, what: "a picture")
                let to = folder + "/" + path
                try AtomicFile.makeFolders((to as NSString).deletingLastPathComponent)
                try AtomicFile.writeReplaceable(bytes, to: to)
            } catch {
                throw ShardError(description: "\(field).\(name): \(error.description)")
            }
        }
        // The accept command is made again for the merged folder, where the picture now is,
        // whatever the shard's command said: `render-cells accept` on the merged report for a
        // spec's snapshot (its picture is written at the fast setting, and accepting writes the
        // reference as `--record` would), a copy to the checked reference for a Swift test's
        // (swift-snapshot-testing wrote that picture). Only a reference inside the project (the
        // folder merge-reports runs in) gets one.
        result.acceptCommand = nil
        let reference = URL(fileURLWithPath: result.reference.hasPrefix("/") ? result.reference : base + "/" + result.reference)
            .standardizedFileURL.path
        let project = URL(fileURLWithPath: base).standardizedFileURL.path
        if result.status == .failed, let actual = result.actual, project == "/" || reference.hasPrefix(project + "/") {
            if result.spec != nil {
                result.acceptCommand = SnapshotTestRun.acceptCommand(
                    reportFolder: SpecDiscovery.relativePath(URL(fileURLWithPath: folder).standardizedFileURL.path, base: base),
                    id: result.id)
            } else {
                let from = SpecDiscovery.relativePath(
                    URL(fileURLWithPath: folder + "/" + actual).standardizedFileURL.path,
                    base: base)
                result.acceptCommand =
                    "cp \(SnapshotArtifacts.shellQuoted(from)) \(SnapshotArtifacts.shellQuoted(result.reference))"
            }
        }
        return result
    }

    /// The result fields that name pictures in the report folder.
    static var pictureFields: [(String, WritableKeyPath<SnapshotTestResult, String?>)] {
        [("actual", \.actual), ("diff", \.diff), ("threePane", \.threePane), ("referenceCopy", \.referenceCopy)]
    }

    /// What is at `path` (not following a final link): its type bits, or nil when nothing is.
    static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// The page's link to `file`, the report folder's file `relative` (a path that follows
    /// ``ContainedFolder``'s rule), from the report folder's standardized components `from`:
    /// ``relativeURL(from:to:)-(_,URL)``'s link. When every component is a plain name
    /// (``RelativeLinks/isPlain(_:)``: never percent-encoded, never `.` or `..`) that link is
    /// `relative` itself, so `URL` is not asked (three times a failure, a twentieth of
    /// writing a failing run's page).
    package static func outputLink(to relative: String, file: String, from: [String]) -> String {
        if relative.split(separator: "/", omittingEmptySubsequences: false).allSatisfy(RelativeLinks.isPlain) {
            return relative
        }
        return relativeURL(from: from, to: URL(fileURLWithPath: file))
    }

    /// A relative URL (percent-encoded path) from the folder `from` to the file `to`.
    static func relativeURL(from: URL, to: URL) -> String {
        relativeURL(from: from.standardizedFileURL.pathComponents, to: to)
    }

    /// ``relativeURL(from:to:)`` from a folder given as its standardized path's components,
    /// worked out once for a page's many links.
    package static func relativeURL(from a: [String], to: URL) -> String {
        let b = to.standardizedFileURL.pathComponents
        var common = 0
        while common < min(a.count, b.count) && a[common] == b[common] { common += 1 }
        let parts = Array(repeating: "..", count: a.count - common) + b[common...]
        return parts.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }.joined(separator: "/")
    }
}
