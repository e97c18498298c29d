import SnapshotCore

// The run as a Markdown summary for a CI job's page (GitHub's `$GITHUB_STEP_SUMMARY`, a
// pull-request comment, GitLab's Markdown): a headline with the counts, a table of what
// failed with a thumbnail of each difference linking to its three-pane picture, and the one
// command that accepts every failure; always under GitHub's 65,536 characters. Hostile text goes through MarkdownText.

extension SnapshotTestRun {
    /// At most this many failures get a row; the report holds the rest.
    package static let markdownRowLimit = 100

    /// The most characters a summary has: GitHub refuses a comment or a job summary over
    /// 65,536 characters (a 400-failure summary was 90,171, with one `cp` per failure).
    /// Counted in UTF-8 bytes, which are never fewer than characters or UTF-16 units, so
    /// the summary fits however the reader counts.
    package static let markdownCharacterLimit = 65_536

    /// The summary, with `acceptCommand` (the one command that
    /// accepts every failure, `render-cells accept <report>`) when there is one, and each
    /// report file's link made by `link` from its path relative to the report folder (a URL,
    /// percent-encoded).
    ///
    /// It stays under ``markdownCharacterLimit`` whatever the failure count: the headline,
    /// the link to the report and the accept command are written first, then failures get a
    /// row in the run's order while they fit (at most ``markdownRowLimit``), then one line
    /// says how many more the report holds and links it.
    package func markdownSummary(acceptCommand: String? = nil, link: (String) -> String) -> String {
        let counts = self.counts
        let parts = SnapshotTestStatus.allCases.compactMap { s in counts[s].map { "\($0) \(s.rawValue)" } }
        let failures = results.filter { $0.status.failsRun }
        let report = MarkdownText.attributeURL(link("index.html"))
        var head = "### " + (fails ? "❌" : "✅") + " render-cells test: "
        head += fails ? "\(failures.count) of \(results.count) snapshots failed" : "\(results.count) snapshots passed"
        head += "\n\n"
        let seconds = (milliseconds / 100).rounded() / 10
        head += (parts.isEmpty ? "No snapshots" : parts.joined(separator: " · ")) + " (\(seconds) s"
        if !shards.isEmpty { head += ", shards " + shards.joined(separator: ", ") }
        head += "). "
        head += "<a href=\"\(report)\">The report</a> shows each failure with a slider and an onion skin.\n"
        var tail = ""
        if let acceptCommand, !acceptAllCommands.isEmpty {
            let n = acceptAllCommands.count
            tail +=
                "\nAfter looking at the pictures, accept "
                + (n == 1 ? "the new picture" : "all \(n) new pictures")
                + " from the checkout, with the report where the run wrote it (`render-cells accept` takes names or globs "
                + "to accept some, and `render-cells review` shows each with Accept and Reject):\n\n"
            tail += MarkdownText.codeBlock([acceptCommand], info: "sh") + "\n"
        }
        guard !failures.isEmpty else { return head + tail }
        // Room for the "and N more" line, whose only variable parts are a count and the link.
        let moreLine = { (n: Int) in
            "\nAnd \(n) more failure\(n == 1 ? "" : "s"): see <a href=\"\(report)\">the report</a>.\n"
        }
        var rows = "\n| Snapshot | Status | What differs | Difference |\n|---|---|---|---|\n"
        let budget = Self.markdownCharacterLimit - 1 - head.utf8.count - tail.utf8.count - moreLine(failures.count).utf8.count
        var shown = 0
        for r in failures.prefix(Self.markdownRowLimit) {
            var row = "| " + MarkdownText.codeSpan(r.name) + (r.spec.map { "<br>" + MarkdownText.codeSpan($0) } ?? "")
            row += " | " + r.status.rawValue
            row += " | " + whatDiffers(r)
            row += " | " + thumbnail(r, link: link) + " |\n"
            guard rows.utf8.count + row.utf8.count <= budget else { break }
            rows += row
            shown += 1
        }
        var out = head
        if shown > 0 { out += rows }
        if shown < failures.count { out += moreLine(failures.count - shown) }
        return out + tail
    }

    /// The message's first line (the pixel counts, or why it could not run) and, when the
    /// reference carried a layout, the change that says most about the cause (content and
    /// style before sizes before moves, as LayoutChange.rank orders them) and how many more.
    func whatDiffers(_ r: SnapshotTestResult) -> String {
        var parts: [String] = []
        if let first = r.message?.split(separator: "\n").first { parts.append(MarkdownText.codeSpan(String(first))) }
        let changes = r.layoutChanges ?? []
        if let top = changes.enumerated().min(by: { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) })?.element {
            parts.append(
                MarkdownText.codeSpan(top.summary)
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
