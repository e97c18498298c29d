import ListSpec
import RenderCells
import Testing

/// One way to show a list another way (issue #36.2): a spec variant rewrites the spec, a
/// `ListVariant` rewrites the built list's configuration; both reach the appearance's
/// defaults through `ListConfiguration.appearance`'s setter, so they draw the same pixels.
@Suite struct ListVariantAppearanceTests {
    static let sidebar = """
        width: 320
        scale: 2
        layout: {appearance: sidebar}
        sections:
          - header: {text: Library}
            items:
              - {image: clock, text: Recents}
              - {image: person.2, text: Shared}
              - {image: star, text: Favourites}
        """

    @Test func aSidebarSpecShownAsPlainDrawsTheSamePixelsBothWays() throws {
        let spec = try ListSpec(yaml: Self.sidebar)
        let plain = ListVariant(appearance: .plain)
        let bySpec = try spec.displayList(for: SpecVariant(list: plain)).list.render()
        let view = spec.makeCollectionView()
        let byView = try view.withVariant(plain) { try view.render(width: 320, scale: 2) }
        #expect(bySpec == byView)
        // And the plain list has its separators, as a list made plain has.
        let layout = view.withVariant(plain) { view.layout(width: 320, scale: 2) }
        #expect(layout.sections[0].items.contains { !$0.separators.isEmpty })
    }

    @Test func changingTheAppearanceRederivesOnlyTheDefaults() {
        var c = ListConfiguration(appearance: .sidebar)
        #expect(!c.showsSeparators)
        c.appearance = .plain
        #expect(c.showsSeparators)
        // A setting the app changed keeps its value.
        var hidden = ListConfiguration(appearance: .plain)
        hidden.showsSeparators = false
        hidden.appearance = .insetGrouped
        #expect(!hidden.showsSeparators)
    }
}
