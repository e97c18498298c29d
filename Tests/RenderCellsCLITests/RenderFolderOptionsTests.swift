import Foundation
import RenderCells
import TestSupport
import Testing

/// `render --fonts-dir` and `--symbols-dir` (and a spec's own `fontsDir:`) end to end: the
/// built executable draws with the folder's files, and a folder it cannot use is a usage
/// error naming the option and the folder, exit 64 as for test, compare and audit (the one
/// `SpecFolderOptions`), with no output written.
@Suite(.enabled(if: SpecCommandLineTests.enabled)) struct RenderFolderOptionsTests {
    let folder = NSTemporaryDirectory() + "render-folders-\(UUID().uuidString)"
    let hammer = packageRoot + "/examples/hammer.yaml"

    func run(_ arguments: [String]) throws -> SpecCommandLineTests.Run {
        try SpecCommandLineTests().run(arguments)
    }

    // MARK: --fonts-dir

    @Test func fontsFromAFolderChangeTheText() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dejavu = try run(["render", hammer, "-o", folder + "/dejavu.png", "--fonts-dir", "/usr/share/fonts/truetype/dejavu"])
        #expect(dejavu.status == 0, "\(dejavu.stderr)")
        let standard = try run(["render", hammer, "-o", folder + "/default.png"])
        #expect(standard.status == 0, "\(standard.stderr)")
        let withDejaVu = try PNGDecoder.decode(contentsOfFile: folder + "/dejavu.png")
        let withDefault = try PNGDecoder.decode(contentsOfFile: folder + "/default.png")
        #expect(withDejaVu.width == withDefault.width)
        #expect(withDejaVu.data != withDefault.data)
    }

    @Test func aBrokenFontFileInTheFolderIsALocatedError() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestFont(family: FontCatalog.sfProTextFamily).write(to: folder, fileName: "SF-Pro-Text-Regular.otf")
        try Data("OTTO and then nothing".utf8).write(to: URL(fileURLWithPath: folder + "/SF-Pro-Text-Bold.otf"))
        let r = try run(["render", hammer, "-o", folder + "/out.png", "--fonts-dir", folder])
        #expect(r.status == 64)
        #expect(
            r.stderr.contains("--fonts-dir \(folder): cannot use it as a font folder: ")
                && r.stderr.contains("SF-Pro-Text-Bold.otf"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
    }

    /// `fontsDir` in the spec renders with that folder's fonts (the catalog it makes is
    /// checked in ListSpecTests' `SpecFontDirectoryTests`).
    @Test func aSpecNamingItsFontsFolderRenders() throws {
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestFont(family: FontCatalog.sfProTextFamily).write(to: folder + "/fonts", fileName: "SF-Pro-Text-Regular.otf")
        let specPath = folder + "/list.yaml"
        try "fontsDir: fonts/\nsections: [{items: [{text: Wi-Fi}]}]\n".write(toFile: specPath, atomically: true, encoding: .utf8)
        let r = try run(["render", specPath, "-o", folder + "/out.png"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/out.png"))
    }

    @Test func aMissingFontFolderFailsWithoutOutput() throws {
        let r = try run(["render", hammer, "-o", folder + "/out.png", "--fonts-dir", folder + "/nowhere"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("--fonts-dir \(folder)/nowhere: no such folder"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
    }

    // MARK: --accessibility, the same request

    /// `render --accessibility` is a mode of the one render request: an empty fonts folder is
    /// the same error line and exit code as for the plain picture (it reached a fatalError in
    /// the font catalog: the accessibility picture skipped the request's folder checks).
    @Test func anEmptyFontFolderFailsTheAccessibilityPictureAsThePlainOne() throws {
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lines: [String] = []
        for mode in [[], ["--accessibility"]] {
            let r = try run(["render", hammer, "-o", folder + "/out.png", "--fonts-dir", folder + "/empty"] + mode)
            #expect(r.status == 64, "\(mode): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("--fonts-dir \(folder)/empty: cannot use it as a font folder"), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
            lines.append(r.stderr)
        }
        #expect(lines[0] == lines[1])
    }

    /// The accessibility picture takes `--symbols-dir` as the plain one does (it was ignored).
    @Test func theAccessibilityPictureUsesTheSymbolsFolder() throws {
        let templates = try SymbolTemplateText.folder([
            "hammer.svg": SymbolTemplateText.make([("Regular-M", SymbolTemplateText.diamond)])
        ])
        defer { try? FileManager.default.removeItem(atPath: templates) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let template = try run(["render", hammer, "-o", folder + "/template.png", "--accessibility", "--symbols-dir", templates])
        #expect(template.status == 0, "\(template.stderr)")
        #expect(template.stdout.hasSuffix(", accessibility snapshot)\n"), "\(template.stdout)")
        let standard = try run(["render", hammer, "-o", folder + "/default.png", "--accessibility"])
        #expect(standard.status == 0, "\(standard.stderr)")
        let withTemplate = try PNGDecoder.decode(contentsOfFile: folder + "/template.png")
        let withBuiltIn = try PNGDecoder.decode(contentsOfFile: folder + "/default.png")
        #expect(withTemplate.width == withBuiltIn.width && withTemplate.data != withBuiltIn.data)
        let missing = try run([
            "render", hammer, "-o", folder + "/out.png", "--accessibility", "--symbols-dir", folder + "/nowhere"
        ])
        #expect(
            missing.status == 64 && missing.stderr.contains("--symbols-dir \(folder)/nowhere: no such folder"),
            "\(missing.stderr)")
    }

    // MARK: --symbols-dir

    @Test func aTemplateReplacesTheBuiltInSymbolAndTheDumpSaysSo() throws {
        let templates = try SymbolTemplateText.folder([
            "hammer.svg": SymbolTemplateText.make([("Regular-M", SymbolTemplateText.diamond)])
        ])
        defer { try? FileManager.default.removeItem(atPath: templates) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let template = try run([
            "render", hammer, "-o", folder + "/template.png", "--dump-layout", folder + "/dump.json",
            "--symbols-dir", templates
        ])
        #expect(template.status == 0, "\(template.stderr)")
        let standard = try run(["render", hammer, "-o", folder + "/default.png"])
        #expect(standard.status == 0, "\(standard.stderr)")
        let dump = try String(contentsOfFile: folder + "/dump.json", encoding: .utf8)
        #expect(dump.contains("template:\(templates)/hammer.svg"))
        let withTemplate = try PNGDecoder.decode(contentsOfFile: folder + "/template.png")
        let withBuiltIn = try PNGDecoder.decode(contentsOfFile: folder + "/default.png")
        #expect(withTemplate.width == withBuiltIn.width && withTemplate.data != withBuiltIn.data)
    }

    @Test func aMissingSymbolsFolderFailsNamingItWithoutOutput() throws {
        let r = try run(["render", hammer, "-o", folder + "/out.png", "--symbols-dir", folder + "/nowhere"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("--symbols-dir \(folder)/nowhere: no such folder"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
    }
}
