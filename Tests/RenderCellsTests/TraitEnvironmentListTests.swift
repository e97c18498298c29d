import RenderCells
import RenderCellsTesting
import TestSupport
import Testing

/// The collection view and its cells are trait environments: overrides at a parent (a
/// window scene), at the list and at a cell reach the cell before its update pass, and
/// trait-change handlers get the registering object itself.
@Suite struct TraitEnvironmentListTests {
    enum Theme: Int, Sendable { case standard, monochrome }

    struct ThemeTrait: TraitDefinition {
        static let defaultValue = Theme.standard
        static let affectsColorAppearance = true
        static let name = "Theme"
        static let identifier = "com.example.theme"
    }

    static func list(
        appearance: ListAppearance = .plain, items: [Int] = [0, 1],
        configure: @escaping (ListCell, Int) -> Void = { _, _ in }
    ) -> CollectionView<Int, Int> {
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            configure(cell, item)
            cell.configurationUpdateHandler = { cell, state in
                var content = cell.defaultContentConfiguration().updated(for: state)
                content.text = "Settings"
                content.textProperties.color = state.traitCollection[ThemeTrait.self] == .monochrome ? .systemGray : .systemBlue
                cell.contentConfiguration = content
            }
        }
        return TestList.make(registration, items: items, appearance: appearance)
    }

    static func colors(_ view: CollectionView<Int, Int>) -> [Color?] {
        view.layout(width: 390).sections[0].items.map { $0.configuration?.textProperties.resolvedColor() }
    }

    @Test("an override on the window scene reaches every cell (seed 001, 27:01)")
    func windowSceneOverride() {
        let windowScene = TraitEnvironment(name: "window scene", rootTraits: .iPhone)
        let view = Self.list()
        view.parentTraitEnvironment = windowScene
        #expect(Self.colors(view) == [.systemBlue, .systemBlue])
        windowScene.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(view.traitCollection[ThemeTrait.self] == .monochrome)
        #expect(Self.colors(view) == [.systemGray, .systemGray])
        view.parentTraitEnvironment = nil
        #expect(Self.colors(view) == [.systemBlue, .systemBlue])
    }

    /// A row whose own traits say dark, in a light inset-grouped list, draws a dark row:
    /// its background resolves with the cell's traits, as its text does (it had resolved
    /// with the list's, white text on a white row), and the layout dump says so.
    @Test func aDarkRowInALightListHasADarkBackground() throws {
        let view = Self.list(appearance: .insetGrouped) { cell, item in
            if item == 1 { cell.traitOverrides.userInterfaceStyle = .dark }
        }
        let rows = view.layout(width: 390).sections[0].items
        // secondarySystemGroupedBackground: white in light, 28, 28, 30 in dark.
        #expect(rows[0].background?.color == RGBAColor(r: 255, g: 255, b: 255))
        #expect(rows[1].background?.color == RGBAColor(r: 28, g: 28, b: 30))
        let dump = String(decoding: try view.displayList(width: 390, scale: 1).dumpJSON(), as: UTF8.self)
        #expect(dump.contains("#1C1C1EFF"), "the dump names the dark row's background")
    }

    @Test("the list's own overrides reach its cells, and a cell's override only that cell")
    func listAndCellOverrides() {
        let view = Self.list { cell, item in
            if item == 1 { cell.traitOverrides[ThemeTrait.self] = .monochrome }
        }
        #expect(Self.colors(view) == [.systemBlue, .systemGray])
        view.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(Self.colors(view) == [.systemGray, .systemGray])
    }

    @Test("a cell's size override changes its row, not its neighbour's")
    func cellContentSizeOverride() {
        let view = Self.list { cell, item in
            if item == 0 { cell.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge }
        }
        let rows = view.layout(width: 390).sections[0].items
        #expect(rows[0].frame.height > rows[1].frame.height)
        #expect(rows[1].frame.height == 44)
    }

    @Test("a list's trait-change handler gets the list itself and the previous traits")
    func listHandlerGetsSelf() {
        let view = Self.list()
        var calls: [(Bool, UserInterfaceStyle)] = []
        view.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (list: CollectionView<Int, Int>, previous) in
            calls.append((list === view, previous.userInterfaceStyle))
        }
        view.traitOverrides.userInterfaceStyle = .dark
        view.traitOverrides[ThemeTrait.self] = .monochrome  // not registered for: no call
        #expect(calls.count == 1)
        #expect(calls.first?.0 == true && calls.first?.1 == .light)
    }

    @Test("a cell's handler runs when the list's traits reach it, and the cell is updated for them")
    func cellHandlerAndUpdate() {
        final class ThemedCell: ListCell {
            var themeChanges = 0
        }
        var changes: [Int] = []
        let registration = CellRegistration<ThemedCell, Int> { cell, _, _ in
            cell.registerForTraitChanges([ThemeTrait.self]) { (cell: ThemedCell, _) in
                cell.themeChanges += 1
                cell.setNeedsUpdateConfiguration()
            }
            cell.traitOverrides[ThemeTrait.self] = .monochrome
            changes.append(cell.themeChanges)
        }
        _ = TestList.make(registration, items: [0]).layout(width: 390)
        #expect(changes == [1])
    }

    @Test("a standalone cell re-runs its update when its traits change, by whatever route")
    func standaloneCellTraits() {
        let cell = ListCell()
        cell.contentConfiguration = cell.defaultContentConfiguration()
        cell.updateConfigurationIfNeeded()
        #expect(!cell.needsUpdateConfiguration)
        cell.traitOverrides.userInterfaceStyle = .dark
        #expect(cell.needsUpdateConfiguration)
        cell.updateConfigurationIfNeeded()
        #expect(cell.traitCollection.userInterfaceStyle == .dark)
        #expect(!cell.needsUpdateConfiguration)
    }

    @Test("image lookup and numeric trait definitions exist as UIKit spells them")
    func smallTraitAPIs() {
        struct CornerRoundness: CGFloatTraitDefinition { static let defaultValue = 10.0 }
        struct NestingDepth: NSIntegerTraitDefinition { static let defaultValue = 0 }
        let traits = TraitCollection {
            $0[CornerRoundness.self] = 14
            $0[NestingDepth.self] = 2
        }
        #expect(traits[CornerRoundness.self] == 14 && traits[NestingDepth.self] == 2)
        let lookup = Set(TraitCollection.systemTraitsAffectingImageLookup)
        #expect(lookup.contains(TraitIdentifier(TraitDisplayScale.self)))
        #expect(lookup.contains(TraitIdentifier(TraitUserInterfaceStyle.self)))
        #expect(!lookup.contains(TraitIdentifier(TraitPreferredContentSizeCategory.self)))
    }
}
