import SnapshotCore
import Testing

/// The report's text written straight into bytes: HTMLText's mask for what HTML and XML
/// escape, and the JUnit document built as bytes. Each is held against the scalar-by-scalar
/// escaper or the old string-built document, on every byte near the special ones at several
/// places, on edge input (empty, all special, very long). PrettyJSON's scan is held in
/// `PrettyJSONScanTests`.
@Suite struct ReportTextBytesTests {
    // MARK: - HTML and XML

    @Test func everyScalarNearTheSpecialOnesAtEveryPlaceIsEscapedAsBefore() {
        let scalars =
            (0..<0x100).compactMap(Unicode.Scalar.init) + (0xFFF0...0xFFFF).compactMap(Unicode.Scalar.init)
            + ["\u{EFBF}", "\u{10FFFF}", "\u{1F389}"]
        for scalar in scalars {
            for before in ["", "a", "abcdefg", "é"] {
                for after in ["", "z", "\u{FFFF}"] {
                    HTMLTextEscapeTests.check(before + String(scalar) + after)
                }
            }
        }
        HTMLTextEscapeTests.check(String(repeating: "plain text, ", count: 50_000) + "&")
        HTMLTextEscapeTests.check(String(repeating: "\u{FFFE}<", count: 10_000))
    }

    @Test func attributeBytesAreEscapeAttributesBytes() {
        for s in ["", "a\tb\nc\r", "\"'&<>", "\u{1}\u{7F}\u{FFFE}", "é漢🎉", String(repeating: "\t", count: 100)] {
            var out: [UInt8] = [0x41]
            HTMLText.appendEscaped(s, attribute: true, to: &out)
            #expect(out == [0x41] + Array(HTMLText.escapeAttribute(s).utf8), "\(s.debugDescription)")
            out = [0x41]
            HTMLText.appendEscaped(s, to: &out)
            #expect(out == [0x41] + Array(HTMLText.escape(s).utf8), "\(s.debugDescription)")
        }
    }

    // MARK: - JUnit

    /// The JUnit document as it was built before, from strings (kept here as the oracle).
    static func stringJUnit(_ report: JUnitReport) -> String {
        func attribute(_ s: String) -> String { HTMLText.escapeAttribute(s) }
        func counts(_ cases: [JUnitReport.Case]) -> String {
            let failures = cases.filter { if case .failure = $0.outcome { true } else { false } }.count
            let errors = cases.filter { if case .error = $0.outcome { true } else { false } }.count
            let skipped = cases.filter { if case .skipped = $0.outcome { true } else { false } }.count
            return " tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
        }
        func seconds(_ milliseconds: Double) -> String {
            let n = milliseconds.isFinite ? Int(min(max(0, milliseconds), 1e15).rounded()) : 0
            let fraction = String(n % 1000)
            return "\(n / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
        }
        func testcase(_ c: JUnitReport.Case) -> String {
            var out =
                "    <testcase name=\"\(attribute(c.name))\" classname=\"\(attribute(c.classname))\""
                + (c.milliseconds.map { " time=\"\(seconds($0))\"" } ?? "")
            var body = ""
            switch c.outcome {
            case .passed: break
            case .failure(let message, let type, let details):
                body +=
                    "      <failure message=\"\(attribute(message))\" type=\"\(attribute(type))\">"
                    + HTMLText.escape(details) + "</failure>\n"
            case .error(let message, let details):
                body += "      <error message=\"\(attribute(message))\">" + HTMLText.escape(details) + "</error>\n"
            case .skipped(let message):
                body += "      <skipped message=\"\(attribute(message))\"/>\n"
            }
            if let output = c.output { body += "      <system-out>\(HTMLText.escape(output))</system-out>\n" }
            guard !body.isEmpty else { return out + "/>\n" }
            out += ">\n" + body
            return out + "    </testcase>\n"
        }
        let cases = report.suites.flatMap(\.cases)
        var out =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(attribute(report.name))\"" + counts(cases)
            + (report.milliseconds.map { " time=\"\(seconds($0))\"" } ?? "") + ">\n"
        for suite in report.suites {
            let time = suite.cases.reduce(0) { $0 + ($1.milliseconds ?? 0) }
            out +=
                "  <testsuite name=\"\(attribute(suite.name))\"" + counts(suite.cases)
                + (suite.timed ? " time=\"\(seconds(time))\"" : "") + ">\n"
            out += suite.cases.map(testcase).joined()
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    @Test func junitBytesAreTheStringBuiltDocument() {
        let awkward = [
            "", "plain", "a&b<c>d\"e'f", "tab\tlf\ncr\r", "\u{0}\u{1}\u{1F}\u{7F}", "\u{FFFE}\u{FFFF}é漢🎉",
            String(repeating: "long <text> ", count: 2_000)
        ]
        var cases: [JUnitReport.Case] = []
        for (i, text) in awkward.enumerated() {
            let other = awkward[(i + 1) % awkward.count]
            cases.append(JUnitReport.Case(name: text, classname: other, milliseconds: Double(i) * 1.5))
            cases.append(
                JUnitReport.Case(
                    name: other, classname: text, outcome: .failure(message: text, type: other, details: text + other)))
            cases.append(
                JUnitReport.Case(name: text, classname: "c", milliseconds: .nan, outcome: .error(message: other, details: text)))
            cases.append(
                JUnitReport.Case(name: text, classname: "c", milliseconds: 1e300, outcome: .skipped(message: text), output: other)
            )
            cases.append(JUnitReport.Case(name: text, classname: "c", output: text))
        }
        for (name, milliseconds) in [("render-cells", Double?.some(1234.5)), ("a\"udit", nil)] {
            let report = JUnitReport(
                name: name, milliseconds: milliseconds,
                suites: [
                    .init(name: "first <suite>", cases: Array(cases.prefix(9))),
                    .init(name: "", cases: [], timed: false),
                    .init(name: "rest\t", cases: Array(cases.dropFirst(9)), timed: false)
                ])
            let expected = Self.stringJUnit(report)
            for threads in [1, 3] {
                #expect(Array(report.xml(threads: threads).utf8) == Array(expected.utf8))
                #expect(Array(report.xmlPieces(threads: threads).joined()) == Array(expected.utf8))
            }
        }
    }
}
