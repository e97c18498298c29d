import RenderCells

/// One problem the audit found: a rule broken by one element in one variant, with the
/// figure it measured.
public struct AuditFinding: Hashable, Sendable {
    public var rule: AuditRule
    public var severity: AuditSeverity
    /// The layout dump's id of the element (`sections[0].items[1].secondaryText`).
    public var elementID: String
    /// The variant the list was audited in (`ListVariant`).
    public var variant: ListVariant
    /// What was measured and what was wanted, in words: "2.31:1, needs 4.5:1".
    public var message: String
    /// The measured figure (a contrast ratio, points, lines), and the figure the rule wants.
    public var measured: Double?
    public var required: Double?
    /// Where the element is drawn: points, in the list's content space.
    public var frame: Rect
    /// Whether this is UIKit's own default (a system colour, a decorative glyph, a built-in
    /// control's size) rather than the app's choice; such findings are info unless enforced.
    public var isSystemDefault: Bool
    /// The allow-list entry's reason when one covers the finding (it then fails nothing).
    public var allowedBecause: String?

    public init(
        rule: AuditRule, severity: AuditSeverity, elementID: String, variant: ListVariant, message: String,
        measured: Double? = nil, required: Double? = nil, frame: Rect, isSystemDefault: Bool = false,
        allowedBecause: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.elementID = elementID
        self.variant = variant
        self.message = message
        self.measured = measured
        self.required = required
        self.frame = frame
        self.isSystemDefault = isSystemDefault
        self.allowedBecause = allowedBecause
    }

    /// Whether it counts against the audit: not allowed, and at `threshold` or above.
    public func fails(at threshold: AuditSeverity) -> Bool { allowedBecause == nil && severity >= threshold }
}
