import Foundation
import SafeIO

// results.json is read back by `merge-reports` and `render-cells review`, often from another
// machine and another version of the tool. Its `schemaVersion` says which reading applies:
// version 1 is the only one so far and is read; a file without one is not a results.json,
// and a later version is refused with a sentence saying so, never read half-right.

extension SnapshotTestRun {
    /// The schema version this tool writes and reads.
    public static let currentSchemaVersion = 1

    /// The largest `results.json` read (32 MiB): about 100,000 results, or 10,000 failures
    /// with their layout changes. A 243 MB one had taken 41 s and 1.9 GB to read.
    public static let maxFileBytes = 32 << 20

    /// `results.json`'s bytes as a run; an error naming `file` (and the field, when one is
    /// wrong) when they are not one this tool reads.
    package static func decode(_ bytes: [UInt8], file: String) throws(FileError) -> SnapshotTestRun {
        struct Version: Decodable { var schemaVersion: Int? }
        let version: Int?
        do {
            version = try JSONDecoder().decode(Version.self, from: Data(bytes)).schemaVersion
        } catch {
            let why = SnapshotReport.describe(error, decoding: Version.self, from: bytes)
            throw FileError(path: file, message: "not a render-cells test result: " + why)
        }
        guard let version else {
            throw FileError(path: file, message: "not a render-cells test result: schemaVersion: missing")
        }
        guard version == currentSchemaVersion else {
            throw FileError(
                path: file,
                message: "schemaVersion \(version) is not one this render-cells reads "
                    + "(it reads \(currentSchemaVersion)); read it with the render-cells that wrote it")
        }
        return try SnapshotReport.decode(SnapshotTestRun.self, from: bytes, file: file)
    }
}
