import Foundation
import SafeIO
import SnapshotCore

extension SnapshotReportFolder {
    /// Writes `run`'s Markdown summary (``SnapshotTestRun/markdownSummary(acceptCommand:link:)``) to `file`,
    /// all or nothing. Links to the report's pictures and page start with `artifactURL` when
    /// given (where CI publishes the report folder, so thumbnails show on the job's page);
    /// otherwise they lead from `file`'s folder to `reportFolder`, for a summary kept or
    /// viewed beside the report.
    public static func writeMarkdownSummary(
        _ run: SnapshotTestRun, reportFolder: String, to file: String,
        artifactURL: String?
    ) throws {
        let folder = URL(fileURLWithPath: reportFolder).standardizedFileURL
        let from = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        let text = run.markdownSummary(acceptCommand: run.acceptAllCommand(reportFolder: reportFolder)) { path in
            if let artifactURL {
                let base = artifactURL.hasSuffix("/") ? String(artifactURL.dropLast()) : artifactURL
                return base + "/"
                    + path.split(separator: "/", omittingEmptySubsequences: false)
                    .map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
                    .joined(separator: "/")
            }
            return relativeURL(from: from, to: folder.appendingPathComponent(path))
        }
        try AtomicFile.write(Array(text.utf8), to: file)
    }

    /// The longest `--artifact-url`: every link of the summary starts with it.
    package static let maxArtifactURLLength = 2_000

    /// Why `url` cannot be an `--artifact-url` (nil when it can): an http or https URL, of
    /// characters that need no escaping in a URL, HTML or Markdown (no quotes, spaces, angle
    /// brackets, backslashes, backticks or `|`).
    package static func artifactURLProblem(_ url: String) -> String? {
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else { return "must start with https:// or http://" }
        // Every link of the summary starts with it, and the summary has 65,536 characters.
        guard url.utf8.count <= maxArtifactURLLength else { return "must be at most \(maxArtifactURLLength) characters" }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&()*+,;=%")
        if let bad = url.first(where: { !allowed.contains($0) }) {
            return "must not contain '\(TerminalText.escaped(String(bad)))'"
        }
        return nil
    }
}
