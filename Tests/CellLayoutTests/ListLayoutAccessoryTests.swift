import Gallery
import RenderCells
import TestSupport
import Testing

// Custom-view accessories, the switch and the pop-up menu laid out in rows (reference
// docs/uikit-reference.md §3.1, §3.8): frames (the switch 51 × 31 centred in a 44-pt row, 16 from the content, at
// the list margin; leading placement; reserved slots; right to left mirrored), what reaches
// the display list, and the error path for a custom view that measures itself at an
// unusable size. Helpers in `ListReference` (ListLayoutTests.swift).

/// A custom view that says it is as big as it was made, for layout tests.
struct Block: AccessoryView {
    var width: Double
    var height: Double
    /// Grows three times wider from accessibility sizes, as text-bearing views do.
    var growsWithText = false

    func sizeThatFits(_ proposal: Size, traitCollection: TraitCollection) -> Size {
        let grow = growsWithText && traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        return Size(width: grow ? 3 * width : width, height: height)
    }

    func draw(in canvas: Canvas, rect: Rect, tintColor: Color, traitCollection: TraitCollection) throws {
        canvas.fill(rect, with: .color(tintColor.resolvedRGBA(with: traitCollection)))
    }
}

@Suite struct ListLayoutAccessoryTests {
    typealias R = ListReference

    static func row(_ accessories: [CellAccessory], _ text: String = "Wi-Fi") -> ListGallery.Row {
        R.row(.cell, text, accessories: accessories)
    }

    static func block(
        _ w: Double, _ h: Double, _ placement: CellAccessory.Placement = .trailing(),
        reserved: CellAccessory.LayoutDimension = .standard, fixed: Bool = false,
        grows: Bool = false
    ) -> CellAccessory {
        .customView(
            configuration: .init(
                customView: Block(width: w, height: h, growsWithText: grows),
                placement: placement, reservedLayoutWidth: reserved, maintainsFixedSize: fixed))
    }

    /// The text area's trailing edge: the content frame less its trailing margin (the list's, 20).
    static func contentEnd(_ item: ListLayout.Item) -> Double? { item.contentFrame.map { $0.maxX - 20 } }

    @Test("a switch: 51 × 31 at the list margin, centred in a 44-pt row on device pixels, 16 after the content")
    func switchFrame() throws {
        for scale in [2.0, 3.0] {
            let layout = R.layout([R.section(.plain, [Self.row([.switch(isOn: true)])])], scale: scale)
            let row = layout.sections[0].items[0]
            let frame = try #require(R.accessory(row, "customView"))
            #expect(row.frame.height == 44)
            #expect(frame.width == 51 && frame.height == 31)
            #expect(frame.maxX == 370)
            // 6.5 pt above: 13 px at 2x, 19.5 px rounds to 20 at 3x.
            #expect(R.close(frame.minY - row.frame.minY, scale == 2 ? 6.5 : 20.0 / 3))
            #expect(R.close(Self.contentEnd(row), frame.minX - 16))
            #expect(row.accessories[0].customView?.view.name == "Switch")
        }
        // insetGrouped: the card's margin, 370 − 20.
        let inset = R.layout([R.section(.insetGrouped, [Self.row([.switch(isOn: false)])])])
        #expect(R.accessory(inset.sections[0].items[0], "customView")?.maxX == 350)
    }

    @Test("a switch beside a disclosure indicator sits nearest the content, 8 before the chevron")
    func switchAndChevron() throws {
        let layout = R.layout([R.section(.plain, [Self.row([.disclosureIndicator(), .switch(isOn: true)])])])
        let row = layout.sections[0].items[0]
        let toggle = try #require(R.accessory(row, "customView"))
        let chevron = try #require(R.accessory(row, "disclosureIndicator"))
        // The switch is moved onto device pixels (3x here): within half a pixel of its slot.
        #expect(R.close(toggle.maxX, chevron.minX - 8, 0.5 / 3))
        #expect(R.close(Self.contentEnd(row), toggle.minX - 16, 0.5 / 3))
        #expect(R.close(toggle.minX * 3, (toggle.minX * 3).rounded()))
    }

