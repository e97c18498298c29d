import ListSpec
import RenderCells
import TestSupport
import Testing

/// A list whose symbols come from a folder of SF Symbols templates
/// (`CollectionView.symbolCatalog`, `render --symbols-dir`): the folder's symbol is drawn
/// instead of the built-in one, and the layout dump names the file it came from.
@Suite struct SymbolTemplateListTests {
    static let yaml = """
        width: 320
        scale: 2
        layout:
          appearance: insetGrouped
        sections:
          - items:
              - {image: star, text: "Favourites"}
              - {image: heart, text: "Loved"}
        """

    /// The list drawn with `catalog` (nil: the built-in set), and its layout dump.
    static func render(_ catalog: SymbolCatalog?) throws -> (pixmap: Pixmap, dump: String) {
        let view = try ListSpec(yaml: yaml).makeCollectionView()
        if let catalog { view.symbolCatalog = catalog }
        let list = try view.displayList(width: 320, scale: 2)
        return (try list.renderWithFonts().pixmap, String(decoding: list.dumpJSON(), as: UTF8.self))
    }

    @Test("a list draws the folder's symbol, names its file in the dump, and differs from the built-in")
    func listUsesTheFolder() throws {
        let dir = try SymbolTemplateText.folder(["star.svg": SymbolTemplateText.make([("Regular-M", SymbolTemplateText.diamond)])]
        )
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let withFolder = try Self.render(SymbolCatalog(templateFolder: dir))
        let builtIn = try Self.render(nil)
        #expect(withFolder.dump.contains("template:\(dir)/star.svg"), "the dump names the template")
        #expect(!builtIn.dump.contains("symbolSource"), "built-in symbols add nothing to the dump")
        // Only the star's row differs: the heart is built-in in both.
        #expect(withFolder.pixmap != builtIn.pixmap)
        let half = builtIn.pixmap.width * 4 * (builtIn.pixmap.height / 2)
        #expect(Array(withFolder.pixmap.data[half...]) == Array(builtIn.pixmap.data[half...]))
    }
}
