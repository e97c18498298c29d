import ListSpec
import RenderCells

/// docs/spec.md's "From Swift" example, compiled so that it stays true (not run: it reads
/// and writes files in the current folder).
func specFromSwiftExample() throws {
    let spec = try ListSpec(contentsOf: "settings.yaml")        // throws SpecError
    var overrides = SpecOverrides()
    overrides.userInterfaceStyle = .dark
    let view = spec.makeCollectionView(overrides: overrides)   // CollectionView<Int, ItemID>
    let s = spec.applying(overrides)
    let pixmap = try view.render(width: s.width, scale: s.scale, height: s.height)

    // Or the whole command, outputs written atomically:
    let outcome = try RenderRequest(specPath: "settings.yaml", outputPath: "settings.png",
                                    layoutDumpPath: "settings.json", overrides: overrides).run()
    _ = (pixmap, outcome)
}
