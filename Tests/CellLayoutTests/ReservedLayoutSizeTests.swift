import RenderCells
import TestSupport
import Testing

/// Seed 000: "the reserved layout size does not affect the actual size of the image. And
/// if the image is larger than the reserved layout size, it will be allowed to extend
/// outside of that area", while the text stays where the reserve puts it.
@Suite struct ReservedLayoutSizeTests {
    static func layout(imageWidth: Int, reserved: Double) throws -> ListContentLayout {
        var c = ListContentConfiguration.cell()
        c.image = .pixmap(try #require(Pixmap(width: imageWidth, height: 30, color: .init(r: 0, g: 0, b: 0, a: 255))))
        c.imageProperties.reservedLayoutSize = Size(width: reserved, height: 0)
        c.text = "Photos"
        return ListContentLayout(configuration: c, width: 390)
    }

    @Test("an image wider than its reserve overflows it, centred, and the text stays at the reserve")
    func wideImageOverflows() throws {
        let wide = try Self.layout(imageWidth: 60, reserved: 44)
        let narrow = try Self.layout(imageWidth: 30, reserved: 44)
        // 20 (margin) + 44 (reserve) + 16 (image-to-text padding) on a 390-pt phone.
        #expect(abs(wide.text!.frame.minX - 80) < 1e-9)
        #expect(abs(narrow.text!.frame.minX - 80) < 1e-9)
        // Both centred on the reserve's centre, x = 20 + 22.
        #expect(wide.imageFrame == Rect(x: 42 - 30, y: wide.imageFrame!.minY, width: 60, height: 30))
        #expect(narrow.imageFrame?.midX == 42)
    }

    @Test("without a reserve the image's own width places the text")
    func noReserve() throws {
        let l = try Self.layout(imageWidth: 60, reserved: 0)
        #expect(abs(l.text!.frame.minX - (20 + 60 + 16)) < 1e-9)
    }
}
