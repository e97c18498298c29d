/// How much a finding matters: errors fail an audit, warnings are shown, info is kept for
/// the record (UIKit's own defaults, which are not the app's to fix).
public enum AuditSeverity: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
    case info, warning, error

    public static func < (a: AuditSeverity, b: AuditSeverity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
