import RenderCells

/// What an audit found in one list, across its variants.
public struct AuditReport: Sendable {
    /// What the list is (a spec's path).
    public var subject: String
    /// The variants audited, in order.
    public var variants: [ListVariant]
    /// Every finding, variant by variant in ``variants``' order, within one in the list's order.
    public var findings: [AuditFinding]
    /// Allow-list entries that covered nothing (stale entries a team can remove).
    public var unusedAllowances: [AuditAllowList.Entry]

    public init(
        subject: String, variants: [ListVariant], findings: [AuditFinding],
        unusedAllowances: [AuditAllowList.Entry] = []
    ) {
        self.subject = subject
        self.variants = variants
        self.findings = findings
        self.unusedAllowances = unusedAllowances
    }

    /// One rule broken by one element, over all the variants it is broken in.
    public struct Issue: Sendable {
        public var rule: AuditRule
        public var elementID: String
        /// The highest severity of its findings.
        public var severity: AuditSeverity
        public var findings: [AuditFinding]
        public var allowedBecause: String?
        /// Where it happens across content sizes: "at every size", "from AX2 on", "at xS, AX5".
        public var sizes: String

        /// Whether it counts against the audit at `threshold`.
        public func fails(at threshold: AuditSeverity) -> Bool { allowedBecause == nil && severity >= threshold }
    }

    /// The findings grouped by rule and element, in order of first appearance.
    public var issues: [Issue] {
        var order: [String] = []
        var groups: [String: [AuditFinding]] = [:]
        for f in findings {
            let key = f.rule.rawValue + " " + f.elementID
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(f)
        }
        let audited = Array(Set(variants.compactMap(\.contentSize))).sorted()
        return order.map { key in
            let group = groups[key]!
            return Issue(
                rule: group[0].rule, elementID: group[0].elementID, severity: group.map(\.severity).max()!,
                findings: group, allowedBecause: group.first { $0.allowedBecause != nil }?.allowedBecause,
                sizes: Self.sizes(Set(group.compactMap(\.variant.contentSize)), audited: audited))
        }
    }

    /// Where in the audited sizes something happens, in words.
    static func sizes(_ found: Set<ContentSizeCategory>, audited: [ContentSizeCategory]) -> String {
        guard !found.isEmpty, !audited.isEmpty else { return "" }
        if found.count == audited.count { return "at every size" }
        let smallest = found.min()!
        if audited.filter({ $0 >= smallest }).allSatisfy(found.contains) { return "from \(smallest.shortName) on" }
        return "at " + found.sorted().map(\.shortName).joined(separator: ", ")
    }

    /// The issues that count against the audit at `threshold` (allowed ones never do).
    public func failures(at threshold: AuditSeverity = .error) -> [Issue] { issues.filter { $0.fails(at: threshold) } }

    /// How many issues there are of each severity, not counting allowed ones.
    public func counts() -> [AuditSeverity: Int] {
        var out: [AuditSeverity: Int] = [:]
        for issue in issues where issue.allowedBecause == nil { out[issue.severity, default: 0] += 1 }
        return out
    }
}
