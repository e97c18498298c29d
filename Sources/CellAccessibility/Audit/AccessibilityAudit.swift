import RenderCells

// The audit across variants: every variant laid out and drawn twice (``RenderedVariant``),
// the rules run on it (``VariantAudit``), the findings weighed by the team's options. The
// default matrix is what an iOS accessibility review walks through: every Dynamic Type
// size, light and dark, with and without Increase Contrast, in the list's own direction
// and appearance.

/// An accessibility audit of one list across variants (content sizes, styles, contrasts,
/// directions, appearances).
///
/// ```swift
/// let report = try AccessibilityAudit(view: settings, width: 390, scale: 2).run()
/// #expect(report.failures().isEmpty, "\(report.summary())")
/// ```
public struct AccessibilityAudit {
    /// What the report calls the list (a spec's path, a test's name).
    public var subject: String
    public var variants: [ListVariant]
    public var options: AuditOptions
    /// Lays the list out as a variant.
    let layout: (ListVariant) throws -> ListLayout

    /// Every content size (xS…AX5), light and dark, normal and increased contrast: 48
    /// variants, in that nesting (styles outermost, contrast innermost).
    public static let defaultVariants = ListVariant.matrix(
        styles: [.light, .dark], contentSizes: ContentSizeCategory.all,
        contrasts: [.normal, .high])

    /// Audits `view` `width` points wide at `scale` in each of `variants`.
    public init<S, I>(
        view: CollectionView<S, I>, width: Double = 390, scale: Double = 2,
        variants: [ListVariant] = AccessibilityAudit.defaultVariants,
        options: AuditOptions = AuditOptions(), subject: String = "list"
    ) {
        self.subject = subject
        self.variants = variants
        self.options = options
        // The render path's own checks (arguments, image files, unusable content, the
        // picture's size), so an audit refuses what a render refuses.
        layout = { variant in
            try view.withVariant(variant) { try view.checkedLayout(width: width, scale: scale, height: nil) }
        }
    }

    /// Audits whatever `layout` lays out for each variant (a spec's own pipeline, say).
    public init(
        subject: String, variants: [ListVariant] = AccessibilityAudit.defaultVariants,
        options: AuditOptions = AuditOptions(), layout: @escaping (ListVariant) throws -> ListLayout
    ) {
        self.subject = subject
        self.variants = variants
        self.options = options
        self.layout = layout
    }

    /// The list laid out as `variant`, as the audit sees it.
    public func layout(for variant: ListVariant) throws -> ListLayout { try layout(variant) }

    /// Runs every rule in every variant.
    /// - Throws: what laying out or drawing the list throws (`RenderError`, `DisplayListError`).
    public func run() throws -> AuditReport {
        var findings: [AuditFinding] = []
        for variant in variants {
            let rendered = try RenderedVariant(layout: layout(variant))
            var audit = VariantAudit(rendered: rendered, variant: variant)
            findings += audit.run().compactMap(options.weighed)
        }
        let unused = options.allowList.entries.filter { entry in
            !findings.contains {
                entry.rule == $0.rule && AuditAllowList.matches(entry.element, $0.elementID)
                    && AuditAllowList.matches(entry.variants, $0.variant.name)
            }
        }
        return AuditReport(subject: subject, variants: variants, findings: findings, unusedAllowances: unused)
    }

    /// The audit of one laid-out list: the findings of every rule, at their default
    /// severities, for `variant` (only its name and axes are read).
    public static func findings(in layout: ListLayout, variant: ListVariant = ListVariant()) throws -> [AuditFinding] {
        var audit = VariantAudit(rendered: try RenderedVariant(layout: layout), variant: variant)
        return audit.run()
    }
}
