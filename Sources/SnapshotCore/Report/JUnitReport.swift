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

        /// The outcome as the counts see it, its texts left out: for a case whose element
        /// is already written (``xmlPieces(threads:ahead:)``), kept only to be counted.
        package var counted: Outcome {
            switch self {
            case .passed: .passed
            case .failure: .failure(message: "", type: "", details: "")
            case .error: .error(message: "", details: "")
            case .skipped: .skipped(message: "")
            }
        }

        var isFailure: Bool { if case .failure = self { true } else { false } }
        var isError: Bool { if case .error = self { true } else { false } }
        var isSkipped: Bool { if case .skipped = self { true } else { false } }
    }

    /// The document: `<testsuites>` with the totals, a `<testsuite>` per suite in order, a
    /// `<testcase>` per case. The cases are written on up to `threads` threads and joined in
    /// order (a failing run of thousands of snapshots has megabytes of escaped details): the
    /// same bytes on any number of threads. ``xmlPieces(threads:ahead:)`` joined.
    package func xml(threads: Int = 1) -> String {
        var document: [UInt8] = []
        let pieces = xmlPieces(threads: threads)
        document.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { document.append(contentsOf: piece) }
        return String(decoding: document, as: UTF8.self)
    }

    /// ``xml(threads:)`` in pieces of UTF-8, in order, to be written as they are: each case's
    /// XML is a piece of its own, made on one of up to `threads` threads, between the
    /// suites' lines (a file is written from them without joining them first). Every piece
    /// is written as bytes, its text escaped straight into them: building strings and
    /// converting them was most of the cost of a failing run's 5 MB of JUnit.
    ///
    /// `ahead` holds, in the same order as the cases (suite by suite), a case's element when
    /// it was already written by ``caseXML(_:)`` (nil, or missing at the end, when not).
    package func xmlPieces(threads: Int = 1, ahead: [[UInt8]?] = []) -> [[UInt8]] {
        let cases = suites.flatMap(\.cases)
        let written = InOrder.map(count: cases.count, threads: threads) { i in
            (i < ahead.count ? ahead[i] : nil) ?? Self.caseXML(cases[i])
        }
        var chunks: [[UInt8]] = []
        chunks.reserveCapacity(written.count + 2 * suites.count + 2)
        chunks.append(
            Array(
                ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                    + "<testsuites name=\"\(Self.attribute(name))\"" + Self.counts(cases)
                    + (milliseconds.map { " time=\"\(Self.seconds($0))\"" } ?? "") + ">\n").utf8))
        var next = 0
        for suite in suites {
            let time = suite.cases.reduce(0) { $0 + ($1.milliseconds ?? 0) }
            chunks.append(
                Array(
                    ("  <testsuite name=\"\(Self.attribute(suite.name))\"" + Self.counts(suite.cases)
                        + (suite.timed ? " time=\"\(Self.seconds(time))\"" : "") + ">\n").utf8))
            chunks += written[next..<next + suite.cases.count]
            next += suite.cases.count
            chunks.append(Array("  </testsuite>\n".utf8))
        }
        chunks.append(Array("</testsuites>\n".utf8))
        return chunks
    }

    private static func counts(_ cases: [Case]) -> String {
        " tests=\"\(cases.count)\" failures=\"\(cases.filter(\.outcome.isFailure).count)\""
            + " errors=\"\(cases.filter(\.outcome.isError).count)\" skipped=\"\(cases.filter(\.outcome.isSkipped).count)\""
    }

    /// A case's `<testcase>` element as UTF-8, as ``xmlPieces(threads:ahead:)`` writes it.
    package static func caseXML(_ c: Case) -> [UInt8] {
        var out: [UInt8] = []
        testcase(c, to: &out)
        return out
    }

    /// A `<testcase>` element, appended to `out` as UTF-8.
    private static func testcase(_ c: Case, to out: inout [UInt8]) {
        // Escaped sizes are close to the text's: one allocation for nearly every case.
        var size = 128 + c.name.utf8.count + c.classname.utf8.count + (c.output?.utf8.count ?? 0)
        switch c.outcome {
        case .failure(let message, let type, let details):
            size += 2 * message.utf8.count + type.utf8.count + details.utf8.count + details.utf8.count / 16
        case .error(let message, let details): size += 2 * message.utf8.count + details.utf8.count + details.utf8.count / 16
        case .skipped(let message): size += message.utf8.count
        case .passed: break
        }
        out.reserveCapacity(out.count + size)
        out.append(literal: "    <testcase name=\"")
        HTMLText.appendEscaped(c.name, attribute: true, to: &out)
        out.append(literal: "\" classname=\"")
        HTMLText.appendEscaped(c.classname, attribute: true, to: &out)
        out.append(literal: "\"")
        if let milliseconds = c.milliseconds {
            out.append(literal: " time=\"")
            out.append(utf8: seconds(milliseconds))
            out.append(literal: "\"")
        }
        if case .passed = c.outcome, c.output == nil { return out.append(literal: "/>\n") }
        out.append(literal: ">\n")
        switch c.outcome {
        case .passed: break
        case .failure(let message, let type, let details):
            out.append(literal: "      <failure message=\"")
            HTMLText.appendEscaped(message, attribute: true, to: &out)
            out.append(literal: "\" type=\"")
            HTMLText.appendEscaped(type, attribute: true, to: &out)
            out.append(literal: "\">")
            HTMLText.appendEscaped(details, to: &out)
            out.append(literal: "</failure>\n")
        case .error(let message, let details):
            out.append(literal: "      <error message=\"")
            HTMLText.appendEscaped(message, attribute: true, to: &out)
            out.append(literal: "\">")
            HTMLText.appendEscaped(details, to: &out)
            out.append(literal: "</error>\n")
        case .skipped(let message):
            out.append(literal: "      <skipped message=\"")
            HTMLText.appendEscaped(message, attribute: true, to: &out)
            out.append(literal: "\"/>\n")
        }
        if let output = c.output {
            out.append(literal: "      <system-out>")
            HTMLText.appendEscaped(output, to: &out)
            out.append(literal: "</system-out>\n")
        }
        out.append(literal: "    </testcase>\n")
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
