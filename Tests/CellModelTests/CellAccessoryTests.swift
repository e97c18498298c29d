import CellModel
import Raster
import Testing

// Accessories as values (docs/uikit-reference.md §3.8): how each edge is ordered (UIKit's placement
// values for system accessories, then custom views inserted at their position), when
// they show, the slot a reserved layout width gives, the pop-up menu's title, and the
// switch's size and equality.

private struct Dot: AccessoryView {
    var diameter: Double
    func sizeThatFits(_ proposal: Size, traitCollection: TraitCollection) -> Size {
        Size(width: diameter, height: diameter)
    }

    func draw(in canvas: Canvas, rect: Rect, tintColor: Color, traitCollection: TraitCollection) throws {
        canvas.fill(Path(ellipseIn: rect), with: .color(tintColor.resolvedRGBA(with: traitCollection)))
    }
}

@Suite struct CellAccessoryTests {
    /// Names of accessories for compact expectations: a custom view by its dot's diameter.
    static func names(_ accessories: [CellAccessory]) -> [String] {
        accessories.map { a in
            if case .customView(let c) = a.kind, let dot = c.customView.view as? Dot { return "dot\(Int(dot.diameter))" }
            return a.accessoryType.rawValue
        }
    }

    static func dot(_ d: Double, _ placement: CellAccessory.Placement) -> CellAccessory {
        .customView(configuration: .init(customView: Dot(diameter: d), placement: placement))
    }

    @Test("trailing system accessories sort by UIKit's placement values, nearest the content first")
    func systemOrder() {
        let (leading, trailing) = CellAccessory.arranged(
            [.disclosureIndicator(), .checkmark(), .label(text: "On"), .detail(), .popUpMenu(Menu(children: ["A"]))],
            editing: false)
        #expect(leading.isEmpty)
        #expect(Self.names(trailing) == ["popUpMenu", "label", "checkmark", "detail", "disclosureIndicator"])
    }

    @Test("custom views go where their position says: trailing defaults nearest the content, leading after the others")
    func defaultPositions() {
        let (leading, trailing) = CellAccessory.arranged(
            [.disclosureIndicator(), Self.dot(1, .trailing()), .delete(displayed: .always), Self.dot(2, .leading())],
            editing: false)
        #expect(Self.names(trailing) == ["dot1", "disclosureIndicator"])
        #expect(Self.names(leading) == ["delete", "dot2"])
    }

