import Foundation
import SnapshotCore
import Testing

/// `--summary-markdown`: counts, a table of failures with thumbnails linking to their
/// three-pane pictures, the accept-all command; hostile names and messages shown as text.
@Suite struct MarkdownSummaryTests {
    /// Strings a pull request could put in a spec's name or a message, each trying to become
    /// markup on GitHub: a link, raw HTML, an autolink, a new table cell, a heading, a fence.
    static let hostile = [
        "[click](https://evil.example/x)", "<img src=x onerror=alert(1)>", "www.evil.example", "a|b|c",
        "```", "`` tick", "\n# Heading", "![i](https://evil.example/i.png)", "<https://evil.example>"
    ]

    static func hostileRun() throws -> SnapshotTestRun {
        var run = try SnapshotReportTests.run()
        for (i, text) in hostile.enumerated() {
            var r = SnapshotTestResult(
                id: "specs/h\(i).yaml#default", name: "h\(i) \(text)", spec: "specs/\(text).yaml",
                variant: "default", status: .failed, reference: "Snapshots/h\(i).png",
                message: "pixels differ \(text)")
            r.actual = "actual/h\(i) \(text).png"
            r.diff = "actual/h\(i) \(text).diff.png"
            r.threePane = "actual/h\(i) \(text).three-pane.png"
            r.acceptCommand = "cp 'actual/h\(i) \(text).png' 'Snapshots/h\(i).png'"
            run.results.append(r)
        }
        return run
    }

    /// The accept command of a report folder named with a backtick fence.
    static let hostileAccept = "render-cells accept 'r```'"

    static func link(_ path: String) -> String {
        "https://ci.example/r/" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }

