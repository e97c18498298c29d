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
public struct RenderCellsSnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    public let isRecursive = true
    let record: SnapshotTestingConfiguration.Record?
    let design: ListDesign?

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        if !test.isSuite {
            SnapshotArtifacts.removeStale(testName: test.name, filePath: test.sourceLocation.fileName)
        }
        // swift-snapshot-testing's own trait scope: the record mode, the diff tool and a
        // fresh counter of unnamed snapshots per test.
        let snapshots: _SnapshotsTestTrait = .snapshots(record: record, diffTool: .renderCells)
        let suiteDesign = design ?? SnapshotSuiteDesign.design(ofTestFile: test.sourceLocation._filePath)
        try await SnapshotSuiteDesign.$current.withValue(suiteDesign) {
            try await snapshots.provideScope(for: test, testCase: testCase, performing: function)
        }
    }
}

extension Trait where Self == RenderCellsSnapshotsTrait {
    /// Snapshot testing with render-cells' failure artefacts and stale-artefact removal,
    /// recording as `SNAPSHOT_TESTING_RECORD` says.
    public static var renderCellsSnapshots: Self { RenderCellsSnapshotsTrait(record: nil, design: nil) }

    /// ``renderCellsSnapshots`` with a record mode and, when `design` is given, the design
    /// generation every list that sets none is drawn in, instead of the suite's references'.
    public static func renderCellsSnapshots(record: SnapshotTestingConfiguration.Record? = nil,
                                            design: ListDesign? = nil) -> Self {
        RenderCellsSnapshotsTrait(record: record, design: design)
    }
}
