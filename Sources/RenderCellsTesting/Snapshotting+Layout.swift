import Foundation
import RenderCells
import SnapshotTesting

// The layout as text: every element's frame, font, colours and the configuration behind
// it (the `--dump-layout` JSON: sorted keys, numbers rounded to 1/10,000 pt), kept as a
// `.json` reference, so a reviewer reads "font 15 → 17 pt, frame height 44 → 48" in a text
// diff before looking at any picture.

extension Snapshotting where Format == String {
    /// The layout of a list `width` points wide at `scale` (frames rounded to its device
    /// pixels), as stable, line-diffable JSON.
    public static func layout<Section, Item>(width: Double = 390, scale: Double = 3, height: Double? = nil,
                                            traits: TraitCollection? = nil) -> Snapshotting
        where Value == CollectionView<Section, Item>
    {
        var strategy = Snapshotting<String, String>.lines.pullback { (view: CollectionView<Section, Item>) -> String in
            view.withTraits(traits) {
                String(decoding: view.layout(width: width, scale: scale).displayList(height: height).dumpJSON(),
                       as: UTF8.self)
            }
        }
        strategy.pathExtension = "json"
        return strategy
    }
}
