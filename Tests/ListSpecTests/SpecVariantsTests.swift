import Foundation
import ListSpec
import RenderCells
import Testing

/// The `variants:` block: which snapshots a spec stands for, their names, and errors
/// located like every other field's.
@Suite struct SpecVariantsTests {
    static let items = """
        sections:
          - items:
              - text: "Wi-Fi"
                variants: {state: [selected, disabled]}
              - text: "Bluetooth"
              - variants: {state: highlighted}
        """

    @Test func noVariantsIsOneDefaultSnapshot() throws {
        let spec = try ListSpec(yaml: "sections: []\n")
        #expect(spec.snapshotVariants.map(\.name) == ["default"])
    }

    @Test func everyCombinationInAFixedOrder() throws {
        let spec = try ListSpec(
            yaml: """
                variants:
                  appearance: [plain, insetGrouped]
                  style: [light, dark]
                  contentSize: [L, AX3]
                  direction: [ltr, rtl]
                  width: [320, 390]
                  scale: [2, 3]
                  state: [normal, selected]
                sections: []
                """)
        let names = spec.snapshotVariants.map(\.name)
        #expect(names.count == 128)
        #expect(Set(names).count == 128)
        #expect(names.first == "plain-light-L-ltr-normal-320pt-2x")
        #expect(names.last == "insetGrouped-dark-AX3-rtl-selected-390pt-3x")
    }

    @Test func singleValuesAndItemStates() throws {
        let spec = try ListSpec(yaml: "variants: {style: dark}\n" + Self.items + "\n")
        #expect(spec.snapshotVariants.map(\.name) == ["dark-wi-fi-selected", "dark-wi-fi-disabled", "dark-item3-highlighted"])
        let variant = spec.snapshotVariants[0]
        let (view, width, scale, _) = spec.makeCollectionView(for: variant)
        #expect(view.stateOverride == .selected && view.stateOverrideItems == [ItemID(0)])
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(width == spec.width && scale == spec.scale)
    }

    /// `render --state` adds to the items' own states (a selected row stays selected and is
    /// disabled too); a shown state (`variants: {state:}`) replaces the view flags.
    @Test func addedStatesKeepTheItemsOwnAndAShownStateReplacesThem() throws {
        let spec = try ListSpec(
            yaml: "width: 200\nscale: 1\nsections: [{items: [{text: a, state: {selected: true}}, {text: b}]}]\n")
        func states(_ variant: SpecVariant) -> [[CellState]] {
            let (view, width, scale, _) = spec.makeCollectionView(for: variant)
            return view.layout(width: width, scale: scale).sections[0].items.map(\.state)
        }
        #expect(states(SpecVariant()) == [[.selected], []])
        #expect(states(SpecVariant(addedStates: [.disabled])) == [[.selected, .disabled], [.disabled]])
        #expect(states(SpecVariant(addedStates: [.normal, .disabled])) == [[.disabled], [.disabled]])
        #expect(states(SpecVariant(list: ListVariant(state: .disabled))) == [[.disabled], [.disabled]])
        #expect(states(SpecVariant(list: ListVariant(state: .normal))) == [[], []])
    }

