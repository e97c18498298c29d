import Gallery
import RenderCells
import TestSupport
import Testing

/// A whole list gives the same bytes every time and on every thread: its pixels, and its
/// layout dump.
@Suite(.tags(.concurrent)) struct ListDeterminismTests {
    /// Settings in insetGrouped (symbols, value cells, a label accessory, checkmarks, header
    /// and footer text) and the Emoji Explorer (grid, outline, emoji), at 2x.
    static func renderAll() throws -> [Pixmap] {
        let settings = ListGallery.collectionView(ListGallery.settings(.insetGrouped))
        let emoji = ListGallery.collectionView(ListGallery.emojiExplorer())
        let pinned = ListGallery.collectionView(ListGallery.settings(.plain))
        pinned.contentOffset = 70
        return [
            try settings.render(width: 390, scale: 2),
            try emoji.render(width: 390, scale: 2),
            try pinned.render(width: 390, scale: 2, height: 300)
        ]
    }

    static func dumpAll() -> [[UInt8]] {
        [ListGallery.settings(.insetGrouped), ListGallery.helloWWDC(), ListGallery.emojiExplorer()].map {
            ListGallery.collectionView($0).layout(width: 390, scale: 3).displayList().dumpJSON()
        }
    }

    @Test func repeatedRendersAreIdentical() throws {
        let first = try Self.renderAll()
        #expect(try Self.renderAll() == first)
        #expect(Self.dumpAll() == Self.dumpAll())
    }

    @Test func concurrentRendersAreIdentical() async throws {
        let reference = try Self.renderAll()
        let dumps = Self.dumpAll()
        let results = try await withThrowingTaskGroup(of: ([Pixmap], [[UInt8]]).self) { group in
            for _ in 0..<4 { group.addTask { (try Self.renderAll(), Self.dumpAll()) } }
            var all: [([Pixmap], [[UInt8]])] = []
            for try await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 4)
        for (pixmaps, dump) in results {
            #expect(pixmaps == reference)
            #expect(dump == dumps)
        }
    }
}