    @Test("leading placement: the view at the list margin and the text 16 after it")
    func leading() throws {
        let layout = R.layout([
            R.section(
                .plain,
                [
                    Self.row([
                        .customView(
                            configuration: .init(
                                customView: Switch(isOn: true), placement: .leading()))
                    ])
                ])
        ])
        let row = layout.sections[0].items[0]
        let frame = try #require(R.accessory(row, "customView"))
        #expect(frame.minX == 20)
        #expect(R.close(R.text(row)?.minX, 20 + 51 + 16))
    }

    @Test("right to left: the switch at the left margin, the pop-up's chevrons left of its title")
    func rightToLeft() throws {
        let menu = CellAccessory.popUpMenu(Menu(children: ["Light", "Dark"], selectedElement: "Dark"))
        let sections = [R.section(.plain, [Self.row([.switch(isOn: true)]), Self.row([menu], "Appearance")])]
        let ltr = R.layout(sections)
        let rtl = R.layout(sections, traits: R.traits(rtl: true))
        let toggle = try #require(R.accessory(rtl.sections[0].items[0], "customView"))
        #expect(toggle.minX == 20 && toggle.width == 51)
        let popUp = rtl.sections[0].items[1].accessories[0]
        let text = try #require(popUp.textFrame)
        let chevrons = try #require(popUp.symbolFrame)
        #expect(R.close(chevrons.minX, 20))
        #expect(R.close(text.minX, chevrons.maxX + 4))
        let mirrored = ltr.sections[0].items[1].accessories[0]
        #expect(R.close(try #require(mirrored.textFrame).maxX, 390 - text.minX))
    }

    @Test("a pop-up menu: the selected title in Body and the tint, 4 pt, then the chevrons, at the margin")
    func popUpMenu() throws {
        let layout = R.layout([
            R.section(
                .plain,
                [
                    Self.row(
                        [
                            .popUpMenu(Menu(children: ["Light", "Dark"], selectedElement: "Dark")), .disclosureIndicator()
                        ], "Appearance")
                ])
        ])
        let row = layout.sections[0].items[0]
        let popUp = try #require(row.accessories.first { $0.kind == "popUpMenu" })
        let chevron = try #require(R.accessory(row, "disclosureIndicator"))
        let text = try #require(popUp.textFrame)
        let chevrons = try #require(popUp.symbolFrame)
        #expect(popUp.symbol?.name == "chevron.up.chevron.down")
        #expect(R.color(popUp.color, 0, 122, 255))
        #expect(popUp.text?.lineCount == 1)
        #expect(R.close(chevrons.minX, text.maxX + 4))
        #expect(R.close(popUp.frame.maxX, chevrons.maxX) && R.close(popUp.frame.minX, text.minX))
        #expect(R.close(popUp.frame.maxX, chevron.minX - 8))
        #expect(R.close(text.midY, row.frame.midY) && R.close(chevrons.midY, row.frame.midY))
        #expect(R.close(Self.contentEnd(row), popUp.frame.minX - 16))
    }

    @Test("reserved layout width: the view centred in its slot; the content ends 16 before the slot")
    func reservedWidth() throws {
        let layout = R.layout([R.section(.plain, [Self.row([Self.block(20, 20, reserved: .custom(70))])])])
        let row = layout.sections[0].items[0]
        let frame = try #require(R.accessory(row, "customView"))
        #expect(frame.minX == 370 - 70 + 25 && frame.width == 20)
        #expect(R.close(Self.contentEnd(row), 370 - 70 - 16))
        // A system accessory takes a reserved width too.
        var check = CellAccessory.checkmark()
        check.reservedLayoutWidth = .custom(40)
        let wide = R.layout([R.section(.plain, [Self.row([check])])]).sections[0].items[0]
        let mark = try #require(R.accessory(wide, "checkmark"))
        #expect(R.close(mark.midX, 370 - 20))
        #expect(R.close(Self.contentEnd(wide), 370 - 40 - 16))
    }

