import ListSpec
import RenderCells
import Testing

/// The iOS 26 list design's figures, read from the layout dump of specs drawn with
/// `design: ios26` (docs/uikit-reference.md §3.9; issue #35's measurements of public iOS 18
/// and iOS 26 snapshot references, and DEC-TC26).
@Suite struct ListDesign26Tests {
    static func dump(_ yaml: String, _ variant: SpecVariant = SpecVariant()) throws -> [DisplayElement] {
        try ListSpec(yaml: yaml).displayList(for: variant).list.elements
    }

    static func element(_ id: String, in elements: [DisplayElement]) -> DisplayElement? {
        for e in elements {
            if e.id == id { return e }
            if let found = element(id, in: e.children) { return found }
        }
        return nil
    }

    static let settings = """
        width: 390
        scale: 3
        design: ios26
        layout: {appearance: insetGrouped}
        sections:
          - header: {text: Network}
            items:
              - {image: wifi, text: Wi-Fi, accessories: [checkmark]}
              - {text: Bluetooth, accessories: [disclosureIndicator]}
        """

    @Test func aOneLineRowIs52PointsAtLargeAnd51AtMedium() throws {
        let large = try Self.dump(Self.settings)
        #expect(try #require(Self.element("sections[0].items[1]", in: large)).frame[3] == 52)
        let medium = try Self.dump(Self.settings, SpecVariant(list: ListVariant(contentSize: .medium)))
        #expect(try #require(Self.element("sections[0].items[1]", in: medium)).frame[3] == 51)
    }

    @Test func theCardIsInset16PointsWith26PointCorners() throws {
        let elements = try Self.dump(Self.settings)
        let card = try #require(Self.element("sections[0].card", in: elements))
        #expect(card.frame[0] == 16 && card.frame[2] == 390 - 32)
        #expect(card.properties["cornerRadius"] == "26")
        // The rows' text 16 inside the card (iOS 18: 20 + 20).
        let text = try #require(Self.element("sections[0].items[1].text", in: elements))
        #expect(text.frame[0] == 32)
    }

    @Test func theHeaderIsEmphasizedBodyInMixedCaseAlignedWithTheText() throws {
        let spec = try ListSpec(yaml: Self.settings)
        let layout = spec.makeCollectionView().layout(width: 390, scale: 3)
        let header = try #require(layout.sections[0].header?.configuration)
        #expect(header.textProperties.transform == .none)
        let elements = try Self.dump(Self.settings)
        let text = try #require(Self.element("sections[0].header.text", in: elements))
        #expect(text.properties["font"]?.hasPrefix("body 17pt") == true)
        #expect(
            try #require(Double(text.properties["font"]!.split(separator: " ")[3])) >= 0.3,
            "semibold, not regular: \(text.properties["font"]!)")
        let row = try #require(Self.element("sections[0].items[1].text", in: elements))
        #expect(text.frame[0] == row.frame[0])
    }

    @Test func theTintIsTheIOS26Blue() throws {
        let elements = try Self.dump(Self.settings)
        let checkmark = try #require(Self.element("sections[0].items[0].accessories[0]", in: elements))
        #expect(checkmark.properties["color"] == "#0088FFFF")
        let eighteen = try Self.dump(Self.settings, SpecVariant(list: ListVariant(design: .ios18)))
        #expect(Self.element("sections[0].items[0].accessories[0]", in: eighteen)?.properties["color"] == "#007AFFFF")
    }

    @Test func plainSeparatorsAreInsetAtBothEnds() throws {
        let yaml = """
            width: 375
            scale: 2
            design: ios26
            sections:
              - items: [{text: One}, {text: Two}, {text: Three}]
            """
        let elements = try Self.dump(yaml)
        let line = try #require(Self.element("sections[0].items[0].separators[0]", in: elements))
        #expect(line.frame[0] == 20 && line.frame[0] + line.frame[2] == 355)
        // iOS 18 runs them to the trailing edge.
        let eighteen = try Self.dump(yaml, SpecVariant(list: ListVariant(design: .ios18)))
        let old = try #require(Self.element("sections[0].items[0].separators[0]", in: eighteen))
        #expect(old.frame[0] + old.frame[2] == 375)
    }

    @Test func theDumpNamesTheDesign() throws {
        #expect(try Self.dump(Self.settings).first?.properties["design"] == "ios26")
        // iOS 18 dumps say nothing, as every dump recorded before the design existed.
        let eighteen = try Self.dump(Self.settings, SpecVariant(list: ListVariant(design: .ios18)))
        #expect(eighteen.first?.properties["design"] == nil)
    }

    @Test func subtitleCellsUseSubheadlineSecondaryLabelAndTheNewMargins() throws {
        let yaml = """
            width: 390
            scale: 3
            design: ios26
            sections:
              - items: [{variant: subtitleCell, text: Title, secondaryText: Detail}]
            """
        let elements = try Self.dump(yaml)
        let item = try #require(Self.element("sections[0].items[0]", in: elements))
        #expect(item.properties["configuration.margins"] == "15,20,15,20")
        let secondary = try #require(Self.element("sections[0].items[0].secondaryText", in: elements))
        #expect(secondary.properties["font"]?.hasPrefix("subheadline 15pt") == true)
    }

    @Test func aSwipedPlainCellIsSystemGray5With26PointCorners() throws {
        let yaml = """
            width: 390
            scale: 3
            design: ios26
            sections:
              - items: [{text: Mail, state: {swiped: true}}]
            """
        let item = try #require(Self.element("sections[0].items[0]", in: try Self.dump(yaml)))
        #expect(item.properties["background.color"] == "#E5E5EAFF")
        #expect(item.properties["background.cornerRadius"] == "26")
    }

    @Test func groupedFootersAndHeadersTakeTheNewMargins() throws {
        let yaml = """
            width: 390
            scale: 3
            design: ios26
            layout: {appearance: grouped}
            sections:
              - header: {text: Header}
                footer: {text: Footer}
                items: [{text: Row}]
            """
        let elements = try Self.dump(yaml)
        #expect(Self.element("sections[0].footer", in: elements)?.properties["configuration.margins"] == "8,20,6,20")
        #expect(Self.element("sections[0].header", in: elements)?.properties["configuration.margins"] == "10,20,10,20")
    }

    @Test func everyDynamicTypeSizeKeepsBodyLeadingPlus30() throws {
        for size in ContentSizeCategory.all where !size.isAccessibilityCategory {
            let elements = try Self.dump(Self.settings, SpecVariant(list: ListVariant(contentSize: size)))
            let row = try #require(Self.element("sections[0].items[1]", in: elements))
            let expected = (TextStyle.body.leading(for: size) + 30)
            #expect(row.frame[3] == (expected * 3).rounded(.up) / 3, "\(size.shortName)")
        }
    }

    @Test func rightToLeftMirrorsTheCard() throws {
        let elements = try Self.dump(Self.settings, SpecVariant(list: ListVariant(direction: .rightToLeft)))
        let text = try #require(Self.element("sections[0].items[1].text", in: elements))
        #expect(abs(text.frame[0] + text.frame[2] - (390 - 32)) < 1e-9)
    }
}
