import ListSpec
import RenderCells
import Testing

/// The iOS 26 figures of issue #35 that `ListDesign26Tests` does not pin yet, each read
/// from the layout dump of a spec drawn with `design: ios26` (docs/uikit-reference.md §3.9).
@Suite struct ListDesign26FigureTests {
    typealias T = ListDesign26Tests

    /// One inset-grouped value cell.
    static let valueRow = """
        width: 390
        scale: 3
        design: ios26
        layout: {appearance: insetGrouped}
        sections:
          - items: [{variant: valueCell, text: Wi-Fi, secondaryText: Home}]
        """

    static func element(_ id: String, _ yaml: String, _ variant: SpecVariant = SpecVariant()) throws -> DisplayElement {
        try #require(T.element(id, in: try T.dump(yaml, variant)), "\(id)")
    }

    /// Inset-grouped separators: 1 pt (3 device pixels at 3x) of 231,231,232 in light mode,
    /// measured on one render (unconfirmed); dark keeps `separator`. iOS 18: one device
    /// pixel of `separator` (198,198,200 over white).
    @Test func insetGroupedSeparatorsAreOnePointOf231() throws {
        let line = try Self.element("sections[0].items[0].separators[0]", T.settings)
        #expect(line.properties["color"] == "#E7E7E8FF")
        #expect(line.frame[3] == 1)
        let old = try Self.element(
            "sections[0].items[0].separators[0]", T.settings,
            SpecVariant(list: ListVariant(design: .ios18)))
        #expect(abs(old.frame[3] - 1.0 / 3) < 1e-4)  // frames are dumped to 1/10,000 pt
        let dark = try Self.element(
            "sections[0].items[0].separators[0]", T.settings,
            SpecVariant(list: ListVariant(style: .dark)))
        #expect(dark.properties["color"] != "#E7E7E8FF")
    }

    /// The header 10 pt (its bottom margin) above the card; its text mixed case.
    @Test func theHeaderSitsItsBottomMarginAboveTheCard() throws {
        let header = try Self.element("sections[0].header", T.settings)
        let card = try Self.element("sections[0].card", T.settings)
        #expect(abs(card.frame[1] - (header.frame[1] + header.frame[3])) < 1e-9)
        let text = try Self.element("sections[0].header.text", T.settings)
        #expect(text.properties["string"] == "Network")
        #expect(abs(card.frame[1] - (text.frame[1] + text.frame[3]) - 10) < 0.34, "\(text.frame) \(card.frame)")
    }

    /// At AX3 the rows stack and grow by the same 15-pt margins: the text block starts 15
    /// below the row's top.
    @Test func accessibilityRowsKeepTheFifteenPointMargins() throws {
        let yaml = Self.valueRow
        let variant = SpecVariant(list: ListVariant(contentSize: .accessibilityExtraLarge))
        let row = try Self.element("sections[0].items[0]", yaml, variant)
        let text = try Self.element("sections[0].items[0].text", yaml, variant)
        let secondary = try Self.element("sections[0].items[0].secondaryText", yaml, variant)
        #expect(secondary.frame[1] > text.frame[1] + text.frame[3] - 1e-9, "stacked")
        #expect(abs(text.frame[1] - row.frame[1] - 15) < 0.34)
        #expect(abs(row.frame[1] + row.frame[3] - (secondary.frame[1] + secondary.frame[3]) - 15) < 0.34)
    }

    /// Below 375 pt the card is inset 13 (iOS 18's 16 scaled by 16/20, unverified).
    @Test func aNarrowListsCardIsInset13() throws {
        let yaml = T.settings.replacingOccurrences(of: "width: 390", with: "width: 320")
        let card = try Self.element("sections[0].card", yaml)
        #expect(card.frame[0] == 13 && card.frame[2] == 320 - 26)
    }

    /// A selected sidebar row: the tint (0,136,255) with 26-pt corners.
    @Test func aSelectedSidebarRowIsTheNewTintWith26PointCorners() throws {
        let yaml = """
            width: 320
            scale: 2
            design: ios26
            layout: {appearance: sidebar}
            sections:
              - items: [{text: Inbox, image: tray, state: {selected: true}}, {text: Sent}]
            """
        let row = try Self.element("sections[0].items[0]", yaml)
        #expect(row.properties["background.color"] == "#0088FFFF")
        #expect(row.properties["background.cornerRadius"] == "26")
        let eighteen = try Self.element("sections[0].items[0]", yaml, SpecVariant(list: ListVariant(design: .ios18)))
        #expect(eighteen.properties["background.color"] == "#007AFFFF")
        #expect(eighteen.properties["background.cornerRadius"] == "10")
    }

    /// A swiped inset-grouped row rounds by 26 and keeps the grouped cell's fill; its
    /// actions keep iOS 18's buttons (no iOS 26 source).
    @Test func aSwipedInsetGroupedRow() throws {
        let yaml = """
            width: 390
            scale: 3
            design: ios26
            layout: {appearance: insetGrouped}
            sections:
              - items:
                  - text: Mail
                    state: {swiped: true}
                    swipeActions: {trailing: [{title: Delete, style: destructive}]}
            """
        let row = try Self.element("sections[0].items[0]", yaml)
        #expect(row.properties["background.cornerRadius"] == "26")
        #expect(row.properties["background.color"] == "#FFFFFFFF")
        let action = try Self.element("sections[0].items[0].swipeActions[0]", yaml)
        let old = try Self.element("sections[0].items[0].swipeActions[0]", yaml, SpecVariant(list: ListVariant(design: .ios18)))
        #expect(action.frame[2] == old.frame[2])
    }

    /// Body text, secondary text colour and the grouped background are unchanged.
    @Test func bodyTextAndBackgroundsAreUnchanged() throws {
        let yaml = Self.valueRow
        let text = try Self.element("sections[0].items[0].text", yaml)
        let secondary = try Self.element("sections[0].items[0].secondaryText", yaml)
        let eighteen = SpecVariant(list: ListVariant(design: .ios18))
        #expect(text.properties["font"] == (try Self.element("sections[0].items[0].text", yaml, eighteen)).properties["font"])
        #expect(text.properties["color"] == "#000000FF")
        #expect(
            secondary.properties["color"]
                == (try Self.element("sections[0].items[0].secondaryText", yaml, eighteen)).properties["color"])
    }
}