    @Test("a tall custom view makes the row as tall as itself; a fixed-size view ignores Dynamic Type")
    func sizes() throws {
        let tall = R.layout([R.section(.plain, [Self.row([Self.block(30, 60.1)])])], scale: 3).sections[0].items[0]
        #expect(R.close(tall.frame.height, 181.0 / 3))
        let ax3 = R.traits(.accessibilityExtraExtraLarge)
        let grows = R.layout([R.section(.plain, [Self.row([Self.block(10, 10, grows: true)])])], traits: ax3)
        #expect(R.accessory(grows.sections[0].items[0], "customView")?.width == 30)
        let fixed = R.layout([R.section(.plain, [Self.row([Self.block(10, 10, fixed: true, grows: true)])])], traits: ax3)
        #expect(R.accessory(fixed.sections[0].items[0], "customView")?.width == 10)
    }

    @Test("hidden accessories keep their slot and draw nothing; shown custom views reach the display list")
    func hidden() throws {
        var hiddenSwitch = CellAccessory.switch(isOn: true)
        hiddenSwitch.isHidden = true
        let layout = R.layout([R.section(.plain, [Self.row([hiddenSwitch]), Self.row([.switch(isOn: true)])])])
        let rows = layout.sections[0].items
        #expect(rows[0].accessories[0].isHidden)
        let kept = try #require(R.accessory(rows[0], "customView"))
        let shown = try #require(R.accessory(rows[1], "customView"))
        #expect(R.close(kept, shown.minX, shown.minY - 44, shown.width, shown.height))
        let customs = layout.displayList().commands.compactMap { command -> Rect? in
            if case .custom(let drawing, let rect) = command, drawing.name == "Switch" { return rect }
            return nil
        }
        #expect(customs == [R.accessory(rows[1], "customView")])
        let dumped = layout.displayList().elements[0].children[1].children.first { $0.kind == "accessory" }
        #expect(dumped?.properties["view"] == "Switch" && dumped?.properties["accessory"] == "customView")
    }

    @Test("the accessory's tint, else the cell's, is what a custom view draws with")
    func tint() throws {
        let tinted = CellAccessory.customView(
            configuration: .init(
                customView: Block(width: 4, height: 4),
                placement: .trailing(), tintColor: .systemRed))
        let layout = R.layout([R.section(.plain, [Self.row([tinted]), Self.row([Self.block(4, 4)])])])
        let traits = R.traits()
        let colors = layout.sections[0].items.map { $0.accessories[0].customView?.tintColor.resolvedRGBA(with: traits) }
        #expect(R.color(colors[0], 255, 59, 48) && R.color(colors[1], 0, 122, 255))
    }

    @Test("a custom view measuring itself NaN, infinite, negative or absurd is a problem naming the view and the accessory")
    func unusableSize() throws {
        for (w, h) in [(Double.nan, 31.0), (51, .infinity), (-1, 31), (51, 1e9)] {
            let sections = [R.section(.plain, [Self.row([.disclosureIndicator()]), Self.row([Self.block(w, h)])])]
            let layout = R.layout(sections)
            let problem = try #require(layout.problems.first)
            #expect(layout.problems.count == 1)
            #expect(problem.itemID == "sections[0].items[1].accessories[0]")
            #expect(
                problem.message == "custom view Block measured itself as \(w) × \(h) points; "
                    + "each side must be a finite number from 0 to 100000")
            // Laid out empty; the collection view refuses to render it, naming the accessory.
            #expect(R.accessory(layout.sections[0].items[1], "customView")?.width == 0)
            let view = ListGallery.collectionView(sections, traits: R.traits())
            #expect {
                _ = try view.render(width: 390, scale: 1)
            } throws: { error in
                guard case .unusableContent(let id, let message) = error as? RenderError else { return false }
                return id == problem.itemID && message == problem.message
            }
            // The display list alone fails too, naming the view's type and the accessory.
            #expect {
                _ = try layout.displayList().render()
            } throws: { error in
                guard case .customView(let name, let message) = error as? DisplayListError else { return false }
                return name == "Block" && message.hasPrefix("sections[0].items[1].accessories[0]: measured itself as ")
            }
        }
        #expect(R.layout([R.section(.plain, [Self.row([.switch(isOn: true)])])]).problems.isEmpty)
    }
}
