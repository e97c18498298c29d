import ArgumentParser
import Foundation
import SnapshotCore
import SnapshotReview

extension ReviewSession {
    /// The session `review` and `accept` work on: the report folder read through the one report
    /// reader, references written into the current directory's checkout (an absolute
    /// `--references` standardised first). A report that cannot be read is one error line and
    /// exit code 64, the same for both commands.
    static func forCommand(report: String, references: String?) throws -> ReviewSession {
        let cwd = FileManager.default.currentDirectoryPath
        do {
            let references = references.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0).standardizedFileURL.path : $0 }
            return try ReviewSession(report: SnapshotReport(folder: report), checkout: cwd, referencesDirectory: references)
        } catch {
            ErrorLine.print(error)
            throw ExitCode(64)
        }
    }
}
