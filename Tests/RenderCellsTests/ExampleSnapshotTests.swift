import Foundation
import Gallery
import ListSpec
import RenderCells
import SnapshotCore
import TestSupport
import Testing

/// The specs in `examples/` render exactly to the PNGs beside them, the pictures the README
/// shows: an example that drifts from its picture fails here.
@Suite struct ExampleSnapshotTests {
    static let names = ["hello-wwdc", "hammer", "emoji-explorer", "settings"]

    @Test(arguments: names)
    func example(_ name: String) throws {
        let directory = packageRoot + "/examples"
        let spec = try ListSpec(contentsOf: "\(directory)/\(name).yaml")
        let layout = spec.makeCollectionView().layout(width: spec.width, scale: spec.scale)
        let (pixmap, fonts) = try layout.displayList(height: spec.height).renderWithFonts()
        let verifier = SnapshotVerifier(referenceDirectory: directory, failureDirectory: packageRoot + "/.snapshot-failures")
        let outcome = verifier.verify(pixmap, named: name, fonts: fonts.map { FontCatalog.shared.fileInfo(for: $0) })
        #expect(outcome.isSuccess, Comment(rawValue: outcome.message))
    }
}
