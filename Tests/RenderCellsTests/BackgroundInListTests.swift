import RenderCells
import RenderCellsTesting
import SnapshotSupport
import TestSupport
import Testing

/// Background configurations in a list: the custom view is drawn, the image is placed by
/// its content mode, and layout-margin edges inset the background.
@Suite struct BackgroundInListTests {
    /// Diagonal stripes: app drawing standing in for a custom background view.
    struct Stripes: BackgroundContent {
        var color: RGBAColor
        func draw(in canvas: Canvas, rect: Rect, traitCollection: TraitCollection) {
            var x = rect.minX - rect.height
            while x < rect.maxX {
                var b = PathBuilder()
                b.move(to: Point(x: x, y: rect.maxY))
                b.line(to: Point(x: x + rect.height, y: rect.minY))
                b.line(to: Point(x: x + rect.height + 6, y: rect.minY))
                b.line(to: Point(x: x + 6, y: rect.maxY))
                b.close()
                canvas.fill(b.build(), with: .color(color))
                x += 16
            }
        }
    }

    static func list(_ appearance: ListAppearance = .plain, configure: @escaping (inout BackgroundConfiguration) -> Void)
        -> CollectionView<Int, Int>
    {
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
            var background = cell.defaultBackgroundConfiguration()
            configure(&background)
            cell.backgroundConfiguration = background
        }
        return TestList.make(registration, items: [0], appearance: appearance)
    }

    static let red = RGBAColor(r: 255, g: 0, b: 0)

    @Test("a background's custom view is drawn, clipped to its rounded shape")
    func customViewIsDrawn() throws {
        let view = Self.list { background in
            background.customView = BackgroundCustomContent(Stripes(color: Self.red))
            background.cornerRadius = 12
        }
        let layout = view.layout(width: 390, scale: 1)
        #expect(layout.sections[0].items[0].background?.customView?.name == "Stripes")
        let picture = try view.render(width: 390, scale: 1)
        var red = 0
        for x in 0..<390 { if picture[x, 22] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255) { red += 1 } }
        #expect(red > 100)
        // The rounded corner is clipped: the top-left pixel stays the list's white.
        #expect(picture[0, 0] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test("a background image with contentMode .center keeps its size in the middle of the row")
    func imageContentModeCenter() throws {
        let square = try #require(Pixmap(width: 10, height: 10, color: Self.red.premultiplied))
        let view = Self.list { background in
            background.image = square
            background.imageContentMode = .center
            background.backgroundColor = .white
        }
        let row = view.layout(width: 390, scale: 1).sections[0].items[0]
        let b = try #require(row.background)
        #expect(b.imageFrame == Rect(x: 190, y: b.rect.height / 2 - 5, width: 10, height: 10))
        let picture = try view.render(width: 390, scale: 1)
        #expect(picture[195, 22] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(picture[20, 22] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        // .scaleToFill (the default) still fills the row.
        let filled = Self.list { $0.image = square }
        #expect(try filled.render(width: 390, scale: 1)[20, 22] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test(
        "edgesAddingLayoutMarginsToBackgroundInsets adds the cell's margins on the named edges",
        arguments: [false, true])
    func layoutMarginEdges(rightToLeft: Bool) throws {
        let view = Self.list { background in
            background.backgroundColor = .systemRed
            background.backgroundInsets = EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
            background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .top]
        }
        if rightToLeft { view.traitCollection = .iPhone.modifyingTraits { $0.layoutDirection = .rightToLeft } }
        let row = view.layout(width: 390, scale: 3).sections[0].items[0]
        let rect = try #require(row.background?.rect)
        // 390-pt phone: the list margin is 20; vertically the content view's 11.
        #expect(rect.minY == row.frame.minY + 11 && rect.maxY == row.frame.maxY)
        if rightToLeft {
            #expect(rect.minX == 0 && rect.maxX == 390 - 24)
        } else {
            #expect(rect.minX == 24 && rect.maxX == 390)
        }
    }

    @Test("custom background, centred image and margin insets, light and dark")
    func snapshot() throws {
        let dot = try #require(Pixmap(width: 16, height: 16, color: RGBAColor(r: 255, g: 149, b: 0).premultiplied))
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = ["Custom view", "Centred image", "Margin insets"][item]
            cell.contentConfiguration = content
            var background = cell.defaultBackgroundConfiguration()
            switch item {
            case 0: background.customView = BackgroundCustomContent(Stripes(color: RGBAColor(r: 0, g: 122, b: 255, alpha: 0.25)))
            case 1:
                background.image = dot
                background.imageContentMode = .right
            default:
                background.backgroundColor = .systemYellow
                background.cornerRadius = 8
                background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
            }
            cell.backgroundConfiguration = background
        }
        let view = TestList.make(registration, items: [0, 1, 2], appearance: .insetGrouped)
        assertRepositorySnapshot(of: view, as: .image(width: 390, scale: 2), named: "backgrounds-light")
        view.traitCollection = .iPhone.modifyingTraits { $0.userInterfaceStyle = .dark }
        assertRepositorySnapshot(of: view, as: .image(width: 390, scale: 2), named: "backgrounds-dark")
    }
}
