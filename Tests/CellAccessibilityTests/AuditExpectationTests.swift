import CellAccessibility
import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// The example specs under `examples/accessibility/` audited across light and dark, both
/// contrasts and three sizes, against their checked-in JSON (what `render-cells audit
/// examples/accessibility/NAME.yaml --content-size L,AX3,AX5 --json …` writes from the
/// package root), kept in `__Snapshots__` beside them so `render-cells test` never takes
/// them for specs. A missing expectation is written and the test fails, so it gets read.
@Suite struct AuditExpectationTests {
    static let names = [
        "passes", "truncated", "clipped", "contrast", "dynamic-type", "tap-targets", "overlap",
        "voiceover"
    ]
    static let variants = ListVariant.matrix(
        styles: [.light, .dark],
        contentSizes: [
            .large, .accessibilityExtraLarge,
            .accessibilityExtraExtraExtraLarge
        ],
        contrasts: [.normal, .high])

    @Test(arguments: names)
    func expectation(_ name: String) throws {
        let subject = "examples/accessibility/\(name).yaml"
        let spec = try ListSpec(contentsOf: packageRoot + "/" + subject)
        let report = try AccessibilityAudit(
            view: spec.makeCollectionView(), width: spec.width, scale: spec.scale,
            variants: Self.variants, subject: subject
        ).run()
        let actual = AuditReport.json([report])
        let path = packageRoot + "/examples/accessibility/__Snapshots__/\(name).audit.json"
        guard let expected = FileManager.default.contents(atPath: path) else {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try Data(actual).write(to: URL(fileURLWithPath: path))
            Issue.record("recorded \(path): read it, then run again")
            return
        }
        #expect(
            String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
            "the audit of \(subject) differs from \(path)")
    }

    /// Each example triggers the rule it is named for (and `passes` nothing at warning or above).
    @Test func eachExampleTriggersItsRule() throws {
        let wanted: [String: Set<AuditRule>] = [
            "passes": [], "truncated": [.textTruncated], "clipped": [.textClipped],
            "contrast": [.textContrast, .graphicContrast],
            "dynamic-type": [.dynamicType], "tap-targets": [.tapTarget], "overlap": [.overlap],
            "voiceover": [.missingLabel]
        ]
        for (name, rules) in wanted {
            let spec = try ListSpec(contentsOf: packageRoot + "/examples/accessibility/\(name).yaml")
            let report = try AccessibilityAudit(
                view: spec.makeCollectionView(), width: spec.width, scale: spec.scale,
                variants: Self.variants
            ).run()
            #expect(Set(report.failures(at: .warning).map(\.rule)) == rules, "\(name)")
        }
    }
}

/// The repository's examples pass the audit at warning level (with the settings example's
/// allow-list), so an example that regresses in contrast, truncation or targets fails here.
@Suite struct ExamplesPassTheAuditTests {
    static let names = ["hello-wwdc", "hammer", "emoji-explorer", "settings", "states-and-traits", "mail"]

    @Test(arguments: names)
    func example(_ name: String) throws {
        let spec = try ListSpec(contentsOf: packageRoot + "/examples/\(name).yaml")
        let allowList = try AuditAllowList(contentsOf: packageRoot + "/examples/accessibility/settings.allow-list")
        let variants = ListVariant.matrix(
            styles: [.light, .dark],
            contentSizes: [
                .extraSmall, .large, .accessibilityExtraLarge,
                .accessibilityExtraExtraExtraLarge
            ],
            contrasts: [.normal])
        // At 1x: the colours behind the text are the same at any scale, and it is a quarter of the pixels.
        let report = try AccessibilityAudit(
            view: spec.makeCollectionView(), width: spec.width, scale: 1,
            variants: variants, options: AuditOptions(allowList: allowList),
            subject: name
        ).run()
        #expect(report.failures(at: .warning).isEmpty, "\(report.summary())")
        if name == "settings" { #expect(report.unusedAllowances.isEmpty) }
    }
}
