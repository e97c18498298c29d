// The terminal summary: one line per list, then one line per issue that is not info,
// worst first within the list's order, each with the figure of its first finding.

extension AuditReport {
    /// A plain-text summary: the list, its counts, and each error and warning (info too
    /// when `includingInfo`), with where it happens and an example figure.
    public func summary(includingInfo: Bool = false) -> String {
        let c = counts()
        let allowed = issues.filter { $0.allowedBecause != nil }.count
        var line = "\(subject): \(variants.count) variant\(variants.count == 1 ? "" : "s"), "
        line += "\(c[.error] ?? 0) error\(c[.error] == 1 ? "" : "s"), \(c[.warning] ?? 0) warning\(c[.warning] == 1 ? "" : "s"), "
        line += "\(c[.info] ?? 0) info"
        if allowed > 0 { line += ", \(allowed) allowed" }
        var out = [line]
        let shown = issues.filter { includingInfo || $0.severity > .info || $0.allowedBecause != nil }
        for severity in AuditSeverity.allCases.reversed() {
            for issue in shown where issue.severity == severity {
                let f = issue.findings[0]
                let label = issue.allowedBecause != nil ? "allowed" : severity.rawValue
                var text = "  \(label.padding(7)) \(issue.rule.rawValue.padding(16)) \(issue.elementID)"
                text += ": \(issue.sizes), \(issue.findings.count) of \(variants.count) variants; "
                text += "\(f.variant.name): \(f.message)"
                if let reason = issue.allowedBecause { text += " — allowed: \(reason)" }
                out.append(text)
            }
        }
        for entry in unusedAllowances {
            out.append(
                "  unused  allow-list entry at \(entry.location) (\(entry.rule.rawValue) \(entry.element)) matched nothing")
        }
        return out.joined(separator: "\n")
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
