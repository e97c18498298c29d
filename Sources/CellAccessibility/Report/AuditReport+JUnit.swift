import SnapshotCore

// JUnit XML for CI dashboards: one test suite per list, one test case per issue (a rule
// broken by an element), failing at the run's threshold; allowed issues are skipped with
// their reason, and a list without issues has one passing case so it still shows.

extension AuditReport {
    /// Several lists' reports as one JUnit document; issues at `threshold` or above fail.
    public static func junit(_ reports: [AuditReport], failingAt threshold: AuditSeverity = .error) -> String {
        let x = HTMLText.escape
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let all = reports.flatMap(\.issues)
        out += "<testsuites name=\"accessibility audit\" tests=\"\(reports.map { max(1, $0.issues.count) }.reduce(0, +))\" "
        out += "failures=\"\(all.filter { $0.fails(at: threshold) }.count)\">\n"
        for report in reports {
            let issues = report.issues
            out += "  <testsuite name=\"\(x(report.subject))\" tests=\"\(max(1, issues.count))\" "
            out += "failures=\"\(issues.filter { $0.fails(at: threshold) }.count)\" "
            out += "skipped=\"\(issues.filter { $0.allowedBecause != nil }.count)\">\n"
            if issues.isEmpty {
                out += "    <testcase classname=\"\(x(report.subject))\" name=\"no findings\"/>\n"
            }
            for issue in issues {
                let f = issue.findings[0]
                out += "    <testcase classname=\"\(x(report.subject))\" name=\"\(x(issue.rule.rawValue + " " + issue.elementID))\">\n"
                let detail = "\(issue.severity.rawValue): \(issue.rule.summary); \(issue.sizes), "
                    + "\(issue.findings.count) of \(report.variants.count) variants; \(f.variant.name): \(f.message)"
                if let reason = issue.allowedBecause {
                    out += "      <skipped message=\"\(x("allowed: " + reason))\"/>\n"
                } else if issue.fails(at: threshold) {
                    out += "      <failure message=\"\(x(detail))\" type=\"\(issue.rule.rawValue)\">\(x(issue.findings.map { "\($0.variant.name): \($0.message)" }.joined(separator: "\n")))</failure>\n"
                } else {
                    out += "      <system-out>\(x(detail))</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }
}
