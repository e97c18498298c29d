import SnapshotCore

// The run as a Markdown summary for a CI job's page (GitHub's `$GITHUB_STEP_SUMMARY`, a
// pull-request comment, GitLab's Markdown): a headline with the counts, a table of what
// failed with a thumbnail of each difference linking to its three-pane picture, and the one
// command that accepts every failure. Hostile text goes through MarkdownText.

extension SnapshotTestRun {
    /// At most this many failures get a row: a summary over a few hundred kilobytes is cut
    /// by GitHub (1 MiB per step), and the report holds the rest.
    package static let markdownRowLimit = 100

    /// The summary, with each report file's link made by `link` from its path relative to
    /// the report folder (a URL, percent-encoded).
    package func markdownSummary(link: (String) -> String) -> String {
        let counts = self.counts
        let parts = SnapshotTestStatus.allCases.compactMap { s in counts[s].map { "\($0) \(s.rawValue)" } }
        let failures = results.filter { $0.status.failsRun }
        var out = "### " + (fails ? "❌" : "✅") + " render-cells test: "
        out += fails ? "\(failures.count) of \(results.count) snapshots failed" : "\(results.count) snapshots passed"
        out += "\n\n"
        let seconds = (milliseconds / 100).rounded() / 10
        out += (parts.isEmpty ? "No snapshots" : parts.joined(separator: " · ")) + " (\(seconds) s"
        if !shards.isEmpty { out += ", shards " + shards.joined(separator: ", ") }
        out += "). "
        out += "<a href=\"\(MarkdownText.attributeURL(link("index.html")))\">The report</a> shows each failure with a slider and an onion skin.\n"
        if !failures.isEmpty {
            out += "\n| Snapshot | Status | What differs | Difference |\n|---|---|---|---|\n"
            for r in failures.prefix(Self.markdownRowLimit) {
                out += "| " + MarkdownText.codeSpan(r.name) + (r.spec.map { "<br>" + MarkdownText.codeSpan($0) } ?? "")
                out += " | " + r.status.rawValue
                out += " | " + whatDiffers(r)
                out += " | " + thumbnail(r, link: link) + " |\n"
            }
            if failures.count > Self.markdownRowLimit {
                out += "\nAnd \(failures.count - Self.markdownRowLimit) more failures: see the report.\n"
            }
        }
        let commands = acceptAllCommands
        if !commands.isEmpty {
            out += "\nAfter looking at the pictures, accept "
                + (commands.count == 1 ? "the new picture" : "all \(commands.count) new pictures")
                + " from the checkout, with the report where the run wrote it (or `render-cells review` on the report folder):\n\n"
            out += MarkdownText.codeBlock([commands.joined(separator: " && ")], info: "sh") + "\n"
        }
        return out
    }

    /// The message's first line (the pixel counts, or why it could not run) and, when the
    /// reference carried a layout, the change that says most about the cause (content and
    /// style before sizes before moves, as LayoutChange.rank orders them) and how many more.
    func whatDiffers(_ r: SnapshotTestResult) -> String {
        var parts: [String] = []
        if let first = r.message?.split(separator: "\n").first { parts.append(MarkdownText.codeSpan(String(first))) }
        let changes = r.layoutChanges ?? []
        if let top = changes.enumerated().min(by: { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) })?.element {
            parts.append(MarkdownText.codeSpan(top.summary)
                + (changes.count > 1 ? " and \(changes.count - 1) more layout change\(changes.count == 2 ? "" : "s")" : ""))
        }
        return parts.joined(separator: "<br>")
    }

    /// The difference picture (else the actual) at 240 px wide, linking to the three-pane
    /// picture (else the picture shown); nothing when the failure left no picture.
    func thumbnail(_ r: SnapshotTestResult, link: (String) -> String) -> String {
        guard let shown = r.diff ?? r.actual else { return "" }
        let target = MarkdownText.attributeURL(link(r.threePane ?? shown))
        let alt = MarkdownText.attributeText((r.diff == nil ? "the new picture of " : "the difference of ") + r.name)
        return "<a href=\"\(target)\"><img src=\"\(MarkdownText.attributeURL(link(shown)))\" width=\"240\" alt=\"\(alt)\"></a>"
    }
}
