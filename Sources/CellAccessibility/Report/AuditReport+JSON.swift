import Foundation
import RenderCells

// The JSON output (docs/accessibility.md, "JSON output"): stable key order, figures
// rounded to hundredths, so a checked-in expectation diffs line by line; an absent
// optional is written as null (`NullIfAbsent`), so every field of the schema is there.

extension AuditReport {
    /// The schema's name and version, the document's first field.
    public static let schema = "render-cells-accessibility-audit/1"

    struct Document: Encodable {
        var schema: String
        var totals: Totals
        var lists: [List]
    }

    struct Totals: Encodable {
        var error = 0, warning = 0, info = 0, allowed = 0
    }

    struct List: Encodable {
        var subject: String
        var variants: [String]
        var totals: Totals
        var issues: [IssueJSON]
        var unusedAllowances: [String]
    }

    struct IssueJSON: Encodable {
        var rule: String
        var severity: String
        var element: String
        var sizes: String
        @NullIfAbsent var allowedBecause: String?
        var findings: [FindingJSON]
    }

    struct FindingJSON: Encodable {
        var variant: String
        @NullIfAbsent var style: String?
        @NullIfAbsent var contentSize: String?
        @NullIfAbsent var contrast: String?
        @NullIfAbsent var direction: String?
        @NullIfAbsent var appearance: String?
        var message: String
        @NullIfAbsent var measured: Double?
        @NullIfAbsent var required: Double?
        var frame: [Double]
        var systemDefault: Bool
    }

    func listJSON() -> List {
        var totals = Totals()
        for issue in issues {
            if issue.allowedBecause != nil {
                totals.allowed += 1
                continue
            }
            switch issue.severity {
            case .error: totals.error += 1
            case .warning: totals.warning += 1
            case .info: totals.info += 1
            }
        }
        func r(_ v: Double) -> Double { (v * 100).rounded() / 100 }
        return List(
            subject: subject, variants: variants.map(\.name), totals: totals,
            issues: issues.map { issue in
                IssueJSON(
                    rule: issue.rule.rawValue, severity: issue.severity.rawValue, element: issue.elementID,
                    sizes: issue.sizes, allowedBecause: issue.allowedBecause,
                    findings: issue.findings.map { f in
                        FindingJSON(
                            variant: f.variant.name, style: f.variant.style?.rawValue,
                            contentSize: f.variant.contentSize?.shortName,
                            contrast: f.variant.contrast.map { $0 == .high ? "increased" : $0.rawValue },
                            direction: f.variant.direction.map { ListVariant(direction: $0).name },
                            appearance: f.variant.appearance?.rawValue, message: f.message,
                            measured: f.measured.map(r), required: f.required.map(r),
                            frame: [f.frame.minX, f.frame.minY, f.frame.width, f.frame.height].map(r),
                            systemDefault: f.isSystemDefault)
                    })
            }, unusedAllowances: unusedAllowances.map { "\($0.location): \($0.rule.rawValue) \($0.element) \($0.variants)" })
    }

    /// Several lists' reports as one JSON document (UTF-8, pretty-printed, keys sorted, a
    /// trailing newline).
    public static func json(_ reports: [AuditReport]) -> [UInt8] {
        let lists = reports.map { $0.listJSON() }
        var totals = Totals()
        for l in lists {
            totals.error += l.totals.error
            totals.warning += l.totals.warning
            totals.info += l.totals.info
            totals.allowed += l.totals.allowed
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(schema: schema, totals: totals, lists: lists))) ?? Data("{}".utf8)
        return Array(data) + [0x0A]
    }
}
