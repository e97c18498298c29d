import Foundation
import RenderCells
import RenderCellsTesting
import SnapshotSupport
import TestSupport
import Testing

/// A custom content configuration and view (seed 000's route to fully custom cells),
/// measured and drawn inside lists: rows, grid tiles, headers and footers.
@Suite struct CustomContentInListTests {
    /// A bar of `fraction` of the width in `color`, on a track, asking for `height` points:
    /// what a progress row in a downloads list looks like. Selected rows draw white.
    struct ProgressConfiguration: ContentConfiguration, Equatable {
        var fraction = 0.5
        var color = RGBAColor(r: 0, g: 122, b: 255)
        var height = 60.0
        var isSelected = false

        func makeContentView() -> any ContentView { ProgressView(configuration: self) }

        func updated(for state: any ConfigurationState) -> ProgressConfiguration {
            var copy = self
            copy.isSelected = (state as? CellConfigurationState)?.isSelected ?? false
            return copy
        }
    }

    final class ProgressView: ContentView {
        var progress: ProgressConfiguration
        init(configuration: ProgressConfiguration) { progress = configuration }

        var configuration: any ContentConfiguration {
            get { progress }
            set { progress = newValue as! ProgressConfiguration }
        }

        func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: progress.height) }

        func draw(in canvas: Canvas, bounds: Rect) throws {
            // The track and bar inside 20-pt margins, 8 pt tall, centred.
            let track = Rect(x: bounds.minX + 20, y: bounds.midY - 4, width: max(0, bounds.width - 40), height: 8)
            let trackColor =
                progress.isSelected
                ? RGBAColor(r: 255, g: 255, b: 255, alpha: 0.4)
                : RGBAColor(r: 229, g: 229, b: 234)
            canvas.fill(Path(roundedRect: track, cornerRadius: 4), with: .color(trackColor))
            let bar = Rect(x: track.minX, y: track.minY, width: track.width * progress.fraction, height: 8)
            canvas.fill(
                Path(roundedRect: bar, cornerRadius: 4),
                with: .color(progress.isSelected ? RGBAColor(r: 255, g: 255, b: 255) : progress.color))
        }
    }

    /// A view that cannot measure itself, or cannot draw.
    struct BrokenConfiguration: ContentConfiguration {
        enum Fault: Sendable { case nanHeight, negativeHeight, drawThrows }
        var fault: Fault
        func makeContentView() -> any ContentView { BrokenView(fault: fault) }
        func updated(for state: any ConfigurationState) -> BrokenConfiguration { self }
    }

    struct DrawingFailed: Error, CustomStringConvertible {
        var description: String { "the gauge has no value" }
    }

    final class BrokenView: ContentView {
        let fault: BrokenConfiguration.Fault
        init(fault: BrokenConfiguration.Fault) { self.fault = fault }
        var configuration: any ContentConfiguration {
            get { BrokenConfiguration(fault: fault) }
            set {}
        }
        func sizeThatFits(_ size: Size) -> Size {
            switch fault {
            case .nanHeight: Size(width: size.width, height: .nan)
            case .negativeHeight: Size(width: size.width, height: -3)
            case .drawThrows: Size(width: size.width, height: 50)
            }
        }
        func draw(in canvas: Canvas, bounds: Rect) throws { throw DrawingFailed() }
    }

    static func list(
        _ appearance: ListAppearance = .insetGrouped, items: [Int] = [0, 1, 2],
        configure: @escaping (ListCell, Int) -> Void
    ) -> CollectionView<Int, Int> {
        TestList.make(
            CellRegistration<ListCell, Int> { cell, _, item in configure(cell, item) }, items: items,
            appearance: appearance)
    }

    @Test("a custom content view sizes its row and draws in it")
    func customRowIsMeasuredAndDrawn() throws {
        let view = Self.list(.plain, items: [0]) { cell, _ in
            cell.contentConfiguration = ProgressConfiguration(fraction: 1, height: 60)
        }
        let layout = view.layout(width: 390, scale: 1)
        let row = layout.sections[0].items[0]
        #expect(row.frame.height == 60)
        #expect(row.customContent?.name == "ProgressView")
        #expect(row.content == nil)
        let frame = try #require(row.contentFrame)
        #expect(frame == Rect(x: 0, y: 0, width: 390, height: 60))
        #expect(layout.problems.isEmpty)
        let picture = try view.render(width: 390, scale: 1)
        // The bar's middle is the configuration's blue; outside the track, the list's white.
        #expect(picture[195, 30] == PremultipliedRGBA8(r: 0, g: 122, b: 255, a: 255))
        #expect(picture[195, 10] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        // The dump names the view.
        let dump = String(decoding: layout.displayList().dumpJSON(), as: UTF8.self)
        #expect(dump.contains("\"customContent\"") && dump.contains("ProgressView"))
    }

    @Test("a custom row is as tall as its view asks, not the 44-pt minimum, and accessories still count")
    func customRowHeights() {
        let view = Self.list(.plain, items: [0, 1]) { cell, item in
            cell.contentConfiguration = ProgressConfiguration(height: 20)
            if item == 1 { cell.accessories = [.disclosureIndicator()] }
        }
        let rows = view.layout(width: 390, scale: 3).sections[0].items
        #expect(rows[0].frame.height == 20)
        // The chevron with 11 above and below is taller than the view.
        #expect(rows[1].frame.height > 20)
        // The content view ends where a list content view does: its preserved 20-pt margin
        // ends 16 before the trailing accessory.
        let chevron = rows[1].accessories[0].frame
        #expect(abs(rows[1].contentFrame!.maxX - 20 - (chevron.minX - 16)) < 1e-9)
    }

    @Test("custom content is updated for the cell's state")
    func customContentFollowsState() throws {
        let view = Self.list(.plain, items: [0]) { cell, _ in
            cell.contentConfiguration = ProgressConfiguration(fraction: 1)
        }
        view.selectedItems = [0]
        let picture = try view.render(width: 390, scale: 1)
        #expect(picture[195, 30] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test("custom content fills grid tiles")
    func customGridTiles() throws {
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            cell.contentConfiguration = ProgressConfiguration(fraction: 1, color: RGBAColor(r: 255, g: 59, b: 48))
            cell.backgroundConfiguration = nil
        }
        let grid = GridConfiguration(itemWidth: .fractionalWidth(0.5), itemHeight: .absolute(40))
        let view = CollectionView<Int, Int>(layout: CollectionLayout { _ in .grid(grid) }, cellRegistration: registration)
        var snapshot = DataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1])
        view.apply(snapshot)
        let layout = view.layout(width: 200, scale: 1)
        let tiles = layout.sections[0].items
        #expect(tiles.count == 2)
        #expect(tiles.allSatisfy { $0.customContent != nil && $0.contentFrame == $0.frame })
        let picture = try view.render(width: 200, scale: 1)
        let t = tiles[1].frame
        #expect(picture[Int(t.midX), Int(t.midY)] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
    }

    @Test("a header and a footer can show custom content")
    func customHeaderAndFooter() throws {
        let view = Self.list(.grouped, items: [0]) { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
        }
        view.collectionLayout = .list(
            using: {
                var c = ListConfiguration(appearance: .grouped)
                c.headerMode = .supplementary
                c.footerMode = .supplementary
                return c
            }())
        view.headerRegistration = SupplementaryRegistration { header, _ in
            header.contentConfiguration = ProgressConfiguration(
                fraction: 1, color: RGBAColor(r: 52, g: 199, b: 89),
                height: 30)
        }
        view.footerRegistration = SupplementaryRegistration { footer, _ in
            footer.contentConfiguration = ProgressConfiguration(fraction: 1, height: 24)
        }
        let layout = view.layout(width: 390, scale: 1)
        let header = try #require(layout.sections[0].header)
        let footer = try #require(layout.sections[0].footer)
        #expect(header.frame.height == 30 && footer.frame.height == 24)
        #expect(header.customContent?.name == "ProgressView")
        let picture = try view.render(width: 390, scale: 1)
        #expect(picture[195, Int(header.frame.midY)] == PremultipliedRGBA8(r: 52, g: 199, b: 89, a: 255))
        #expect(picture[195, Int(footer.frame.midY)] == PremultipliedRGBA8(r: 0, g: 122, b: 255, a: 255))
    }

    @Test(
        "a custom view that measures itself to no usable height fails the render, naming it and the row",
        arguments: [BrokenConfiguration.Fault.nanHeight, .negativeHeight])
    func badMeasurementIsReported(fault: BrokenConfiguration.Fault) {
        let view = Self.list(.plain, items: [0, 1]) { cell, item in
            if item == 1 { cell.contentConfiguration = BrokenConfiguration(fault: fault) }
        }
        let layout = view.layout(width: 390, scale: 1)
        #expect(layout.problems.count == 1)
        #expect(layout.problems.first?.itemID == "sections[0].items[1]")
        do {
            _ = try view.render(width: 390, scale: 1)
            Issue.record("rendered a list whose custom view could not measure itself")
        } catch {
            let message = "\(error)"
            #expect(message.contains("sections[0].items[1]") && message.contains("BrokenView"), "\(message)")
        }
    }

    @Test("a custom view whose drawing throws fails the render with its error")
    func drawingErrorIsReported() {
        let view = Self.list(.plain, items: [0]) { cell, _ in
            cell.contentConfiguration = BrokenConfiguration(fault: .drawThrows)
        }
        #expect(throws: DisplayListError.customView(name: "BrokenView", message: "the gauge has no value")) {
            try view.render(width: 390, scale: 1)
        }
    }

    @Test("custom content in a list, beside list rows, light and selected")
    func snapshot() {
        let view = Self.list(.insetGrouped, items: [0, 1, 2, 3]) { cell, item in
            switch item {
            case 0:
                var content = cell.defaultContentConfiguration()
                content.text = "Downloads"
                content.secondaryText = "3 files"
                cell.contentConfiguration = content
            default:
                cell.contentConfiguration = ProgressConfiguration(
                    fraction: [0.25, 0.6, 0.9][item - 1],
                    height: [44, 60, 30][item - 1])
                if item == 3 { cell.accessories = [.detail()] }
            }
        }
        view.selectedItems = [2]
        assertRepositorySnapshot(of: view, as: .image(width: 390, scale: 2), named: "custom-content-list")
    }
}
