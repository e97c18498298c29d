import CellAccessibility
import ListSpec
import RenderCells
import TestSupport
import Testing

/// What VoiceOver reads in a list: one element per row with its text and secondary text as
/// the label, traits and values from the accessories and state, the app's overrides.
@Suite struct AccessibilityElementTests {
    static func elements(_ yaml: String) throws -> [AccessibilityElement] {
        let spec = try ListSpec(yaml: yaml, file: "test.yaml")
        return spec.makeCollectionView().layout(width: 390, scale: 1).accessibilityElements
    }

    @Test func settingsReadsAsIOSSettingsDoes() throws {
        let spec = try ListSpec(contentsOf: packageRoot + "/examples/settings.yaml")
        let elements = spec.makeCollectionView().layout(width: 390, scale: 2).accessibilityElements
        #expect(
            elements.map(\.spokenDescription) == [
                "Connections. Heading.",
                "Airplane Mode: off. Switch button.",
                "Wi-Fi, Home. Button.",
                "Bluetooth, On. Button.",
                "Notifications. Button.",
                "Appearance. Heading.",
                "Light. Selected.",
                "Dark.",
                "Automatic, Light until sunset: on. Switch button.",
                "Dark appearance follows the system setting.",
                "Ready. Set. Code., #WWDC20.",
                "Help.",
                "More Info. Button."
            ])
        // Ids are the layout dump's: rows, and a control inside a row.
        #expect(elements[1].id == "sections[0].items[0]")
        #expect(elements.last?.id == "sections[2].items[1].accessories[0]")
        #expect(elements[0].id == "sections[0].header")
    }

    @Test func theAppsPropertiesReplaceWhatIsDerived() throws {
        let elements = try Self.elements(
            """
            sections:
              - items:
                  - {variant: valueCell, text: Speed, secondaryText: "1.5×", accessibilityLabel: Playback speed,
                     accessibilityValue: one and a half times, accessibilityHint: Changes the speed,
                     accessibilityTraits: [adjustable], accessories: [disclosureIndicator]}
                  - {text: Plain, accessibilityTraits: []}
            """)
        #expect(elements[0].label == "Playback speed")
        #expect(elements[0].value == "one and a half times")
        #expect(elements[0].hint == "Changes the speed")
        #expect(elements[0].traits == .adjustable)
        #expect(elements[0].spokenDescription == "Playback speed: one and a half times. Adjustable.")
        #expect(elements[1].traits == [])
    }

    /// A cell that is not an element is read label by label, its switch on its own.
    @Test func aCellThatIsNotAnElement() throws {
        let elements = try Self.elements(
            """
            sections:
              - items:
                  - {variant: subtitleCell, text: Download, secondaryText: Wi-Fi only, isAccessibilityElement: false,
                     accessories: [{switch: true}, detail]}
            """)
        #expect(
            elements.map(\.id) == [
                "sections[0].items[0].text", "sections[0].items[0].secondaryText",
                "sections[0].items[0].accessories[0]", "sections[0].items[0].accessories[1]"
            ])
        // In the layout's order of the accessories (the dump's indices).
        #expect(
            elements.map(\.spokenDescription) == [
                "Download.", "Wi-Fi only.", "More Info. Button.",
                "on. Switch button."
            ])
    }

    @Test func accessorySemanticsAndState() throws {
        let elements = try Self.elements(
            """
            sections:
              - items:
                  - {text: Folder, accessories: [outlineDisclosure], state: {expanded: true},
                     children: [{text: Child}]}
                  - {text: Off, state: {disabled: true}}
                  - {text: Size, accessories: [{popUpMenu: {items: [Small, Large], selected: Large}}]}
                  - {text: Mail, state: {swiped: true},
                     swipeActions: {trailing: [{title: Archive}, {title: Delete, style: destructive}]}}
            """)
        #expect(elements[0].spokenDescription == "Folder: expanded. Button.")
        #expect(elements[2].spokenDescription == "Off. Dimmed.")
        #expect(elements[3].spokenDescription == "Size: Large. Button.")
        #expect(elements[4].customActions == ["Archive", "Delete"])
    }

    /// The properties set from Swift reach the layout as they are.
    @Test func propertiesSetOnTheCell() {
        let view = oneRowList("Inbox") { cell in
            cell.accessibilityHint = "Opens Inbox"
            cell.accessibilityTraits = [.button, .link]
        }
        let element = view.layout(width: 390, scale: 1).accessibilityElements[0]
        #expect(element.label == "Inbox")
        #expect(element.hint == "Opens Inbox")
        #expect(element.traits == [.button, .link])
        #expect(element.spokenDescription == "Inbox. Button. Link.")
    }
}

/// An app's accessory view is nothing to VoiceOver unless it says what it is.
@Suite struct CustomAccessoryAccessibilityTests {
    struct Stepper: AccessoryView {
        var accessibility: AccessibilityProperties?
        func sizeThatFits(_ proposal: Size, traitCollection: TraitCollection) -> Size { Size(width: 94, height: 32) }
        func draw(in canvas: Canvas, rect: Rect, tintColor: Color, traitCollection: TraitCollection) throws {}
    }

    static func elements(_ view: Stepper) -> [AccessibilityElement] {
        let list = oneRowList("Copies") { cell in
            cell.accessories = [.customView(configuration: .init(customView: view, placement: .trailing()))]
        }
        return list.layout(width: 390, scale: 1).accessibilityElements
    }

    @Test func silentUnlessItSaysWhatItIs() {
        #expect(Self.elements(Stepper()).map(\.spokenDescription) == ["Copies."])
        let labelled = Stepper(accessibility: AccessibilityProperties(label: "Copies", value: "2", traits: .adjustable))
        #expect(Self.elements(labelled).map(\.spokenDescription) == ["Copies.", "Copies: 2. Adjustable."])
        #expect(Self.elements(labelled).last?.id == "sections[0].items[0].accessories[0]")
        let unlabelled = Stepper(accessibility: AccessibilityProperties(traits: .adjustable))
        #expect(Self.elements(unlabelled).last?.spokenDescription == "Adjustable.")
    }
}
