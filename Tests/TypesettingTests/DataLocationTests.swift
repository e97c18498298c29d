import Foundation
import TestSupport
import Testing
import Typesetting

/// Where fonts and symbols are looked for: a named folder, the archive's folder beside the
/// executable, the machine's own; and RENDER_CELLS_NO_SYSTEM_DATA keeping the machine's out.
@Suite struct DataLocationTests {
    /// A fresh folder laid out like an unpacked archive: `<root>/bin/` and, when `withData`,
    /// `<root>/share/render-cells/`.
    static func prefix(withData: Bool) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("data-location-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        if withData {
            try FileManager.default.createDirectory(atPath: root + "/share/render-cells", withIntermediateDirectories: true)
        }
        return root
    }

    @Test func theArchiveFolderBesideTheExecutableIsFound() throws {
        let root = try Self.prefix(withData: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let location = DataLocation(environment: [:], executablePath: root + "/bin/render-cells")
        #expect(location.origin == .besideExecutable)
        #expect(location.folder == root + "/share/render-cells")
        #expect(location.systemLookups)
        #expect(location.symbolSetPaths.first == root + "/share/render-cells/" + DataLocation.symbolSetSubpath)
        #expect(location.materialFontPaths.first == root + "/share/render-cells/" + DataLocation.materialFontSubpath)
        #expect(location.description.contains("beside the executable"))
    }

    @Test func aNamedFolderWinsOverTheArchiveFolder() throws {
        let root = try Self.prefix(withData: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let named = DataLocation(
            environment: [DataLocation.folderVariable: root + "/elsewhere/../share/render-cells"],
            executablePath: root + "/bin/render-cells")
        #expect(named.origin == .named)
        #expect(named.folder == root + "/share/render-cells", "standardized")
        let empty = DataLocation(environment: [DataLocation.folderVariable: ""], executablePath: root + "/bin/render-cells")
        #expect(empty.origin == .besideExecutable, "an empty variable names nothing")
    }

    @Test func withoutAFolderTheMachinesOwnDataIsUsed() throws {
        let root = try Self.prefix(withData: false)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let location = DataLocation(environment: [:], executablePath: root + "/bin/render-cells")
        #expect(location.origin == .system)
        #expect(location.folder == nil)
        #expect(location.fontDirectories == nil, "fontconfig")
        #expect(location.symbolSetPaths == DataLocation.systemFolders.map { $0 + "/" + DataLocation.symbolSetSubpath })
        #expect(location.materialFontPaths == DataLocation.systemMaterialFontPaths)
        #expect(location.description.contains("no data folder at \(root)/share/render-cells"))
        #expect(location.problem == nil)
    }

    /// With the machine's lookups off nothing outside the data folder is named: an archive
    /// missing a file then fails instead of borrowing the build machine's.
    @Test func switchingTheSystemOffLeavesOnlyTheDataFolder() throws {
        let root = try Self.prefix(withData: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let env = [DataLocation.noSystemDataVariable: "1"]
        let archive = DataLocation(environment: env, executablePath: root + "/bin/render-cells")
        let data = root + "/share/render-cells"
        #expect(!archive.systemLookups)
        #expect(archive.fontDirectories == [data + "/fonts"], "the folder's fonts even though it has none yet")
        #expect(archive.symbolSetPaths == [data + "/" + DataLocation.symbolSetSubpath])
        #expect(archive.materialFontPaths == [data + "/" + DataLocation.materialFontSubpath])
        #expect(archive.materialNameListPaths == [data + "/" + DataLocation.materialNameListSubpath])
        #expect(throws: FontError.self) { try FontCatalog(data: archive).checkUsable() }

        let nothing = DataLocation(environment: env, executablePath: nil)
        #expect(nothing.fontDirectories == [])
        #expect(nothing.symbolSetPaths.isEmpty && nothing.materialFontPaths.isEmpty && nothing.materialNameListPaths.isEmpty)
        #expect {
            try FontCatalog(data: nothing).checkUsable()
        } throws: { error in
            guard case .noUsableFont(_, let detail) = error as? FontError else { return false }
            return detail.contains(DataLocation.noSystemDataVariable) && detail.contains(DataLocation.folderVariable)
        }
    }

    /// A named folder that does not exist is an error, never a quiet fall-back to fontconfig.
    @Test func aMissingNamedFolderIsReported() {
        let location = DataLocation(
            environment: [DataLocation.folderVariable: "/nonexistent/render-cells-data"],
            executablePath: nil)
        #expect(location.fontDirectories == ["/nonexistent/render-cells-data/fonts"])
        #expect(location.problem?.contains("/nonexistent/render-cells-data, which is not a folder") == true)
    }

    /// A data folder's fonts are found by the catalog's one matching logic, wherever the
    /// folder is, and give the same font record entries (file name and hash) as fontconfig's.
    @Test func fontsInADataFolderResolveLikeFontconfigs() throws {
        let root = try Self.prefix(withData: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let system = FontCatalog(data: DataLocation(folder: nil, systemLookups: true))
        let dejaVu = try system.face(family: FontCatalog.lastResortFamily, weight: .regular, italic: false)
        let fonts = root + "/share/render-cells/fonts/dejavu"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: fonts + "/" + (dejaVu.path as NSString).lastPathComponent,
            withDestinationPath: dejaVu.path)
        let location = DataLocation(
            environment: [DataLocation.noSystemDataVariable: "1"],
            executablePath: root + "/bin/render-cells")
        let catalog = FontCatalog(data: location)
        try catalog.checkUsable()
        let face = try catalog.face(family: FontCatalog.lastResortFamily, weight: .regular, italic: false)
        #expect(face.path.hasPrefix(root + "/share/render-cells/fonts/"))
        let here = catalog.fileInfo(for: face)
        let there = system.fileInfo(for: dejaVu)
        #expect(here.sha256 == there.sha256 && here.family == there.family && here.style == there.style)
        #expect((here.path as NSString).lastPathComponent == (there.path as NSString).lastPathComponent)
        #expect(throws: FontError.self) { try catalog.face(family: FontCatalog.systemFamily, weight: .regular, italic: false) }
    }

    /// The archive's fonts are matched by the catalog's folder matching, a source build's
    /// by fontconfig: for every family a picture may need, at every weight and slant, both
    /// pick the same file and face (so the same pixels and the same font record).
    @Test func folderMatchingPicksWhatFontconfigPicks() throws {
        let fontconfig = FontCatalog(data: DataLocation(folder: nil, systemLookups: true))
        let folders = FontCatalog(fontDirectories: FontCatalogTests.directories)
        for family in DataLocation.requiredFamilies {
            for weight in FontWeight.allCases {
                for italic in [false, true] {
                    let a = try fontconfig.face(family: family, weight: weight, italic: italic)
                    let b = try folders.face(family: family, weight: weight, italic: italic)
                    #expect(
                        (a.path as NSString).lastPathComponent == (b.path as NSString).lastPathComponent
                            && a.faceIndex == b.faceIndex, "\(family) \(weight) italic \(italic): \(a.path) vs \(b.path)")
                }
            }
        }
    }
}
