import Foundation
import RenderCells
import SnapshotCore
import SnapshotTesting
import Testing

/// Snapshot testing the render-cells way, for a Swift Testing suite or test: failures
/// leave the reference, difference and three-pane pictures (`SnapshotTestingConfiguration.DiffTool.renderCells`),
/// and a test's old artefacts are removed before it runs, so a snapshot that now passes,
/// or is re-recorded, leaves nothing behind.
///
/// ```swift
/// @Suite(.renderCellsSnapshots) struct SettingsTests { … }
/// @Suite(.renderCellsSnapshots(record: .failed)) struct SettingsTests { … }
/// ```
///
/// Lists are drawn in the suite's design generation unless their traits set one: the
/// design its references record (iOS 18 for pictures without a record), or iOS 26 for a
/// test file with no references yet, as `render-cells test` decides (docs/guide-swift.md,
/// "Design"); `design:` pins one instead.
///
/// With `RENDER_CELLS_SHARD=I/N` (and `SNAPSHOT_ARTIFACTS`), a test runs only in its shard
/// and the shard's results.json is written for `render-cells merge-reports`
/// (docs/guide-swift.md, "Sharding").
public struct RenderCellsSnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    public let isRecursive = true
    let record: SnapshotTestingConfiguration.Record?
    let design: ListDesign?

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        var shardRun: SnapshotShardRun?
        if !test.isSuite {
            // RENDER_CELLS_SHARD=I/N: a test of another shard is cancelled before it runs
            // (neither passed nor missing); one of this shard is recorded for its results.json.
            switch SnapshotShardRun.current {
            case .failure(let problem):
                Issue.record(Comment(rawValue: problem.description), sourceLocation: test.sourceLocation)
                return
            case .success(let run?):
                let id = SnapshotShardRun.testID(fileName: test.sourceLocation.fileName, testName: test.name)
                guard run.runs(testID: id) else {
                    try Test.cancel("in another shard than \(run.shard) (\(SnapshotShardRun.variable))")
                }
                shardRun = run
            case .success(nil):
                break
            }
            SnapshotArtifacts.removeStale(testName: test.name, filePath: test.sourceLocation.fileName)
        }
        // swift-snapshot-testing's own trait scope: the record mode, the diff tool and a
        // fresh counter of unnamed snapshots per test.
        let snapshots: _SnapshotsTestTrait = .snapshots(record: record, diffTool: .renderCells)
        let suiteDesign = design ?? SnapshotSuiteDesign.design(ofTestFile: test.sourceLocation.filePath)
        let started = Date()
        do {
            try await SnapshotSuiteDesign.$current.withValue(suiteDesign) {
                try await snapshots.provideScope(for: test, testCase: testCase, performing: function)
            }
        } catch {
            shardRun?.record(
                testID: SnapshotShardRun.testID(fileName: test.sourceLocation.fileName, testName: test.name),
                testName: test.name, milliseconds: Date().timeIntervalSince(started) * 1000, error: error)
            throw error
        }
        shardRun?.record(
            testID: SnapshotShardRun.testID(fileName: test.sourceLocation.fileName, testName: test.name),
            testName: test.name, milliseconds: Date().timeIntervalSince(started) * 1000, error: nil)
    }
}

extension Trait where Self == RenderCellsSnapshotsTrait {
    /// Snapshot testing with render-cells' failure artefacts and stale-artefact removal,
    /// recording as `SNAPSHOT_TESTING_RECORD` says.
    public static var renderCellsSnapshots: Self { RenderCellsSnapshotsTrait(record: nil, design: nil) }

    /// ``renderCellsSnapshots`` with a record mode and, when `design` is given, the design
    /// generation every list that sets none is drawn in, instead of the suite's references'.
    public static func renderCellsSnapshots(
        record: SnapshotTestingConfiguration.Record? = nil,
        design: ListDesign? = nil
    ) -> Self {
        RenderCellsSnapshotsTrait(record: record, design: design)
    }
}
