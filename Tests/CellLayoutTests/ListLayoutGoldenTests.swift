import Foundation
import Gallery
import RenderCells
import RenderCellsTesting
import SnapshotSupport
import TestSupport
import Testing

// Golden layout dumps for regression: each appearance × {cell, subtitleCell, valueCell,
// each with a symbol and a disclosure, under a header and above a footer} × {xS, L, XXXL,
// AX1, AX5}, through RenderCellsTesting's `.layout` strategy (`DisplayList.dumpJSON()`),
// compared line by line with `Tests/CellLayoutTests/Fixtures/layouts/golden.<name>.json`.
// Text widths in a dump come from the installed fonts; the picture snapshots of lists
// carry the font files and name one that changed.

@Suite struct ListLayoutGoldenTests {
    typealias R = ListReference

    static let appearances: [ListAppearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]

    /// The three main cell variants, each with a symbol and a disclosure.
    static func sections(_ a: ListAppearance) -> [ListGallery.Section] {
        let disclosure: [CellAccessory] = [.disclosureIndicator()]
        return [
            R.section(
                a, header: "Header", footer: "Footer",
                [
                    R.row(.cell, "General", symbol: "gear", accessories: disclosure),
                    R.row(.subtitleCell, "Bluetooth", secondary: "Connected", symbol: "bolt", accessories: disclosure),
                    R.row(.valueCell, "Wi-Fi", secondary: "Home", symbol: "wifi", accessories: disclosure)
                ])
        ]
    }

    static func width(_ a: ListAppearance) -> Double { a == .sidebar || a == .sidebarPlain ? 320 : 390 }

    static func view(_ a: ListAppearance, _ c: ContentSizeCategory) -> CollectionView<Int, Int> {
        ListGallery.collectionView(sections(a), traits: R.traits(c))
    }

    @Test("layout dump matches its fixture", arguments: appearances, R.sweep)
    func golden(_ a: ListAppearance, _ c: ContentSizeCategory) throws {
        assertRepositorySnapshot(
            of: Self.view(a, c), as: .layout(width: Self.width(a), scale: 3),
            named: "list-\(a.rawValue)-\(c.shortName)", directory: "Tests/CellLayoutTests/Fixtures/layouts")
    }

    @Test("the dump is the same bytes twice")
    func dumpIsStable() throws {
        func dump() -> [UInt8] { Self.view(.insetGrouped, .large).layout(width: 390, scale: 3).displayList().dumpJSON() }
        #expect(dump() == dump())
    }
}
