import Display
import Foundation
import SafeIO

// A report folder read back, by `merge-reports` and `render-cells review`: a CI artefact that
// a pull request controls, so every file in it is read through ContainedFolder's rule (a
// relative, normalised path; a regular file inside the folder once its links are resolved;
// bounded in size), and decoded with errors that name the file and the field.

/// A report folder: a `render-cells test` report (its `results.json`, from `test -o` or
/// `merge-reports`), or a `swift test` artefacts folder (`SNAPSHOT_ARTIFACTS`), whose
/// failures each left a `<name>.result.json` of the same result shape beside their pictures.
public struct SnapshotReport: Sendable {
    /// The folder, and the rule every path read from the report follows.
    package let folder: ContainedFolder
    /// The results: the report's run, or the artefacts' failures as one run (tool
    /// `swift test`, sorted as a run is).
    public let run: SnapshotTestRun
    public let kind: Kind

    /// Where the results came from, which decides where an accepted picture goes.
    public enum Kind: Sendable, Equatable {
        /// `results.json` of `render-cells test` (or `merge-reports`): references of spec files.
        case specs
        /// `*.result.json` of `swift test` failures, or the results.json of a `swift test` run
        /// in shards (tool `swift test`): swift-snapshot-testing references.
        case swiftTests
    }

    /// The most `*.result.json` files read from an artefacts folder, and the largest one.
    public static let maxResultFiles = 10_000
    public static let maxResultFileBytes = 1 << 20
    /// The most entries an artefacts folder walk visits (a `swift test` run's folder holds a
    /// few per failure).
    static let maxWalkedEntries = 100_000

    /// Reads `path`/results.json, or else the `*.result.json` files under `path`; refuses a
    /// missing, oversized, linked or malformed file, and ids that repeat.
    package init(folder path: String) throws(FileError) {
        let folder = try ContainedFolder(path)
        self.folder = folder
        if Self.exists(folder.path + "/results.json") {
            run = try Self.readRun(in: folder)
            // A sharded `swift test` run's results.json (and their merge) holds Swift tests' results.
            kind = run.tool == SnapshotTestRun.swiftTestTool ? .swiftTests : .specs
        } else {
            kind = .swiftTests
            var results: [SnapshotTestResult] = []
            for file in try Self.resultFiles(in: folder) {
                let field = "\(path)/\(file)"
                let bytes = try folder.read(file, field: field, maxBytes: Self.maxResultFileBytes, what: "a result file")
                results.append(try Self.decode(SnapshotTestResult.self, from: bytes, file: field))
            }
            guard !results.isEmpty else {
                throw FileError(
                    path: path,
                    message: "no results.json (a render-cells test report) and no *.result.json "
                        + "(swift test failures under SNAPSHOT_ARTIFACTS)")
            }
            run = SnapshotTestRun(
                tool: SnapshotTestRun.swiftTestTool, recordMode: "never", tolerance: "", shards: [],
                results: SnapshotTestRun.inOrder(results), milliseconds: 0)
        }
        var seen = Set<String>()
        for (i, r) in run.results.enumerated() where !seen.insert(r.id).inserted {
            throw FileError(path: path, message: "results[\(i)].id: '\(TerminalText.escaped(r.id))' appears twice")
        }
    }

    /// The run in `folder`'s `results.json`: a regular file of at most
    /// ``SnapshotTestRun/maxFileBytes``, not a link, of a schema version this tool reads.
    package static func readRun(in folder: ContainedFolder) throws(FileError) -> SnapshotTestRun {
        let file = folder.path + "/results.json"
        guard exists(file) else {
            throw FileError(path: folder.path, message: "no results.json (not a render-cells test report)")
        }
        let bytes = try folder.read(
            "results.json", field: file, maxBytes: SnapshotTestRun.maxFileBytes,
            what: "a results.json file")
        return try SnapshotTestRun.decode(bytes, file: file)
    }

    /// The result with `id`.
    public func result(id: String) -> SnapshotTestResult? { run.results.first { $0.id == id } }

    /// The bytes of the report's file `relative` (a path read from the report), by the rule.
    package func read(_ relative: String, field: String, maxBytes: Int, what: String) throws(FileError) -> [UInt8] {
        try folder.read(relative, field: field, maxBytes: maxBytes, what: what)
    }

