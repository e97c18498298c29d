extension SnapshotTestRun {
    /// The accept commands of every failed or missing snapshot that has one, in the run's
    /// order: each makes one new picture the reference. The report's cards show them one by
    /// one; accepting many at once is ``acceptAllCommand(reportFolder:)``.
    public var acceptAllCommands: [String] {
        results.filter { $0.status == .failed || $0.status == .missing }.compactMap(\.acceptCommand)
    }

    /// The one short command that accepts every failure of this run that has a picture,
    /// `render-cells accept <report folder>`, or nil when there is none; `reportFolder` as the
    /// person running it names the report (relative to the checkout, shell-quoted here).
    ///
    /// It replaces the chain of `cp`s the end of a run and the summaries used to print: with
    /// 1,056 failures that chain was about 150 KB on one terminal line. `render-cells accept`
    /// reads the report through the one report reader and writes each reference as
    /// `render-cells review` does (the checked destination and its manifest entry).
    public func acceptAllCommand(reportFolder: String) -> String? {
        acceptAllCommands.isEmpty ? nil : "render-cells accept " + SnapshotArtifacts.shellQuoted(reportFolder)
    }
}
