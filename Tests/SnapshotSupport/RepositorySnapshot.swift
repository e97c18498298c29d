import Foundation
import RenderCellsTesting
import SnapshotCore
import SnapshotTesting
import TestSupport
import Testing
import Typesetting

/// swift-snapshot-testing's `assertSnapshot`, with the repository's references kept in
/// `Snapshots/<test file>/<test>.<name>.<ext>` (the fixed top-level `Snapshots/` folder)
/// instead of `__Snapshots__` beside the test, or in `directory` under the package root.
///
/// Everything else is the library's, as a user gets it: `SNAPSHOT_TESTING_RECORD` and
/// `withSnapshotTesting(record:)`, the comparison on decoded pixels, the failure message
/// with layout changes and font mismatches, the artefacts in `SNAPSHOT_ARTIFACTS`.
package func assertRepositorySnapshot<Value, Format>(
    of value: @autoclosure () -> Value, as strategy: Snapshotting<Value, Format>, named name: String,
    directory: String? = nil, filePath: StaticString = #filePath, testName: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let fileName = URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent
    let folder = packageRoot + "/" + (directory ?? "Snapshots/" + fileName)
    // A parameterized test's references are named by its base name (`plate.primitives-blur`,
    // not `plate-_.primitives-blur`): its `named:` already tells the cases apart.
    let baseName = testName.split(separator: "(").first.map(String.init) ?? testName
    let failure = withSnapshotTesting(diffTool: .renderCells) {
        verifySnapshot(
            of: value(), as: strategy, named: name, snapshotDirectory: folder, file: filePath,
            testName: baseName)
    }
    if let failure { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
}

/// A picture drawn outside a list (a plate, a sheet) with the font files its text used,
/// for ``assertRepositorySnapshot(of:as:named:directory:filePath:testName:sourceLocation:)``.
package func picture(_ pixmap: Pixmap, fonts: [FontFace]? = nil) -> SnapshotPicture {
    SnapshotPicture(pixmap: pixmap, fonts: fonts.map { SnapshotFontRecord(faces: $0) })
}
