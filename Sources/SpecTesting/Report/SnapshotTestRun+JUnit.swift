import SafeIO
import SnapshotCore

// The run as JUnit (written by SnapshotCore's one JUnit writer): one suite per spec file and
// one test case per snapshot. Failed and missing snapshots are failures (the run fails on
// them), an unrenderable spec is an error, an orphaned reference is skipped (it fails
// nothing, but a reader should see it). Like the HTML page, the same run gives the same bytes.

extension SnapshotTestRun {
    /// The run as JUnit XML: `<testsuites>` with the totals, a `<testsuite>` per spec file in
    /// stored order (orphans in one named "orphaned references"), a `<testcase>` per result.
    /// Made on up to `threads` threads (the cases' details, then their XML), the same bytes
    /// on any number.
    public func junitXML(threads: Int = 1) -> String { junitReport(threads: threads).xml(threads: threads) }

    /// ``junitXML(threads:)`` in pieces of UTF-8, in order (a case each, between the suites'
    /// lines), for writing to a file without joining them first. `madeAhead` gives a
    /// result's case and its element when they were already made (``junitCase(_:)``, on the
    /// worker that finished the result), else nil.
    package func junitXMLPieces(
        threads: Int = 1,
        madeAhead: @escaping @Sendable (SnapshotTestResult) -> (testcase: JUnitReport.Case, xml: [UInt8])? = { _ in nil }
    ) -> [[UInt8]] {
        let results = self.results
        let made = InOrder.map(count: results.count, threads: threads) { i -> (testcase: JUnitReport.Case, xml: [UInt8]?) in
            if let ahead = madeAhead(results[i]) { return (ahead.testcase, ahead.xml) }
            return (Self.testcase(results[i]), nil)
        }
        let suites = suites()
        return junitReport(suites: suites, cases: made.map(\.testcase))
            .xmlPieces(threads: threads, ahead: suites.flatMap { $0.results.map { made[$0].xml } })
    }

    /// The run as the JUnit writer takes it, its cases made on up to `threads` threads.
    package func junitReport(threads: Int = 1) -> JUnitReport {
        let results = self.results
        let cases = InOrder.map(count: results.count, threads: threads) { i in Self.testcase(results[i]) }
        return junitReport(suites: suites(), cases: cases)
    }

    /// `result`'s JUnit case and its `<testcase>` element (``JUnitReport/caseXML(_:)``), made
    /// as ``junitXMLPieces(threads:madeAhead:)`` makes them.
    package static func junitCase(_ result: SnapshotTestResult) -> (testcase: JUnitReport.Case, xml: [UInt8]) {
        let testcase = testcase(result)
        return (testcase, JUnitReport.caseXML(testcase))
    }

    /// The report of `cases` (in result order) grouped into `suites`.
    private func junitReport(suites: [(name: String, results: [Int])], cases: [JUnitReport.Case]) -> JUnitReport {
        JUnitReport(
            name: tool, milliseconds: milliseconds,
            suites: suites.map { suite in JUnitReport.Suite(name: suite.name, cases: suite.results.map { cases[$0] }) })
    }

    /// The suite a result is a case of: its spec file (orphans all in one suite).
    private static func suiteName(_ result: SnapshotTestResult) -> String {
        result.status == .orphaned ? "orphaned references" : (result.spec ?? result.id)
    }

    /// The results' indices grouped by spec file, each group where its first result is, so
    /// the stored order (by id, orphans last) carries over.
    private func suites() -> [(name: String, results: [Int])] {
        var suites: [(name: String, results: [Int])] = []
        var index: [String: Int] = [:]
        for (i, result) in results.enumerated() {
            let name = Self.suiteName(result)
            if let s = index[name] {
                suites[s].results.append(i)
            } else {
                index[name] = suites.count
                suites.append((name, [i]))
            }
        }
        return suites
    }

    private static func testcase(_ r: SnapshotTestResult) -> JUnitReport.Case {
        var c = JUnitReport.Case(name: r.name, classname: suiteName(r), milliseconds: r.milliseconds)
        switch r.status {
        case .passed:
            break
        case .failed, .missing:
            let message = r.message ?? (r.status == .failed ? "differs from its reference" : "no reference")
            c.outcome = .failure(message: message, type: r.status.rawValue, details: details(r, message: message))
        case .error:
            let message = r.message ?? "could not be rendered"
            c.outcome = .error(message: message, details: details(r, message: message))
        case .orphaned:
            c.outcome = .skipped(message: "orphaned reference")
            c.output = "no spec produces \(r.reference)"
        case .new:
            c.output = "recorded a new reference: \(r.reference)"
        case .recorded:
            c.output = "recorded over the reference: \(r.reference)"
        }
        return c
    }

    /// A failure's body: the message, then what a person needs without the HTML report (the
    /// numbers, the elements that changed, the font, the files and the accept command), a
    /// line each. Written into one buffer: a failing screen has about a hundred layout
    /// changes, and a string made for each line, then joined, was most of its cost.
    private static func details(_ r: SnapshotTestResult, message: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(512 + message.utf8.count + 120 * (r.layoutChanges?.count ?? 0))
        out.append(utf8: message)
        out.append(literal: "\n\nsnapshot: ")
        out.append(utf8: r.id)
        out.append(literal: "\nreference: ")
        out.append(utf8: r.reference)
        if let d = r.difference {
            out.append(
                utf8: "\ndiffering pixels: \(d.differingPixels) of \(d.totalPixels),"
                    + " max channel difference \(d.maxChannelDifference),"
                    + " densest 16x16 window \(fixed(d.densestWindowShare * 100, digits: 1)) %")
            if let b = d.boundingBox, b.count == 4 {
                out.append(utf8: "\nbounding box: x \(b[0]), y \(b[1]), \(b[2]) x \(b[3]) px")
            }
        }
        if let changes = r.layoutChanges, !changes.isEmpty {
            out.append(literal: "\nlayout changes:")
            changes.withUnsafeBufferPointer { changes in
                for i in changes.indices {
                    out.append(literal: "\n  ")
                    changes[i].appendSummary(to: &out)
                }
            }
        }
        if let font = r.fontMismatch {
            out.append(literal: "\nfont: ")
            out.append(utf8: font)
        }
        for (name, path) in [("actual", r.actual), ("difference", r.diff), ("three panes", r.threePane)] {
            if let path { out.append(utf8: "\n\(name): \(path)") }
        }
        if let accept = r.acceptCommand {
            out.append(literal: "\naccept: ")
            out.append(utf8: accept)
        }
        // Every piece is a String's UTF-8, so the bytes are read back unchanged.
        return String(decoding: out, as: UTF8.self)
    }
}

extension SnapshotReportPieces {
    /// A store of report pieces whose JUnit cases are this module's (``SnapshotTestRun/junitCase(_:)``).
    package convenience init() {
        self.init(junitCase: SnapshotTestRun.junitCase)
    }
}
