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
        commandName: "audit",
        abstract: "Audit lists for accessibility across Dynamic Type sizes, light and dark, and Increase Contrast.",
        discussion: """
            Each spec's list is laid out and drawn in every combination of the axis values (by default \
            every content size xS…AX5, light and dark, normal and increased contrast: 48 variants; the \
            spec's width, scale, appearance, direction and states) and \
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

    @OptionGroup var axis: VariantAxisOptions

    @Option(help: "Contrast settings, comma-separated.")
    var contrast: AxisList<AccessibilityContrast>?

    @Option(help: "Cell states to audit, shown on every item, comma-separated (default: the spec's own).")
    var state: AxisList<CellState>?

    @OptionGroup var size: SizeOptions

    @OptionGroup var folders: SpecFolderOptions

    @Option(
        name: .customLong("severity"),
        help: "RULE=LEVEL: a rule's severity for the app's findings (error, warning, info, or off). Repeatable.")
    var severities: [String] = []

    @Flag(
        name: .customLong("enforce-system-defaults"),
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
        try AxisList.check(contrast, flag: "contrast")
        try AxisList.check(state, flag: "state")
        _ = try weighing()
        _ = try threshold()
        let outputs = [json, junit, html].compactMap { $0 }
        guard Set(outputs).count == outputs.count else {
            throw ValidationError("--json, --junit and --html must be different files")
        }
        if let html, !(html.lowercased().hasSuffix(".html") || html.lowercased().hasSuffix(".htm")) {
            throw ValidationError("--html must name a .html file (got '\(html)')")
        }
    }

    /// Every combination of the axis values given (unset axes: all sizes, both styles, both
    /// contrasts; the spec's direction, appearance and states).
    func variants() -> [ListVariant] {
        ListVariant.matrix(
            designs: axis.design?.values ?? [], appearances: axis.appearance?.values ?? [],
            styles: axis.style?.values ?? [.light, .dark],
            contentSizes: axis.contentSize?.values ?? ContentSizeCategory.all,
            directions: axis.direction?.values ?? [], contrasts: contrast?.values ?? [.normal, .high],
            states: state?.values ?? [])
    }

    /// The --severity options as severities and disabled rules.
    func weighing() throws -> (severities: [AuditRule: AuditSeverity], disabled: Set<AuditRule>) {
        var severities: [AuditRule: AuditSeverity] = [:]
        var disabled: Set<AuditRule> = []
        for option in self.severities {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let rule = AuditRule(rawValue: parts[0]) else {
                throw ValidationError(
                    "--severity takes RULE=LEVEL with a rule among \(AuditRule.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(option)')"
                )
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
        let reports: [AuditReport]
        let audits: [AccessibilityAudit]
        do {
            (audits, reports) = try audit()
            try write(reports, audits: audits)
        } catch {
            ErrorLine.print(error)
            throw ExitCode.failure
        }
        for report in reports { TerminalLine.print(report.summary(includingInfo: verbose)) }
        guard let threshold = try threshold() else { return }
        let failing = reports.map { $0.failures(at: threshold).count }.reduce(0, +)
        if failing > 0 {
            print("\(failing) issue\(failing == 1 ? "" : "s") at \(threshold.rawValue) or above")
            throw ExitCode.failure
        }
    }

    func audit() throws -> ([AccessibilityAudit], [AuditReport]) {
        let (severities, disabled) = try weighing()
        var options = AuditOptions(
            severities: severities, enforcesSystemDefaults: enforceSystemDefaults,
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
        let variants = variants()
        var audits: [AccessibilityAudit] = []
        var reports: [AuditReport] = []
        for path in paths {
            let spec = folders.applied(to: try ListSpec(contentsOf: path, symbolsFolder: folders.folders.symbols))
            let audit = AccessibilityAudit(
                view: spec.makeCollectionView(), width: size.width ?? spec.width,
                scale: size.scale ?? spec.scale, variants: variants, options: options,
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
