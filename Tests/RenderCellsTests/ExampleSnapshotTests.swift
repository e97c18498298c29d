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

/// The examples' accessibility snapshots: each element VoiceOver reads outlined, with the
/// legend of what it says, in reading order.
@Suite struct ExampleAccessibilitySnapshotTests {
    static let names = ExampleSnapshotTests.names + ["accessibility/voiceover"]

    @Test(arguments: names)
    func accessibility(_ name: String) throws {
        let spec = try ListSpec(contentsOf: "\(packageRoot)/examples/\(name).yaml")
        assertRepositorySnapshot(
            of: spec.makeCollectionView(), as: .accessibilityImage(width: spec.width, scale: spec.scale),
            named: name.replacingOccurrences(of: "/", with: "-"), directory: "examples/__Snapshots__")
    }
}
