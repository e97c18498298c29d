import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// Text fonts from explicit folders instead of fontconfig's (`--fonts-dir`, a spec's
/// `fontsDir:`); the command run with them is tested in RenderCellsCLITests'
/// `RenderFolderOptionsTests`.
@Suite struct SpecFontDirectoryTests {
    let folder = NSTemporaryDirectory() + "fonts-dir-\(UUID().uuidString)"

    /// SF Pro brought in a folder (here the tests' own ``TestFont``s under SF Pro's family
    /// names): the list's system-font text is drawn with those files, at the nominal size.
    @Test func sfProFromAFolderDrawsTheListUncompensated() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestFont(family: FontCatalog.sfProTextFamily).write(to: folder, fileName: "SF-Pro-Text-Regular.otf")
        try TestFont(family: FontCatalog.sfProDisplayFamily, advance: 1100).write(
            to: folder, fileName: "SF-Pro-Display-Regular.otf")
        let spec = try ListSpec(
            yaml: """
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
        let sizes = Set(
            list.commands.compactMap { command -> Double? in
                if case .glyphs(let run, _, _) = command { return run.size }
                return nil
            })
        #expect(sizes == [17, 28], "\(sizes)")
    }

    /// `fontsDir` in the spec: the same catalog as `--fonts-dir`, for every command that
    /// reads specs (render, test, audit, compare).
    @Test func aSpecNamesItsFontsFolder() throws {
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestFont(family: FontCatalog.sfProTextFamily).write(to: folder + "/fonts", fileName: "SF-Pro-Text-Regular.otf")
        let specPath = folder + "/list.yaml"
        try "fontsDir: fonts/\nsections: [{items: [{text: Wi-Fi}]}]\n".write(toFile: specPath, atomically: true, encoding: .utf8)
        let spec = try ListSpec(contentsOf: specPath)
        #expect(spec.fontsDirectory == folder + "/fonts")
        let view = spec.makeCollectionView()
        #expect(view.fontCatalog.drawsSystemFontWithSFPro)
        let fonts = try view.displayList(width: 390, scale: 3).renderWithFonts().fonts
        #expect(fonts.map(\.path) == [folder + "/fonts/SF-Pro-Text-Regular.otf"])
    }

    @Test(arguments: [
        ("../elsewhere", "the fonts folder '../elsewhere' has a '..' component; it must stay inside its folder"),
        ("/usr/share/fonts", "the fonts folder '/usr/share/fonts' is absolute; it must be relative to its folder"),
        ("nowhere", "cannot use {folder}/nowhere as a fonts folder: no such folder"),
        ("out", "cannot use {folder}/out as a fonts folder: it is outside the spec's folder once its links are resolved"),
        ("empty", "cannot use {folder}/empty as a fonts folder: there are no files in it")
    ])
    func aSpecsFontsFolderFollowsThePathRules(_ value: String, _ message: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/spec/empty", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/spec/out", withDestinationPath: "/usr/share/fonts")
        let specPath = folder + "/spec/list.yaml"
        try "sections: []\nfontsDir: \(value)\n".write(toFile: specPath, atomically: true, encoding: .utf8)
        do {
            _ = try ListSpec(contentsOf: specPath)
            Issue.record("fontsDir: \(value) was accepted")
        } catch {
            #expect(error.message == message.replacingOccurrences(of: "{folder}", with: folder + "/spec"))
            #expect(error.location?.line == 2)
            #expect(error.path == "fontsDir")
        }
    }
}
