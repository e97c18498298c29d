import Foundation
import RenderCellsTesting
import SnapshotCore
import SpecTesting
import Testing

/// A Swift snapshot suite split with RENDER_CELLS_SHARD: every test runs in exactly one
/// shard, each shard writes a results.json of SnapshotCore's report model, and
/// `merge-reports`' join (with its completeness check) makes one report of them.
@Suite struct SwiftSuiteShardTests {
    /// A suite of 40 tests in 4 files; every seventh has a failing snapshot.
    static let tests: [(file: String, name: String)] = (0..<40).map { i in
        ("Feature\(i % 4)Tests.swift", "screen\(i)()")
    }

    static func scratch() throws -> String {
        let dir = NSTemporaryDirectory() + "swift-shards-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return URL(fileURLWithPath: dir).resolvingSymlinksInPath().path
    }

    /// What the `.renderCellsSnapshots` trait does in each of `count` processes: the tests of
    /// other shards skipped, the others run (a failure leaving its result file, as the diff
    /// tool does) and recorded, and results.json written at exit. Returns the shards' folders.
    static func runShards(_ count: Int, in dir: String) throws -> [String] {
        try (1...count).map { index in
            let folder = dir + "/shard\(index)"
            let run = try #require(
                try SnapshotShardRun.fromEnvironment(
                    ["RENDER_CELLS_SHARD": "\(index)/\(count)", "SNAPSHOT_ARTIFACTS": folder], packageRoot: dir
                ).get())
            for (i, test) in tests.enumerated() {
                let id = SnapshotShardRun.testID(fileName: test.file, testName: test.name)
                guard run.runs(testID: id) else { continue }
                if i % 7 == 0 {
                    let artifacts = SnapshotArtifacts(
                        referencePath: dir + "/Tests/__Snapshots__/\(id).1.png", actualPath: folder + "/\(id).1.png")
                    try FileManager.default.createDirectory(
                        atPath: (artifacts.actualPath as NSString).deletingLastPathComponent,
                        withIntermediateDirectories: true)
                    try artifacts.writeResult(message: "12 pixels differ", artifactsRoot: folder, packageRoot: dir)
                }
                run.record(testID: id, testName: test.name, milliseconds: 1, error: nil)
            }
            run.writeResults()
            return folder
        }
    }

    @Test func threeShardsMergeIntoOneReportOfTheWholeSuite() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let folders = try Self.runShards(3, in: dir)
        let shards = try folders.map { try SnapshotReportFolder.read($0) }
        // Each test in exactly one shard: a skipped test is in no other shard's results.
        let ids = shards.flatMap { $0.results.map(\.id) }
        #expect(Set(ids).count == ids.count)
        #expect(shards.map(\.shards) == [["1/3"], ["2/3"], ["3/3"]])
        #expect(shards.allSatisfy { $0.tool == SnapshotTestRun.swiftTestTool })
        #expect(shards.allSatisfy { !$0.results.isEmpty }, "40 tests over 3 shards: none empty")

        let merged = try SnapshotReportFolder.merge(folders, into: dir + "/merged", base: dir)
        #expect(merged.shards == ["1/3", "2/3", "3/3"])
        let failing = Self.tests.indices.filter { $0 % 7 == 0 }.count
        #expect(merged.counts[.failed] == failing)
        #expect(merged.counts[.passed] == Self.tests.count - failing, "a failing test's passed entry is dropped")
        #expect(merged.results.count == Self.tests.count)
        // The merged report is read back as Swift tests' results: accepted beside test files.
        #expect(try SnapshotReport(folder: dir + "/merged").kind == .swiftTests)
    }

    @Test func aLostShardIsNamedAndNothingIsMerged() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let folders = try Self.runShards(3, in: dir)
        let error = #expect(throws: (any Error).self) {
            try SnapshotReportFolder.merge([folders[0], folders[2]], into: dir + "/merged", base: dir)
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("missing 2/3"), "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: dir + "/merged/results.json"), "nothing merged")
    }

    /// The same test is dealt to the same shard in every process, and four shards get
    /// about a quarter each.
    @Test func theRuleIsStableAndSpreadsTheSuite() {
        let ids = (0..<400).map { SnapshotShardRun.testID(fileName: "F\($0 % 9)Tests.swift", testName: "t\($0)()") }
        let counts = (1...4).map { i in ids.filter { ShardAssignment.shard(ofID: $0, count: 4) == i }.count }
        #expect(counts.reduce(0, +) == 400)
        #expect(counts.allSatisfy { (70...130).contains($0) }, "\(counts)")
        #expect(
            ShardAssignment.shard(ofID: "ListTests/settings", count: 4)
                == ShardAssignment.shard(ofID: "ListTests/settings", count: 4))
        #expect(SnapshotShardRun.testID(fileName: "ListTests.swift", testName: "settings(dark:)") == "ListTests/settings-dark")
    }

    /// A wrong RENDER_CELLS_SHARD, or one without SNAPSHOT_ARTIFACTS, is refused in words.
    @Test func aBadEnvironmentIsRefusedInWords() {
        for bad in ["0/3", "4/3", "1/0", "a/b", "1/3/5", "", "+1/3", "1/99999"] {
            guard
                case .failure(let problem) = SnapshotShardRun.fromEnvironment(
                    ["RENDER_CELLS_SHARD": bad, "SNAPSHOT_ARTIFACTS": "/tmp/x"], packageRoot: "/tmp")
            else {
                Issue.record("'\(bad)' accepted")
                continue
            }
            #expect(problem.description.contains("RENDER_CELLS_SHARD must be I/N"))
        }
        guard case .failure(let problem) = SnapshotShardRun.fromEnvironment(["RENDER_CELLS_SHARD": "1/2"], packageRoot: "/tmp")
        else {
            Issue.record("accepted without SNAPSHOT_ARTIFACTS")
            return
        }
        #expect(problem.description.contains("needs SNAPSHOT_ARTIFACTS"))
        if case .success(let none) = SnapshotShardRun.fromEnvironment([:], packageRoot: "/tmp") { #expect(none == nil) }
    }
}
