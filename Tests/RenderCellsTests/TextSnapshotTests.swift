import Gallery
import RenderCells
import RenderCellsTesting
import SnapshotSupport
import TestSupport
import Testing

/// Reference pictures of the text plates, compared with tolerance 0: the Dynamic Type
/// plates (one per content size category) at 1x to keep them small, the rest at 2x.
@Suite(.tags(.concurrent)) struct TextSnapshotTests {
    static let names = TextGallery.plates.map(\.name)

    @Test(arguments: names)
    func plate(_ name: String) throws {
        let plate = try #require(TextGallery.plates.first { $0.name == name })
        let scale: Double = name.hasPrefix("styles-") ? 1 : 2
        let (pixmap, fonts) = plate.renderWithFonts(scale: scale)
        assertRepositorySnapshot(of: picture(pixmap, fonts: fonts), as: .image, named: "text-\(name)")
    }

    /// The same plate drawn twice, and drawn from another thread, gives the same pixels:
    /// nothing in the text path depends on cache state or scheduling.
    @Test func deterministic() async throws {
        let plate = try #require(TextGallery.plates.first { $0.name == "multilingual" })
        let first = plate.render(scale: 2)
        let second = await Task.detached { plate.render(scale: 2) }.value
        #expect(first == second)
    }
}
