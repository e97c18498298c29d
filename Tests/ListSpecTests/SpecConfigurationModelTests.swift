import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// The configuration model in the spec format (#19): custom states and traits declared in
/// the spec, conditions and configuration updates, automatic-update flags, size classes,
/// colour matrices, attributed text, header and footer state, and a standalone content
/// view; and the errors each gives, located.
@Suite struct SpecConfigurationModelTests {
    static func rows(_ yaml: String, width: Double = 390) throws -> [ListLayout.Item] {
        try ListSpec(yaml: yaml).makeCollectionView().layout(width: width, scale: 3).sections[0].items
    }

    static func error(_ yaml: String) -> SpecError? {
        do {
            _ = try ListSpec(yaml: yaml, file: "t.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("seed 000 at 16:33 as a spec: white content when highlighted or selected")
    func seedUpdateConfigurationInSpec() throws {
        let yaml = """
            layout: {appearance: sidebar}
            sections:
              - items:
                  - text: Hello WWDC!
                    image: {symbol: star}
                    configurationUpdates:
                      - when: {selected: true}
                        textProperties: {color: white}
                        imageProperties: {tintColor: white}
                  - text: Ready. Set. Code.
                    image: {symbol: heart}
                    state: {selected: true}
                    configurationUpdates:
                      - when: {selected: true}
                        textProperties: {color: white}
                        imageProperties: {tintColor: white}
            """
        let rows = try Self.rows(yaml)
        #expect(rows[0].configuration?.textProperties.resolvedColor() == .label)
        #expect(rows[1].configuration?.textProperties.resolvedColor() == .white)
        #expect(rows[1].configuration?.imageProperties.tintColor == .white)
    }

    @Test("declared custom states set on items and matched by configuration updates")
    func customStates() throws {
        let rows = try Self.rows(
            """
            customStates: [isArchived]
            sections:
              - items:
                  - text: Inbox
                  - text: Old mail
                    state: {isArchived: true}
                    configurationUpdates:
                      - when: {isArchived: true}
                        secondaryText: Archived
                        textProperties: {color: secondaryLabel}
                        background: {backgroundColor: systemGray5}
            """)
        #expect(rows[0].configuration?.secondaryText == nil)
        #expect(rows[1].configuration?.secondaryText == "Archived")
        #expect(rows[1].configuration?.textProperties.resolvedColor() == .secondaryLabel)
        #expect(rows[1].background?.color == Color.systemGray5.resolvedRGBA(with: .iPhone))
    }

    @Test("declared custom traits flow from the top, are overridden per item, and default when unset")
    func customTraits() throws {
        let yaml = """
            customTraits:
              theme: {values: [standard, pastel, monochrome], default: standard}
            traits: {custom: {theme: monochrome}}
            sections:
              - items:
                  - text: Settings
                    configurationUpdates:
                      - {when: {theme: monochrome}, textProperties: {color: systemGray}}
                      - {when: {theme: standard}, textProperties: {color: systemBlue}}
                  - text: Pastel
                    traits: {custom: {theme: pastel}}
                    configurationUpdates:
                      - {when: {theme: pastel}, textProperties: {color: systemPink}}
            """
        let rows = try Self.rows(yaml)
        #expect(rows[0].configuration?.textProperties.resolvedColor() == .systemGray)
        #expect(rows[1].configuration?.textProperties.resolvedColor() == .systemPink)
        // Without the top-level setting the declared default applies.
        let standard = try Self.rows(yaml.replacingOccurrences(of: "traits: {custom: {theme: monochrome}}\n", with: ""))
        #expect(standard[0].configuration?.textProperties.resolvedColor() == .systemBlue)
    }

    @Test("size classes are traits the spec sets and conditions match")
    func sizeClasses() throws {
        let yaml = """
            traits: {horizontalSizeClass: regular}
            sections:
              - items:
                  - text: Wide
                    configurationUpdates:
                      - {when: {horizontalSizeClass: regular}, secondaryText: regular width}
            """
        let spec = try ListSpec(yaml: yaml)
        #expect(spec.traits.traitCollection.horizontalSizeClass == .regular)
        #expect(try Self.rows(yaml)[0].configuration?.secondaryText == "regular width")
        let compact = yaml.replacingOccurrences(of: "traits: {horizontalSizeClass: regular}\n", with: "")
        #expect(try Self.rows(compact)[0].configuration?.secondaryText == nil)
    }

    @Test("automaticallyUpdatesContentConfiguration: false keeps a selected sidebar row's normal look")
    func automaticUpdateFlags() throws {
        let yaml = """
            layout: {appearance: sidebar}
            sections:
              - items:
                  - text: Auto
                    image: {symbol: star}
                    state: {selected: true}
                  - text: Manual
                    image: {symbol: star}
                    state: {selected: true}
                    automaticallyUpdatesContentConfiguration: false
                    automaticallyUpdatesBackgroundConfiguration: false
            """
        let rows = try Self.rows(yaml)
        // Updated: white on the tinted selection (docs/uikit-reference.md §3.3); not updated: label.
        #expect(rows[0].configuration?.textProperties.resolvedColor() != rows[1].configuration?.textProperties.resolvedColor())
        #expect(rows[1].configuration?.textProperties.resolvedColor() == .label)
        #expect(rows[0].background?.color != rows[1].background?.color)
    }

    @Test("a colour matrix transformer applies to the text colour")
    func colorMatrixTransformer() throws {
        let rows = try Self.rows(
            """
            sections:
              - items:
                  - text: Inverted
                    textProperties:
                      color: "#204060"
                      colorTransformer: {matrix: [-1, 0, 0, 0, 1,  0, -1, 0, 0, 1,  0, 0, -1, 0, 1,  0, 0, 0, 1, 0]}
            """)
        let color = try #require(rows[0].configuration?.textProperties.resolvedColor())
        let rgba = color.resolvedRGBA(with: .iPhone)
        #expect(abs(rgba.red - (1 - 0x20 / 255.0)) < 1e-9 && abs(rgba.blue - (1 - 0x60 / 255.0)) < 1e-9)
        let e = try #require(
            Self.error(
                """
                sections:
                  - items:
                      - text: a
                        textProperties: {colorTransformer: {matrix: [1, 0, 0]}}
                """))
        #expect(e.path == "sections[0].items[0].textProperties.colorTransformer.matrix")
        #expect(e.message == "a colour matrix has 20 numbers (4 rows of r, g, b, a, offset); this one has 3")
    }

    @Test("attributed text runs keep their own fonts and colours")
    func attributedText() throws {
        let rows = try Self.rows(
            """
            sections:
              - items:
                  - attributedText:
                      - "Ready. "
                      - {text: "Set.", color: systemRed, font: {textStyle: body, weight: bold}}
                      - {text: " Code.", underline: true}
            """)
        let text = try #require(rows[0].configuration?.attributedText)
        #expect(text.string == "Ready. Set. Code.")
        #expect(text.attributes(at: 8).foregroundColor == .systemRed)
        #expect(text.attributes(at: 8).font?.weight == .bold)
        #expect(text.attributes(at: 14).underline == true)
        #expect(text.attributes(at: 0).foregroundColor == nil)
        let e = try #require(Self.error("sections:\n  - items:\n      - text: a\n        attributedText: [b]\n"))
        #expect(e.message == "give either text or attributedText, not both (setting one clears the other)")
    }

    @Test("a header's own state and configuration updates")
    func headerState() throws {
        let spec = try ListSpec(
            yaml: """
                customStates: [isOffline]
                layout: {appearance: insetGrouped}
                sections:
                  - header:
                      text: Connections
                      state: {disabled: true, isOffline: true}
                      configurationUpdates:
                        - {when: {disabled: true, isOffline: true}, text: Offline, textProperties: {color: tertiaryLabel}}
                    items: [{text: Wi-Fi}]
                """)
        let header = try #require(spec.makeCollectionView().layout(width: 390, scale: 3).sections[0].header)
        #expect(header.configuration?.text == "Offline")
        #expect(header.configuration?.textProperties.resolvedColor() == .tertiaryLabel)
        #expect(header.state == [.disabled])
        // Cell-only states are not header states.
        let e = try #require(Self.error("sections:\n  - header: {text: a, state: {swiped: true}}\n    items: [{text: b}]\n"))
        #expect(
            e.message.hasPrefix(
                "unknown field 'swiped' in header or footer states; expected one of highlighted, selected, disabled, focused"))
    }

    @Test("kind: contentView draws what a ListContentView draws alone")
    func standaloneContentView() throws {
        let spec = try ListSpec(
            yaml: """
                kind: contentView
                width: 320
                scale: 2
                content: {variant: subtitleCell, text: Ready. Set. Code., secondaryText: "#WWDC20", image: {symbol: hammer}}
                """)
        #expect(spec.kind == .contentView)
        let viaSpec = try spec.makeCollectionView().render(width: 320, scale: 2)

        // Seed 000 at 26:23: a list content view made from a configuration, by itself.
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Ready. Set. Code."
        content.secondaryText = "#WWDC20"
        content.image = .systemName("hammer")
        let contentView = ListContentView(configuration: content)
        let size = contentView.sizeThatFits(Size(width: 320, height: .infinity))
        let canvas = try #require(Canvas(width: 640, height: Int((size.height * 2).rounded(.up))))
        canvas.clear(Color.systemBackground.resolvedRGBA(with: .iPhone).premultiplied)
        canvas.transform = Transform(scale: 2)
        try contentView.draw(in: canvas, bounds: Rect(x: 0, y: 0, width: 320, height: size.height))
        #expect(viaSpec == canvas.pixmap)

        let e = try #require(Self.error("kind: contentView\ncontent: {text: a}\nsections: []\n"))
        #expect(e.message == "a spec of kind: contentView shows one content view and has no sections")
        let f = try #require(Self.error("content: {text: a}\nsections: []\n"))
        #expect(f.message.hasPrefix("'content' belongs to a spec of kind: contentView"))
    }

    @Test("indentsAccessories: false keeps a leading accessory at the margin while the content indents")
    func indentsAccessories() throws {
        let yaml = """
            editing: true
            sections:
              - items:
                  - {text: a, indentationLevel: 2, accessories: [delete]}
                  - {text: b, indentationLevel: 2, accessories: [delete], indentsAccessories: false}
            """
        let rows = try Self.rows(yaml)
        #expect(rows[0].accessories[0].frame.minX > rows[1].accessories[0].frame.minX)
        #expect(rows[0].contentFrame?.minX == rows[1].contentFrame?.minX)
    }

    @Test("undeclared names are errors naming what is declared")
    func undeclaredNames() throws {
        let state = try #require(
            Self.error(
                """
                customStates: [isArchived]
                sections:
                  - items:
                      - {text: a, state: {isArchivd: true}}
                """))
        #expect(state.location == SpecLocation(line: 4, column: 27))
        #expect(
            state.message.contains("unknown field 'isArchivd' in cell states")
                && state.message.contains("did you mean 'isArchived'?"))
        let trait = try #require(
            Self.error(
                """
                customTraits: {theme: {values: [standard, bold]}}
                traits: {custom: {theem: bold}}
                sections: []
                """))
        #expect(trait.path == "traits.custom.theem")
        #expect(trait.message == "'theem' is not a declared custom trait; declared: theme; did you mean 'theme'?")
        let value = try #require(
            Self.error(
                """
                customTraits: {theme: {values: [standard, bold]}}
                sections:
                  - items:
                      - {text: a, configurationUpdates: [{when: {theme: pastel}, text: b}]}
                """))
        #expect(value.message.hasPrefix("unknown value of theme 'pastel'"))
        let clash = try #require(Self.error("customStates: [selected]\nsections: []\n"))
        #expect(clash.message == "'selected' is a system state; custom states need names of their own")
        let noWhen = try #require(Self.error("sections:\n  - items:\n      - {text: a, configurationUpdates: [{text: b}]}\n"))
        #expect(noWhen.message == "a configuration update needs 'when', the states and traits it applies in")
        let variant = try #require(
            Self.error(
                "sections:\n  - items:\n      - {text: a, configurationUpdates: [{when: {selected: true}, variant: valueCell}]}\n"
            ))
        #expect(variant.message.hasPrefix("unknown field 'variant' in a configuration update"))
    }
}
