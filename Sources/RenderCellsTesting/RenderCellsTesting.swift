// Snapshot testing of lists, cells and specs on swift-snapshot-testing. Importing this
// module brings the strategies, swift-snapshot-testing's `assertSnapshot`, the model to
// build lists with, comparison sheets, the accessibility audit's options, and the
// comparison core's `SnapshotTolerance`.

@_exported import CellAccessibility
@_exported import RenderCells
@_exported import Sheets
@_exported import SnapshotCore
@_exported import SnapshotTesting
