import Foundation
import ListSpec
import RenderCells
import RenderCellsTesting
import SnapshotSupport
import TestSupport
import Testing

/// The specs in `examples/` render exactly to the PNGs beside them, the pictures the README
/// shows: an example that drifts from its picture fails here.
@Suite struct ExampleSnapshotTests {
    static let names = ["hello-wwdc", "hammer", "emoji-explorer", "settings", "states-and-traits", "mail"]

    @Test(arguments: names)
    func example(_ name: String) throws {
        let spec = try ListSpec(contentsOf: "\(packageRoot)/examples/\(name).yaml")
        assertRepositorySnapshot(of: spec, as: .image, named: name, directory: "examples/__Snapshots__")
    }
}
