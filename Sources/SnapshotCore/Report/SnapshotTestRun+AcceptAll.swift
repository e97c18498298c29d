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

    /// The command that accepts the one snapshot `id` of the report in `reportFolder`:
    /// `render-cells accept <report folder> <id>`, the id's glob characters escaped so it
    /// names that snapshot alone, with `--references` when the run kept its references
    /// under a folder of its own (`render-cells test --references`).
    ///
    /// Not `cp <actual> <reference>`, as before: a failure's picture in the report is written
    /// at the fast setting (a person looks at it; its encoding was the largest part of a
    /// failure's cost), and `render-cells accept` writes the new reference from its pixels
    /// and records exactly as `--record` would have written it, byte for byte, with its
    /// manifest entry.
    public static func acceptCommand(reportFolder: String, id: String, references: String? = nil) -> String {
        var pattern = id
        // The Character walk (grapheme breaking, for every failure) only for an id with one of
        // the five's bytes: no Character equals one of them without holding its byte (none
        // is another character's canonical decomposition).
        if id.utf8.contains(where: { "*?[]\\".utf8.contains($0) }) {
            pattern = ""
            for c in id {
                if "*?[]\\".contains(c) { pattern.append("\\") }
                pattern.append(c)
            }
        }
        return "render-cells accept " + SnapshotArtifacts.shellQuoted(reportFolder) + " "
            + SnapshotArtifacts.shellQuoted(pattern)
            + (references.map { " --references " + SnapshotArtifacts.shellQuoted($0) } ?? "")
    }
}