    @Test("before/after an accessory type, a fixed index, the end, and a missing type")
    func positions() {
        let system: [CellAccessory] = [.label(text: "x"), .checkmark(), .disclosureIndicator()]
        func arranged(_ position: CellAccessory.Position) -> [String] {
            Self.names(CellAccessory.arranged(system + [Self.dot(9, .trailing(at: position))], editing: false).trailing)
        }
        #expect(
            arranged(CellAccessory.Placement.position(before: .disclosureIndicator()))
                == ["label", "checkmark", "dot9", "disclosureIndicator"])
        #expect(
            arranged(CellAccessory.Placement.position(after: .label(text: "other"))) == [
                "label", "dot9", "checkmark",
                "disclosureIndicator"
            ])
        #expect(arranged(.index(1)) == ["label", "dot9", "checkmark", "disclosureIndicator"])
        #expect(arranged(.index(99)) == ["label", "checkmark", "disclosureIndicator", "dot9"])
        #expect(arranged(.index(-3)) == ["dot9", "label", "checkmark", "disclosureIndicator"])
        #expect(arranged(.end) == ["label", "checkmark", "disclosureIndicator", "dot9"])
        // UIKit: before a type that is absent → the beginning; after one → the end.
        #expect(arranged(.before(.reorder)) == ["dot9", "label", "checkmark", "disclosureIndicator"])
        #expect(arranged(.after(.reorder)) == ["label", "checkmark", "disclosureIndicator", "dot9"])
    }

    @Test("custom views are inserted in the order given, each seeing the ones before it")
    func insertionOrder() {
        let trailing = CellAccessory.arranged(
            [
                .disclosureIndicator(), Self.dot(1, .trailing(at: .end)),
                Self.dot(2, .trailing(at: .before(.customView)))
            ], editing: false
        ).trailing
        #expect(Self.names(trailing) == ["disclosureIndicator", "dot2", "dot1"])
    }

    @Test("displayed states: a custom view's comes from its placement; positions ignore what editing hides")
    func displayedStates() {
        let accessories: [CellAccessory] = [
            .reorder(), .disclosureIndicator(displayed: .whenNotEditing),
            Self.dot(1, .trailing(displayed: .whenEditing, at: .after(.reorder)))
        ]
        #expect(accessories[2].displayed == .whenEditing)
        #expect(Self.names(CellAccessory.arranged(accessories, editing: false).trailing) == ["disclosureIndicator"])
        #expect(Self.names(CellAccessory.arranged(accessories, editing: true).trailing) == ["reorder", "dot1"])
        #expect(CellAccessory.switch(isOn: true).displayed == .always)
        #expect(CellAccessory.popUpMenu(Menu(children: ["A"])).displayed == .always)
    }

    @Test("reserved layout width: standard and actual are the accessory's own, custom is the given width")
    func reservedWidths() {
        #expect(CellAccessory.LayoutDimension.standard.reservedWidth(forActualWidth: 51) == 51)
        #expect(CellAccessory.LayoutDimension.actual.reservedWidth(forActualWidth: 51) == 51)
        #expect(CellAccessory.LayoutDimension.custom(60).reservedWidth(forActualWidth: 51) == 60)
        // Narrower than the accessory: the slot is still the given width (the view overflows it).
        #expect(CellAccessory.LayoutDimension.custom(20).reservedWidth(forActualWidth: 51) == 20)
        #expect(CellAccessory.LayoutDimension.custom(.nan).reservedWidth(forActualWidth: 51) == 51)
        #expect(CellAccessory.LayoutDimension.custom(-1).reservedWidth(forActualWidth: 51) == 51)
        let configured = CellAccessory.customView(
            configuration: .init(
                customView: Dot(diameter: 4), placement: .trailing(), isHidden: true, reservedLayoutWidth: .custom(30),
                tintColor: .systemRed))
        #expect(configured.reservedLayoutWidth == .custom(30) && configured.isHidden && configured.tintColor == .systemRed)
    }

    @Test("a pop-up menu shows its selected item, else its first")
    func menuTitle() {
        #expect(Menu(children: ["Light", "Dark"], selectedElement: "Dark").displayedTitle == "Dark")
        #expect(Menu(children: ["Light", "Dark"]).displayedTitle == "Light")
        #expect(Menu(children: ["Light", "Dark"], selectedElement: "Sepia").displayedTitle == "Light")
        #expect(Menu(children: []).displayedTitle == nil)
    }

    @Test("the switch is 51 × 31 whatever the proposal and text size; accessories compare by their views' values")
    func switchValue() {
        let big = TraitCollection { $0.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge }
        #expect(
            Switch(isOn: true).sizeThatFits(Size(width: 10, height: 10), traitCollection: big)
                == Size(width: 51, height: 31))
        #expect(CellAccessory.switch(isOn: true) == CellAccessory.switch(isOn: true))
        #expect(CellAccessory.switch(isOn: true) != CellAccessory.switch(isOn: false))
        #expect(CellAccessory.switch(isOn: true, onTintColor: .systemBlue) != CellAccessory.switch(isOn: true))
        #expect(Self.dot(1, .trailing()) != CellAccessory.switch(isOn: true))
        #expect(CellAccessory.switch(isOn: true).isLeading == false)
        #expect(Self.dot(1, .leading()).isLeading)
    }

    @Test("the switch's thumb sits at the trailing end when on, mirrored right to left")
    func thumb() {
        let track = Rect(x: 100, y: 10, width: 51, height: 31)
        #expect(Switch(isOn: true).thumbRect(in: track, rightToLeft: false) == Rect(x: 122, y: 12, width: 27, height: 27))
        #expect(Switch(isOn: false).thumbRect(in: track, rightToLeft: false) == Rect(x: 102, y: 12, width: 27, height: 27))
        #expect(Switch(isOn: true).thumbRect(in: track, rightToLeft: true) == Rect(x: 102, y: 12, width: 27, height: 27))
    }
}
