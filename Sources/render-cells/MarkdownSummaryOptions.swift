import ArgumentParser
import SnapshotCore
import SpecTesting

/// `--summary-markdown FILE` and `--artifact-url URL`, for `test` and `merge-reports`: the
/// run as Markdown for a CI job's page or a pull-request comment (docs/guide-cli.md).
struct MarkdownSummaryOptions: ParsableArguments {
    @Option(
        name: .customLong("summary-markdown"),
        help: ArgumentHelp(
            "Also write a Markdown summary (counts, failures with thumbnails, the accept-all command), e.g. $GITHUB_STEP_SUMMARY.",
            valueName: "file"))
    var file: String?

    @Option(
        name: .customLong("artifact-url"),
        help: ArgumentHelp(
            "Where CI publishes the report folder (https://…): the summary's links and thumbnails start with it "
                + "(default: relative to the summary's folder).", valueName: "url"))
    var artifactURL: String?

    func validate() throws {
        if let artifactURL, let problem = SnapshotReportFolder.artifactURLProblem(artifactURL) {
            throw ValidationError("--artifact-url \(problem) (got '\(artifactURL)')")
        }
        if artifactURL != nil, file == nil { throw ValidationError("--artifact-url needs --summary-markdown") }
        if let file, file.isEmpty { throw ValidationError("--summary-markdown must name a file") }
    }

    /// Writes the summary of `run` when asked; the report is in `reportFolder`.
    func write(_ run: SnapshotTestRun, reportFolder: String) throws {
        guard let file else { return }
        try SnapshotReportFolder.writeMarkdownSummary(run, reportFolder: reportFolder, to: file, artifactURL: artifactURL)
    }
}
