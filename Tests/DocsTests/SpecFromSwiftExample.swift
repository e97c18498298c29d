import Foundation
import ListSpec
import RenderCells

/// docs/spec.md's "From Swift" example, compiled so that it stays true (not run: it reads
/// and writes files in the current folder).
func specFromSwiftExample() throws {
    let spec = try ListSpec(contentsOf: "settings.yaml")  // throws SpecError
    // The spec another way, as `render --style dark --state selected` draws it:
    let variant = SpecVariant(list: ListVariant(style: .dark), addedStates: [.selected])
    let (view, width, scale, height) = spec.makeCollectionView(for: variant)  // CollectionView<Int, ItemID>
    let pixmap = try view.render(width: width, scale: scale, height: height)

    // Or through every check `render-cells render` makes (image files, content, the picture's
    // size before a pixel is allocated), errors naming the spec and the field:
    let list = try spec.displayList(for: variant).list  // DisplayList
    try Data(PNGEncoder().encode(list.render())).write(to: URL(fileURLWithPath: "settings.png"))
    try Data(list.dumpJSON()).write(to: URL(fileURLWithPath: "settings.json"))  // the layout dump
    _ = pixmap
}
