import Foundation
import RenderCells
import TestSupport
import Testing

/// The design generation from the command line (issue #35): the migration sheet, and how
/// `render-cells test` records a new suite in iOS 26 and fails once on a pinned design that
/// its references were not recorded in.
@Suite struct DesignCommandLineTests {
    let cli = SpecCommandLineTests()
    static var enabled: Bool { SpecCommandLineTests.executable != nil }

    /// The design a reference picture records (its `render-cells:design` text chunk), nil
    /// when it records none (an iOS 18 picture).
    static func recordedDesign(_ path: String) throws -> String? {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        return try PNGText.entries(in: bytes, keywords: ["render-cells:design"])["render-cells:design"]
    }

    /// The command docs/sheets.md shows makes exactly the migration sheet the Sheets tests keep.
    @Test(.enabled(if: enabled)) func theMigrationSheet() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try cli.run([
            "compare", packageRoot + "/examples/settings.yaml", "-o", dir + "/migration.png",
            "--design", "ios18,ios26", "--style", "light,dark", "--scale", "1"
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let reference = try PNGDecoder.decode(
            contentsOfFile: packageRoot
                + "/Snapshots/MigrationSheetTests/settingsFromIOS18ToIOS26.ios18-ios26.png")
        #expect(try PNGDecoder.decode(contentsOfFile: dir + "/migration.png") == reference)
    }

    @Test(.enabled(if: enabled)) func aNewSuiteRecordsInIOS26AndAPinThatDiffersFailsOnce() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let spec = dir + "/s.yaml"
        let body = "width: 200\nscale: 1\nvariants: {style: [light, dark]}\nsections:\n  - items:\n      - text: Wi-Fi\n"
        try body.write(toFile: spec, atomically: true, encoding: .utf8)
        #expect(try cli.run(["test", spec, "--record", "missing", "-o", dir + "/r1", "-q"]).status == 0)
        #expect(try Self.recordedDesign(dir + "/__Snapshots__/s.light.png") == "ios26")
        // Unpinned, it stays in its references' design and passes.
        #expect(try cli.run(["test", spec, "--record", "never", "-o", dir + "/r2", "-q"]).status == 0)
        // Pinned to iOS 18 against iOS 26 references: one failure, naming the pin and the command.
        try ("design: ios18\n" + body).write(toFile: spec, atomically: true, encoding: .utf8)
        let pinned = try cli.run(["test", spec, "--record", "never", "-o", dir + "/r3"])
        #expect(pinned.status == 1)
        let output = pinned.stdout + pinned.stderr
        #expect(output.contains("pins ios18 (its design: ios18)"), "\(output)")
        #expect(output.contains("--record all"), "\(output)")
        // Re-recording moves the suite to the pinned design.
        #expect(try cli.run(["test", spec, "--record", "all", "-o", dir + "/r4", "-q"]).status == 0)
        #expect(try Self.recordedDesign(dir + "/__Snapshots__/s.light.png") == nil)
        #expect(try cli.run(["test", spec, "--record", "never", "-o", dir + "/r5", "-q"]).status == 0)
    }
}
