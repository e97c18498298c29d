import ListSpec
import RenderCells
import Testing

/// The value cell's and the outline header's accessory rules, checked on the picture that
/// was measured on iOS (docs/uikit-reference.md §3.8): M-LISTS, an iOS 14 screenshot at 3x
/// of a dark insetGrouped list whose expanded outline header holds `valueCell()` rows with a
/// disclosure indicator (`DeluxeAlonso/ModernCollectionViews`, `Screenshots/Lists.png`).
@Suite struct ValueCellSpacingTests {
    static let spec = """
        width: 390
        scale: 3
        traits: {userInterfaceStyle: dark}
        layout: {appearance: insetGrouped}
        sections:
          - items:
              - text: "Other capabilities"
                accessories: [{outlineDisclosure: {style: header}}]
                state: {expanded: true}
                children:
                  - {variant: valueCell, image: star, text: "Text", secondaryText: "Value", accessories: [disclosureIndicator]}
        """

    static func element(_ id: String, in elements: [DisplayElement]) -> DisplayElement? {
        for e in elements {
            if e.id == id { return e }
            if let found = element(id, in: e.children) { return found }
        }
        return nil
    }

    /// Device-pixel columns in `x0 ..< x1` (points) with ink in rows `y0 ..< y1` (points): a
    /// channel more than 40 levels off the row's first pixel, the background.
    static func inkColumns(_ pixmap: Pixmap, x0: Double, x1: Double, y0: Double, y1: Double) -> [Int] {
        let rows = Int(y0 * 3)..<Int(y1 * 3)
        return (Int(x0 * 3)..<Int(x1 * 3)).filter { x in
            rows.contains { y in
                let p = pixmap[x, y]
                let b = pixmap[x, rows.lowerBound]
                return max(abs(Int(p.r) - Int(b.r)), abs(Int(p.g) - Int(b.g)), abs(Int(p.b) - Int(b.b))) > 40
            }
        }
    }

    /// iOS leaves 13.7 pt from the value's last ink to the chevron's first ink (issue #30's
    /// measurement of M-LISTS); the general content-to-accessory spacing drew 17.0.
    @Test func valueTextEndsThirteenPointSevenBeforeTheChevron() throws {
        let view = try ListSpec(yaml: Self.spec).makeCollectionView()
        let list = try view.displayList(width: 390, scale: 3)
        let pixmap = try list.render()
        let value = try #require(Self.element("sections[0].items[1].secondaryText", in: list.elements))
        let chevron = try #require(Self.element("sections[0].items[1].accessories[0]", in: list.elements))
        let top = value.frame[1]
        let bottom = value.frame[1] + value.frame[3]
        let valueInk = Self.inkColumns(pixmap, x0: value.frame[0], x1: value.frame[0] + value.frame[2] + 2, y0: top, y1: bottom)
        let chevronInk = Self.inkColumns(
            pixmap, x0: chevron.frame[0] - 2, x1: chevron.frame[0] + chevron.frame[2] + 2,
            y0: top, y1: bottom)
        let gap = Double(try #require(chevronInk.first) - (try #require(valueInk.last)) - 1) / 3
        // Within one device pixel at 3x.
        #expect(abs(gap - 13.7) <= 1.0 / 3 + 1e-9, "value ink to chevron ink: \(gap) pt")
    }

    /// The expanded outline header's `chevron.down` sits 1 pt left of and 1 pt below the
    /// centre of its slot (issue #30's measurement of M-LISTS).
    @Test func theHeaderChevronDownSitsOnePointLeftAndDown() throws {
        let view = try ListSpec(yaml: Self.spec).makeCollectionView()
        let list = try view.displayList(width: 390, scale: 3)
        let cell = try #require(Self.element("sections[0].items[0]", in: list.elements))
        let chevron = try #require(Self.element("sections[0].items[0].accessories[0]", in: list.elements))
        #expect(chevron.properties["symbol"] == "chevron.down")
        // The card is the cell (x 20 … 370); the slot ends at the 20-pt list margin inside it.
        let slotEnd = cell.frame[0] + cell.frame[2] - 20
        #expect(abs(chevron.frame[0] + chevron.frame[2] - (slotEnd - 1)) < 1e-9)
        let centre = cell.frame[1] + cell.frame[3] / 2
        #expect(abs(chevron.frame[1] + chevron.frame[3] / 2 - (centre + 1)) < 1e-9)
    }
}
