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
public struct RenderCellsSnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    public let isRecursive = true
    let record: SnapshotTestingConfiguration.Record?

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        if !test.isSuite {
            SnapshotArtifacts.removeStale(testName: test.name, filePath: test.sourceLocation.fileName)
        }
        // swift-snapshot-testing's own trait scope: the record mode, the diff tool and a
        // fresh counter of unnamed snapshots per test.
        let snapshots: _SnapshotsTestTrait = .snapshots(record: record, diffTool: .renderCells)
        try await snapshots
            .provideScope(for: test, testCase: testCase, performing: function)
    }
}

extension Trait where Self == RenderCellsSnapshotsTrait {
    /// Snapshot testing with render-cells' failure artefacts and stale-artefact removal,
    /// recording as `SNAPSHOT_TESTING_RECORD` says.
    public static var renderCellsSnapshots: Self { RenderCellsSnapshotsTrait(record: nil) }

    /// ``renderCellsSnapshots`` with a record mode.
    public static func renderCellsSnapshots(record: SnapshotTestingConfiguration.Record?) -> Self {
        RenderCellsSnapshotsTrait(record: record)
    }
}
