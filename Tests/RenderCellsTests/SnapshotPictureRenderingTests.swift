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
}
