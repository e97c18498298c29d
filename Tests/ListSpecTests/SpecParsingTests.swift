import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// Reading specs: every field of the format (Fixtures/specs/every-field.yaml) lands in
/// the model, JSON reads like YAML, defaults and shorthands, and the collection view
/// built from a spec sets exactly what the spec names.
@Suite struct SpecParsingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/specs").path

    static func fixture(_ name: String) -> String { fixtures + "/" + name }

    // MARK: Every field

    @Test func topLevelTraitsAndLayoutFieldsRoundTrip() throws {
        let spec = try ListSpec(contentsOf: Self.fixture("every-field.yaml"))
        #expect(spec.file == Self.fixture("every-field.yaml"))
        #expect(spec.width == 375)
        #expect(spec.scale == 2)
        #expect(spec.height == 700)
        #expect(spec.contentOffset == 12.5)
        #expect(spec.tintColor == .system("systemPink"))
        #expect(spec.isKeyWindow == false)
        #expect(spec.editing == true)

        var traits = TraitsSpec()
        traits.userInterfaceStyle = .dark
        traits.preferredContentSizeCategory = .accessibilityLarge
        traits.layoutDirection = .rightToLeft
        traits.accessibilityContrast = .high
        traits.userInterfaceLevel = .elevated
        traits.legibilityWeight = .bold
        traits.userInterfaceIdiom = .pad
        #expect(spec.traits == traits)

        var separators = SeparatorSpec()
        separators.topSeparatorVisibility = .visible
        separators.bottomSeparatorVisibility = .hidden
        separators.topSeparatorInsets = InsetsSpec(leading: 4)
        separators.bottomSeparatorInsets = InsetsSpec(leading: 20, trailing: 2)
        separators.color = .rgba(RGBAColor(r: 0x11, g: 0x22, b: 0x33))
        separators.multipleSelectionColor = .system("systemGray")
        var layout = ListConfigurationSpec(appearance: .grouped)
        layout.showsSeparators = false
        layout.separatorConfiguration = separators
        layout.backgroundColor = .dynamic(light: .fixed("white"), dark: .rgba(RGBAColor(r: 0, g: 0, b: 0, alpha: 0xCC / 255.0)))
        layout.headerMode = .supplementary
        layout.footerMode = .supplementary
        layout.headerTopPadding = 6
        #expect(spec.layout == layout)
        #expect(spec.sections.count == 4)
    }

    @Test func sectionFieldsRoundTrip() throws {
        let spec = try ListSpec(contentsOf: Self.fixture("every-field.yaml"))
        let first = spec.sections[0]
        #expect(first.header == ContentSpec(text: "Plain header"))
        #expect(first.headerBackground == nil)
        var footer = ContentSpec(variant: .style(.groupedFooter), text: "Footer text")
        footer.secondaryText = "More"
        #expect(first.footer == footer)
        var footerBackground = BackgroundSpec(style: .clear)
        footerBackground.backgroundColor = .some(.system("systemYellow"))
        #expect(first.footerBackground == footerBackground)
        var own = ListConfigurationSpec(appearance: .insetGrouped)
        own.showsSeparators = true
        #expect(first.layout == .list(own))

        var grid = GridSpec(columns: 4)
        grid.itemHeight = .absolute(60)
        grid.interItemSpacing = 4
        grid.contentInsets = InsetsSpec(top: 2)
        grid.scrollsOrthogonally = false
        grid.backgroundColor = .system("systemGray6")
        #expect(spec.sections[1].layout == .grid(grid))
        #expect(spec.sections[1].items.map(\.content.text) == ["A", "B"])
        #expect(spec.sections[2].layout == .grid(GridSpec(preset: "emojiExplorerRecents")))
        #expect(spec.sections[2].items[0].content.text == "🙂")

        var prominent = ContentSpec(variant: .style(.prominentInsetGroupedHeader), text: "Prominent")
        prominent.image = .symbol(name: "hammer", configuration: nil)
        #expect(spec.sections[3].header == prominent)
        #expect(spec.sections[3].items[0].content == ContentSpec(variant: .style(.sidebarCell), text: "Sidebar"))
    }

    @Test func itemContentFieldsRoundTrip() throws {
        let item = try ListSpec(contentsOf: Self.fixture("every-field.yaml")).sections[0].items[0]
        #expect(item.path == "sections[0].items[0]")
        var content = ContentSpec(variant: .style(.valueCell), text: "Ready. Set. Code.")
        content.secondaryText = "#WWDC20"
        content.image = .symbol(
            name: "star.fill",
            configuration: SymbolConfiguration(
                textStyle: .body, pointSize: 20,
                weight: .semibold, scale: .large))
        var text = TextPropertiesSpec()
        text.font = FontSpec(textStyle: .headline, weight: .bold, italic: true)
        text.color = .system("systemRed")
        text.colorTransformer = .grayscale
        text.alignment = .center
        text.lineBreakMode = .truncateMiddle
        text.numberOfLines = 2
        text.adjustsFontSizeToFitWidth = true
        text.minimumScaleFactor = 0.5
        text.allowsDefaultTighteningForTruncation = true
        text.adjustsFontForContentSizeCategory = false
        text.transform = .uppercase
        content.textProperties = text
        var secondary = TextPropertiesSpec()
        secondary.font = FontSpec(size: 13, weight: .light)
        secondary.color = .rgba(RGBAColor(r: 255, g: 0, b: 0, alpha: 0x80 / 255.0))
        content.secondaryTextProperties = secondary
        var image = ImagePropertiesSpec()
        image.tintColor = .some(nil)
        image.tintColorTransformer = .monochromeTint
        image.cornerRadius = 4
        image.maximumSize = Size(width: 30, height: 30)
        image.reservedLayoutSize = Size(width: ListContentConfiguration.ImageProperties.standardDimension, height: 28)
        image.preferredSymbolConfiguration = SymbolConfiguration(weight: .heavy, scale: .small)
        content.imageProperties = image
        content.directionalLayoutMargins = InsetsSpec(top: 11, leading: 16, bottom: 11, trailing: 8)
        content.axesPreservingSuperviewLayoutMargins = .vertical
        content.imageToTextPadding = 12
        content.textToSecondaryTextHorizontalPadding = 9
        content.textToSecondaryTextVerticalPadding = 2
        content.prefersSideBySideTextAndSecondaryText = false
        #expect(item.content == content)
    }

    @Test func itemCellFieldsRoundTrip() throws {
        let item = try ListSpec(contentsOf: Self.fixture("every-field.yaml")).sections[0].items[0]
        #expect(
            item.accessories == [
                AccessorySpec(kind: .disclosureIndicator),
                AccessorySpec(kind: .checkmark),
                AccessorySpec(kind: .detail),
                AccessorySpec(kind: .label(text: "On")),
                AccessorySpec(
                    kind: .label(text: "Off"), displayed: .whenNotEditing, tintColor: .system("systemGreen"),
                    isHidden: true),
                AccessorySpec(kind: .outlineDisclosure(style: .header)),
                AccessorySpec(kind: .delete, displayed: .always),
                AccessorySpec(kind: .insert),
                AccessorySpec(kind: .multiselect),
                AccessorySpec(kind: .reorder),
                AccessorySpec(kind: .checkmark, reservedLayoutWidth: .custom(30)),
                AccessorySpec(
                    kind: .popUpMenu(Menu(children: ["Light", "Dark"], selectedElement: "Dark")),
                    reservedLayoutWidth: .actual),
                AccessorySpec(kind: .customView(.init(customView: Switch(isOn: false), placement: .trailing()))),
                AccessorySpec(kind: .customView(.init(customView: Switch(isOn: true), placement: .trailing()))),
                AccessorySpec(
                    kind: .customView(
                        .init(
                            customView: Switch(isOn: true, isEnabled: false, onTintColor: .systemBlue, thumbTintColor: .white),
                            placement: .leading(displayed: .whenEditing, at: .after(.delete)), isHidden: false,
                            reservedLayoutWidth: .standard, tintColor: .systemRed, maintainsFixedSize: true)),
                    displayed: .whenEditing, tintColor: .system("systemRed"), isHidden: false,
                    reservedLayoutWidth: .standard),
                AccessorySpec(kind: .customView(.init(customView: Switch(isOn: false), placement: .trailing(at: .index(1)))))
            ])
        // The model accessory a switch makes: UIKit's customView(configuration:).
        let leadingSwitch = item.accessories[14].accessory
        #expect(leadingSwitch.isLeading && leadingSwitch.displayed == .whenEditing && leadingSwitch.tintColor == .systemRed)
        #expect(
            item.state == [
                .selected: true, .highlighted: true, .disabled: true, .focused: true, .editing: false,
                .swiped: true, .expanded: true
            ])
        var background = BackgroundSpec(style: .listGroupedCell)
        background.backgroundColor = .some(.rgba(RGBAColor(r: 255, g: 0, b: 0, alpha: 0x80 / 255.0)))
        background.backgroundColorTransformer = .preferredTint
        background.cornerRadius = 8
        background.backgroundInsets = InsetsSpec(top: 2, leading: 2, bottom: 2, trailing: 2)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        background.strokeColor = .some(nil)
        background.strokeColorTransformer = .grayscale
        background.strokeWidth = 1
        background.strokeOutset = 0.5
        background.visualEffect = .systemMaterial
        background.imageContentMode = .scaleAspectFill
        #expect(item.background == background)
        var separator = SeparatorSpec()
        separator.topSeparatorVisibility = .hidden
        separator.bottomSeparatorInsets = InsetsSpec(leading: 0)
        #expect(item.separator == separator)
        #expect(item.indentationLevel == 1)
        #expect(item.indentationWidth == 12)
        #expect(item.children.count == 1)
        #expect(item.children[0].path == "sections[0].items[0].children[0]")
        #expect(item.children[0].content.image == .symbol(name: "material:home", configuration: nil))
        // A number where text belongs is taken as written.
        #expect(item.children[0].children[0].content.text == "42")
        #expect(item.children[0].children[0].path == "sections[0].items[0].children[0].children[0]")
    }

    // MARK: Defaults, shorthands, JSON

    @Test func colourTransformersReadByNameIncludingTheSidebarPreset() throws {
        let spec = try ListSpec(
            bytes: Array(
                """
                sections:
                  - items:
                      - text: a
                        textProperties: {colorTransformer: sidebarHighlight}
                        imageProperties: {tintColorTransformer: monochromeTint}
                """.utf8), file: "t.yaml")
        let c = try #require(spec.makeCollectionView().layout(width: 390, scale: 1).sections[0].items[0].configuration)
        #expect(c.textProperties.colorTransformer == .sidebarHighlight)
        #expect(c.imageProperties.tintColorTransformer == .monochromeTint)
    }

    @Test func defaultsForAMinimalSpec() throws {
        let spec = try ListSpec(yaml: "sections: []")
        #expect(spec.width == 390)
        #expect(spec.scale == 3)
        #expect(spec.height == nil)
        #expect(spec.contentOffset == 0)
        #expect(spec.traits == TraitsSpec())
        #expect(spec.isKeyWindow && !spec.editing)
        #expect(spec.layout == ListConfigurationSpec())
        #expect(spec.sections.isEmpty)
        #expect(spec.file == "<input>")
    }

    @Test func jsonReadsLikeYAML() throws {
        let yaml = try ListSpec(contentsOf: Self.fixture("settings.yaml"))
        var json = try ListSpec(contentsOf: Self.fixture("settings.json"))
        json.file = yaml.file
        #expect(json == yaml)
    }

    @Test func shorthands() throws {
        let spec = try ListSpec(
            yaml: """
                traits: {preferredContentSizeCategory: accessibilityExtraLarge}
                sections:
                  - items:
                      - image: hammer
                        textProperties: {font: caption2}
                        directionalLayoutMargins: 5
                        imageProperties: {maximumSize: {width: 10, height: 12}}
                        accessories: [{label: {text: "x"}}, {delete: null}]
                """)
        #expect(spec.traits.preferredContentSizeCategory == .accessibilityExtraLarge)
        let item = spec.sections[0].items[0]
        #expect(item.content.image == .symbol(name: "hammer", configuration: nil))
        #expect(item.content.textProperties?.font == FontSpec(textStyle: .caption2))
        #expect(item.content.directionalLayoutMargins == InsetsSpec(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(item.content.imageProperties?.maximumSize == Size(width: 10, height: 12))
        #expect(item.accessories == [AccessorySpec(kind: .label(text: "x")), AccessorySpec(kind: .delete)])
    }

    @Test func contentSizeCategoriesByShortName() throws {
        for category in ContentSizeCategory.all {
            let spec = try ListSpec(yaml: "traits: {preferredContentSizeCategory: \(category.shortName)}\nsections: []")
            #expect(spec.traits.preferredContentSizeCategory == category)
        }
    }

    @Test func imageFilesAreDecodedRelativeToTheSpec() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        let picture = try #require(Pixmap(width: 3, height: 2, color: PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)))
        try FileManager.default.createDirectory(atPath: dir + "/img", withIntermediateDirectories: true)
        try PNGEncoder().write(picture, toFile: dir + "/img/red.png")
        try "sections:\n  - items:\n      - {image: {file: img/red.png}}\n      - {image: {file: img/red.png}}\n"
            .write(toFile: dir + "/spec.yaml", atomically: true, encoding: .utf8)
        let spec = try ListSpec(contentsOf: dir + "/spec.yaml")
        #expect(spec.sections[0].items[0].content.image == .file(path: "img/red.png", pixmap: picture))
        #expect(spec.sections[0].items[0].content.image?.listImage == .pixmap(picture))
    }

    // MARK: Applying

    @Test func aVariantReplacesTheSpecsValues() throws {
        let spec = try ListSpec(contentsOf: Self.fixture("every-field.yaml"))
        let o = SpecVariant(
            list: ListVariant(
                appearance: .plain, style: .light, contentSize: .extraSmall,
                direction: .leftToRight),
            width: 320, scale: 1, height: 100, editing: false, addedStates: [.disabled, .expanded])
        let s = spec.applying(o)
        #expect((s.width, s.scale, s.height) == (320, 1, 100))
        #expect(s.layout.appearance == .plain)
        #expect(
            s.sections[0].layout
                == .list(
                    {
                        var l = ListConfigurationSpec(appearance: .plain)
                        l.showsSeparators = true
                        return l
                    }()))
        #expect(s.sections[3].layout == .list(ListConfigurationSpec(appearance: .plain)))
        #expect(s.traits.userInterfaceStyle == .light)
        #expect(s.traits.preferredContentSizeCategory == .extraSmall)
        #expect(s.traits.layoutDirection == .leftToRight)
        #expect(!s.editing)
        #expect(s.allItems.allSatisfy { $0.state[.disabled] == true && $0.state[.expanded] == true })
    }

    /// `--state normal` clears each item's own states before any other `--state` adds one.
    @Test func theNormalStateClearsTheItemsOwnStates() throws {
        let spec = try ListSpec(yaml: "sections: [{items: [{text: a, state: {selected: true, swiped: true}}, {text: b}]}]")
        var o = SpecVariant(addedStates: [.normal])
        #expect(spec.applying(o).allItems.allSatisfy { $0.state.isEmpty })
        o.addedStates = [.normal, .focused]
        #expect(spec.applying(o).allItems.map(\.state) == [[.focused: true], [.focused: true]])
    }

    @Test func collectionViewSetsWhatTheSpecNames() throws {
        let spec = try ListSpec(
            yaml: """
                layout: {appearance: insetGrouped}
                tintColor: systemPink
                sections:
                  - header: "Header"
                    items:
                      - {text: "Plain"}
                      - text: "Styled"
                        variant: subtitleCell
                        secondaryText: "sub"
                        textProperties: {color: systemRed, font: {size: 20, weight: bold}}
                        accessories: [checkmark]
                        state: {disabled: true}
                        background: {backgroundColor: systemYellow, cornerRadius: 6}
                      - text: "Parent"
                        state: {expanded: true}
                        children: [{text: "Child"}]
                """)
        let view = spec.makeCollectionView()
        #expect(view.tintColor == .systemPink)
        #expect(view.traitCollection.displayScale == 3)
        let sections = view.configuredSections()
        let cells = sections[0].cells
        #expect(cells.count == 4)  // Plain, Styled, Parent, Child (expanded)

        let plain = try #require(cells[0].contentConfiguration)
        var expected = ListContentConfiguration.cell()
        expected.text = "Plain"
        #expect(plain == expected)

        let styled = try #require(cells[1].contentConfiguration)
        #expect(styled.style == .subtitleCell)
        #expect(styled.text == "Styled" && styled.secondaryText == "sub")
        #expect(styled.textProperties.color == .systemRed)
        #expect(styled.textProperties.font == Font.systemFont(ofSize: 20, weight: .bold))
        #expect(styled.textProperties.explicitlySetProperties == [.font, .color])
        // Not named: still the variant's default, styled for the disabled state.
        #expect(styled.secondaryTextProperties.explicitlySetProperties.isEmpty)
        #expect(cells[1].configurationState.isDisabled)
        #expect(cells[1].accessories == [.checkmark()])
        let background = try #require(cells[1].backgroundConfiguration)
        #expect(background.style == .listGroupedCell)
        #expect(background.backgroundColor == .systemYellow && background.cornerRadius == 6)

        #expect(cells[2].configurationState.isExpanded)
        #expect(cells[3].indentationLevel == 1)
        let child = try #require(cells[3].contentConfiguration)
        #expect(child.text == "Child")

        let header = try #require(sections[0].header?.contentConfiguration)
        #expect(header.style == .groupedHeader && header.text == "Header")
    }

    @Test func separatorSettingsReachTheListsHandler() throws {
        let spec = try ListSpec(
            yaml: """
                sections:
                  - items:
                      - {text: "a"}
                      - {text: "b", separator: {bottomSeparatorVisibility: hidden}}
                """)
        let view = spec.makeCollectionView()
        guard case .list(let configuration) = view.collectionLayout.section(at: 0) else {
            Issue.record("expected a list section")
            return
        }
        let handler = try #require(configuration.itemSeparatorHandler)
        let base = configuration.separatorConfiguration
        #expect(handler(IndexPath(item: 0, section: 0), base) == base)
        #expect(handler(IndexPath(item: 1, section: 0), base).bottomSeparatorVisibility == .hidden)
    }

    @Test func aliasesWithinTheLimitsWork() throws {
        let spec = try ListSpec(
            yaml: """
                sections:
                  - items:
                      - {text: a, textProperties: &red {color: systemRed}}
                      - {text: b, textProperties: *red}
                """)
        #expect(spec.sections[0].items[1].content.textProperties?.color == .system("systemRed"))
    }
}
