import RenderCells
import TestSupport
import Testing

// A custom content configuration and its view, as seed 000 describes ("a completely
// custom content configuration type with a paired content view class"). The view counts
// how often it is fed a configuration, so the tests can see reuse.

private struct BadgeConfiguration: ContentConfiguration, Equatable {
    var count = 0
    var isEmphasized = false
    var lastTraits: TraitCollection?

    func makeContentView() -> any ContentView {
        BadgeView(configuration: self)
    }

    func updated(for state: any ConfigurationState) -> BadgeConfiguration {
        var copy = self
        let cell = state as? CellConfigurationState
        copy.isEmphasized = (cell?.isSelected ?? false) || (cell?.isHighlighted ?? false)
        copy.lastTraits = state.traitCollection
        return copy
    }
}

private final class BadgeView: ContentView {
    var badge: BadgeConfiguration
    var configurationSets = 0

    init(configuration: BadgeConfiguration) {
        badge = configuration
    }

    var configuration: any ContentConfiguration {
        get { badge }
        set {
            badge = newValue as! BadgeConfiguration
            configurationSets += 1
        }
    }

    func sizeThatFits(_ size: Size) -> Size { Size(width: 20 + 10 * Double(badge.count), height: 20) }

    func draw(in canvas: Canvas, bounds: Rect) {
        canvas.fill(Path(ellipseIn: bounds), with: .color(badge.isEmphasized ? .white : .black))
    }
}

/// Seed 000's `updateConfiguration(using:)` override (16:33), against this API.
/// The example of `SchedulesUpdate`'s documentation: a cell with a state of its own.
private final class MailCell: ListCell {
    @SchedulesUpdate var isUnread = false
    override func updateConfiguration(using state: CellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Re: Lunch"
        content.image = isUnread ? .systemName("circle.fill") : nil
        contentConfiguration = content
    }
}

private final class ItemCell: ListCell {
    struct Item {
        var icon: ListImage
        var title: String
    }
    var item = Item(icon: .systemName("star"), title: "Hello WWDC!")
    var overrideCalls = 0

    override func updateConfiguration(using state: CellConfigurationState) {
        overrideCalls += 1
        var content = self.defaultContentConfiguration().updated(for: state)
        content.image = self.item.icon
        content.text = self.item.title
        if state.isHighlighted || state.isSelected {
            content.imageProperties.tintColor = .white
            content.textProperties.color = .white
        }
        self.contentConfiguration = content
    }
}

extension ListCell {
    fileprivate var listContent: ListContentConfiguration? { contentConfiguration as? ListContentConfiguration }
}

@Suite("ListCell")
struct ListCellTests {
    // MARK: Update passes

    @Test("a new cell runs one update pass before it is first drawn")
    func firstPass() {
        let cell = ListCell()
        var calls = 0
        cell.configurationUpdateHandler = { _, _ in calls += 1 }
        #expect(cell.needsUpdateConfiguration)
        cell.updateConfigurationIfNeeded()
        cell.updateConfigurationIfNeeded()
        #expect(calls == 1)
        #expect(!cell.needsUpdateConfiguration)
    }

    @Test("several state changes make one update, with the final state")
    func coalescedUpdates() {
        let cell = ListCell(appearance: .plain)
        var states: [CellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in states.append(state) }
        cell.updateConfigurationIfNeeded()

        cell.isHighlighted = true
        cell.isSelected = true
        cell.isHighlighted = false
        cell.isEditing = true
        cell.traitCollection = TraitCollection.iPhone.modifyingTraits { $0.userInterfaceStyle = .dark }
        cell.updateConfigurationIfNeeded()
        cell.updateConfigurationIfNeeded()

        #expect(states.count == 2)
        let last = states[1]
        #expect(last.isSelected && last.isEditing && !last.isHighlighted)
        #expect(last.traitCollection.userInterfaceStyle == .dark)
        #expect(last == cell.configurationState)
    }

    @Test("setting a flag to the value it has schedules nothing")
    func unchangedStateSchedulesNothing() {
        let cell = ListCell()
        cell.updateConfigurationIfNeeded()
        cell.isSelected = false
        cell.traitCollection = .iPhone
        cell.appearance = .plain
        cell[customState: "com.example.flagged"] = nil
        #expect(!cell.needsUpdateConfiguration)
        cell.isSwiped = true
        #expect(cell.needsUpdateConfiguration)
    }

