import Foundation
import ListSpec
import RenderCells
import SnapshotCore
import TestSupport
import Testing

/// A reference does not depend on where the fonts live: the examples drawn with fonts from
/// a data folder elsewhere (found by the catalog's own matching, not fontconfig's) have the
/// same pixels and the same font record as the references the source build recorded. The
/// release archive's half of this (its own fonts, env -i, system lookups off) is
/// scripts/test-archive, which .ci/run runs.
@Suite struct ReferencesAcrossDataFoldersTests {
    /// A data folder whose `fonts/` holds links to every face the machine's catalog
    /// resolves the required families to (the files `render-cells doctor` lists), made once
    /// per run under the temporary folder (links only, a few kilobytes).
    static let dataFolder: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-cells-data-\(UUID().uuidString)").path
        let fonts = folder + "/" + DataLocation.fontsSubpath
        try? FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        let system = DataLocation(folder: nil, systemLookups: true)
        let inventory = DataInventory(location: system, catalog: FontCatalog(data: system))
        for path in Set(inventory.fonts.map(\.path)) {
            try? FileManager.default.createSymbolicLink(
                atPath: fonts + "/" + (path as NSString).lastPathComponent,
                withDestinationPath: path)
        }
        return folder
    }()

    @Test(arguments: ExampleSnapshotTests.names)
    func anExampleDrawsTheSameWithFontsElsewhere(_ name: String) throws {
        let folder = Self.dataFolder
        let spec = try ListSpec(contentsOf: "\(packageRoot)/examples/\(name).yaml")
        let view = spec.makeCollectionView()
        view.fontCatalog = FontCatalog(data: DataLocation(folder: folder, systemLookups: false))
        let list = try view.displayList(width: spec.width, scale: spec.scale, height: spec.height)
        let (pixmap, faces) = try list.renderWithFonts()
        #expect(!faces.isEmpty)
        #expect(faces.allSatisfy { $0.path.hasPrefix(folder + "/") }, "every face from the data folder")
        let record = SnapshotFontRecord(faces: faces, catalog: view.fontCatalog)
        let reference = try SnapshotPicture(contentsOfFile: "\(packageRoot)/examples/__Snapshots__/example.\(name).png")
        #expect(record == reference.fonts, "the font record names files, not folders")
        #expect(pixmap == reference.pixmap, "pixel for pixel")
    }
}
