import Foundation
import TestSupport
import Testing

/// `render-cells test --design ios18,ios26` as a user runs it: every spec in both designs,
/// each reference named and recorded in its design; a design it does not know is a usage
/// error naming the flag.
@Suite struct TestDesignFlagTests {
    let cli = SpecCommandLineTests()

    @Test(.enabled(if: DesignCommandLineTests.enabled)) func bothDesignsFromTheCommandLine() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let spec = dir + "/s.yaml"
        try "width: 200\nscale: 1\nsections:\n  - items: [{text: Wi-Fi}]\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let r = try cli.run(["test", spec, "--design", "ios18,ios26", "--record", "missing", "-o", dir + "/r", "-q"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(try DesignCommandLineTests.recordedDesign(dir + "/__Snapshots__/s.ios26.png") == "ios26")
        #expect(try DesignCommandLineTests.recordedDesign(dir + "/__Snapshots__/s.ios18.png") == nil)
        #expect(!FileManager.default.fileExists(atPath: dir + "/__Snapshots__/s.png"))
        let again = try cli.run(["test", spec, "--design", "ios18,ios26", "--record", "never", "-o", dir + "/r2", "-q"])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        let bad = try cli.run(["test", spec, "--design", "ios30", "-o", dir + "/r3"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--design: 'ios30' is not one of"), "\(bad.stderr)")
    }
}