    @Test("every state flag reaches the configuration state and schedules an update")
    func everyFlagCounts() {
        let changes: [(String, (ListCell) -> Void, (CellConfigurationState) -> Bool)] = [
            ("highlighted", { $0.isHighlighted = true }, { $0.isHighlighted }),
            ("selected", { $0.isSelected = true }, { $0.isSelected }),
            ("disabled", { $0.isDisabled = true }, { $0.isDisabled }),
            ("focused", { $0.isFocused = true }, { $0.isFocused }),
            ("editing", { $0.isEditing = true }, { $0.isEditing }),
            ("expanded", { $0.isExpanded = true }, { $0.isExpanded }),
            ("swiped", { $0.isSwiped = true }, { $0.isSwiped }),
            ("reordering", { $0.isReordering = true }, { $0.isReordering }),
            ("drag", { $0.cellDragState = .dragging }, { $0.cellDragState == .dragging }),
            ("drop", { $0.cellDropState = .targeted }, { $0.cellDropState == .targeted }),
            ("custom", { $0[customState: "com.example.flagged"] = true }, { $0["com.example.flagged"] as? Bool == true })
        ]
        for (name, change, check) in changes {
            let cell = ListCell()
            cell.updateConfigurationIfNeeded()
            change(cell)
            #expect(cell.needsUpdateConfiguration, "\(name)")
            #expect(check(cell.configurationState), "\(name)")
        }
    }

    @Test("a subclass's own @SchedulesUpdate state schedules a pass only when it changes")
    func subclassState() {
        let cell = MailCell()
        cell.updateConfigurationIfNeeded()
        #expect((cell.contentConfiguration as? ListContentConfiguration)?.image == nil)
        cell.isUnread = false
        #expect(!cell.needsUpdateConfiguration)
        cell.isUnread = true
        #expect(cell.needsUpdateConfiguration)
        cell.updateConfigurationIfNeeded()
        let content = cell.contentConfiguration as? ListContentConfiguration
        #expect(content?.image == .systemName("circle.fill"))
        #expect(content?.text == "Re: Lunch")
    }

    @Test("a pass runs automatic updates, then the override, then the handler")
    func passOrder() {
        let cell = ItemCell(appearance: .sidebar)
        var log: [String] = []
        cell.configurationUpdateHandler = { cell, _ in
            log.append("handler after \((cell as! ItemCell).overrideCalls) override call(s)")
        }
        cell.updateConfigurationIfNeeded()
        #expect(log == ["handler after 1 override call(s)"])
    }

    @Test("setting configurations inside a pass does not schedule another")
    func noLoop() {
        let cell = ListCell()
        cell.configurationUpdateHandler = { cell, state in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
        }
        cell.updateConfigurationIfNeeded()
        #expect(!cell.needsUpdateConfiguration)
        #expect(cell.listContent?.text == "Row")
    }

    // MARK: Automatic updates

    @Test("the content configuration follows the state, and the opt-out freezes it")
    func automaticContentUpdates() throws {
        let cell = ListCell(appearance: .plain)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        cell.contentConfiguration = content
        cell.updateConfigurationIfNeeded()
        #expect(cell.listContent?.textProperties.color == .label)

        cell.isDisabled = true
        cell.updateConfigurationIfNeeded()
        #expect(cell.listContent?.textProperties.color == .tertiaryLabel)  // docs/uikit-reference.md §3.3, disabled
        #expect(cell.listContent?.text == "Wi-Fi")

        cell.isDisabled = false
        cell.updateConfigurationIfNeeded()
        #expect(cell.listContent?.textProperties.color == .label)

        cell.automaticallyUpdatesContentConfiguration = false
        cell.isDisabled = true
        cell.updateConfigurationIfNeeded()
        #expect(cell.listContent?.textProperties.color == .label)
    }

    @Test("a configuration set on a selected cell is stored styled for that state")
    func setWhileSelected() {
        let cell = ListCell(appearance: .sidebar)
        cell.isSelected = true
        cell.updateConfigurationIfNeeded()
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        cell.contentConfiguration = content
        #expect(cell.listContent?.textProperties.color == .white)
        #expect(cell.listContent == content.updated(for: cell.configurationState))

        cell.automaticallyUpdatesContentConfiguration = false
        cell.contentConfiguration = content
        #expect(cell.listContent == content)
    }

