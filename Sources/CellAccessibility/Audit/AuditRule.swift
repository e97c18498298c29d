// The audit's rules, each with the standard it comes from (docs/accessibility.md has the
// sources and examples). Ids are stable: they name rules in severity options, allow-lists
// and the JSON output.

/// One check the audit makes.
public enum AuditRule: String, Hashable, Sendable, CaseIterable, Codable {
    /// Text cut short: truncated with an ellipsis, or fewer lines than it needs.
    case textTruncated = "text-truncated"
    /// Text drawn outside its cell (cut off by the row, the card or the list's edge).
    case textClipped = "text-clipped"
    /// Text below WCAG 2.x AA contrast against the pixels behind it (4.5:1, large text 3:1).
    case textContrast = "text-contrast"
    /// A meaningful symbol or accessory below 3:1 against what is behind it (WCAG 1.4.11).
    case graphicContrast = "graphic-contrast"
    /// Something to tap smaller than 44 × 44 pt (Apple's Human Interface Guidelines).
    case tapTarget = "tap-target"
    /// Text in a fixed size that does not follow Dynamic Type.
    case dynamicType = "dynamic-type"
    /// Content of one row drawn over other content of it.
    case overlap = "overlap"
    /// An element VoiceOver stops at with nothing to say.
    case missingLabel = "missing-label"

    /// The severity of a finding of this rule about the app's own choices.
    public var defaultSeverity: AuditSeverity {
        switch self {
        case .textContrast, .graphicContrast, .textClipped, .overlap, .missingLabel: .error
        case .textTruncated, .tapTarget, .dynamicType: .warning
        }
    }

    /// One line saying what the rule checks, for summaries and the JUnit output.
    public var summary: String {
        switch self {
        case .textTruncated: "text is truncated or cut to fewer lines than it needs"
        case .textClipped: "text is drawn outside its cell"
        case .textContrast: "text contrast is below WCAG 2.x AA (4.5:1, large text 3:1)"
        case .graphicContrast: "a meaningful symbol or control is below 3:1 contrast (WCAG 1.4.11)"
        case .tapTarget: "a tap target is smaller than 44 × 44 pt"
        case .dynamicType: "text does not grow with Dynamic Type"
        case .overlap: "content overlaps other content of its row"
        case .missingLabel: "VoiceOver finds nothing to say for an element"
        }
    }
}
