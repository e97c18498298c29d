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

    /// SF Pro brought in a folder (here the tests' own ``TestFont``s under SF Pro's family
    /// names): the list's system-font text is drawn with those files, at the nominal size.
    @Test func sfProFromAFolderDrawsTheListUncompensated() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestFont(family: FontCatalog.sfProTextFamily).write(to: folder, fileName: "SF-Pro-Text-Regular.otf")
        try TestFont(family: FontCatalog.sfProDisplayFamily, advance: 1100).write(to: folder, fileName: "SF-Pro-Display-Regular.otf")
        let spec = try ListSpec(yaml: """
            layout: {appearance: insetGrouped}
            sections:
              - items:
                  - {variant: valueCell, text: "Wi-Fi", secondaryText: "Home", accessories: [disclosureIndicator]}
                  - {text: "Large", textProperties: {font: {textStyle: title1}}}
            """)
        let view = spec.makeCollectionView()
        view.fontCatalog = FontCatalog(fontDirectories: [folder])
        try view.fontCatalog.checkUsable()
        let list = try view.displayList(width: 390, scale: 3)
        let fonts = try list.renderWithFonts().fonts.map { view.fontCatalog.fileInfo(for: $0) }
        // The font record names the folder's files, Text for 17 pt and Display for 28 pt.
        #expect(Set(fonts.map(\.path)) == [folder + "/SF-Pro-Text-Regular.otf", folder + "/SF-Pro-Display-Regular.otf"])
        #expect(Set(fonts.map(\.family)) == [FontCatalog.sfProTextFamily, FontCatalog.sfProDisplayFamily])
        // No compensation: every run's outlines at a text style's own size (Inter's are smaller).
        let sizes = Set(list.commands.compactMap { command -> Double? in
            if case .glyphs(let run, _, _) = command { return run.size }
            return nil
        })
        #expect(sizes == [17, 28], "\(sizes)")
    }

    @Test func aBrokenFontFileInTheFolderIsALocatedError() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestFont(family: FontCatalog.sfProTextFamily).write(to: folder, fileName: "SF-Pro-Text-Regular.otf")
        try Data("OTTO and then nothing".utf8).write(to: URL(fileURLWithPath: folder + "/SF-Pro-Text-Bold.otf"))
        var request = RenderRequest(specPath: packageRoot + "/examples/hammer.yaml", outputPath: folder + "/out.png")
        request.fontDirectories = [folder]
        do {
            _ = try request.run()
            Issue.record("the broken font file was not reported")
        } catch {
            #expect(error.file == folder + "/SF-Pro-Text-Bold.otf")
            #expect(error.message == "cannot use it as a font: it is not a font HarfBuzz can read (no glyphs in any face)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
    }

    @Test func aMissingFolderFailsWithoutOutput() throws {
        var request = RenderRequest(specPath: packageRoot + "/examples/hammer.yaml", outputPath: folder + "/out.png")
        request.fontDirectories = [folder + "/nowhere"]
        #expect(throws: SpecError.self) { try request.run() }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
    }
}