    /// A variant carries what `render`'s options set: the height crops the picture and
    /// `editing` is the list's editing mode, through the same path as `test` and `compare`.
    @Test func heightAndEditingAreTheVariants() throws {
        let spec = try ListSpec(
            yaml: """
                width: 200
                scale: 2
                sections:
                  - items:
                      - {text: a, accessories: [{delete: {displayed: whenEditing}}, {reorder: {displayed: whenEditing}}]}
                      - {text: b}
                """)
        let plain = try spec.displayList(for: SpecVariant()).list.render()
        let short = try spec.displayList(for: SpecVariant(height: 30)).list.render()
        #expect((short.width, short.height) == (400, 60))
        let editingList = try spec.displayList(for: SpecVariant(editing: true)).list.render()
        #expect(editingList != plain, "the delete and reorder accessories show when editing")
        #expect(spec.makeCollectionView(for: SpecVariant(editing: true)).view.isEditing)
        // Every item shown editing is the list in editing mode: the same picture.
        let shown = spec.makeCollectionView(for: SpecVariant(list: ListVariant(state: .editing)))
        #expect(shown.view.isEditing)
        #expect(try spec.displayList(for: SpecVariant(list: ListVariant(state: .editing))).list.render() == editingList)
        #expect(
            SpecVariant(height: 30, editing: true, addedStates: [.focused, .selected]).name
                == "30ptTall-editingList-with-selected+focused")
    }

    /// A variant's appearance is set in the spec before the list is built, so the list
    /// gets that appearance's defaults, as an app building it would: a sidebar shows no
    /// separators.
    @Test func theAppearanceGivesItsDefaults() throws {
        let spec = try ListSpec(yaml: "width: 200\nscale: 1\nsections: [{items: [{text: a}, {text: b}]}]\n")
        let sidebar = try spec.displayList(for: SpecVariant(list: ListVariant(appearance: .sidebar))).list
        let written = try ListSpec(
            yaml: "width: 200\nscale: 1\nlayout: {appearance: sidebar}\n"
                + "sections: [{items: [{text: a}, {text: b}]}]\n"
        ).displayList().list
        #expect(try sidebar.render() == written.render())
    }

    @Test func aVariantRendersDifferently() throws {
        let spec = try ListSpec(
            yaml: "width: 200\nscale: 1\nvariants: {style: [light, dark], width: [200, 100]}\n"
                + "sections:\n  - items:\n      - text: Wi-Fi\n")
        let pictures = try spec.snapshotVariants.map { v in try spec.displayList(for: v).list.render() }
        #expect(pictures.map(\.width) == [200, 100, 200, 100])
        #expect(pictures[0] != pictures[2], "dark differs from light")
    }

    @Test(arguments: [
        (
            "variants: {style: [light, sepia]}\nsections: []\n",
            "v.yaml:1:27: variants.style[1]: unknown interface style 'sepia'; expected one of light, dark"
        ),
        ("variants: {appearance: [plain, plain]}\nsections: []\n", "variants.appearance[1]: this value is listed twice"),
        (
            "variants: {colour: [red]}\nsections: []\n",
            "v.yaml:1:12: variants.colour: unknown field 'colour' in variants; expected one of appearance, style, contentSize, direction, width, scale, state"
        ),
        ("variants: {scale: [2, 4]}\nsections: []\n", "variants.scale[1]: "),
        ("variants: {width: []}\nsections: []\n", "variants.width: 'width' lists no values"),
        (
            "sections:\n  - items:\n      - text: a\n        variants: {state: [pressed]}\n",
            "sections[0].items[0].variants.state[0]: unknown cell state 'pressed'"
        ),
        (
            "sections:\n  - items:\n      - text: a\n        variants: {style: [dark]}\n",
            "v.yaml:4:20: sections[0].items[0].variants.style: unknown field 'style' in an item's variants; expected one of state"
        )
    ])
    func errorsAreLocated(_ yaml: String, _ message: String) {
        do {
            _ = try ListSpec(yaml: yaml, file: "v.yaml")
            Issue.record("expected an error for \(yaml)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
            #expect(error.description.hasPrefix("v.yaml:"))
        }
    }

    @Test func tooManyVariantsIsRefusedAtParse() {
        let sizes = "[xS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5]"
        let yaml = """
            variants: {appearance: [plain, grouped, insetGrouped, sidebar, sidebarPlain], style: [light, dark],
                       contentSize: \(sizes), direction: [ltr, rtl], scale: [1, 2, 3], width: [320, 375]}
            sections: []
            """
        do {
            _ = try ListSpec(yaml: yaml, file: "v.yaml")
            Issue.record("expected the variant limit")
        } catch {
            #expect(
                error.description == "v.yaml:1:11: variants: the variants make 1440 snapshots, over the limit of 1000",
                "\(error.description)")
        }
    }

    /// A variant's own sizes out of range: the problem every command that draws a variant
    /// reports before reading the spec (`render --width -1` stops earlier, as a usage error).
    @Test func badVariantSizesHaveAProblem() {
        #expect(SpecVariant(width: -1).problem == "the width must be more than 0 and at most 10000 points")
        #expect(SpecVariant(height: 1e9).problem == "the height must be more than 0 and at most 100000 points")
        #expect(SpecVariant(scale: 4).problem == "the scale must be 1, 2 or 3")
        #expect(SpecVariant(width: 390, scale: 3, height: 844).problem == nil)
    }
}
