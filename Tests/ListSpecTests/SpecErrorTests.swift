import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// What a bad spec says: the exact message, field path, line and column of each kind of
/// mistake, since the message is the interface a user sees.
@Suite struct SpecErrorTests {
    /// The error reading `yaml` as "t.yaml" throws, or nil when it reads.
    func error(_ yaml: String) -> SpecError? {
        error(bytes: Array(yaml.utf8))
    }

    func error(bytes: [UInt8]) -> SpecError? {
        do {
            _ = try ListSpec(bytes: bytes, file: "t.yaml")
            return nil
        } catch {
            return error
        }
    }

    // MARK: Names

    @Test func unknownVariantListsTheVariantsAndSuggestsTheNearest() throws {
        let e = try #require(error("sections:\n  - items:\n      - variant: cel\n        text: a\n"))
        #expect(e.file == "t.yaml")
        #expect(e.location == SpecLocation(line: 3, column: 18))
        #expect(e.path == "sections[0].items[0].variant")
        #expect(
            e.message == "unknown variant 'cel'; expected one of cell, subtitleCell, valueCell, sidebarCell, "
                + "sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, plainHeader, plainFooter, "
                + "groupedHeader, groupedFooter, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, "
                + "sidebarHeader, header, footer; did you mean 'cell'?")
        #expect(e.description.hasPrefix("t.yaml:3:18: sections[0].items[0].variant: unknown variant 'cel'"))
    }

    @Test func unknownKeysAreErrorsWithASuggestion() throws {
        let e = try #require(error("sections:\n  - items:\n      - text: a\n        secondaryTxt: b\n"))
        #expect(e.location == SpecLocation(line: 4, column: 9))
        #expect(e.path == "sections[0].items[0].secondaryTxt")
        #expect(e.message.hasPrefix("unknown field 'secondaryTxt' in an item; expected one of variant, text, "))
        #expect(e.message.hasSuffix("; did you mean 'secondaryText'?"))

        let top = try #require(error("widht: 300\nsections: []\n"))
        #expect(
            top.description == "t.yaml:1:1: widht: unknown field 'widht' in a spec; expected one of width, scale, "
                + "height, contentOffset, traits, tintColor, isKeyWindow, editing, layout, sections, variants, kind, content, fontsDir, "
                + "symbols, design, customStates, customTraits; did you mean 'width'?")
    }

    @Test func accessoryOptionsAreCheckedWhereTheyAreWritten() throws {
        func check(
            _ accessory: String, _ path: String, _ message: String, column: Int,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let e = try #require(
                error("sections:\n  - items:\n      - accessories: [\(accessory)]\n"),
                sourceLocation: sourceLocation)
            #expect(e.location == SpecLocation(line: 3, column: column), sourceLocation: sourceLocation)
            #expect(e.path == "sections[0].items[0].accessories[0]" + path, sourceLocation: sourceLocation)
            #expect(e.message == message, sourceLocation: sourceLocation)
        }
        try check("{switch: {isOn: yes}}", ".switch.isOn", "expected true or false, got 'yes'", column: 39)
        try check("{switch: on}", ".switch", "expected true or false, got 'on'", column: 32)
        try check(
            "{switch: {onTint: systemBlue}}", ".switch.onTint",
            "unknown field 'onTint' in switch options; expected one of displayed, tintColor, isHidden, "
                + "reservedLayoutWidth, isOn, isEnabled, onTintColor, thumbTintColor, placement, position, "
                + "maintainsFixedSize", column: 33)
        try check(
            "{switch: {placement: top}}", ".switch.placement",
            "unknown placement 'top'; expected one of trailing, leading", column: 44)
        try check(
            "{switch: {position: {before: chevron}}}", ".switch.position.before",
            "unknown accessory 'chevron'; expected one of disclosureIndicator, checkmark, detail, outlineDisclosure, "
                + "label, delete, insert, multiselect, reorder, popUpMenu, switch, customView", column: 52)
        try check(
            "{switch: {position: 17}}", ".switch.position",
            "17 is out of range; expected an index from 0 to 16", column: 43)
        try check(
            "{popUpMenu: {items: [Light, Dark], selected: Drak}}", ".popUpMenu.selected",
            "'Drak' is not one of the menu's items (Light, Dark); did you mean 'Dark'?", column: 68)
        try check("{popUpMenu: {items: []}}", ".popUpMenu.items", "a pop-up menu needs at least one item", column: 43)
        try check(
            "{popUpMenu: {selected: Dark}}", ".popUpMenu",
            "a popUpMenu accessory needs its items: {items: [Light, Dark], selected: Dark}", column: 35)
        try check(
            "popUpMenu", "",
            "a popUpMenu accessory needs its items: {popUpMenu: {items: [Light, Dark], selected: Dark}}",
            column: 23)
        try check(
            "{checkmark: {reservedLayoutWidth: wide}}", ".checkmark.reservedLayoutWidth",
            "unknown layout width (or a width in points) 'wide'; expected one of standard, actual", column: 57)
        try check(
            "{checkmark: {reservedLayoutWidth: -4}}", ".checkmark.reservedLayoutWidth",
            "-4 is out of range; expected a length in points from 0 to 10000", column: 57)
        try check(
            "{checkmark: {isOn: true}}", ".checkmark.isOn",
            "unknown field 'isOn' in checkmark options; expected one of displayed, tintColor, isHidden, "
                + "reservedLayoutWidth", column: 36)
    }

    @Test func unknownNamesEverywhere() throws {
        let appearance = try #require(error("layout: {appearance: insetgrouped}\nsections: []\n"))
        #expect(appearance.path == "layout.appearance")
        #expect(appearance.message.hasSuffix("did you mean 'insetGrouped'?"))

        let accessory = try #require(error("sections: [{items: [{accessories: [chevron]}]}]"))
        #expect(accessory.path == "sections[0].items[0].accessories[0]")
        #expect(accessory.message.hasPrefix("unknown accessory 'chevron'; expected one of disclosureIndicator, "))

        let state = try #require(error("sections: [{items: [{state: {selectd: true}}]}]"))
        #expect(state.path == "sections[0].items[0].state.selectd")
        #expect(state.message.hasSuffix("did you mean 'selected'?"))

        let category = try #require(error("traits: {preferredContentSizeCategory: AX9}\nsections: []"))
        #expect(category.path == "traits.preferredContentSizeCategory")
        #expect(category.message.hasPrefix("unknown content size category 'AX9'; expected one of extraSmall, small, "))

        let style = try #require(error("traits: {userInterfaceStyle: unspecified}\nsections: []"))
        #expect(style.message == "unknown interface style 'unspecified'; expected one of light, dark")
    }

    @Test func unknownColourSuggestsTheNearestName() throws {
        let e = try #require(error("tintColor: systemBlu\nsections: []\n"))
        #expect(
            e.description == "t.yaml:1:12: tintColor: unknown colour 'systemBlu'; expected a system colour (label, "
                + "secondaryLabel, systemBlue, …), a fixed colour (clear, black, white, …), #RRGGBB, #RRGGBBAA or "
                + "{light: …, dark: …}; did you mean 'systemBlue'?")
        let hex = try #require(error("tintColor: \"#12345\"\nsections: []\n"))
        #expect(hex.message == "'#12345' is not a hex colour; expected #RRGGBB or #RRGGBBAA")
        let pair = try #require(error("tintColor: {light: red}\nsections: []\n"))
        #expect(pair.message == "a light/dark colour pair needs both 'light' and 'dark'")
    }

    @Test func unknownSymbolNamesTheSymbolAndSuggests() throws {
        let e = try #require(error("sections: [{items: [{image: hamer}]}]"))
        #expect(e.path == "sections[0].items[0].image")
        #expect(e.message == "unknown symbol name \"hamer\"; did you mean \"hammer\"?")
    }

    // MARK: Values

    @Test(arguments: [
        ("width: -1", "-1 is out of range; expected a width in points more than 0 and at most 10000"),
        ("width: 1e9", "1e9 is out of range; expected a width in points more than 0 and at most 10000"),
        ("width: 0", "0 is out of range; expected a width in points more than 0 and at most 10000"),
        ("width: .inf", "expected a width in points, got '.inf'"),
        ("width: nan", "expected a width in points, got nan, which is not finite"),
        ("width: \"390\"", "expected a width in points, got the string \"390\""),
        ("width: [390]", "expected a width in points, got a list"),
        ("scale: 0", "0 is not a display scale; expected 1, 2 or 3"),
        ("scale: 2.5", "2.5 is not a display scale; expected 1, 2 or 3"),
        ("height: 0", "the height must be more than 0 points"),
        ("height: 1e300", "1e300 is out of range; expected a height in points from 0 to 100000"),
        ("editing: yes", "expected true or false, got 'yes'"),
        ("contentOffset: 1e7", "1e7 is out of range; expected an offset in points from -1000000 to 1000000")
    ])
    func outOfRangeAndMistypedValues(line: String, message: String) throws {
        let e = try #require(error(line + "\nsections: []\n"))
        #expect(e.message == message)
        #expect(e.location?.line == 1)
        #expect(e.path == String(line.prefix { $0 != ":" }))
    }

    @Test func valueErrorsInsideItems() throws {
        let null = try #require(error("sections:\n  - items:\n      - text:\n"))
        #expect(
            null.description == "t.yaml:3:14: sections[0].items[0].text: expected a string, got null "
                + "(quote it to mean the text \"null\")")

        let lines = try #require(error("sections: [{items: [{textProperties: {numberOfLines: -1}}]}]"))
        #expect(lines.path == "sections[0].items[0].textProperties.numberOfLines")
        #expect(lines.message == "-1 is out of range; expected a number of lines (0: no limit) from 0 to 10000")

        let font = try #require(error("sections: [{items: [{textProperties: {font: {textStyle: body, size: 17}}}]}]"))
        #expect(font.path == "sections[0].items[0].textProperties.font.size")
        #expect(font.message == "give either textStyle (which follows Dynamic Type) or size, not both")

        let label = try #require(error("sections: [{items: [{accessories: [label]}]}]"))
        #expect(label.message == "a label accessory needs its text: {label: \"On\"}")

        let size = try #require(error("sections: [{items: [{imageProperties: {maximumSize: [1, 2, 3]}}]}]"))
        #expect(size.message == "expected [width, height], got 3 numbers")

        let grid = try #require(error("sections: [{layout: {grid: {}}, items: []}]"))
        #expect(grid.message == "a grid needs a preset, columns or itemWidth")
    }

    @Test func headersTheLayoutWouldNotShowAreErrors() throws {
        let none = try #require(error("layout: {headerMode: none}\nsections:\n  - header: \"Hi\"\n    items: []\n"))
        #expect(
            none.description == "t.yaml:3:13: sections[0].header: the layout's headerMode is none, so this header "
                + "would not show; remove it or set headerMode: supplementary")
        let grid = try #require(error("sections:\n  - layout: {grid: {columns: 2}}\n    footer: x\n    items: []\n"))
        #expect(grid.message == "grid sections have no footers; give the footer to a list section")
    }

    @Test func structuralMistakes() throws {
        let root = try #require(error("- a\n- b\n"))
        #expect(root.description.hasPrefix("t.yaml:1:1: expected a spec (a mapping of width, scale, "))
        #expect(root.description.hasSuffix("got a list"))

        let missing = try #require(error("width: 300\n"))
        #expect(missing.description == "t.yaml:1:1: a spec needs 'sections', a list of sections with items")

        let items = try #require(error("sections:\n  - items: {text: a}\n"))
        #expect(items.path == "sections[0].items")
        #expect(items.message == "expected items (a list), got a mapping")

        let accessories = Array(repeating: "checkmark", count: 17).joined(separator: ", ")
        let many = try #require(error("sections: [{items: [{accessories: [\(accessories)]}]}]"))
        #expect(many.message == "17 accessories is over the limit of 16")

        let long = try #require(error("sections: [{items: [{text: \(String(repeating: "x", count: 10_001))}]}]"))
        #expect(long.message == "the text is 10001 characters long, over the limit of 10000")
    }

    @Test func duplicateKeysPointAtTheRepeat() throws {
        let e = try #require(error("sections:\n  - items:\n      - text: a\n        text: b\n"))
        #expect(
            e.description == "t.yaml:4:9: duplicate key 'text' (first given at line 3, column 9); "
                + "each key may be given once in a mapping")
        let json = try #require(error("{\"sections\": [{\"items\": [{\"text\": \"a\", \"text\": \"b\"}]}]}"))
        #expect(json.description == "t.yaml:1:27: duplicate key 'text'; each key may be given once in a mapping")
    }

    // MARK: Syntax and encoding

    @Test func jsonSyntaxErrorsHaveLineAndColumn() throws {
        let json = """
            {
              "sections": [
                {"items": [{"text": "a"} {"text": "b"}]}
              ]
            }
            """
        let e = try #require(error(json))
        #expect(e.location == SpecLocation(line: 3, column: 30))
        #expect(e.path == "")
        #expect(
            e.message == "YAML syntax: did not find expected ',' or ']' (while parsing a flow sequence at line 3, "
                + "column 15)")

        let unclosed = try #require(error("{\"sections\": [\n"))
        #expect(unclosed.location?.line == 2)
        #expect(unclosed.message.hasPrefix("YAML syntax: "))
    }

    @Test func yamlSyntaxErrorsHaveLineAndColumn() throws {
        let e = try #require(error("sections:\n  - items:\n    - text: a\n   bad: [\n"))
        #expect(e.location?.line == 4)
        #expect(e.message.hasPrefix("YAML syntax: "))

        let tabs = try #require(error("sections:\n\t- items: []\n"))
        #expect(tabs.location == SpecLocation(line: 2, column: 1))
        #expect(tabs.message.hasPrefix("YAML syntax: found character that cannot start any token"))

        let two = try #require(error("sections: []\n---\nsections: []\n"))
        #expect(two.description == "t.yaml:2:1: a second YAML document starts here; a spec is one document")
    }

    @Test func emptyFilesAreErrors() throws {
        for text in ["", "\n\n", "# only a comment\n", "\u{FEFF}"] {
            let e = try #require(error(text))
            #expect(e.description == "t.yaml: the spec is empty; expected a mapping with 'sections' (see docs/spec.md)")
        }
    }

    @Test func invalidUTF8IsReportedWhereItIs() throws {
        let bytes = Array("sections:\n  - items:\n      - text: \"caf".utf8) + [0xFF] + Array("\"\n".utf8)
        let e = try #require(error(bytes: bytes))
        #expect(e.description == "t.yaml:3:19: the file is not valid UTF-8 (byte 0xFF here); save it as UTF-8")
        // Overlong encodings and surrogates are not UTF-8 either.
        #expect(error(bytes: Array("sections: []\n#".utf8) + [0xC0, 0xAF])?.location == SpecLocation(line: 2, column: 2))
        #expect(error(bytes: Array("# ".utf8) + [0xED, 0xA0, 0x80])?.location == SpecLocation(line: 1, column: 3))
        // A byte order mark is fine; so is text after it in any script.
        #expect(error(bytes: [0xEF, 0xBB, 0xBF] + Array("sections: [{items: [{text: 日本語 ✓}]}]".utf8)) == nil)
    }

    @Test func controlCharactersAreRejected() throws {
        let e = try #require(error(bytes: Array("sections: []\n# a\u{0}b\n".utf8)))
        #expect(e.description == "t.yaml:2:4: control character 0x00 is not allowed in a spec (YAML text only)")
    }

    @Test func unreadableSpecFilesNameTheFile() throws {
        do {
            _ = try ListSpec(contentsOf: "/nonexistent/spec.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "/nonexistent/spec.yaml: cannot open the spec: No such file or directory")
        }
        let dir = try SpecTestFiles.temporaryDirectory()
        do {
            _ = try ListSpec(contentsOf: dir)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "\(dir): the spec is not a regular file")
        }
    }
}
