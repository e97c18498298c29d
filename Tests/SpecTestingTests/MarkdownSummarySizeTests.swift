import Foundation
import SnapshotCore
import Testing

/// `--summary-markdown` fits where it goes: GitHub refuses a job summary or a comment over
/// 65,536 characters, and a 1,056-failure run's summary was 142,349.
@Suite struct MarkdownSummarySizeTests {
    /// `count` failures with the longest names, specs, messages and layout changes a row shows.
    static func failingRun(_ count: Int) -> SnapshotTestRun {
        let long = String(repeating: "x", count: 400)
        let results = (0..<count).map { i in
            let name = String(format: "screen%04d.", i) + long
            var r = SnapshotTestResult(
                id: "specs/\(name).yaml#dark", name: name, spec: "specs/\(name).yaml", variant: "dark",
                status: .failed, reference: "Snapshots/\(name).png",
                message: "1,234 of 5,678 pixels differ " + long)
            r.actual = "actual/\(name).png"
            r.diff = "actual/\(name).diff.png"
            r.threePane = "actual/\(name).three-pane.png"
            r.acceptCommand = "cp 'actual/\(name).png' 'Snapshots/\(name).png'"
            r.layoutChanges = [
                LayoutChange(
                    id: "sections[0].items[1].text" + long, kind: "text", status: .changed,
                    fields: [.init(name: "string", reference: long, actual: long)])
            ]
            return r
        }
        return SnapshotTestRun(
            tool: "render-cells 1.2.0", recordMode: "never", tolerance: "exact", shards: [],
            results: results, milliseconds: 1_000)
    }

    static func link(_ path: String) -> String {
        "https://ci.example/" + String(repeating: "a", count: 1_900) + "/"
            + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }

    @Test func aThousandFailuresFitWithTheFirstInFullAndOneAcceptLine() {
        let run = Self.failingRun(1_000)
        let md = run.markdownSummary(acceptCommand: "render-cells accept 'render-cells-report'", link: Self.link)
        #expect(md.utf8.count < SnapshotTestRun.markdownCharacterLimit, "\(md.utf8.count) bytes")
        let rows = md.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count >= 10, "the first failures are shown in full")
        // The first rows are the run's first failures, in its order.
        #expect(rows.first?.contains("screen0000.") == true)
        #expect(
            md.contains("\nAnd \(1_000 - rows.count) more failures: see <a href=\"\(Self.link("index.html"))\">the report</a>.\n")
        )
        #expect(md.hasSuffix("```sh\nrender-cells accept 'render-cells-report'\n```\n"))
        #expect(!md.contains("&& cp "), "no chain of copies")
    }

    /// Small runs are not cut: every failure has its row and no "more" line.
    @Test func aFewFailuresAllHaveRows() {
        let md = Self.failingRun(3).markdownSummary(acceptCommand: "render-cells accept 'r'", link: Self.link)
        #expect(md.split(separator: "\n").filter { $0.hasPrefix("| `") }.count == 3)
        #expect(!md.contains("more failure"))
    }

    /// Past the row limit the rest is counted too, whatever the sizes.
    @Test func everyCountStaysUnderTheLimit() {
        for count in [1, 99, 100, 101, 250, 2_000] {
            let md = Self.failingRun(count).markdownSummary(acceptCommand: "render-cells accept 'r'", link: Self.link)
            #expect(md.utf8.count < SnapshotTestRun.markdownCharacterLimit, "\(count) failures: \(md.utf8.count)")
            let rows = md.split(separator: "\n").filter { $0.hasPrefix("| `") }.count
            #expect(rows == count || md.contains("And \(count - rows) more failure"), "\(count)")
        }
    }
}
