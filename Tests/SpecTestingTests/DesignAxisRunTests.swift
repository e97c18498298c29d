import Foundation
import RenderCells
import SnapshotCore
import SpecTesting
import Testing

/// `render-cells test --design ios18,ios26` in process: every spec becomes one snapshot per
/// design, each recorded in its design and named by it; the spec's own references are no
/// orphans of such a run.
@Suite struct DesignAxisRunTests {
    static func options(
        _ dir: String, _ mode: SnapshotRecordMode, designs: [ListDesign],
        prune: Bool = false
    ) -> SnapshotTestOptions {
        var options = SnapshotTestRunnerTests.options(dir, mode, prune: prune)
        options.designs = designs
        return options
    }

    @Test func everySpecInEveryDesign() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try SnapshotTestRunner(options: Self.options(dir, .missing, designs: [.ios18, .ios26])).run()
        #expect(!run.fails)
        // The design axis stands in for settings.yaml's own variants (its style axis stays).
        #expect(
            Set(run.results.map(\.name)) == [
                "settings.ios18-light-bluetooth-selected", "settings.ios18-dark-bluetooth-selected",
                "settings.ios26-light-bluetooth-selected", "settings.ios26-dark-bluetooth-selected",
                "hello.ios18", "hello.ios26"
            ])
        #expect(SnapshotPicture.recordedDesign(ofFile: dir + "/more/__Snapshots__/hello.ios26.png") == .some("ios26"))
        #expect(SnapshotPicture.recordedDesign(ofFile: dir + "/more/__Snapshots__/hello.ios18.png") == .some(nil))
        // Again, verifying: both designs pass against what they recorded.
        let again = try SnapshotTestRunner(options: Self.options(dir, .never, designs: [.ios18, .ios26])).run()
        #expect(!again.fails && Set(again.results.map(\.status)) == [.passed])
    }

    @Test func theSpecsOwnReferencesAreNoOrphansOfADesignRun() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .missing)).run()
        _ = try SnapshotTestRunner(options: Self.options(dir, .missing, designs: [.ios26], prune: true)).run()
        #expect(FileManager.default.fileExists(atPath: dir + "/more/__Snapshots__/hello.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/more/__Snapshots__/hello.ios26.png"))
    }
}
