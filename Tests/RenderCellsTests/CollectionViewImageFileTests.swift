import Foundation
import RenderCells
import TestSupport
import Testing

/// `.file` images in cells: decoded once before layout, drawn at their size; a file that
/// cannot be read makes `render` throw, naming the file.
@Suite struct CollectionViewImageFileTests {
    static func view(image path: String) -> CollectionView<Int, Int> {
        let registration = CellRegistration<ListCell, Int> { cell, _, _ in
            var content = cell.defaultContentConfiguration()
            content.image = .file(path: path)
            content.text = "Photo"
            cell.contentConfiguration = content
        }
        let view = CollectionView<Int, Int>(
            layout: .list(using: ListConfiguration(appearance: .plain)),
            cellRegistration: registration)
        var snapshot = DataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1])
        view.apply(snapshot)
        return view
    }

    @Test func aFileImageIsDecodedAndDrawn() throws {
        let path = NSTemporaryDirectory() + "cell-image-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let red = try #require(Pixmap(width: 20, height: 20, color: RGBAColor(r: 255, g: 0, b: 0).premultiplied))
        try PNGEncoder().write(red, toFile: path)
        let view = Self.view(image: path)
        let layout = view.layout(width: 390, scale: 1)
        let row = layout.sections[0].items[0]
        let image = try #require(row.content?.imageFrame)
        #expect(image.width == 20 && image.height == 20)
        let picture = try view.render(width: 390, scale: 1)
        let frame = try #require(row.contentFrame)
        let x = Int(frame.minX + image.midX)
        let y = Int(frame.minY + image.midY)
        #expect(picture[x, y] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(view.imageFileErrors.isEmpty)
    }

    @Test func aMissingFileMakesRenderThrow() {
        let view = Self.view(image: "/nonexistent/photo.png")
        #expect(throws: RenderError.self) { try view.render(width: 390, scale: 1) }
        #expect(view.imageFileErrors.count == 2)
        #expect("\(view.imageFileErrors[0])".contains("/nonexistent/photo.png"))
    }
}
