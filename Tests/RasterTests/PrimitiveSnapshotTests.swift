import Testing
import Raster

/// Reference pictures of every primitive plate, at 2x, compared with tolerance 0.
@Suite struct PrimitiveSnapshotTests {
    static let names = PrimitiveGallery.plates.map(\.name)

    @Test(arguments: names)
    func plate(_ name: String) throws {
        let plate = try #require(PrimitiveGallery.plates.first { $0.name == name })
        assertSnapshot(plate.render(scale: 2), named: "primitives-\(name)")
    }
}

/// The demo picture shown in the README is itself a reference snapshot.
@Suite struct DemoSnapshotTests {
    @Test func demoSheet() {
        let (pixmap, fonts) = PrimitiveGallery.sheetWithFonts(scale: 2)
        assertSnapshot(pixmap, named: "demo", fonts: fonts)
    }
}
