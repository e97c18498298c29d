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
        let root = try SymbolTemplateText.folder([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let templates = root + "/templates"
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        try Data(SymbolTemplateText.make([("Regular-M", SymbolTemplateText.diamond)]).utf8)
            .write(to: URL(fileURLWithPath: templates + "/star.svg"))
        let outside = try SymbolTemplateText.folder([:])
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: root + "/elsewhere", withDestinationPath: outside)
        func spec(_ folder: String) throws(SpecError) -> ListSpec {
            try ListSpec(yaml: "width: 320\nscale: 1\nsymbols: \(folder)\nsections:\n  - items:\n      - {image: star, text: a}\n",
                         file: root + "/list.yaml", baseDirectory: root)
        }
        let view = try spec("templates").makeCollectionView()
        let dump = String(decoding: try view.displayList(width: 320, scale: 1).dumpJSON(), as: UTF8.self)
        #expect(dump.contains("template:\(templates)/star.svg"))
        for (folder, words) in [("../templates", "'..'"), ("/tmp", "absolute"), ("elsewhere", "outside the spec's folder"),
                                ("missing", "cannot open the folder")] {
            do {
                _ = try spec(folder)
                Issue.record("symbols: \(folder) was accepted")
            } catch {
                #expect(error.description.contains(words) && error.description.contains("list.yaml"), "\(error)")
            }
        }
    }
}
