import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// `--fonts-dir`: text fonts from explicit folders instead of fontconfig's.
@Suite struct SpecFontDirectoryTests {
    let folder = NSTemporaryDirectory() + "fonts-dir-\(UUID().uuidString)"

    @Test func fontsFromAFolderChangeTheText() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spec = packageRoot + "/examples/hammer.yaml"
        var request = RenderRequest(specPath: spec, outputPath: folder + "/dejavu.png")
        request.fontDirectories = ["/usr/share/fonts/truetype/dejavu"]
        _ = try request.run()
        _ = try RenderRequest(specPath: spec, outputPath: folder + "/default.png").run()
        let dejavu = try PNGDecoder.decode(contentsOfFile: folder + "/dejavu.png")
        let standard = try PNGDecoder.decode(contentsOfFile: folder + "/default.png")
        #expect(dejavu.width == standard.width)
        #expect(dejavu.data != standard.data)
    }

    @Test func aMissingFolderFailsWithoutOutput() throws {
        var request = RenderRequest(specPath: packageRoot + "/examples/hammer.yaml", outputPath: folder + "/out.png")
        request.fontDirectories = [folder + "/nowhere"]
        #expect(throws: SpecError.self) { try request.run() }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
    }
}
