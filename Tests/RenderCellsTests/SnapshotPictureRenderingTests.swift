import Foundation
import Gallery
import RenderCells
import SnapshotCore
import Testing

/// `SnapshotPicture(rendering:)`, the one render behind every snapshot (the Swift
/// strategies, `render-cells test`, the bench): the list's pixels, its layout dump and the
/// font files its text used, each as the list's own calls give them.
@Suite struct SnapshotPictureRenderingTests {
    @Test func aListWithItsLayoutAndFonts() throws {
        let view = ListGallery.collectionView(ListGallery.settings(.insetGrouped))
        let list = try view.displayList(width: 390, scale: 2, height: nil)
        let picture = try SnapshotPicture(rendering: list, fontCatalog: view.fontCatalog)
        let (pixmap, faces) = try list.renderWithFonts()
        #expect(picture.pixmap == pixmap)
        #expect(picture.layout == String(decoding: list.dumpJSON(), as: UTF8.self))
        #expect(picture.fonts == SnapshotFontRecord(faces: faces, catalog: view.fontCatalog))
        #expect(picture.fonts?.fonts.isEmpty == false)
        // What a reference stores reads back the same.
        #expect(try SnapshotPicture(png: try picture.pngData()) == picture)
    }

    /// The font record is made when first read, from the faces the render used: no font file
    /// is hashed for a picture whose record is never read (a passing snapshot), and the record
    /// and the file written are those of a record made with the picture, by another catalog.
    @Test func theFontRecordIsMadeWhenFirstRead() throws {
        let catalog = FontCatalog(data: .current)
        let view = ListGallery.collectionView(ListGallery.settings(.insetGrouped))
        view.fontCatalog = catalog
        let list = try view.displayList(width: 390, scale: 2, height: nil)
        let picture = try SnapshotPicture(rendering: list, fontCatalog: catalog, withLayout: false)
        #expect(catalog.hashedFileCount == 0)
        let (_, faces) = try list.renderWithFonts()
        let eager = SnapshotPicture(
            pixmap: picture.pixmap, fonts: SnapshotFontRecord(faces: faces, catalog: FontCatalog(data: .current)),
            design: picture.design)
        #expect(picture == eager)
        #expect(try picture.pngData() == eager.pngData())
        let files = Set(faces.map(\.path)).count
        #expect(files > 0 && catalog.hashedFileCount == files)
        // Read again, or set, it is not made again.
        #expect(picture.fonts == eager.fonts && catalog.hashedFileCount == files)
        var changed = picture
        changed.fonts = nil
        #expect(changed.fonts == nil && changed != picture)
    }

    /// Workers that read their first font records together hash each font file once, and
    /// find the same digests.
    @Test func concurrentReadsHashEachFileOnce() async throws {
        let catalog = FontCatalog(data: .current)
        let view = ListGallery.collectionView(ListGallery.settings(.insetGrouped))
        view.fontCatalog = catalog
        let list = try view.displayList(width: 390, scale: 1, height: nil)
        let picture = try SnapshotPicture(rendering: list, fontCatalog: catalog, withLayout: false)
        let records = await withTaskGroup(of: SnapshotFontRecord?.self) { group in
            for _ in 0..<8 { group.addTask { picture.fonts } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(records.map { "\(String(describing: $0))" }).count == 1)
        let files = Set((records.first??.fonts ?? []).map(\.file)).count
        #expect(files > 0 && catalog.hashedFileCount == files)
    }
}
