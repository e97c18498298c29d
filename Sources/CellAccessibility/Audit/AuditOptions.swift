/// How findings are weighed: the team's severities, whether UIKit's own defaults count,
/// and the findings it has accepted.
public struct AuditOptions: Sendable {
    /// A rule's severity for the app's own findings, replacing ``AuditRule/defaultSeverity``.
    public var severities: [AuditRule: AuditSeverity] = [:]
    /// Hold UIKit's own colours, decorative glyphs and built-in controls to the rules as
    /// well (by default their findings are info).
    public var enforcesSystemDefaults = false
    /// Findings the team accepted, with reasons.
    public var allowList = AuditAllowList()
    /// Rules not checked at all.
    public var disabledRules: Set<AuditRule> = []

    public init(
        severities: [AuditRule: AuditSeverity] = [:], enforcesSystemDefaults: Bool = false,
        allowList: AuditAllowList = AuditAllowList(), disabledRules: Set<AuditRule> = []
    ) {
        self.severities = severities
        self.enforcesSystemDefaults = enforcesSystemDefaults
        self.allowList = allowList
        self.disabledRules = disabledRules
    }

    /// `finding` weighed: its severity set, the allow-list applied; nil when its rule is off.
    func weighed(_ finding: AuditFinding) -> AuditFinding? {
        guard !disabledRules.contains(finding.rule) else { return nil }
        var f = finding
        if !f.isSystemDefault || enforcesSystemDefaults {
            f.severity = severities[f.rule] ?? f.rule.defaultSeverity
        }
        f.allowedBecause = allowList.reason(for: f)
        return f
    }
}
