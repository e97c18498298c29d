import SnapshotCore
import Testing

/// A failure's JUnit details are written into one buffer of bytes; they must be the lines
/// the details were joined from before (kept here as the oracle), for every mix of the
/// optional parts and for awkward text.
@Suite struct JUnitDetailsTests {
    /// The details as they were made before: a string a line, joined.
    static func joinedLines(_ r: SnapshotTestResult, message: String) -> String {
        var lines = [message, "", "snapshot: \(r.id)", "reference: \(r.reference)"]
        if let d = r.difference {
            lines.append(
                "differing pixels: \(d.differingPixels) of \(d.totalPixels),"
                    + " max channel difference \(d.maxChannelDifference),"
                    + " densest 16x16 window \(SnapshotTestRun.fixed(d.densestWindowShare * 100, digits: 1)) %")
            if let b = d.boundingBox, b.count == 4 { lines.append("bounding box: x \(b[0]), y \(b[1]), \(b[2]) x \(b[3]) px") }
        }
        if let changes = r.layoutChanges, !changes.isEmpty {
            lines.append("layout changes:")
            lines += changes.map { "  " + $0.summary }
        }
        if let font = r.fontMismatch { lines.append("font: \(font)") }
        for (name, path) in [("actual", r.actual), ("difference", r.diff), ("three panes", r.threePane)] {
            if let path { lines.append("\(name): \(path)") }
        }
        if let accept = r.acceptCommand { lines.append("accept: \(accept)") }
        return lines.joined(separator: "\n")
    }

    static func details(_ c: JUnitReport.Case) -> (message: String, details: String)? {
        switch c.outcome {
        case .failure(let message, _, let details), .error(let message, let details): (message, details)
        default: nil
        }
    }

    @Test func detailsAreTheJoinedLines() throws {
        let base = try ReportDocumentsOnThreadsTests.bigRun()
        var results: [SnapshotTestResult] = []
        let awkward = ["", "a&b<c>\"'", "tab\tlf\ncr\r\u{1}", "é漢🎉\u{FFFE}", String(repeating: "long ", count: 2_000)]
        for (i, result) in base.results.enumerated() {
            var r = result
            let text = awkward[i % awkward.count]
            switch i % 6 {
            case 0: r.layoutChanges = []
            case 1:
                r.layoutChanges = [
                    LayoutChange(id: text, kind: "text", status: .added),
                    LayoutChange(id: "b", kind: text, status: .removed),
                    LayoutChange(
                        id: "c", kind: "cell", status: .changed,
                        fields: [
                            .init(name: text, reference: nil, actual: "1"), .init(name: "y", reference: text, actual: nil),
                            .init(name: "", reference: "", actual: "")
                        ]),
                    LayoutChange(id: "d", kind: "cell", status: .changed)
                ]
            case 2: r.difference?.boundingBox = nil
            case 3: r.difference?.boundingBox = [1, 2, 3]
            case 4:
                r.message = nil
                r.fontMismatch = text
                r.acceptCommand = text
            default:
                r.difference = nil
                r.actual = text
            }
            r.status = [.failed, .missing, .error][i % 3]
            results.append(r)
        }
        var run = base
        run.results = results
        let byName = Dictionary(uniqueKeysWithValues: run.results.map { ($0.name, $0) })
        var checked = 0
        for threads in [1, 3] {
            for c in run.junitReport(threads: threads).suites.flatMap(\.cases) {
                let r = try #require(byName[c.name])
                guard let (message, details) = Self.details(c) else { continue }
                #expect(Array(details.utf8) == Array(Self.joinedLines(r, message: message).utf8), "\(r.id)")
                checked += 1
            }
        }
        #expect(checked == 2 * run.results.count)
    }
}
