import Foundation
import TestSupport
import Testing

/// `render-cells test` and `merge-reports` with `--summary-markdown FILE`, as a GitHub job
/// gives them `$GITHUB_STEP_SUMMARY`.
@Suite struct SummaryMarkdownCommandTests {
    let cli = SpecCommandLineTests()
    static var enabled: Bool { SpecCommandLineTests.enabled }

    @Test(.enabled(if: enabled)) func testAndMergeReportsWriteTheSummary() throws {
        let dir = try TestCommandLineTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try cli.run(["test", dir, "--record", "missing", "-o", dir + "/r", "-q"]).status == 0)
        // Passing: the counts and a link to the report, relative to the summary's folder.
        let passed = try cli.run([
            "test", dir, "--record", "never", "-o", dir + "/r", "-q",
            "--summary-markdown", dir + "/summary.md"
        ])
        #expect(passed.status == 0, "\(passed.stderr)")
        let ok = try String(contentsOfFile: dir + "/summary.md", encoding: .utf8)
        #expect(ok.hasPrefix("### ✅ render-cells test: 3 snapshots passed\n\n3 passed ("))
        #expect(ok.contains("<a href=\"r/index.html\">The report</a>"))
        // Failing, with the report published at a URL: thumbnails from there, accept-all block.
        try "width: 160\nscale: 1\nsections:\n  - items:\n      - text: Hallo\n"
            .write(toFile: dir + "/b.yaml", atomically: true, encoding: .utf8)
        // --three-pane: the thumbnail links to the three-pane picture when the run writes one.
        let failed = try cli.run([
            "test", dir, "--record", "never", "-o", dir + "/r", "-q", "--three-pane",
            "--summary-markdown", dir + "/summary.md",
            "--artifact-url", "https://ci.example/runs/7/report/"
        ])
        #expect(failed.status == 1)
        let md = try String(contentsOfFile: dir + "/summary.md", encoding: .utf8)
        #expect(md.hasPrefix("### ❌ render-cells test: 1 of 3 snapshots failed"))
        #expect(
            md.contains(
                "<a href=\"https://ci.example/runs/7/report/b.three-pane.png\"><img "
                    + "src=\"https://ci.example/runs/7/report/b.diff.png\" width=\"240\" alt=\"the difference of b\"></a>"))
        #expect(md.contains("` sections[0].items[0].text (text): string Hello → Hallo `"))
        // One short accept command on the report folder, not a `cp` per failure.
        #expect(md.contains("```sh\nrender-cells accept '\(dir)/r'\n```\n"), "\(md)")
        // Shards merged: the merged run's summary, links relative to the summary.
        for i in 1...2 {
            _ = try cli.run(["test", dir, "--record", "never", "--shard", "\(i)/2", "-o", dir + "/shard\(i)", "-q"])
        }
        let merged = try cli.run([
            "merge-reports", dir + "/shard1", dir + "/shard2", "-o", dir + "/merged",
            "--summary-markdown", dir + "/merged.md"
        ])
        #expect(merged.status == 0, "\(merged.stderr)")
        let mergedMD = try String(contentsOfFile: dir + "/merged.md", encoding: .utf8)
        #expect(mergedMD.contains("1 of 3 snapshots failed") && mergedMD.contains("shards 1/2, 2/2"))
        #expect(mergedMD.contains("<img src=\"merged/b.diff.png\""))
    }

    @Test(.enabled(if: enabled)) func badURLsAndUnwritableFilesAreRefused() throws {
        let dir = try TestCommandLineTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (arguments, message) in [
            (
                ["--summary-markdown", dir + "/s.md", "--artifact-url", "javascript:alert(1)"],
                "--artifact-url must start with https:// or http://"
            ),
            (
                ["--summary-markdown", dir + "/s.md", "--artifact-url", "https://x.example/\"><script>"],
                "--artifact-url must not contain '\"'"
            ),
            (["--artifact-url", "https://x.example/"], "--artifact-url needs --summary-markdown")
        ] {
            for command in [["test", dir, "-o", dir + "/r"], ["merge-reports", dir + "/r", "-o", dir + "/m"]] {
                let r = try cli.run(command + arguments)
                #expect(r.status == 64, "\(command) \(arguments)")
                #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/s.md"))
        // A summary that cannot be written: named, exit 1, the run's results still printed.
        let r = try cli.run([
            "test", dir, "--record", "missing", "-o", dir + "/r", "-q",
            "--summary-markdown", dir + "/no/such/folder/s.md"
        ])
        #expect(r.status == 1)
        #expect(r.stdout.contains("3 snapshots: 3 new"))
        #expect(r.stderr.contains(dir + "/no/such/folder/s.md"), "\(r.stderr)")
    }
}
