import Gallery
import RenderCells
import RenderCellsTesting
import SnapshotSupport
import TestSupport
import Testing

/// Reference pictures of every primitive plate, at 2x, compared with tolerance 0.
@Suite struct PrimitiveSnapshotTests {
    static let names = PrimitiveGallery.plates.map(\.name)

    @Test(arguments: names)
    func plate(_ name: String) throws {
        let plate = try #require(PrimitiveGallery.plates.first { $0.name == name })
        assertRepositorySnapshot(of: plate.render(scale: 2), as: .image, named: "primitives-\(name)")
    }
}

/// The demo pictures (`render-cells demo`, and `--primitives`) are reference snapshots.
@Suite struct DemoSnapshotTests {
    @Test func demoLists() throws {
        // 1x keeps the reference small; the 2x demo draws the same display lists.
        let (pixmap, fonts) = try ListGallery.sheetWithFonts(scale: 1)
        assertRepositorySnapshot(of: picture(pixmap, fonts: fonts), as: .image, named: "demo")
    }

    @Test func demoPrimitives() {
        let (pixmap, fonts) = PrimitiveGallery.sheetWithFonts(scale: 2)
        assertRepositorySnapshot(of: picture(pixmap, fonts: fonts), as: .image, named: "demo-primitives")
    }
}
