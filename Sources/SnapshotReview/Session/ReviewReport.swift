import Foundation
import SpecTesting

/// A report folder to review: its `results.json` (from `render-cells test -o` or
/// `merge-reports`), read with a size limit and decoded with errors that name the field.
public struct ReviewReport: Sendable {
    /// The report folder, absolute and resolved.
    public var folder: String
    public var run: SnapshotTestRun

    /// The largest `results.json` read: about 25 times a 10,000-snapshot run's with every
    /// snapshot failing and listing its layout changes.
    public static let maxResultsSize = 64 << 20

    /// Reads `folder`/results.json; refuses a missing, oversized, symlinked or malformed
    /// file, and ids that repeat.
    public init(folder: String) throws(ReviewError) {
        guard let resolved = ReviewPaths.resolved(folder) else {
            throw ReviewError(404, "\(folder): no such report folder")
        }
        self.folder = resolved
        let bytes = try ReviewPaths.readRegularFile("results.json", in: resolved, limit: Self.maxResultsSize,
                                                     field: "\(folder)/results.json")
        do {
            run = try JSONDecoder().decode(SnapshotTestRun.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw ReviewError(422, "\(folder)/results.json: \(Self.describe(error))")
        } catch {
            throw ReviewError(422, "\(folder)/results.json: not a render-cells test result: \(error)")
        }
        var seen = Set<String>()
        for (i, r) in run.results.enumerated() where !seen.insert(r.id).inserted {
            throw ReviewError(422, "\(folder)/results.json: results[\(i)].id: '\(r.id)' appears twice")
        }
    }

    /// The result with `id`.
    public func result(id: String) -> SnapshotTestResult? { run.results.first { $0.id == id } }

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
