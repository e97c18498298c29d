import Foundation
import RenderCells
import TestSupport
import Testing

/// `render-cells audit` and `render --accessibility` as a user runs them: the exit code
/// follows the findings, the outputs are written all or none, bad flags and allow-lists
/// are named.
@Suite struct AuditCommandLineTests {
    let cli = SpecCommandLineTests()
    static var enabled: Bool { SpecCommandLineTests.enabled }
    static let fixtures = packageRoot + "/examples/accessibility/"
    static let axes = ["--content-size", "L,AX5", "--style", "light,dark", "--contrast", "normal", "--scale", "1"]

    @Test(.enabled(if: enabled)) func findingsFailTheRunAndAreWrittenInEveryFormat() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try cli.run(
            [
                "audit", Self.fixtures + "contrast.yaml", "--json", dir + "/a.json", "--junit", dir + "/a.xml",
                "--html", dir + "/a.html"
            ] + Self.axes)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stdout.contains("4 variants, 3 errors"))
        #expect(r.stdout.contains("error   text-contrast    sections[0].items[0].text: at every size"))
        #expect(r.stdout.hasSuffix("3 issues at error or above\n"))
        #expect(SpecTestFiles.contents(of: dir) == ["a.html", "a.json", "a.xml"])
        let json = try String(contentsOfFile: dir + "/a.json", encoding: .utf8)
        #expect(json.contains("\"schema\" : \"render-cells-accessibility-audit/1\""))
        let junit = try String(contentsOfFile: dir + "/a.xml", encoding: .utf8)
        #expect(junit.contains("<failure message=\"error: text contrast is below WCAG"))
        let html = try String(contentsOfFile: dir + "/a.html", encoding: .utf8)
        // One picture per variant the error issues were first found in (all light-L).
        #expect(html.components(separatedBy: "<img ").count - 1 == 3)
    }

    /// A folder is searched for specs; the checked-in audits beside them (in `__Snapshots__`)
    /// are not taken for specs.
    @Test(.enabled(if: enabled)) func aFolderOfSpecs() throws {
        let r = try cli.run(["audit", Self.fixtures] + Self.axes)
        #expect(r.status == 1, "\(r.stderr)")
        let lists = r.stdout.split(separator: "\n").filter { $0.contains(": 4 variants, ") }
        #expect(
            lists.map { String($0.prefix { $0 != ":" }) }
                == [
                    "clipped", "contrast", "dynamic-type", "overlap",
                    "passes", "tap-targets", "truncated", "voiceover"
                ].map {
                    "examples/accessibility/\($0).yaml"
                })
    }

    @Test(.enabled(if: enabled)) func aPassingListExitsZero() throws {
        let r = try cli.run(["audit", Self.fixtures + "passes.yaml"] + Self.axes)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("examples/accessibility/passes.yaml: 4 variants, 0 errors, 0 warnings"))
    }

    /// `--state` is an axis like the others: each state multiplies the variants.
    @Test(.enabled(if: enabled)) func statesAreAnAxis() throws {
        let r = try cli.run(["audit", Self.fixtures + "passes.yaml", "--state", "normal,selected,disabled"] + Self.axes)
        #expect(r.stdout.hasPrefix("examples/accessibility/passes.yaml: 12 variants, "), "\(r.stdout)\(r.stderr)")
        let bad = try cli.run(["audit", Self.fixtures + "passes.yaml", "--state", "normal,pressed"])
        #expect(bad.status == 64 && bad.stderr.contains("--state: 'pressed' is not one of normal, selected, "), "\(bad.stderr)")
    }

    @Test(.enabled(if: enabled)) func severitiesAndTheThreshold() throws {
        // Warnings do not fail by default; --fail-on warning makes them; --severity moves a rule.
        let spec = Self.fixtures + "truncated.yaml"
        #expect(try cli.run(["audit", spec] + Self.axes).status == 0)
        #expect(try cli.run(["audit", spec, "--fail-on", "warning"] + Self.axes).status == 1)
        let raised = try cli.run(["audit", spec, "--severity", "text-truncated=error"] + Self.axes)
        #expect(raised.status == 1)
        #expect(raised.stdout.contains("error   text-truncated"))
        let off = try cli.run(["audit", spec, "--severity", "text-truncated=off", "--fail-on", "warning"] + Self.axes)
        #expect(off.status == 0)
        #expect(!off.stdout.contains("text-truncated"))
    }

    @Test(.enabled(if: enabled)) func anAllowListAcceptsFindingsWithReasons() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try """
        # accepted while the design is reviewed
        text-contrast     sections[0].items[*]*   *   brand colours, signed off (#42)
        graphic-contrast  sections[0].items[1].image  *-dark-*  only dark
        graphic-contrast  sections[0].items[1].image  light-*   and light
        """.write(toFile: dir + "/allow.txt", atomically: true, encoding: .utf8)
        let r = try cli.run(["audit", Self.fixtures + "contrast.yaml", "--allow-list", dir + "/allow.txt"] + Self.axes)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("— allowed: brand colours, signed off (#42)"))
        #expect(r.stdout.contains("unused  allow-list entry at \(dir)/allow.txt:3"))
    }

    /// A bad allow-list is named with its line and column; nothing is written.
    @Test(.enabled(if: enabled)) func badAllowListsAreLocated() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cases: [(String, String)] = [
            ("text-contrast x *\n", "allow.txt:1:19: an allowed finding needs a reason after the variants pattern"),
            ("\n  contrast x * why\n", "allow.txt:2:3: 'contrast' is not a rule; use one of text-truncated"),
            ("text-contrast x\n", "allow.txt:1:16: expected: rule, element pattern, variants pattern, then the reason"),
            ("text-contrast x * a\u{01}b\n", "allow.txt:1:20: a control character")
        ]
        for (text, message) in cases {
            try text.write(toFile: dir + "/allow.txt", atomically: true, encoding: .utf8)
            let r = try cli.run(
                [
                    "audit", Self.fixtures + "passes.yaml", "--allow-list", dir + "/allow.txt",
                    "--json", dir + "/out.json"
                ] + Self.axes)
            #expect(r.status == 1)
            #expect(r.stderr.hasPrefix("error: \(dir)/\(message)"), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/out.json"))
        }
        let r = try cli.run(["audit", Self.fixtures + "passes.yaml", "--allow-list", dir] + Self.axes)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("error: \(dir): not a readable regular file"))
    }

    @Test(.enabled(if: enabled)) func usageErrorsNameTheFlag() throws {
        let spec = Self.fixtures + "passes.yaml"
        let cases: [([String], String)] = [
            (["--contrast", "normal,loud"], "--contrast: 'loud' is not one of normal, increased"),
            (["--content-size", "L,HUGE"], "--content-size: 'HUGE' is not one of"),
            (["--severity", "contrast=error"], "--severity takes RULE=LEVEL"),
            (["--severity", "overlap=fatal"], "--severity overlap: 'fatal' is not one of error, warning, info, off"),
            (["--fail-on", "sometimes"], "--fail-on must be error, warning, info or never"),
            (["--html", "page.txt"], "--html must name a .html file")
        ]
        for (flags, message) in cases {
            let r = try cli.run(["audit", spec] + flags)
            #expect(r.status == 64, "\(flags)")
            #expect(r.stderr.contains(message), "\(r.stderr)")
        }
    }

    @Test(.enabled(if: enabled)) func renderAccessibilityDrawsTheSnapshot() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try cli.run([
            "render", Self.fixtures + "voiceover.yaml", "--accessibility", "-o", dir + "/a.png",
            "--scale", "1"
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let picture = try PNGDecoder.decode(contentsOfFile: dir + "/a.png")
        // The list (390 pt) and the legend beside it (300 pt).
        #expect(picture.width == 690)
    }
}
