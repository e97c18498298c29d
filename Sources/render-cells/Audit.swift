import ArgumentParser
import CellAccessibility
import Foundation
import ListSpec
import RenderCells
import SafeIO
import SpecTesting

/// `render-cells audit`: the accessibility audit of spec files across content sizes,
/// styles, contrasts and directions (docs/accessibility.md).
struct Audit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Audit lists for accessibility across Dynamic Type sizes, light and dark, and Increase Contrast.",
        discussion: """
            Each spec's list is laid out and drawn in every combination of the axis values (by default \
            every content size xS…AX5, light and dark, normal and increased contrast: 48 variants) and \
            checked for truncated or clipped text, contrast below WCAG 2.x AA measured on the rendered \
            pixels, tap targets under 44 × 44 pt, text that ignores Dynamic Type, overlapping content and \
            elements VoiceOver has nothing to say for. Rules and the JSON schema: docs/accessibility.md.

            UIKit's own colours, decorative glyphs and built-in controls are reported as info unless \
            --enforce-system-defaults is given. --severity RULE=LEVEL (error, warning, info, off) \
            changes a rule; --allow-list FILE accepts findings with reasons.

            Outputs are written atomically. Exit codes: 0 nothing at or above --fail-on; 1 findings \
            at or above --fail-on, or a run-time failure (a bad spec or allow-list, an output that cannot \
            be written); 64 a usage error.
            """
    )

    @Argument(help: "Spec files, or folders searched for .yaml, .yml and .json files.")
    var specs: [String]

    @Option(name: .customLong("content-size"),
            help: "Content sizes: UIKit names or short ones (xS, S, M, L, XL, XXL, XXXL, AX1…AX5); default all twelve.")
    var contentSize: String?

    @Option(help: "Interface styles: light, dark (default both).")
    var style: String?

    @Option(help: "Contrast settings: normal, increased (default both).")
    var contrast: String?

    @Option(help: "Layout directions: ltr, rtl (default the spec's).")
    var direction: String?

    @Option(help: "Appearances of every list section: \(ListAppearance.allCases.map(\.rawValue).joined(separator: ", ")) (default the spec's).")
    var appearance: String?

    @Option(help: "Each list's width in points (default: the spec's).")
    var width: Double?

    @Option(help: "Device pixels per point: 1, 2 or 3 (default: the spec's). Contrast is measured on these pixels.")
    var scale: Double?

    @Option(name: .customLong("severity"),
            help: "RULE=LEVEL: a rule's severity for the app's findings (error, warning, info, or off). Repeatable.")
    var severities: [String] = []

    @Flag(name: .customLong("enforce-system-defaults"),
          help: "Hold UIKit's own colours, decorative glyphs and built-in controls to the rules too.")
    var enforceSystemDefaults = false

    @Option(name: .customLong("allow-list"), help: "A file of accepted findings, each with a reason (docs/accessibility.md).")
    var allowList: String?

    @Option(name: .customLong("fail-on"), help: "The lowest severity that fails the run: error, warning, info or never.")
    var failOn = "error"

    @Option(help: "Write the findings as JSON to this file.")
    var json: String?

    @Option(help: "Write the findings as JUnit XML to this file.")
    var junit: String?

    @Option(help: "Write an offline HTML page with each issue's picture, the element outlined.")
    var html: String?

    @Flag(help: "List info findings in the summary too.")
    var verbose = false

    func validate() throws {
        guard !specs.isEmpty else { throw ValidationError("name at least one spec file or folder") }
        _ = try variants()
        _ = try weighing()
        _ = try threshold()
        if let width, !(width.isFinite && width > 0 && width <= 10_000) {
            throw ValidationError("--width must be a number of points in (0, 10000] (got \(width))")
        }
        if let scale, ![1.0, 2.0, 3.0].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
        let outputs = [json, junit, html].compactMap { $0 }
        guard Set(outputs).count == outputs.count else { throw ValidationError("--json, --junit and --html must be different files") }
        if let html, !(html.lowercased().hasSuffix(".html") || html.lowercased().hasSuffix(".htm")) {
            throw ValidationError("--html must name a .html file (got '\(html)')")
        }
    }

    /// Every combination of the axis values given (unset axes: all sizes, both styles, both
    /// contrasts; the spec's direction and appearance).
    func variants() throws -> [ListVariant] {
        let sizes = try AxisValues.list(contentSize, flag: "content-size", allowed: TraitsSpec.contentSizeCategoryNames,
                                        parse: { TraitsSpec.contentSizeCategory(named: $0) })
        let styles = try AxisValues.list(style, flag: "style", allowed: AxisValues.styleNames, parse: AxisValues.style)
        let contrasts = try AxisValues.list(contrast, flag: "contrast", allowed: AxisValues.contrastNames,
                                            parse: AxisValues.contrast)
        let directions = try AxisValues.list(direction, flag: "direction", allowed: AxisValues.directionNames,
                                             parse: AxisValues.direction)
        let appearances = try AxisValues.list(appearance, flag: "appearance",
                                              allowed: ListAppearance.allCases.map(\.rawValue),
                                              parse: { ListAppearance(rawValue: $0) })
        return ListVariant.matrix(appearances: appearances ?? [], styles: styles ?? [.light, .dark],
                                  contentSizes: sizes ?? ContentSizeCategory.all, directions: directions ?? [],
                                  contrasts: contrasts ?? [.normal, .high])
    }

    /// The --severity options as severities and disabled rules.
    func weighing() throws -> (severities: [AuditRule: AuditSeverity], disabled: Set<AuditRule>) {
        var severities: [AuditRule: AuditSeverity] = [:], disabled: Set<AuditRule> = []
        for option in self.severities {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let rule = AuditRule(rawValue: parts[0]) else {
                throw ValidationError("--severity takes RULE=LEVEL with a rule among \(AuditRule.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(option)')")
            }
            guard severities[rule] == nil, !disabled.contains(rule) else {
                throw ValidationError("--severity sets \(rule.rawValue) twice")
            }
            if parts[1] == "off" {
                disabled.insert(rule)
            } else if let level = AuditSeverity(rawValue: parts[1]) {
                severities[rule] = level
            } else {
                throw ValidationError("--severity \(rule.rawValue): '\(parts[1])' is not one of error, warning, info, off")
            }
        }
        return (severities, disabled)
    }

    /// The lowest severity that fails the run; nil: never fail on findings.
    func threshold() throws -> AuditSeverity? {
        if failOn == "never" { return nil }
        guard let level = AuditSeverity(rawValue: failOn) else {
            throw ValidationError("--fail-on must be error, warning, info or never (got '\(failOn)')")
        }
        return level
    }

    func run() throws {
        let reports: [AuditReport], audits: [AccessibilityAudit]
        do {
            (audits, reports) = try audit()
            try write(reports, audits: audits)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
        for report in reports { print(report.summary(includingInfo: verbose)) }
        guard let threshold = try threshold() else { return }
        let failing = reports.map { $0.failures(at: threshold).count }.reduce(0, +)
        if failing > 0 {
            print("\(failing) issue\(failing == 1 ? "" : "s") at \(threshold.rawValue) or above")
            throw ExitCode.failure
        }
    }

    func audit() throws -> ([AccessibilityAudit], [AuditReport]) {
        let (severities, disabled) = try weighing()
        var options = AuditOptions(severities: severities, enforcesSystemDefaults: enforceSystemDefaults,
                                   disabledRules: disabled)
        if let allowList { options.allowList = try AuditAllowList(contentsOf: allowList) }
        let base = FileManager.default.currentDirectoryPath
        let paths: [String]
        do {
            paths = try SpecDiscovery.specs(in: specs, base: base).map { path in
                path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
            }
        } catch let problem as SpecDiscovery.Problem {
            throw SpecError(file: specs[0], message: problem.description)
        }
        let variants = try variants()
        var audits: [AccessibilityAudit] = [], reports: [AuditReport] = []
        for path in paths {
            let spec = try ListSpec(contentsOf: path)
            let audit = AccessibilityAudit(view: spec.makeCollectionView(), width: width ?? spec.width,
                                           scale: scale ?? spec.scale, variants: variants, options: options,
                                           subject: path)
            do {
                reports.append(try audit.run())
            } catch {
                throw SpecError(file: path, message: "cannot audit: \(error)")
            }
            audits.append(audit)
        }
        return (audits, reports)
    }

    /// Writes the outputs asked for, all or none: a failed write puts back what was there.
    func write(_ reports: [AuditReport], audits: [AccessibilityAudit]) throws {
        var files: [(path: String, bytes: [UInt8])] = []
        if let json { files.append((json, AuditReport.json(reports))) }
        if let junit { files.append((junit, Array(AuditReport.junit(reports, failingAt: try threshold() ?? .error).utf8))) }
        if let html { files.append((html, Array(try AuditPage(audits: audits, reports: reports).html().utf8))) }
        try AtomicFile.write(files)
    }
}
