import Foundation
import RenderCells
import TestSupport
import Testing

/// `--fonts-dir` and `--symbols-dir` on the commands that draw many specs (test, compare,
/// audit): the folder stands in for every spec's own, and a folder that cannot be used is a
/// usage error naming it before anything is drawn.
@Suite struct SpecFolderOptionsTests {
    let cli = SpecCommandLineTests()

    /// A scratch folder with one spec drawing `hammer`, a template folder that redraws it as
    /// a diamond, and a fonts folder holding a test font named like SF Pro's file.
    func suite() throws -> String {
        let dir = try SpecTestFiles.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/specs", withIntermediateDirectories: true)
        try "width: 320\nscale: 1\nsections:\n  - items:\n      - {image: hammer, text: Wi-Fi}\n"
            .write(toFile: dir + "/specs/list.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/templates", withIntermediateDirectories: true)
        try Data(SymbolTemplateText.make([("Regular-M", SymbolTemplateText.diamond)]).utf8)
            .write(to: URL(fileURLWithPath: dir + "/templates/hammer.svg"))
        try FileManager.default.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        _ = try TestFont(family: FontCatalog.sfProTextFamily).write(to: dir + "/fonts", fileName: "SF-Pro-Text-Regular.otf")
        return dir
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled), arguments: ["--symbols-dir", "--fonts-dir"])
    func testDrawsEverySpecWithTheFolder(_ flag: String) throws {
        let dir = try suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let folder = dir + (flag == "--symbols-dir" ? "/templates" : "/fonts")
        // References recorded with the folder; the run without it no longer matches them.
        let recorded = try cli.run(["test", dir + "/specs", "--record", "all", "-o", dir + "/r1", "-q", flag, folder])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let with = try cli.run(["test", dir + "/specs", "--record", "never", "-o", dir + "/r2", "-q", flag, folder])
        #expect(with.status == 0, "\(with.stdout)\(with.stderr)")
        let without = try cli.run(["test", dir + "/specs", "--record", "never", "-o", dir + "/r3", "-q"])
        #expect(without.status == 1, "\(without.stdout)")
        if flag == "--fonts-dir" {
            // The reference's font record names the folder's file: the failure says so.
            #expect(without.stdout.contains("SF-Pro-Text-Regular.otf"), "\(without.stdout)")
        }
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled)) func compareDrawsEverySpecWithTheFolder() throws {
        let dir = try suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var sheets: [Data] = []
        for extra in [[], ["--symbols-dir", dir + "/templates"], ["--fonts-dir", dir + "/fonts"]] {
            let out = dir + "/sheet-\(sheets.count).png"
            let r = try cli.run(["compare", dir + "/specs/list.yaml", "--style", "light,dark", "-o", out] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            sheets.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(Set(sheets).count == 3)
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled), arguments: ["test", "compare", "audit"])
    func aFolderThatCannotBeUsedIsNamedBeforeAnythingIsDrawn(_ command: String) throws {
        let dir = try suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let spec = dir + "/specs/list.yaml"
        let outputs = [
            "test": ["-o", dir + "/r"], "compare": ["--style", "light,dark", "-o", dir + "/sheet.png"],
            "audit": ["--json", dir + "/audit.json"]
        ][command]!
        for (flag, folder, words) in [
            ("--fonts-dir", dir + "/nowhere", "no such folder"),
            ("--fonts-dir", dir + "/templates", "cannot use it as a font folder"),
            ("--symbols-dir", dir + "/fonts", "cannot use it as a symbols folder")
        ] {
            let r = try cli.run([command, spec] + outputs + [flag, folder])
            #expect(r.status == 64, "\(command) \(flag) \(folder): \(r.stderr)")
            #expect(r.stderr.contains("\(flag) \(folder): \(words)"), "\(r.stderr)")
            for output in ["/r", "/sheet.png", "/audit.json"] {
                #expect(!FileManager.default.fileExists(atPath: dir + output), "\(command) wrote \(output)")
            }
        }
    }
}