    /// The `*.result.json` files under `folder`, relative to it, sorted; linked folders are
    /// not entered and hidden entries are skipped.
    static func resultFiles(in folder: ContainedFolder) throws(FileError) -> [String] {
        var out: [String] = []
        var pending = [""]
        var visited = 0
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder.path : folder.path + "/" + relative
            for entry in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            where !entry.hasPrefix(".") {
                // A wrong path (`review /`) ends at once instead of walking the whole disk.
                visited += 1
                guard visited <= maxWalkedEntries else {
                    let advice = "not a report folder; name the report (test -o) or SNAPSHOT_ARTIFACTS folder"
                    throw FileError(
                        path: folder.path,
                        message: "more than \(maxWalkedEntries) entries under it and no results.json: \(advice)")
                }
                let child = relative.isEmpty ? entry : relative + "/" + entry
                var info = stat()
                guard lstat(folder.path + "/" + child, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    pending.append(child)
                } else if entry.hasSuffix(".result.json") {
                    out.append(child)
                    guard out.count <= maxResultFiles else {
                        throw FileError(path: folder.path, message: "more than \(maxResultFiles) *.result.json files")
                    }
                }
            }
        }
        return out.sorted()
    }

    /// Whether anything is at `path`, a link counting as itself.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// A run as results.json holds it (``json(_:)-(some Encodable)``'s bytes, written by
    /// hand: `SnapshotTestRun+JSON.swift` says why).
    package static func json(_ run: SnapshotTestRun, threads: Int = 1) throws -> [UInt8] {
        try run.reportJSON(threads: threads)
    }

    /// ``json(_:threads:)``'s bytes in pieces, in order, for writing without joining them
    /// (`SnapshotTestRun.reportJSONChunks(threads:madeAhead:)`).
    package static func jsonChunks(
        _ run: SnapshotTestRun, threads: Int = 1,
        madeAhead: @escaping @Sendable (SnapshotTestResult) -> PrettyJSON? = { _ in nil }
    ) throws -> [[UInt8]] {
        try run.reportJSONChunks(threads: threads, madeAhead: madeAhead)
    }

    /// A result as a `.result.json` file holds it (the same bytes as the encoder's).
    package static func json(_ result: SnapshotTestResult) throws -> [UInt8] {
        try result.reportJSON()
    }

    /// `value` as the report's files hold it: pretty-printed with sorted keys, paths as
    /// written (`specs/profile.yaml`, not `specs\/profile.yaml`), and a final line break.
    package static func json(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value)) + [10]
    }

    /// `bytes` decoded as `type`; an error naming `file` and the field that is wrong.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], file: String) throws(FileError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch {
            let why = describe(error, decoding: T.self, from: bytes)
            throw FileError(path: file, message: "not a render-cells test result: " + why)
        }
    }

    /// `describe(error)`, except that a number no Swift type holds, which Foundation's
    /// decoder reports without a field, is named with its field path: the number whose
    /// replacement by 0 (with those before it) lets the decoder get past it, so one in a
    /// Double field that holds it is not blamed.
    static func describe<T: Decodable>(_ error: any Error, decoding type: T.Type, from bytes: [UInt8]) -> String {
        guard case DecodingError.dataCorrupted(let context)? = error as? DecodingError, context.codingPath.isEmpty else {
            return describe(error)
        }
        var patched = bytes
        for finding in JSONNumberScan.outOfRange(in: bytes) {
            // The same length ("0" and spaces), so the later findings' ranges still hold.
            for i in finding.range { patched[i] = i == finding.range.lowerBound ? UInt8(ascii: "0") : UInt8(ascii: " ") }
            do {
                _ = try JSONDecoder().decode(T.self, from: Data(patched))
            } catch let later as DecodingError {
                if case .dataCorrupted(let c) = later, c.codingPath.isEmpty { continue }
            } catch {
                continue
            }
            return "\(finding.path): \(finding.literal) is out of range for this field"
        }
        return describe(error)
    }

    /// A decoding error as `field.path: what is wrong`.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            var out = ""
            for key in keys {
                if let i = key.intValue { out += "[\(i)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
            }
            return out.isEmpty ? "(top level)" : out
        }
        switch error {
        case .typeMismatch(let type, let c): return "\(path(c.codingPath)): expected \(type)"
        case .valueNotFound(let type, let c): return "\(path(c.codingPath)): missing \(type) value"
        case .keyNotFound(let key, let c): return "\(path(c.codingPath + [key])): missing"
        case .dataCorrupted(let c): return "\(path(c.codingPath)): \(c.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
