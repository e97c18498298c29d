import Foundation
import TestSupport
import Testing

/// `render-cells accept`: a report's failures made the references from the command line,
/// through the review's checked path; a hostile report refused naming its file and field.
@Suite struct AcceptCommandLineTests {
    let runner = TestCommandLineTests()
    static var enabled: Bool { SpecCommandLineTests.enabled }

    /// The suite recorded, then both specs changed: three failures in `render-cells-report`.
    func failingSuite() throws -> String {
        let dir = try TestCommandLineTests.suite()
        #expect(try runner.shell("\"$RC\" test", in: dir).status == 0)
        try "width: 200\nscale: 1\nvariants: {style: [light, dark]}\nsections:\n  - items:\n      - text: WLAN\n"
            .write(toFile: dir + "/a.yaml", atomically: true, encoding: .utf8)
        try "width: 160\nscale: 1\nsections:\n  - items:\n      - text: Hallo\n"
            .write(toFile: dir + "/b.yaml", atomically: true, encoding: .utf8)
        let failed = try runner.shell("\"$RC\" test --record never", in: dir)
        #expect(failed.status == 1 && failed.stdout.contains("3 failed"), "\(failed.stdout)")
        return dir
    }

    @Test(.enabled(if: enabled)) func acceptsSomeByGlobThenTheRest() throws {
        let dir = try failingSuite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let dry = try runner.shell("\"$RC\" accept render-cells-report --dry-run", in: dir)
        #expect(dry.status == 0 && dry.stdout.split(separator: "\n").filter { $0.hasPrefix("would accept ") }.count == 3)
        #expect(try runner.shell("\"$RC\" test --record never", in: dir).status == 1, "a dry run writes nothing")

        let some = try runner.shell("\"$RC\" accept render-cells-report 'a.*'", in: dir)
        #expect(some.status == 0, "\(some.stderr)")
        #expect(some.stdout.contains("accepted a.yaml#dark -> __Snapshots__/a.dark.png"), "\(some.stdout)")
        #expect(some.stdout.hasSuffix("2 references written\n"), "\(some.stdout)")
        let after = try runner.shell("\"$RC\" test --record never -o second", in: dir)
        #expect(after.stdout.contains("1 failed") && after.stdout.contains("2 passed"), "\(after.stdout)")

        let typo = try runner.shell("\"$RC\" accept second 'nothing-*'", in: dir)
        #expect(typo.status == 1 && typo.stderr.contains("'nothing-*' matches no snapshot"), "\(typo.stderr)")

        let rest = try runner.shell("\"$RC\" accept second", in: dir)
        #expect(rest.status == 0 && rest.stdout.hasSuffix("1 reference written\n"), "\(rest.stdout)\(rest.stderr)")
        // Accepted with manifest entries: the next run passes, matched by hash.
        #expect(try runner.shell("\"$RC\" test --record never", in: dir).stdout.contains("3 snapshots: 3 passed"))
    }

    /// A report whose results.json names a picture outside it, or a reference outside the
    /// checkout, is refused with the file and field; nothing is written.
    @Test(.enabled(if: enabled)) func refusesAHostileReport() throws {
        let dir = try failingSuite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let results = dir + "/render-cells-report/results.json"
        let original = try String(contentsOfFile: results, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/__Snapshots__/b.png"))

        try original.replacingOccurrences(of: "\"actual\" : \"b.png\"", with: "\"actual\" : \"../../../../etc/passwd\"")
            .write(toFile: results, atomically: true, encoding: .utf8)
        let escape = try runner.shell("\"$RC\" accept render-cells-report 'b'", in: dir)
        #expect(escape.status == 1)
        #expect(escape.stderr.contains("results.json: b.yaml#default: actual"), "\(escape.stderr)")

        try original.replacingOccurrences(of: "\"reference\" : \"__Snapshots__/b.png\"", with: "\"reference\" : \"../b.png\"")
            .write(toFile: results, atomically: true, encoding: .utf8)
        let outside = try runner.shell("\"$RC\" accept render-cells-report 'b'", in: dir)
        #expect(outside.status == 1 && outside.stderr.contains("b.yaml#default"), "\(outside.stderr)")
        #expect(!FileManager.default.fileExists(atPath: (dir as NSString).deletingLastPathComponent + "/b.png"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/__Snapshots__/b.png")) == before, "nothing written")

        try "{\"schemaVersion\": 1, \"results\": 7}".write(toFile: results, atomically: true, encoding: .utf8)
        let broken = try runner.shell("\"$RC\" accept render-cells-report", in: dir)
        #expect(broken.status == 64 && broken.stderr.contains("render-cells-report/results.json"), "\(broken.stderr)")
        let none = try runner.shell("\"$RC\" accept no-such-folder", in: dir)
        #expect(none.status == 64)
    }
}
