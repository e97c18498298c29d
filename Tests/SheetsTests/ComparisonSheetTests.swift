import Foundation
import ListSpec
import RenderCells
import RenderCellsTesting
import Sheets
import SnapshotSupport
import TestSupport
import Testing

/// Comparison sheets of the examples, as reference pictures (each opened and compared with
/// iOS before it was kept), and the sheet's geometry, limits and page.
@Suite struct ComparisonSheetTests {
    static func settings(_ edit: ((inout String) -> Void)? = nil) throws -> CollectionView<Int, ItemID> {
        var yaml = try String(contentsOfFile: packageRoot + "/examples/settings.yaml", encoding: .utf8)
        edit?(&yaml)
        return try ListSpec(yaml: yaml, file: "settings.yaml").makeCollectionView()
    }

    @Test func fiveAppearancesLightAndDark() throws {
        let sheet = ComparisonSheet(
            title: "settings.yaml", rows: [.style([.light, .dark])],
            columns: [.appearance(ListAppearance.allCases)], scale: 1)
        let picture = try sheet.render(Self.settings())
        assertRepositorySnapshot(of: picture.snapshotPicture(), as: .image, named: "appearances-styles")
    }

    @Test func threeSizesTwoDirections() throws {
        let sheet = ComparisonSheet(
            rows: [.direction([.leftToRight, .rightToLeft])],
            columns: [.contentSize([.extraSmall, .large, .accessibilityExtraLarge])], scale: 1,
            maxPanelHeight: 700)
        let picture = try sheet.render(Self.settings())
        assertRepositorySnapshot(of: picture.snapshotPicture(), as: .image, named: "sizes-directions")
    }

    @Test func statesOnOneItem() throws {
        let spec = try ListSpec(contentsOf: packageRoot + "/examples/hello-wwdc.yaml")
        let view = spec.makeCollectionView()
        view.stateOverrideItems = [ItemID(0)]
        let sheet = ComparisonSheet(
            rows: [.state([.normal, .highlighted, .selected, .disabled])],
            columns: [.appearance([.sidebar, .insetGrouped])], width: 320, scale: 1)
        let picture = try sheet.render(view)
        assertRepositorySnapshot(of: picture.snapshotPicture(), as: .image, named: "states")
        // Only the first item changes down a column: the rows below it are the same pixels.
        let normal = try #require(picture.panels.first { $0.row == 0 && $0.column == 0 })
        let selected = try #require(picture.panels.first { $0.row == 2 && $0.column == 0 })
        let difference = SnapshotDifference(actual: picture.pixmap(of: selected), reference: picture.pixmap(of: normal))
        let box = try #require(difference.boundingBox)
        #expect(box.y < 60 && box.y + box.height <= 60, "\(box)")
    }