    @Test("the background follows the state per appearance, and the opt-out freezes it")
    func automaticBackgroundUpdates() {
        let plain = ListCell(appearance: .plain)
        #expect(plain.backgroundConfiguration == .listPlainCell())
        plain.isSelected = true
        plain.updateConfigurationIfNeeded()
        #expect(plain.backgroundConfiguration?.backgroundColor == .systemGray4)

        let grouped = ListCell(appearance: .insetGrouped)
        grouped.isEditing = true
        grouped.isSelected = true
        grouped.updateConfigurationIfNeeded()
        #expect(grouped.backgroundConfiguration?.backgroundColor == .systemGray6)

        let sidebar = ListCell(
            appearance: .sidebar,
            traitCollection: TraitCollection.iPhone.modifyingTraits {
                $0.userInterfaceStyle = .dark
            })
        sidebar.tintColor = .systemPink
        sidebar.isHighlighted = true
        sidebar.updateConfigurationIfNeeded()
        let fill = sidebar.backgroundConfiguration?.resolvedBackgroundColor(for: sidebar.tintColor)
        #expect(fill?.resolvedRGBA(with: sidebar.traitCollection) == RGBAColor(r: 255, g: 55, b: 95))  // dark systemPink

        let frozen = ListCell(appearance: .plain)
        frozen.automaticallyUpdatesBackgroundConfiguration = false
        frozen.isSelected = true
        frozen.updateConfigurationIfNeeded()
        #expect(frozen.backgroundConfiguration?.backgroundColor == .systemBackground)
    }

