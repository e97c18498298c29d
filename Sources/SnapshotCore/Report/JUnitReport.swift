import SafeIO

// JUnit XML, the report CI systems read (GitLab, Jenkins, GitHub test-report actions),
// written in one place for every front end: `render-cells test` and `merge-reports` (a
// suite per spec file, a case per snapshot) and the accessibility audit (a suite per list,
// a case per issue). The counts are computed from the cases, every name and message goes
// through the one escaper (attributes keep a tab or line break as a reference, since XML's
// attribute-value normalisation would turn it into a space), and times are written as
// seconds with millisecond digits. The same report gives the same bytes.

/// A JUnit document: suites of test cases, each passed, failed, in error or skipped.
package struct JUnitReport: Sendable, Equatable {
    package var name: String
    /// Wall time of the whole run, in milliseconds; nil when the report has none.
    package var milliseconds: Double?
    package var suites: [Suite]

    package init(name: String, milliseconds: Double? = nil, suites: [Suite]) {
        self.name = name
        self.milliseconds = milliseconds
        self.suites = suites
    }

    package struct Suite: Sendable, Equatable {
        package var name: String
        package var cases: [Case]
        /// Whether the suite carries a `time` (the sum of its cases').
        package var timed: Bool

        package init(name: String, cases: [Case], timed: Bool = true) {
            self.name = name
            self.cases = cases
            self.timed = timed
        }
    }

    package struct Case: Sendable, Equatable {
        package var name: String
        package var classname: String
        /// In milliseconds; nil when the case has no time.
        package var milliseconds: Double?
        package var outcome: Outcome
        /// Text for `<system-out>`: what a reader should see for a case that did not fail.
        package var output: String?

        package init(
            name: String, classname: String, milliseconds: Double? = nil, outcome: Outcome = .passed,
            output: String? = nil
        ) {
            self.name = name
            self.classname = classname
            self.milliseconds = milliseconds
            self.outcome = outcome
            self.output = output
        }
    }

    package enum Outcome: Sendable, Equatable {
        case passed
        /// `<failure message type>` with the details as its text.
        case failure(message: String, type: String, details: String)
        /// `<error message>` with the details as its text.
        case error(message: String, details: String)
        /// `<skipped message>`.
        case skipped(message: String)

        var isFailure: Bool { if case .failure = self { true } else { false } }
        var isError: Bool { if case .error = self { true } else { false } }
        var isSkipped: Bool { if case .skipped = self { true } else { false } }
    }

    /// The document: `<testsuites>` with the totals, a `<testsuite>` per suite in order, a
    /// `<testcase>` per case. The cases are written on up to `threads` threads and joined in
    /// order (a failing run of thousands of snapshots has megabytes of escaped details): the
    /// same bytes on any number of threads. ``xmlChunks(threads:)`` joined.
    package func xml(threads: Int = 1) -> String {
        xmlChunks(threads: threads).joined()
    }

    /// ``xml(threads:)`` in pieces, in order, to be written as they are: each case's XML is a
    /// piece of its own, made on one of up to `threads` threads, between the suites' lines
    /// (a file is written from them without joining them into one string first).
    package func xmlChunks(threads: Int = 1) -> [String] {
        let cases = suites.flatMap(\.cases)
        let written = InOrder.map(count: cases.count, threads: threads) { Self.testcase(cases[$0]) }
        var chunks: [String] = []
        chunks.reserveCapacity(written.count + 2 * suites.count + 2)
        chunks.append(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<testsuites name=\"\(Self.attribute(name))\"" + Self.counts(cases)
                + (milliseconds.map { " time=\"\(Self.seconds($0))\"" } ?? "") + ">\n")
        var next = 0
        for suite in suites {
            let time = suite.cases.reduce(0) { $0 + ($1.milliseconds ?? 0) }
            chunks.append(
                "  <testsuite name=\"\(Self.attribute(suite.name))\"" + Self.counts(suite.cases)
                    + (suite.timed ? " time=\"\(Self.seconds(time))\"" : "") + ">\n")
            chunks += written[next..<next + suite.cases.count]
            next += suite.cases.count
            chunks.append("  </testsuite>\n")
        }
        chunks.append("</testsuites>\n")
        return chunks
    }

    private static func counts(_ cases: [Case]) -> String {
        " tests=\"\(cases.count)\" failures=\"\(cases.filter(\.outcome.isFailure).count)\""
            + " errors=\"\(cases.filter(\.outcome.isError).count)\" skipped=\"\(cases.filter(\.outcome.isSkipped).count)\""
    }

    private static func testcase(_ c: Case) -> String {
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

    private static func attribute(_ s: String) -> String { HTMLText.escapeAttribute(s) }

    /// Seconds with millisecond digits, as JUnit readers expect; rounded as whole milliseconds
    /// so no division can land a half-way value on either side.
    static func seconds(_ milliseconds: Double) -> String {
        // Clamped: a results.json read by merge-reports may say 1e300 (which crashed here).
        let n = milliseconds.isFinite ? Int(min(max(0, milliseconds), 1e15).rounded()) : 0
        let fraction = String(n % 1000)
        return "\(n / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