    @Test func countsFailuresThumbnailsAndTheAcceptAllCommand() throws {
        let md = try SnapshotReportTests.run().markdownSummary(acceptCommand: "render-cells accept 'report'", link: Self.link)
        let lines = md.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "### ❌ render-cells test: 3 of 7 snapshots failed")
        #expect(
            lines[2].hasPrefix(
                "1 passed · 1 failed · 1 new · 1 missing · 1 recorded · 1 error · 1 orphaned (1.2 s, shards 1/2). "
                    + "<a href=\"https://ci.example/r/index.html\">The report</a>"))
        // The failure's thumbnail: its difference picture, linking to its three-pane picture.
        #expect(
            md.contains(
                "<a href=\"https://ci.example/r/actual/settings.dark.three-pane.png\"><img "
                    + "src=\"https://ci.example/r/actual/settings.dark.diff.png\" width=\"240\""))
        // A missing snapshot's new picture; an error has none.
        #expect(md.contains("<img src=\"https://ci.example/r/actual/new-spec.default.png\""))
        let rows = lines.filter { $0.hasPrefix("| `") }
        #expect(rows.count == 3)
        #expect(md.contains(" and 1 more layout change | <a href="))
        #expect(rows.first { $0.contains("broken") }?.hasSuffix(" |  |") == true)
        // Passing, new and recorded snapshots get no row.
        #expect(!md.contains("settings.light") && !md.contains("fresh") && !md.contains("settings.rtl"))
        // One short command accepts both, however many failures there are (no `cp` per failure).
        #expect(md.contains("\nAfter looking at the pictures, accept all 2 new pictures"))
        #expect(md.contains("\n```sh\nrender-cells accept 'report'\n```\n"))
        #expect(!md.contains(SnapshotReportTests.failedAccept))
    }

    /// The change that says most about the cause leads: content before sizes before moves.
    @Test func theTopRankedLayoutChangeLeads() throws {
        var run = try SnapshotReportTests.run()
        let i = try #require(run.results.firstIndex { $0.status == .failed })
        run.results[i].layoutChanges = [
            LayoutChange(
                id: "sections[0].items[3]", kind: "cell", status: .changed,
                fields: [.init(name: "y", reference: "88", actual: "106")]),
            LayoutChange(
                id: "sections[0].items[1]", kind: "cell", status: .changed,
                fields: [.init(name: "height", reference: "44", actual: "62")]),
            LayoutChange(
                id: "sections[0].items[1].text", kind: "text", status: .changed,
                fields: [.init(name: "string", reference: "Wi-Fi", actual: "Wireless networks")])
        ]
        let md = run.markdownSummary(link: Self.link)
        #expect(
            md.contains("<br>` sections[0].items[1].text (text): string Wi-Fi → Wireless networks ` and 2 more layout changes | ")
        )
    }

    @Test func aPassingRunSaysSo() {
        let passed = SnapshotTestResult(
            id: "a.yaml#default", name: "a", spec: "a.yaml", variant: "default", status: .passed,
            reference: "__Snapshots__/a.png")
        let run = SnapshotTestRun(
            tool: "render-cells 1.2.0", recordMode: "never", tolerance: "exact", shards: [],
            results: [passed], milliseconds: 80)
        let md = run.markdownSummary(link: Self.link)
        #expect(md.hasPrefix("### ✅ render-cells test: 1 snapshots passed\n\n1 passed (0.1 s). "))
        #expect(!md.contains("| Snapshot") && !md.contains("```"))
    }

    /// Outside code spans and the fenced block, nothing from the results appears: every
    /// hostile string is inside a code span, and each row has exactly its five cell borders.
    @Test func hostileTextStaysText() throws {
        let md = try Self.hostileRun().markdownSummary(acceptCommand: Self.hostileAccept, link: Self.link)
        let (withThumbnails, spans) = Self.splitCodeSpans(md.components(separatedBy: "```sh")[0])
        // The thumbnails are the summary's own HTML, their alt texts escaped (no quote or
        // angle bracket can end the attribute or the tag).
        let thumbnail = #"<a href="[^"]*"><img src="[^"]*" width="240" alt="[^"<>]*"></a>"#
        #expect(withThumbnails.ranges(of: try Regex(thumbnail)).count == Self.hostile.count + 2)
        let outside = withThumbnails.replacing(try Regex(thumbnail), with: "")
        for fragment in ["evil.example", "onerror", "# Heading", "a|b"] {
            #expect(!outside.contains(fragment), "\(fragment) outside a code span")
        }
        #expect(spans.contains { $0.contains("[click](https://evil.example/x)") })
        #expect(spans.contains { $0.contains("a\\|b\\|c") })
        for row in md.split(separator: "\n") where row.hasPrefix("| `") {
            let borders = Self.unescapedPipes(String(row))
            #expect(borders == 5, "\(row)")
        }
        // In links, the hostile names are percent-encoded: no quote, bracket, space or pipe.
        for attribute in md.components(separatedBy: "href=\"").dropFirst() + md.components(separatedBy: "src=\"").dropFirst() {
            let url = attribute.prefix { $0 != "\"" }
            #expect(!url.contains { " <>|`'\n".contains($0) }, "\(url)")
        }
        // The accept-all block's fence is longer than any backtick run in it.
        let block = md.components(separatedBy: "After looking")[1]
        #expect(block.contains("\n````sh\n") && block.hasSuffix("\n````\n"))
    }

    /// The same summary through cmark-gfm, GitHub's Markdown renderer, when it is installed:
    /// the only links and pictures are the summary's own.
    @Test(.enabled(if: cmarkGFM != nil)) func githubsRendererMakesNoLinkFromHostileText() throws {
        let md = try Self.hostileRun().markdownSummary(acceptCommand: Self.hostileAccept, link: Self.link)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.cmarkGFM))
        process.arguments = ["--unsafe", "-e", "table", "-e", "autolink", "-e", "tagfilter"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(md.utf8))
        try input.fileHandleForWriting.close()
        let html = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let failures = try Self.hostileRun().results.filter { $0.status.failsRun }.count
        // the report + a thumbnail each but the error
        #expect(html.components(separatedBy: "<a ").count - 1 == 1 + failures - 1, "\(html)")
        #expect(html.components(separatedBy: "<img ").count - 1 == failures - 1)
        #expect(!html.contains("href=\"https://evil") && !html.contains("src=\"https://evil") && !html.contains("<h1>"))
        #expect(!html.contains("<img src=x") && !html.contains("href=\"http://www.evil"))
        #expect(html.components(separatedBy: "<tr>").count - 1 == 1 + failures)
    }

    static let cmarkGFM: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { $0 + "/cmark-gfm" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The text outside inline code spans, and the spans' contents (fences matched by length).
    static func splitCodeSpans(_ s: String) -> (outside: String, spans: [String]) {
        var outside = ""
        var spans: [String] = []
        var i = s.startIndex
        while i < s.endIndex {
            guard s[i] == "`" else {
                outside.append(s[i])
                i = s.index(after: i)
                continue
            }
            let fenceEnd = s[i...].firstIndex { $0 != "`" } ?? s.endIndex
            let fence = String(s[i..<fenceEnd])
            guard let close = s[fenceEnd...].range(of: fence) else {
                outside += s[i...]
                break
            }
            spans.append(String(s[fenceEnd..<close.lowerBound]))
            i = close.upperBound
        }
        return (outside, spans)
    }

    static func unescapedPipes(_ row: String) -> Int {
        var count = 0
        var escaped = false
        for c in row {
            if c == "|" && !escaped { count += 1 }
            escaped = c == "\\" && !escaped
        }
        return count
    }
}
