import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// The accessibility item fields: read onto the cell, strict, errors at their place.
@Suite struct AccessibilitySpecTests {
    func error(_ yaml: String) -> SpecError? {
        do {
            _ = try ListSpec(yaml: yaml, file: "t.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test func fieldsReachTheCell() throws {
        let spec = try ListSpec(
            yaml: """
                sections:
                  - items:
                      - {text: Speed, accessibilityLabel: Playback speed, accessibilityValue: fast,
                         accessibilityHint: Changes it, accessibilityTraits: [button, selected], isAccessibilityElement: false}
                      - {text: Plain}
                """, file: "t.yaml")
        let p = spec.sections[0].items[0].accessibility.properties
        #expect(
            p
                == AccessibilityProperties(
                    label: "Playback speed", value: "fast", hint: "Changes it",
                    traits: [.button, .selected], isAccessibilityElement: false))
        #expect(spec.sections[0].items[1].accessibility.properties == AccessibilityProperties())
        let rows = spec.makeCollectionView().layout(width: 390, scale: 1).sections[0].items
        #expect(rows[0].accessibility.label == "Playback speed")
        #expect(rows[0].accessibility.traits == [.button, .selected])
        #expect(rows[0].accessibility.isAccessibilityElement == false)
        #expect(rows[1].accessibility == AccessibilityProperties())
    }

    @Test func badValuesAreLocated() throws {
        let unknown = try #require(error("sections:\n  - items:\n      - {text: a, accessibilityTraits: [buton]}\n"))
        #expect(
            unknown.description.hasPrefix(
                "t.yaml:3:41: sections[0].items[0].accessibilityTraits[0]: unknown accessibility trait 'buton'"))
        #expect(unknown.description.contains("did you mean 'button'?"))
        let twice = try #require(error("sections:\n  - items:\n      - {text: a, accessibilityTraits: [header, header]}\n"))
        #expect(twice.description == "t.yaml:3:49: sections[0].items[0].accessibilityTraits[1]: the trait header is named twice")
        let notList = try #require(error("sections:\n  - items:\n      - {text: a, accessibilityTraits: button}\n"))
        #expect(
            notList.description.hasPrefix(
                "t.yaml:3:40: sections[0].items[0].accessibilityTraits: expected accessibility traits (a list)"))
        let notBool = try #require(error("sections:\n  - items:\n      - {text: a, isAccessibilityElement: maybe}\n"))
        #expect(notBool.path == "sections[0].items[0].isAccessibilityElement")
        let misspelt = try #require(error("sections:\n  - items:\n      - {text: a, accessibilityLable: x}\n"))
        #expect(misspelt.description.contains("unknown field 'accessibilityLable'"))
        #expect(misspelt.description.contains("accessibilityLabel"))
    }
}
