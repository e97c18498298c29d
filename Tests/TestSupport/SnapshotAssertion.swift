import Foundation
import Raster
import SnapshotCore
import Testing
import Typesetting

/// The package root, found from this file's path (Tests/TestSupport/SnapshotAssertion.swift).
package let packageRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Checks `pixmap` against `Snapshots/<name>.png` on decoded pixels.
///
/// Record with `RENDER_CELLS_RECORD=missing|failed|all`; under CI (`CI` set) nothing is
/// written and a missing reference fails. Failures leave `<name>.actual.png` and
/// `<name>.diff.png` in `.snapshot-failures/`.
package func assertSnapshot(_ pixmap: Pixmap, named name: String, tolerance: Int = 0, fonts: [FontFace]? = nil,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    let verifier = SnapshotVerifier(referenceDirectory: packageRoot + "/Snapshots",
                                    failureDirectory: packageRoot + "/.snapshot-failures")
    let infos = fonts.map { $0.map { FontCatalog.shared.fileInfo(for: $0) } }
    let outcome = verifier.verify(pixmap, named: name, tolerance: tolerance, fonts: infos)
    if !outcome.isSuccess {
        Issue.record(Comment(rawValue: outcome.message), sourceLocation: sourceLocation)
    }
}
