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
}