    @Test("a not-emphasized sidebar, set through a custom state, selects in grey")
    func emphasisThroughCustomState() {
        let cell = ListCell(appearance: .sidebar)
        var content = cell.defaultContentConfiguration()
        content.text = "Library"
        cell.contentConfiguration = content
        cell.isSelected = true
        cell[customState: .isEmphasized] = false
        cell.updateConfigurationIfNeeded()
        #expect(cell.configurationState.isEmphasized == false)
        #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemFill)
        #expect(cell.listContent?.textProperties.color != .white)

        cell[customState: .isEmphasized] = true
        cell.updateConfigurationIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == nil)  // the tint
        #expect(cell.listContent?.textProperties.color == .white)
    }

    // MARK: Custom content configurations

    @Test("a custom content configuration is plugged in, updated, and keeps its view")
    func customContent() throws {
        let cell = ListCell(appearance: .grouped)
        cell.contentConfiguration = BadgeConfiguration(count: 3)
        let view = try #require(cell.contentView as? BadgeView)
        #expect(view.badge.isEmphasized == false)
        #expect(view.badge.lastTraits == .iPhone)

        cell.isSelected = true
        cell.updateConfigurationIfNeeded()
        #expect((cell.contentConfiguration as? BadgeConfiguration)?.isEmphasized == true)
        #expect(cell.contentView === view)
        #expect(view.badge.isEmphasized == true)
        #expect(view.badge.count == 3)
        #expect(view.configurationSets == 1)
        #expect(view.sizeThatFits(Size(width: 100, height: 100)) == Size(width: 50, height: 20))

        // A configuration of another type gets a view of its own.
        cell.contentConfiguration = cell.defaultContentConfiguration()
        #expect(cell.contentView is ListContentView)
        cell.contentConfiguration = nil
        #expect(cell.contentView == nil)
    }

    // MARK: Defaults

    @Test("default configurations per list appearance")
    func defaults() {
        let expected: [(ListAppearance, ListContentConfiguration.Style, BackgroundConfiguration.Style)] = [
            (.plain, .cell, .listPlainCell),
            (.grouped, .cell, .listGroupedCell),
            (.insetGrouped, .cell, .listGroupedCell),
            (.sidebar, .sidebarCell, .listSidebarCell),
            (.sidebarPlain, .sidebarCell, .listSidebarCell)
        ]
        for (appearance, content, background) in expected {
            let cell = ListCell(appearance: appearance)
            #expect(cell.defaultContentConfiguration().style == content, "\(appearance)")
            #expect(cell.defaultContentConfiguration().text == nil)
            #expect(cell.defaultBackgroundConfiguration() == BackgroundConfiguration(style: background), "\(appearance)")
            #expect(cell.backgroundConfiguration == BackgroundConfiguration(style: background))
            #expect(cell.contentConfiguration == nil)
        }
        let ax = TraitCollection.iPhone.modifyingTraits { $0.preferredContentSizeCategory = .accessibilityLarge }
        #expect(ListCell(traitCollection: ax).defaultContentConfiguration() == .cell(traitCollection: ax))
    }

    // MARK: Seed 000

    @Test("seed 000: the Hello WWDC! star cell in a sidebar, across states")
    func seedStarCell() {
        // 1:59, content configuration applied once; the sidebar styling does the rest.
        let cell = ListCell(appearance: .sidebar)
        var content = cell.defaultContentConfiguration()
        content.image = .systemName("star")
        content.text = "Hello WWDC!"
        cell.contentConfiguration = content
        cell.updateConfigurationIfNeeded()
        #expect(cell.listContent?.textProperties.color == .label)
        #expect(cell.listContent?.imageProperties.tintColor == nil)  // the tint colour
        cell.isSelected = true
        cell.updateConfigurationIfNeeded()
        #expect(cell.listContent?.textProperties.color == .white)
        #expect(cell.listContent?.imageProperties.tintColor == .white)
        #expect(cell.backgroundConfiguration?.backgroundColor == nil)

        // 16:33, the same through the override, in a plain list where the system would
        // not whiten anything: white comes from the override alone.
        let custom = ItemCell(appearance: .plain)
        custom.updateConfigurationIfNeeded()
        #expect(custom.listContent?.text == "Hello WWDC!")
        #expect(custom.listContent?.image == .systemName("star"))
        #expect(custom.listContent?.textProperties.color == .label)
        for change in [
            { (c: ListCell) in c.isHighlighted = true },
            {
                $0.isHighlighted = false
                $0.isSelected = true
            }
        ] {
            change(custom)
            custom.updateConfigurationIfNeeded()
            #expect(custom.listContent?.textProperties.color == .white)
            #expect(custom.listContent?.imageProperties.tintColor == .white)
        }
        custom.isSelected = false
        custom.updateConfigurationIfNeeded()
        #expect(custom.listContent?.textProperties.color == .label)
        #expect(custom.listContent?.imageProperties.tintColor == nil)
        #expect(custom.overrideCalls == 4)
    }

    // MARK: List content view

    @Test("list content view: minimum heights of docs/uikit-reference.md §3.2 and margins")
    func listContentViewSize() {
        let rows: [(ContentSizeCategory, Double)] = [
            // xS, S and M: twice Body's leading is 38, 40 and 42; iOS 18 never goes below 44.
            (.extraSmall, 44), (.small, 44), (.medium, 44), (.large, 44), (.extraLarge, 48),
            (.extraExtraLarge, 52), (.extraExtraExtraLarge, 58), (.accessibilityMedium, 58),
            (.accessibilityExtraExtraExtraLarge, 58)
        ]
        for (category, height) in rows {
            let traits = TraitCollection.iPhone.modifyingTraits { $0.preferredContentSizeCategory = category }
            let view = ListContentView(configuration: .cell(traitCollection: traits), traitCollection: traits)
            #expect(view.sizeThatFits(Size(width: 390, height: .infinity)) == Size(width: 390, height: height), "\(category)")
        }
        // Headers do not enforce the minimum: the plain header's margins are 4 + 4.
        let header = ListContentView(configuration: .plainHeader())
        #expect(header.sizeThatFits(Size(width: 390, height: .infinity)).height == 8)
    }

    @Test("list content view: takes only list configurations; without text or image it draws nothing")
    func listContentViewTakesListConfigurations() throws {
        let view = ListContentView(configuration: .cell())
        #expect(view.supports(ListContentConfiguration.valueCell()))
        #expect(!view.supports(BadgeConfiguration()))
        view.configuration = ListContentConfiguration.valueCell()
        #expect(view.listContentConfiguration.style == .valueCell)

        let canvas = try #require(Canvas(width: 8, height: 8))
        try view.draw(in: canvas, bounds: Rect(x: 0, y: 0, width: 8, height: 8))
        #expect(canvas.pixmap == Pixmap(width: 8, height: 8))

        // With text it draws: some pixel of a 390x44 cell turns dark.
        var configuration = ListContentConfiguration.cell()
        configuration.text = "Hello"
        view.configuration = configuration
        let cellCanvas = try #require(Canvas(width: 390, height: 44))
        cellCanvas.clear(.white)
        try view.draw(in: cellCanvas, bounds: Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(cellCanvas.pixmap.data.contains { $0 < 128 })
    }

    @Test("a list cell gives its traits to its list content view")
    func traitsReachContentView() throws {
        let cell = ListCell()
        cell.contentConfiguration = cell.defaultContentConfiguration()
        let view = try #require(cell.contentView as? ListContentView)
        // xxLarge: a minimum height (52) that differs from the default size's (44).
        cell.traitCollection = TraitCollection.iPhone.modifyingTraits { $0.preferredContentSizeCategory = .extraExtraLarge }
        #expect(view.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(view.sizeThatFits(Size(width: 320, height: .infinity)).height == 52)
    }
}
