import ListSpec
import RenderCells

/// docs/spec.md's "From Swift" example, compiled so that it stays true (not run: it reads
/// and writes files in the current folder).
func specFromSwiftExample() throws {
    let spec = try ListSpec(contentsOf: "settings.yaml")        // throws SpecError
    // The spec another way, as `render --style dark --state selected` draws it:
    let variant = SpecVariant(list: ListVariant(style: .dark), addedStates: [.selected])
    let (view, width, scale, height) = spec.makeCollectionView(for: variant)   // CollectionView<Int, ItemID>
    let pixmap = try view.render(width: width, scale: scale, height: height)

    // Or the whole command, outputs written atomically:
    let outcome = try RenderRequest(specPath: "settings.yaml", outputPath: "settings.png",
                                    layoutDumpPath: "settings.json", variant: variant).run()
    _ = (pixmap, outcome)
}
