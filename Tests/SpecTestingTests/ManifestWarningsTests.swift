import Foundation
import SpecTesting
import TestSupport
import Testing

/// A run on more than one job reads the reference folders' manifests ahead, while its specs
/// are planned; what it warns about must still be only the manifests its snapshots consult,
/// exactly as on one job.
@Suite(.tags(.concurrent)) struct ManifestWarningsTests {
    @Test func anUnreadableManifestIsNamedOnlyWhereASnapshotConsultsIt() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .missing)).run()
        let folders = [dir + "/__Snapshots__", dir + "/more/__Snapshots__"]
        for folder in folders {
            try "{ not a manifest".write(toFile: folder + "/" + SnapshotManifest.fileName, atomically: true, encoding: .utf8)
        }
        // `more`'s only reference is gone: its snapshot fails as missing without consulting
        // the manifest beside it.
        try FileManager.default.removeItem(atPath: folders[1] + "/hello.png")
        var warnings: [[String]] = []
        for jobs in [1, 2, 3] {
            let run = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .never, jobs: jobs)).run()
            #expect(run.results.count == 3)
            warnings.append(run.warnings)
        }
        #expect(warnings[0].count == 1, "\(warnings[0])")
        #expect(warnings[0].allSatisfy { $0.contains("__Snapshots__") && !$0.contains("more") }, "\(warnings[0])")
        #expect(warnings[1] == warnings[0])
        #expect(warnings[2] == warnings[0])
    }
}
