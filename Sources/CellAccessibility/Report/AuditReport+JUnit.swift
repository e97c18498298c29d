import SnapshotCore

// JUnit XML for CI dashboards (written by SnapshotCore's one JUnit writer): one test suite
// per list, one test case per issue (a rule broken by an element), failing at the run's
// threshold; allowed issues are skipped with their reason, and a list without issues has one
// passing case so it still shows.

extension AuditReport {
    /// Several lists' reports as one JUnit document; issues at `threshold` or above fail.
    public static func junit(_ reports: [AuditReport], failingAt threshold: AuditSeverity = .error) -> String {
        JUnitReport(
            name: "accessibility audit",
            suites: reports.map { report in
                JUnitReport.Suite(name: report.subject, cases: report.junitCases(failingAt: threshold), timed: false)
            }
        ).xml()
    }

    private func junitCases(failingAt threshold: AuditSeverity) -> [JUnitReport.Case] {
        guard !issues.isEmpty else { return [JUnitReport.Case(name: "no findings", classname: subject)] }
        return issues.map { issue in
            var c = JUnitReport.Case(name: issue.rule.rawValue + " " + issue.elementID, classname: subject)
            let f = issue.findings[0]
            let detail =
                "\(issue.severity.rawValue): \(issue.rule.summary); \(issue.sizes), "
                + "\(issue.findings.count) of \(variants.count) variants; \(f.variant.name): \(f.message)"
            if let reason = issue.allowedBecause {
                c.outcome = .skipped(message: "allowed: " + reason)
            } else if issue.fails(at: threshold) {
                c.outcome = .failure(
                    message: detail, type: issue.rule.rawValue,
                    details: issue.findings.map { "\($0.variant.name): \($0.message)" }.joined(separator: "\n"))
            } else {
                c.output = detail
            }
            return c
        }
    }
}
