import ListSpec
import RenderCells
import SnapshotCore
import SnapshotTesting

// Specs (YAML or JSON files, `ListSpec(contentsOf:)`) rendered at the width, scale and
// height they name.

extension Snapshotting where Value == ListSpec, Format == SnapshotPicture {
    /// The spec's list at its own width, scale and height.
    public static var image: Snapshotting { .image(tolerance: .exact) }

    /// The spec's list, compared under `tolerance`.
    public static func image(tolerance: SnapshotTolerance) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { spec in
            // A spec that names no design draws in its suite's (`SnapshotSuiteDesign`).
            var spec = spec
            if spec.traits.listDesign == nil { spec.traits.listDesign = SnapshotSuiteDesign.current }
            return spec.makeCollectionView().snapshotPicture(width: spec.width, scale: spec.scale, height: spec.height)
        }
    }
}

extension Snapshotting where Value == ListSpec, Format == String {
    /// The spec's layout at its own width, scale and height, as stable, line-diffable JSON.
    public static var layout: Snapshotting {
        Snapshotting<String, String>.layoutDump.pullback { (spec: ListSpec) -> String in
            if let unusable = RenderDataCheck.failingTest() { return unusable + "\n" }
            let layout = spec.makeCollectionView().layout(width: spec.width, scale: spec.scale)
            return String(decoding: layout.displayList(height: spec.height).dumpJSON(), as: UTF8.self)
        }
    }
}
