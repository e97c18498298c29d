import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// A spec's `symbols:` folder of SF Symbols templates; `render --symbols-dir` drawing from
/// one is tested in RenderCellsCLITests' `RenderFolderOptionsTests`.
@Suite struct SpecSymbolDirectoryTests {
    /// A spec's `symbols:` names a folder inside its own; one outside, by `..` or through
    /// a link, is a located error.
    @Test func theSpecFieldNamesAFolderInsideTheSpecs() throws {
        let (root, templates) = try Self.specFolder(template: "star.svg")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outside = try SymbolTemplateText.folder([:])
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: root + "/elsewhere", withDestinationPath: outside)
        func spec(_ folder: String) throws(SpecError) -> ListSpec {
            try ListSpec(
                yaml: "width: 320\nscale: 1\nsymbols: \(folder)\nsections:\n  - items:\n      - {image: star, text: a}\n",
                file: root + "/list.yaml", baseDirectory: root)
        }
        let view = try spec("templates").makeCollectionView()
        let dump = String(decoding: try view.displayList(width: 320, scale: 1).dumpJSON(), as: UTF8.self)
        #expect(dump.contains("template:\(templates)/star.svg"))
        for (folder, words) in [
            ("../templates", "'..'"), ("/tmp", "absolute"), ("elsewhere", "outside the spec's folder"),
            ("missing", "cannot open the folder")
        ] {
            do {
                _ = try spec(folder)
                Issue.record("symbols: \(folder) was accepted")
            } catch {
                #expect(error.description.contains(words) && error.description.contains("list.yaml"), "\(error)")
            }
        }
    }
}

extension SpecSymbolDirectoryTests {
    /// A scratch spec folder with a `templates` folder holding one template, `template`.
    static func specFolder(template: String) throws -> (root: String, templates: String) {
        let root = try SymbolTemplateText.folder([:])
        let templates = root + "/templates"
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        try Data(SymbolTemplateText.make([("Regular-M", SymbolTemplateText.diamond)]).utf8)
            .write(to: URL(fileURLWithPath: templates + "/" + template))
        return (root, templates)
    }

    /// A name only the symbols folder holds (a custom symbol such as `cupcake`, no SF name)
    /// is known while the spec is read: from its own `symbols:` and from a command's folder
    /// (`--symbols-dir`, given to the reader). Before, both were refused as an unknown name.
    @Test func aNameOnlyTheFolderHoldsIsKnown() throws {
        let (root, templates) = try Self.specFolder(template: "custom.cupcake.svg")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let items = "sections:\n  - items:\n      - {image: custom.cupcake, text: a}\n"
        let own = try ListSpec(
            yaml: "width: 320\nscale: 1\nsymbols: templates\n" + items, file: root + "/a.yaml",
            baseDirectory: root)
        #expect(own.symbolsFolder == templates)
        try Data(("width: 320\nscale: 1\n" + items).utf8).write(to: URL(fileURLWithPath: root + "/b.yaml"))
        let named = try ListSpec(contentsOf: root + "/b.yaml", symbolsFolder: templates)
        #expect(named.symbolsFolder == templates)
        let dump = String(decoding: try named.makeCollectionView().displayList(width: 320, scale: 1).dumpJSON(), as: UTF8.self)
        #expect(dump.contains("template:\(templates)/custom.cupcake.svg"))
        // Without the folder the name is still a located error.
        #expect(throws: SpecError.self) { try ListSpec(contentsOf: root + "/b.yaml") }
    }
}
