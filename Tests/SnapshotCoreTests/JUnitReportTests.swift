import SnapshotCore
import Testing

/// The one JUnit writer every report uses: counts from the cases, every name through the one
/// escaper, tab and line breaks in attributes kept as references.
@Suite struct JUnitReportTests {
    static let report = JUnitReport(
        name: "run", milliseconds: 1234.5,
        suites: [
            JUnitReport.Suite(
                name: "specs/a.yaml",
                cases: [
                    JUnitReport.Case(name: "a.light", classname: "specs/a.yaml", milliseconds: 12),
                    JUnitReport.Case(
                        name: "a.dark", classname: "specs/a.yaml", milliseconds: 40,
                        outcome: .failure(message: "1 pixel <differs>", type: "failed", details: "line 1\nline\t2")),
                    JUnitReport.Case(
                        name: "a.rtl", classname: "specs/a.yaml", milliseconds: 2,
                        outcome: .error(message: "bad\u{1}spec", details: "why"))
                ]),
            JUnitReport.Suite(
                name: "orphans",
                cases: [
                    JUnitReport.Case(name: "o", classname: "orphans", outcome: .skipped(message: "orphaned"), output: "no spec")
                ], timed: false)
        ])

    @Test func countsComeFromTheCases() {
        let xml = Self.report.xml()
        #expect(
            xml.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"run\" tests=\"4\" "
                    + "failures=\"1\" errors=\"1\" skipped=\"1\" time=\"1.235\">\n"))
        #expect(
            xml.contains(
                "  <testsuite name=\"specs/a.yaml\" tests=\"3\" failures=\"1\" errors=\"1\" skipped=\"0\" time=\"0.054\">\n"))
        #expect(xml.contains("  <testsuite name=\"orphans\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"1\">\n"))
        #expect(xml.contains("    <testcase name=\"a.light\" classname=\"specs/a.yaml\" time=\"0.012\"/>\n"))
        #expect(xml.contains("<failure message=\"1 pixel &lt;differs&gt;\" type=\"failed\">line 1\nline\t2</failure>"))
        #expect(xml.contains("<error message=\"bad\u{FFFD}spec\">why</error>"))
        #expect(xml.contains("<skipped message=\"orphaned\"/>\n      <system-out>no spec</system-out>"))
        #expect(xml.hasSuffix("</testsuites>\n"))
    }

    /// A tab in a name reached the attribute raw (a `case "\t", "\n" where text:` pattern
    /// whose `where` held for the line feed only), where XML's attribute-value normalisation
    /// turns it into a space; every control character in a name is now escaped.
    @Test func aTabOrControlCharacterInANameIsEscaped() {
        let report = JUnitReport(
            name: "t",
            suites: [
                JUnitReport.Suite(
                    name: "s\tuite\n",
                    cases: [
                        JUnitReport.Case(name: "a\tb\rc\u{1B}d\u{7F}", classname: "c\u{0}")
                    ])
            ])
        let xml = report.xml()
        #expect(xml.contains("<testsuite name=\"s&#9;uite&#10;\""))
        #expect(xml.contains("<testcase name=\"a&#9;b&#13;c\u{FFFD}d\u{FFFD}\" classname=\"c\u{FFFD}\"/>"))
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func oneEscaperForPagesAndReports() {
        #expect(HTMLText.escape("<a href='x'>&\"\t\n") == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;\t\n")
        #expect(HTMLText.escapeAttribute("a\tb\nc") == "a&#9;b&#10;c")
        #expect(HTMLText.escape("\u{1}\u{FFFE}\r") == "\u{FFFD}\u{FFFD}&#13;")
    }

    /// The cases are written on several threads and joined in order: the same bytes as on one,
    /// with suites of different sizes so a case put in another suite's place shows.
    @Test func theSameBytesOnAnyNumberOfThreads() {
        var suites = Self.report.suites
        for k in 0..<7 {
            let cases = (0..<(k * 3 + 1)).map { i in
                JUnitReport.Case(
                    name: "s\(k).c\(i)", classname: "s\(k)", milliseconds: Double(i) + 0.5,
                    outcome: i % 3 == 0 ? .failure(message: "m\(i)", type: "failed", details: "d\(i)") : .passed)
            }
            suites.append(JUnitReport.Suite(name: "s\(k)", cases: cases))
        }
        let report = JUnitReport(name: "many", milliseconds: 10, suites: suites)
        let one = report.xml(threads: 1)
        for threads in [2, 3, 16] { #expect(report.xml(threads: threads) == one) }
        // Every case once, in its suite, in order.
        let names = one.components(separatedBy: "<testcase name=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(names == suites.flatMap { $0.cases.map(\.name) })
    }
}
