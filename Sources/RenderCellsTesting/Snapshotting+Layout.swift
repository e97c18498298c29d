import Foundation
import RenderCells
import SnapshotCore
import SnapshotTesting

// The layout as text: every element's frame, font, colours and the configuration behind
// it (the `--dump-layout` JSON: sorted keys, numbers rounded to 1/10,000 pt), kept as a
// `.json` reference, so a reviewer reads "font 15 → 17 pt, frame height 44 → 48" in a text
// diff before looking at any picture.

extension Snapshotting where Format == String {
    /// The layout of a list `width` points wide at `scale` (frames rounded to its device
    /// pixels), as stable, line-diffable JSON.
    public static func layout<Section, Item>(
        width: Double = 390, scale: Double = 3, height: Double? = nil,
        traits: TraitCollection? = nil
    ) -> Snapshotting
    where Value == CollectionView<Section, Item> {
        Snapshotting<String, String>.layoutDump.pullback { (view: CollectionView<Section, Item>) -> String in
            if let unusable = RenderDataCheck.failingTest() { return unusable + "\n" }
            return view.withTraits(traits) {
                String(
                    decoding: view.layout(width: width, scale: scale).displayList(height: height).dumpJSON(),
                    as: UTF8.self)
            }
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Layout dumps as `.json` references, compared line by line; a failure leads with the
    /// elements whose frame, font, colour or text changed, then swift-snapshot-testing's diff.
    static var layoutDump: Snapshotting {
        var strategy = Snapshotting.lines
        strategy.pathExtension = "json"
        let lines = Diffing<String>.lines
        strategy.diffing = .diff(toData: lines.toData, fromData: lines.fromData) {
            (reference: String, actual: String) -> (String, [DiffAttachment])? in
            guard let (diff, attachments) = lines.diffV2(reference, actual) else { return nil }
            guard let changes = LayoutChanges(reference: reference, actual: actual), !changes.isEmpty else {
                return (diff, attachments)
            }
            let count = changes.changes.count
            let summary = "Layout changes (\(count) element\(count == 1 ? "" : "s")):\n" + changes.summary()
            return (summary + "\n\n" + diff, attachments)
        }
        return strategy
    }
}
