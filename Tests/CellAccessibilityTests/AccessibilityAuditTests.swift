import CellAccessibility
import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// The audit's rules on small lists, each finding checked for its element, variant and figure.
@Suite struct AccessibilityAuditTests {
    static func report(
        _ yaml: String, variants: [ListVariant] = [ListVariant(style: .light, contentSize: .large)],
        options: AuditOptions = AuditOptions()
    ) throws -> AuditReport {
        let spec = try ListSpec(yaml: yaml, file: "test.yaml")
        return try AccessibilityAudit(
            view: spec.makeCollectionView(), width: 390, scale: 2, variants: variants,
            options: options, subject: "test.yaml"
        ).run()
    }

    /// Contrast comes from the pixels behind the text, not the nominal background: white
    /// text over a black background image on a white background colour passes, and black
    /// text there fails, measured against black.
    @Test func contrastIsMeasuredOnThePixelsBehind() throws {
        func findings(textColor: Color) throws -> [AuditFinding] {
            let view = oneRowList("Caption") { cell in
                var content = cell.contentConfiguration as! ListContentConfiguration
                content.textProperties.color = textColor
                cell.contentConfiguration = content
                var background = BackgroundConfiguration.listCell(for: .plain)
                background.backgroundColor = .white
                background.image = Pixmap(width: 4, height: 4, color: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
                cell.backgroundConfiguration = background
            }
            return try AccessibilityAudit.findings(in: view.layout(width: 390, scale: 2)).filter { $0.rule == .textContrast }
        }
        #expect(try findings(textColor: .white).isEmpty)
        let black = try findings(textColor: .black)
        #expect(black.count == 1)
        #expect(black.first?.measured == 1)
        #expect(black.first?.message == "1.00:1, needs 4.50:1: #000000FF over #000000FF")
    }

    @Test func appColoursAreErrorsAndUIKitsAreInfo() throws {
        let report = try Self.report(
            """
            sections:
              - items:
                  - {variant: valueCell, text: Grey, secondaryText: UIKit's grey, textProperties: {color: "#AAAAAA"}}
            """)
        let contrast = report.findings.filter { $0.rule == .textContrast }
        #expect(contrast.map(\.elementID) == ["sections[0].items[0].text", "sections[0].items[0].secondaryText"])
        #expect(contrast.map(\.severity) == [.error, .info])
        #expect(contrast[0].measured == 2.32 && contrast[0].required == 4.5)
        // Enforced, UIKit's own grey (secondaryLabel, 17 pt: 3.44:1) is an error too.
        let enforced = try Self.report(
            """
            sections:
              - items:
                  - {variant: valueCell, text: Black, secondaryText: UIKit's grey}
            """, options: AuditOptions(enforcesSystemDefaults: true))
        #expect(enforced.findings.filter { $0.rule == .textContrast }.map(\.severity) == [.error])
    }

    /// Large text (≥ 18 pt, or 14 pt bold) is held to 3:1: the same grey passes at AX sizes.
    @Test func largeTextNeedsThreeToOne() throws {
        let yaml = """
            sections:
              - items:
                  - {text: Grey, textProperties: {color: "#949494"}}
            """
        // #949494 on white: 3.03:1.
        #expect(try Self.report(yaml).findings.contains { $0.rule == .textContrast })
        let large = try Self.report(yaml, variants: [ListVariant(style: .light, contentSize: .accessibilityMedium)])
        #expect(!large.findings.contains { $0.rule == .textContrast })
    }

    @Test func truncationFromWhichSizeOn() throws {
        let sizes = ContentSizeCategory.all
        let report = try Self.report(
            """
            sections:
              - items:
                  - {text: "Automatically download new episodes", textProperties: {numberOfLines: 1}}
            """, variants: ListVariant.matrix(styles: [.light], contentSizes: sizes))
        let issue = try #require(report.issues.first { $0.rule == .textTruncated })
        #expect(issue.elementID == "sections[0].items[0].text")
        #expect(issue.sizes == "from XXXL on")
        #expect(issue.severity == .warning)
        #expect(issue.findings.first?.message == "truncated to 1 line (numberOfLines 1) at XXXL")
    }

    @Test func fixedFontsDoNotGrow() throws {
        let report = try Self.report(
            """
            sections:
              - items:
                  - {text: Fixed, textProperties: {font: {size: 15}}}
                  - {text: Styled}
            """)
        #expect(report.findings.filter { $0.rule == .dynamicType }.map(\.elementID) == ["sections[0].items[0].text"])
    }

    @Test func smallTilesAndMissingLabels() throws {
        let report = try Self.report(
            """
            sections:
              - layout: {grid: {itemWidth: {absolute: 36}, itemHeight: {absolute: 36}}}
                items:
                  - {image: house.fill, accessibilityLabel: Home}
                  - {image: gear}
            """)
        let targets = report.findings.filter { $0.rule == .tapTarget }
        #expect(targets.map(\.elementID) == ["sections[0].items[0]", "sections[0].items[1]"])
        #expect(targets.first?.measured == 36)
        #expect(report.findings.filter { $0.rule == .missingLabel }.map(\.elementID) == ["sections[0].items[1]"])
    }

    @Test func severitiesAndAllowances() throws {
        let yaml = """
            sections:
              - items:
                  - {text: Grey, textProperties: {color: "#AAAAAA"}}
            """
        let lowered = try Self.report(yaml, options: AuditOptions(severities: [.textContrast: .warning]))
        #expect(lowered.failures().isEmpty)
        #expect(lowered.failures(at: .warning).count == 1)
        let allowList = AuditAllowList(entries: [
            .init(
                rule: .textContrast, element: "sections[0].items[*].text",
                variants: "light-*", reason: "brand grey")
        ])
        let allowed = try Self.report(yaml, options: AuditOptions(allowList: allowList))
        #expect(allowed.failures(at: .info).isEmpty)
        #expect(allowed.issues.first?.allowedBecause == "brand grey")
        #expect(allowed.unusedAllowances.isEmpty)
        let off = try Self.report(yaml, options: AuditOptions(disabledRules: [.textContrast]))
        #expect(!off.findings.contains { $0.rule == .textContrast })
    }

    @Test func patterns() {
        #expect(AuditAllowList.matches("sections[*].items[1].text", "sections[0].items[1].text"))
        #expect(AuditAllowList.matches("*", ""))
        #expect(AuditAllowList.matches("*-dark-*", "insetGrouped-dark-AX3"))
        #expect(!AuditAllowList.matches("*-dark-*", "dark-AX3"))
        #expect(!AuditAllowList.matches("sections[0]", "sections[0].items[0]"))
        // No blow-up on many stars against a long near-miss.
        #expect(!AuditAllowList.matches(String(repeating: "*a", count: 40) + "b", String(repeating: "a", count: 4000)))
    }

    @Test func allowListFilesAreReadStrictly() throws {
        let list = try AuditAllowList(
            text: Data(
                """
                # comment
                text-contrast   sections[0].items[1].text   *   brand grey (#12)

                tap-target      *   light-*   the stepper goes in 2.0
                """.utf8), file: "allow.txt")
        #expect(list.entries.map(\.location) == ["allow.txt:2", "allow.txt:4"])
        #expect(list.entries[0].reason == "brand grey (#12)")
        #expect(throws: AuditAllowList.ParseError(file: "allow.txt", line: 1, column: 1, message: "not UTF-8 text")) {
            try AuditAllowList(text: Data([0xFF, 0xFE]), file: "allow.txt")
        }
        let tooMany = String(repeating: "overlap * * why\n", count: AuditAllowList.maxEntries + 1)
        #expect(throws: AuditAllowList.ParseError.self) { try AuditAllowList(text: Data(tooMany.utf8), file: "a") }
    }

    @Test func reportsAsJSONAndJUnit() throws {
        let report = try Self.report(
            """
            sections:
              - items:
                  - {text: "Grey <&>", textProperties: {color: "#AAAAAA"}}
            """)
        let json = String(decoding: AuditReport.json([report]), as: UTF8.self)
        #expect(json.contains("\"rule\" : \"text-contrast\""))
        #expect(json.contains("\"contentSize\" : \"L\""))
        let junit = AuditReport.junit([report])
        #expect(junit.contains("<testcase name=\"text-contrast sections[0].items[0].text\" classname=\"test.yaml\">"))
        #expect(junit.contains("<failure "))
        #expect(
            AuditReport.junit([AuditReport(subject: "empty", variants: [], findings: [])])
                .contains("<testcase name=\"no findings\" classname=\"empty\"/>"))
    }
}
