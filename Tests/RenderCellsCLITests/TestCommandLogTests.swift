import Foundation
import TestSupport
import Testing

/// What `render-cells test` logs while it runs: a line per snapshot when piped, failures
/// only under CI or with `--log failures`, nothing with `--quiet`; the summary always.
@Suite struct TestCommandLogTests {
    let cli = SpecCommandLineTests()
    static var enabled: Bool { SpecCommandLineTests.enabled }

    /// Progress lines on standard error (`[done/total] status name (ms)`).
    static func progressLines(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("[") && $0.contains("/3] ") }
    }

    /// The suite of three recorded, then b's text changed so one of three fails.
    func failingSuite() throws -> String {
        let dir = try TestCommandLineTests.suite()
        let recorded = try cli.run(["test", dir, "--record", "missing", "-o", dir + "/r"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        try "width: 160\nscale: 1\nsections:\n  - items:\n      - text: Hallo\n"
            .write(toFile: dir + "/b.yaml", atomically: true, encoding: .utf8)
        return dir
    }

    @Test(.enabled(if: enabled)) func pipedLogsEverySnapshotCIOnlyFailuresQuietNothing() throws {
        let dir = try failingSuite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let base = ["test", dir, "--record", "never", "-o", dir + "/r"]
        // Piped, not CI: one line per snapshot.
        let piped = try cli.run(base, environment: ["CI": "false"])
        #expect(piped.status == 1)
        #expect(Self.progressLines(piped.stderr).count == 3, "\(piped.stderr)")
        // CI: the failure alone, as it happens.
        let ci = try cli.run(base, environment: ["CI": "true"])
        #expect(ci.status == 1)
        #expect(Self.progressLines(ci.stderr).count == 1, "\(ci.stderr)")
        #expect(Self.progressLines(ci.stderr).first?.contains("] failed b (") == true, "\(ci.stderr)")
        // Asked for, whatever CI says.
        let failures = try cli.run(base + ["--log", "failures"], environment: ["CI": "false"])
        #expect(Self.progressLines(failures.stderr).count == 1)
        let lines = try cli.run(base + ["--log", "lines"], environment: ["CI": "true"])
        #expect(Self.progressLines(lines.stderr).count == 3)
        // Quiet: nothing while running; the failure and the counts at the end, as always.
        for quiet in [base + ["--quiet"], base + ["-q"], base + ["--log", "none"]] {
            let r = try cli.run(quiet, environment: ["CI": "false"])
            #expect(r.status == 1)
            #expect(r.stderr.isEmpty, "\(quiet): \(r.stderr)")
            #expect(r.stdout.contains("FAILED b\n") && r.stdout.contains("string Hello → Hallo"))
            #expect(r.stdout.contains("3 snapshots: 2 passed, 1 failed"))
            #expect(!r.stdout.contains("passed a"))
        }
    }

    @Test(.enabled(if: enabled)) func logModesAreChecked() throws {
        let dir = try TestCommandLineTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (arguments, message) in [
            (["--log", "dots"], "--log must be bar, lines, failures or none (got 'dots')"),
            (["--quiet", "--log", "lines"], "--quiet logs nothing while running; it cannot go with --log lines")
        ] {
            let r = try cli.run(["test", dir, "-o", dir + "/r"] + arguments)
            #expect(r.status == 64, "\(arguments)")
            #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
    }
}
