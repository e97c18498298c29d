import Foundation
import SpecTesting

/// A folder to review: a `render-cells test` report (its `results.json`, from `test -o` or
/// `merge-reports`), or a `swift test` artefacts folder (`SNAPSHOT_ARTIFACTS`), whose
/// failures each left a `<name>.result.json` of the same shape beside their pictures. Read
/// with size limits and decoded with errors that name the file and field.
public struct ReviewReport: Sendable {
    /// The report folder, absolute and resolved.
    public var folder: String
    public var run: SnapshotTestRun
    public var kind: Kind

    /// Where the results came from, which decides where an accepted picture goes.
    public enum Kind: Sendable, Equatable {
        /// `results.json` of `render-cells test`: references of spec files.
        case specs
        /// `*.result.json` of `swift test` failures: swift-snapshot-testing references.
        case swiftTests
    }

    /// The largest `results.json` read: about 25 times a 10,000-snapshot run's with every
    /// snapshot failing and listing its layout changes.
    public static let maxResultsSize = 64 << 20
    /// The most `*.result.json` files read from an artefacts folder, and the largest one.
    public static let maxResultFiles = 10_000
    public static let maxResultFileSize = 1 << 20

    /// Reads `folder`/results.json, or else the `*.result.json` files under `folder`;
    /// refuses a missing, oversized, symlinked or malformed file, and ids that repeat.
    public init(folder: String) throws(ReviewError) {
        guard let resolved = ReviewPaths.resolved(folder) else {
            throw ReviewError(404, "\(folder): no such report folder")
        }
        self.folder = resolved
        var info = stat()
        if lstat(resolved + "/results.json", &info) == 0 {
            kind = .specs
            let bytes = try ReviewPaths.readRegularFile("results.json", in: resolved, limit: Self.maxResultsSize,
                                                         field: "\(folder)/results.json")
            run = try Self.decode(SnapshotTestRun.self, from: bytes, file: "\(folder)/results.json")
        } else {
            kind = .swiftTests
            var results: [SnapshotTestResult] = []
            for path in try Self.resultFiles(in: resolved, shownAs: folder) {
                let bytes = try ReviewPaths.readRegularFile(path, in: resolved, limit: Self.maxResultFileSize,
                                                             field: "\(folder)/\(path)")
                results.append(try Self.decode(SnapshotTestResult.self, from: bytes, file: "\(folder)/\(path)"))
            }
            guard !results.isEmpty else {
                throw ReviewError(404, "\(folder): no results.json (a render-cells test report) and no *.result.json "
                    + "(swift test failures under SNAPSHOT_ARTIFACTS)")
            }
            run = SnapshotTestRun(tool: "swift test", recordMode: "never", tolerance: "", shards: [],
                                  results: results.sorted(by: SnapshotTestRun.precedes), milliseconds: 0)
        }
        var seen = Set<String>()
        for (i, r) in run.results.enumerated() where !seen.insert(r.id).inserted {
            throw ReviewError(422, "\(folder): results[\(i)].id: '\(r.id)' appears twice")
        }
    }

    /// The result with `id`.
    public func result(id: String) -> SnapshotTestResult? { run.results.first { $0.id == id } }

    /// The `*.result.json` files under `folder`, relative to it, sorted; symlinked folders are
    /// not entered.
    static func resultFiles(in folder: String, shownAs name: String) throws(ReviewError) -> [String] {
        var out: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            for entry in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() where !entry.hasPrefix(".") {
                let child = relative.isEmpty ? entry : relative + "/" + entry
                var info = stat()
                guard lstat(folder + "/" + child, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    pending.append(child)
                } else if entry.hasSuffix(".result.json") {
                    out.append(child)
                    guard out.count <= maxResultFiles else {
                        throw ReviewError(422, "\(name): more than \(maxResultFiles) *.result.json files")
                    }
                }
            }
        }
        return out.sorted()
    }

    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], file: String) throws(ReviewError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw ReviewError(422, "\(file): \(describe(error))")
        } catch {
            throw ReviewError(422, "\(file): not a render-cells result: \(error)")
        }
    }

    /// A decoding error as `field.path: what is wrong`.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var out = ""
            for key in keys {
                if let i = key.intValue { out += "[\(i)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
            }
            return out.isEmpty ? "(top level)" : out
        }
        switch error {
        case let .typeMismatch(type, c): return "\(path(c.codingPath)): expected \(type)"
        case let .valueNotFound(type, c): return "\(path(c.codingPath)): missing \(type) value"
        case let .keyNotFound(key, c): return "\(path(c.codingPath + [key])): missing"
        case let .dataCorrupted(c): return "\(path(c.codingPath)): \(c.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
