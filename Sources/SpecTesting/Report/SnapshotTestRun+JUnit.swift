// The report CI systems read (GitLab, Jenkins, GitHub test-report actions): JUnit XML with
// one suite per spec file and one test case per snapshot. Failed and missing snapshots are
// failures (the run fails on them), an unrenderable spec is an error, an orphaned reference
// is skipped (it fails nothing, but a reader should see it). Like the HTML page, the same
// run gives the same bytes.

extension SnapshotTestRun {
    /// The run as JUnit XML: `<testsuites>` with the totals, a `<testsuite>` per spec file in
    /// stored order (orphans in one named "orphaned references"), a `<testcase>` per result.
    public func junitXML() -> String {
        let counts = self.counts
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(Self.xml(tool))\" tests=\"\(results.count)\""
            + " failures=\"\(counts[.failed, default: 0] + counts[.missing, default: 0])\""
            + " errors=\"\(counts[.error, default: 0])\" skipped=\"\(counts[.orphaned, default: 0])\""
            + " time=\"\(Self.seconds(milliseconds))\">\n"
        for suite in suites() {
            let failures = suite.results.filter { $0.status == .failed || $0.status == .missing }.count
            let errors = suite.results.filter { $0.status == .error }.count
            let skipped = suite.results.filter { $0.status == .orphaned }.count
            let time = suite.results.reduce(0) { $0 + $1.milliseconds }
            out += "  <testsuite name=\"\(Self.xml(suite.name))\" tests=\"\(suite.results.count)\" failures=\"\(failures)\""
                + " errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(Self.seconds(time))\">\n"
            for result in suite.results { out += testcase(result, classname: suite.name) }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// Results grouped by spec file, each group where its first result is, so the stored order
    /// (by id, orphans last) carries over.
    private func suites() -> [(name: String, results: [SnapshotTestResult])] {
        var suites: [(name: String, results: [SnapshotTestResult])] = []
        var index: [String: Int] = [:]
        for result in results {
            let name = result.status == .orphaned ? "orphaned references" : (result.spec ?? result.id)
            if let i = index[name] {
                suites[i].results.append(result)
            } else {
                index[name] = suites.count
                suites.append((name, [result]))
            }
        }
        return suites
    }

    private func testcase(_ r: SnapshotTestResult, classname: String) -> String {
        var out = "    <testcase name=\"\(Self.xml(r.name))\" classname=\"\(Self.xml(classname))\""
            + " time=\"\(Self.seconds(r.milliseconds))\""
        switch r.status {
        case .passed:
            return out + "/>\n"
        case .failed, .missing:
            let message = r.message ?? (r.status == .failed ? "differs from its reference" : "no reference")
            out += ">\n      <failure message=\"\(Self.xml(message))\" type=\"\(r.status.rawValue)\">"
                + Self.xml(details(r, message: message), text: true) + "</failure>\n"
        case .error:
            let message = r.message ?? "could not be rendered"
            out += ">\n      <error message=\"\(Self.xml(message))\">" + Self.xml(details(r, message: message), text: true) + "</error>\n"
        case .orphaned:
            out += ">\n      <skipped message=\"orphaned reference\"/>\n"
                + "      <system-out>\(Self.xml("no spec produces \(r.reference)", text: true))</system-out>\n"
        case .new:
            out += ">\n      <system-out>\(Self.xml("recorded a new reference: \(r.reference)", text: true))</system-out>\n"
        case .recorded:
            out += ">\n      <system-out>\(Self.xml("recorded over the reference: \(r.reference)", text: true))</system-out>\n"
        }
        return out + "    </testcase>\n"
    }

    /// A failure's body: the message, then what a person needs without the HTML report (the
    /// numbers, the elements that changed, the font, the files and the accept command).
    private func details(_ r: SnapshotTestResult, message: String) -> String {
        var lines = [message, "", "snapshot: \(r.id)", "reference: \(r.reference)"]
        if let d = r.difference {
            lines.append("differing pixels: \(d.differingPixels) of \(d.totalPixels),"
                + " max channel difference \(d.maxChannelDifference),"
                + " densest 16x16 window \(Self.fixed(d.densestWindowShare * 100, digits: 1)) %")
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

    /// Seconds with millisecond digits, as JUnit readers expect; rounded as whole milliseconds
    /// so no division can land a half-way value on either side.
    private static func seconds(_ milliseconds: Double) -> String {
        // Clamped: a results.json read by merge-reports may say 1e300 (which crashed here).
        let n = milliseconds.isFinite ? Int(min(max(0, milliseconds), 1e15).rounded()) : 0
        let fraction = String(n % 1000)
        return "\(n / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `s` safe in XML 1.0 text and attributes. Characters XML 1.0 forbids (C0 controls other
    /// than tab and line breaks, U+FFFE, U+FFFF) become U+FFFD, since no parser would accept
    /// them even escaped. In attributes, tab and line breaks are written as references, since
    /// attribute-value normalisation would turn them into spaces.
    private static func xml(_ s: String, text: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n" where text: out.unicodeScalars.append(scalar)
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