    @Test func beforeAndAfter() throws {
        let before = try Self.settings()
        let after = try Self.settings { $0 = $0.replacingOccurrences(of: "Bluetooth", with: "Bluetooth LE") }
        let sheet = ComparisonSheet(columns: [.style([.light, .dark])], scale: 1, maxPanelHeight: 240)
        let picture = try sheet.render(before: before, after: after)
        assertRepositorySnapshot(of: picture.snapshotPicture(), as: .image, named: "before-after")
        // A row per variant, read left to right: before, after, the boxed difference, what changed.
        #expect(
            picture.panels.map(\.name) == [
                "light.Before", "light.After", "light.difference", "light.changes",
                "dark.Before", "dark.After", "dark.difference", "dark.changes"
            ])
        #expect(picture.panels.map(\.row) == [0, 0, 0, 0, 1, 1, 1, 1])
        #expect(picture.labels.filter { $0.role == .column }.map(\.text) == ["Before", "After", "Difference", "What changed"])
        #expect(picture.labels.filter { $0.role == .row }.map(\.text) == ["Light", "Dark"])
        // The difference panel: the after picture faded, one red box around the changed text
        // and nothing red elsewhere.
        let changed = try #require(
            SnapshotDifference(
                actual: picture.pixmap(of: picture.panels[1]),
                reference: picture.pixmap(of: picture.panels[0])
            ).boundingBox)
        let diff = picture.pixmap(of: picture.panels[2])
        let red = PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255)
        var redBox: (x0: Int, y0: Int, x1: Int, y1: Int) = (.max, .max, -1, -1)
        for y in 0..<diff.height {
            for x in 0..<diff.width where diff[x, y] == red {
                redBox = (min(redBox.x0, x), min(redBox.y0, y), max(redBox.x1, x), max(redBox.y1, y))
            }
        }
        #expect(redBox.x0 < changed.x && redBox.y0 < changed.y)
        #expect(redBox.x1 >= changed.x + changed.width && redBox.y1 >= changed.y + changed.height)
        #expect(redBox.x1 - redBox.x0 < changed.width + 16 && redBox.y1 - redBox.y0 < changed.height + 16, "\(redBox) \(changed)")
        // The unchanged rows are the after picture, faded: lighter than it, never red.
        let afterPixels = picture.pixmap(of: picture.panels[1])
        #expect(diff[30, 2].r >= afterPixels[30, 2].r)
        // What changed, in words: the text first.
        let changes = try #require(picture.panels[3].changes)
        #expect(
            changes.hasPrefix("1 element changed:\nsections[0].items[2].text (text): string Bluetooth → Bluetooth LE; width "))
        #expect(picture.panels[7].changes == changes)
    }

    /// The boxes of the difference panel: changed pixels close together are one box, far
    /// apart two; a picture that grew counts its new rows as changed.
    @Test func differenceRegions() throws {
        let white = try #require(Pixmap(width: 60, height: 40, color: .white))
        var changed = white
        let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
        changed[10, 10] = black
        changed[14, 12] = black  // within one 8-pixel square's reach of the first
        changed[50, 35] = black
        #expect(
            SheetDifference.regions(before: white, after: changed, cell: 8) == [
                IntRect(x: 10, y: 10, width: 5, height: 3), IntRect(x: 50, y: 35, width: 1, height: 1)
            ])
        #expect(SheetDifference.regions(before: white, after: white, cell: 8).isEmpty)
        let taller = try #require(Pixmap(width: 60, height: 44, color: .white))
        #expect(SheetDifference.regions(before: white, after: taller, cell: 8) == [IntRect(x: 0, y: 40, width: 60, height: 4)])
    }

    /// Panels of a row start at the same top, columns at the same left, 8 pt apart, and
    /// the headers sit over their spans.
    @Test func geometry() throws {
        let sheet = ComparisonSheet(
            title: "t", rows: [.style([.light, .dark])],
            columns: [.appearance([.plain, .insetGrouped]), .direction([.leftToRight, .rightToLeft])],
            width: 200, scale: 2)
        let picture = try sheet.render(Self.settings())
        #expect(picture.panels.count == 8)
        for row in 0..<2 {
            let tops = Set(picture.panels.filter { $0.row == row }.map(\.frame.y))
            #expect(tops.count == 1)
        }
        let firstRow = picture.panels.filter { $0.row == 0 }.sorted { $0.column < $1.column }
        for (a, b) in zip(firstRow, firstRow.dropFirst()) { #expect(b.frame.x - (a.frame.x + a.frame.width) == 16) }
        #expect(
            firstRow.map(\.name) == ["plain-light-ltr", "plain-light-rtl", "insetGrouped-light-ltr", "insetGrouped-light-rtl"])
        let columnLabels = picture.labels.filter { $0.role == .column }
        #expect(
            columnLabels.map(\.text) == [
                "Plain", "Inset grouped", "Left to right", "Right to left", "Left to right",
                "Right to left"
            ])
        let plain = columnLabels[0]
        #expect(
            plain.frame.x == firstRow[0].frame.x
                && plain.frame.width == firstRow[1].frame.x + firstRow[1].frame.width - firstRow[0].frame.x)
        #expect(picture.labels.filter { $0.role == .row }.map(\.text) == ["Light", "Dark"])
        #expect(picture.panels[0].labels == ["Light", "Plain", "Left to right"])
        // The same sheet twice is the same bytes.
        #expect(try sheet.render(Self.settings()).pixmap == picture.pixmap)
        // Codes on request: the names specs and flags use.
        var coded = sheet
        coded.labelStyle = .codes
        let codes = try coded.render(Self.settings())
        #expect(codes.labels.filter { $0.role == .column }.map(\.text) == ["plain", "insetGrouped", "ltr", "rtl", "ltr", "rtl"])
        #expect(codes.panels.map(\.name) == picture.panels.map(\.name))
    }

    /// Every content size has words, as the Settings app's text size steps read.
    @Test func contentSizesInWords() {
        #expect(
            SheetAxis.contentSize([
                .extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium,
                .accessibilityExtraLarge
            ]).labels(.human)
                == ["Extra Small", "Large", "Extra Extra Extra Large", "Accessibility 1", "Accessibility 3"])
        #expect(SheetAxis.state([.normal, .disabled]).labels(.human) == ["Normal", "Disabled"])
        #expect(SheetAxis.appearance([.sidebarPlain]).labels(.human) == ["Sidebar plain"])
    }

    /// A page is not one picture: a sheet too large to draw as one is still a page, with
    /// each panel's picture the same pixels as in a sheet that fits.
    @Test func aPageIsNotBoundByThePictureLimit() throws {
        let view = try Self.settings()
        let huge = ComparisonSheet(
            rows: [.contentSize(ContentSizeCategory.allCases)],
            columns: [.appearance(ListAppearance.allCases), .style([.light, .dark])], scale: 3,
            maxPanelHeight: 100)
        #expect(throws: SheetError.self) { try ComparisonSheet(rows: huge.rows, columns: huge.columns, scale: 3).render(view) }
        let page = try huge.page(view)
        #expect(page.panels.count == ContentSizeCategory.allCases.count * 10 && page.pictures.count == page.panels.count)
        let small = ComparisonSheet(columns: [.style([.light, .dark])], scale: 3, maxPanelHeight: 100)
        let drawn = try small.render(view)
        let paged = try small.page(view)
        #expect(try paged.pictures.map { try PNGDecoder.decode($0) } == drawn.panels.map { drawn.pixmap(of: $0) })
        #expect(paged.html() == (try drawn.html()))
    }

    @Test func badAxesAndOversizedSheetsAreRefusedBeforeDrawing() throws {
        let view = try Self.settings()
        #expect(throws: SheetError.repeatedAxis("style")) {
            try ComparisonSheet(rows: [.style([.light])], columns: [.style([.dark])]).render(view)
        }
        #expect(throws: SheetError.emptyAxis("appearance")) { try ComparisonSheet(columns: [.appearance([])]).render(view) }
        let many = ComparisonSheet(
            rows: [.contentSize(ContentSizeCategory.allCases), .direction([.leftToRight, .rightToLeft])],
            columns: [
                .appearance(ListAppearance.allCases), .style([.light, .dark]),
                .state([.normal, .highlighted, .selected, .disabled, .focused])
            ])
        let sizes = ContentSizeCategory.allCases.count
        #expect(throws: SheetError.tooManyPanels(count: sizes * 2 * 5 * 2 * 5, limit: 1000)) { try many.render(view) }
        let huge = ComparisonSheet(
            rows: [.contentSize(ContentSizeCategory.allCases)],
            columns: [.appearance(ListAppearance.allCases), .style([.light, .dark])], scale: 3)
        do {
            _ = try huge.render(view)
            Issue.record("a sheet over the pixel limits must be refused")
        } catch let error as SheetError {
            guard case .tooLarge(let panels, let rows, let columns, _, _, _, let width, _) = error else {
                Issue.record("\(error)")
                return
            }
            let sizes = ContentSizeCategory.allCases.count
            #expect(panels == sizes * 10 && rows == sizes && columns == 10 && width > 10_000)
            #expect(error.description.hasPrefix("the sheet would be "))
            #expect(error.description.contains("\(sizes * 10) panels (\(sizes) rows x 10 columns) of up to 390 x "))
        }
    }

    /// The page: offline (no address outside the page), a header per value, an image per panel.
    @Test func htmlPage() throws {
        let sheet = ComparisonSheet(
            title: "settings <b>", rows: [.style([.light, .dark])],
            columns: [.appearance([.plain, .insetGrouped])], scale: 1, maxPanelHeight: 200)
        let html = try sheet.render(Self.settings()).html()
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src=\"/"))
        #expect(html.components(separatedBy: "<img ").count - 1 == 4)
        #expect(html.components(separatedBy: "data:image/png;base64,").count - 1 == 4)
        #expect(html.contains("<h1>settings &lt;b&gt;</h1>"))
        #expect(html.contains("<th colspan=\"1\">Inset grouped</th>"))
        #expect(html.contains("<th class=\"row\" rowspan=\"1\">Dark</th>"))
        #expect(html.contains("width=\"390\" height=\"200\""))
    }

    /// The layout record of a sheet names each panel's elements under the panel.
    @Test func layoutDumpNamesPanels() throws {
        let sheet = ComparisonSheet(columns: [.style([.light, .dark])], scale: 1, maxPanelHeight: 200)
        let dump = String(decoding: try sheet.render(Self.settings()).layoutDump(), as: UTF8.self)
        #expect(dump.contains("\"id\" : \"dark/sections[0].items[1].text\""))
        #expect(dump.contains("\"kind\" : \"panel\""))
        let changed = try sheet.render(Self.settings { $0 = $0.replacingOccurrences(of: "Bluetooth", with: "Bluetooth LE") })
        let changes = try #require(LayoutChanges(reference: dump, actual: String(decoding: changed.layoutDump(), as: UTF8.self)))
        #expect(changes.changes.map(\.id) == ["light/sections[0].items[2].text", "dark/sections[0].items[2].text"])
    }
}
