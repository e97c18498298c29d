import Foundation
import ListSpec
import RenderCells
import RenderCellsTesting
import SnapshotSupport
import TestSupport
import Testing

/// Every example of `examples/` in the iOS 26 list design too (`example26.<name>.png`
/// beside the iOS 18 `example.<name>.png`): the spec drawn as `design: ios26` would draw it
/// (docs/uikit-reference.md §3.9). Each picture was looked at against iOS 26 Settings-like
/// lists: 26-pt card corners, bold mixed-case headers, 16-pt card insets at 390 pt, 52-pt
/// rows at Large, the (0,136,255) tint.
@Suite struct ExampleDesign26SnapshotTests {
    @Test(arguments: ExampleSnapshotTests.names)
    func example26(_ name: String) throws {
        let spec = try ListSpec(contentsOf: "\(packageRoot)/examples/\(name).yaml")
            .applying(SpecVariant(list: ListVariant(design: .ios26)))
        assertRepositorySnapshot(of: spec, as: .image, named: name, directory: "examples/__Snapshots__")
    }
}
