import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// `--symbols-dir`: the symbols a folder of SF Symbols templates holds are drawn from it.
@Suite struct SpecSymbolDirectoryTests {
    let folder = NSTemporaryDirectory() + "symbols-dir-\(UUID().uuidString)"

    @Test func aTemplateReplacesTheBuiltInSymbolAndTheDumpSaysSo() throws {
        let templates = try SymbolTemplateText.folder(["hammer.svg": SymbolTemplateText.make([("Regular-M", SymbolTemplateText.diamond)])])
        defer { try? FileManager.default.removeItem(atPath: templates) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spec = packageRoot + "/examples/hammer.yaml"
        var request = RenderRequest(specPath: spec, outputPath: folder + "/template.png", layoutDumpPath: folder + "/dump.json")
        request.symbolsDirectory = templates
        _ = try request.run()
        _ = try RenderRequest(specPath: spec, outputPath: folder + "/default.png").run()
        let dump = try String(contentsOfFile: folder + "/dump.json", encoding: .utf8)
        #expect(dump.contains("template:\(templates)/hammer.svg"))
        let template = try PNGDecoder.decode(contentsOfFile: folder + "/template.png")
        let standard = try PNGDecoder.decode(contentsOfFile: folder + "/default.png")
        #expect(template.width == standard.width && template.data != standard.data)
    }

    @Test func aMissingFolderFailsNamingItWithoutOutput() throws {
        var request = RenderRequest(specPath: packageRoot + "/examples/hammer.yaml", outputPath: folder + "/out.png")
        request.symbolsDirectory = folder + "/nowhere"
        do {
            _ = try request.run()
            Issue.record("a missing symbols folder rendered")
        } catch {
            #expect(error.file == folder + "/nowhere" && error.message.hasPrefix("cannot use it as a symbols folder"),
                    "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
    }

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
