import RenderCells
import SnapshotCore

// The audit as one offline HTML page (`render-cells audit --html`): per list its counts,
// then each issue with the picture of the first variant it was found in, the element
// outlined, and every variant's figure. Pictures are PNG data inside the page, one per
// variant shown (issues found in the same variant share it), drawn at 1 point per CSS
// pixel so the outline sits where the finding's frame says. The page's style is a file of
// its own (audit.css), embedded in the binary as the report's and the review's are.

/// An offline page of audit reports with pictures.
public struct AuditPage {
    public var audits: [AccessibilityAudit]
    public var reports: [AuditReport]
    /// Whether info issues get pictures too (they are listed either way).
    public var picturesForInfo = false

    public init(audits: [AccessibilityAudit], reports: [AuditReport], picturesForInfo: Bool = false) {
        self.audits = audits
        self.reports = reports
        self.picturesForInfo = picturesForInfo
    }

    /// The page's CSS (audit.css beside this file).
    static let style = String(decoding: PackageResources.audit_css, as: UTF8.self)

    public func html() throws -> String {
        let e = HTMLText.escape
        var out = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="generator" content="render-cells audit">
            <title>Accessibility audit</title>
            <style>

            """ + AuditPage.style + """
                </style></head><body>
                <h1>Accessibility audit</h1>

                """
        for (audit, report) in zip(audits, reports) {
            let c = report.counts()
            out +=
                "<h2>\(e(report.subject))</h2>\n<p>\(report.variants.count) variants: \(c[.error] ?? 0) errors, "
                + "\(c[.warning] ?? 0) warnings, \(c[.info] ?? 0) info.</p>\n"
            var pictures: [String: (ListLayout, Pixmap)] = [:]
            for issue in report.issues.sorted(by: { $0.severity > $1.severity }) {
                let f = issue.findings[0]
                let cls = issue.allowedBecause != nil ? "info" : issue.severity.rawValue
                out += "<section class=\"issue \(cls)\">"
                if issue.severity > .info || picturesForInfo {
                    if pictures[f.variant.name] == nil {
                        let layout = try audit.layout(for: f.variant)
                        pictures[f.variant.name] = (layout, try layout.displayList().render())
                    }
                    let (layout, base) = pictures[f.variant.name]!
                    let png = try PNGEncoder().encode(Self.outlined(base, frame: f.frame, layout: layout))
                    out += "<img alt=\"\(e(f.variant.name))\" width=\"\(Int(layout.width))\" src=\"\(HTMLText.pngDataURI(png))\">"
                }
                out += "<div><span class=\"sev\">\(e(issue.allowedBecause != nil ? "allowed" : issue.severity.rawValue))</span> "
                out += "<code>\(e(issue.rule.rawValue))</code> <code>\(e(issue.elementID))</code>"
                out +=
                    "<p>\(e(issue.rule.summary)): \(e(issue.sizes)), in \(issue.findings.count) of \(report.variants.count) variants.</p>"
                if let reason = issue.allowedBecause { out += "<p>Allowed: \(e(reason))</p>" }
                out += "<p>Shown: <code>\(e(f.variant.name))</code></p><ul>"
                for finding in issue.findings { out += "<li><code>\(e(finding.variant.name))</code>: \(e(finding.message))</li>" }
                out += "</ul></div></section>\n"
            }
        }
        return out + "</body></html>\n"
    }

    /// `picture` with `frame` (points) outlined in red, 2 points wide outside the frame.
    static func outlined(_ picture: Pixmap, frame: Rect, layout: ListLayout) -> Pixmap {
        let canvas = Canvas(pixmap: picture)
        canvas.transform = Transform(scale: layout.scale)
        let f = frame.offsetBy(dx: 0, dy: -layout.contentOffset).insetBy(dx: -2, dy: -2)
        canvas.stroke(
            Path(rect: f), style: StrokeStyle(width: 2, alignment: .inside),
            with: .color(RGBAColor(hex: 0xFF3B30)))
        return canvas.pixmap
    }
}
