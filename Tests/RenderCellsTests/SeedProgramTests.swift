import RenderCells
import RenderCellsTesting
import TestSupport
import Testing

/// The WWDC seeds' code samples, translated with the `UI` prefix dropped, compiled, run
/// and checked for what the talks say they do. Each test is named by its seed and
/// timestamp (000 "Modern cell configuration", 001 "UIKit trait system", 004 "Advances
/// in UICollectionView"). Samples that need a run loop, Objective-C selectors or SwiftUI
/// are translated to the closure forms and value types this library has, as noted.
@Suite struct SeedProgramTests {
    // MARK: 000 Modern cell configuration

    @Test("000 1:59: a content configuration set on a cell")
    func seed000At1m59() {
        let cell = ListCell()
        var content = cell.defaultContentConfiguration()
        content.image = .systemName("star")
        content.text = "Hello WWDC!"
        cell.contentConfiguration = content
        cell.updateConfigurationIfNeeded()
        let shown = cell.contentConfiguration as? ListContentConfiguration
        #expect(shown?.text == "Hello WWDC!")
        #expect(shown?.image == .systemName("star"))
        #expect(cell.contentView is ListContentView)
    }

    @Test("000 13:10: updated(for:) returns a styled copy and leaves the original alone")
    func seed000At13m10() {
        let configuration = ListContentConfiguration.sidebarCell()
        var state = CellConfigurationState(traitCollection: .iPhone)
        state.isSelected = true
        let updatedConfiguration = configuration.updated(for: state)
        #expect(updatedConfiguration != configuration)
        #expect(configuration == ListContentConfiguration.sidebarCell())
        // Selected sidebar text turns white on the tinted fill (docs/uikit-reference.md §3.3).
        #expect(updatedConfiguration.textProperties.resolvedColor() != configuration.textProperties.resolvedColor())
    }

    /// The seed's item: a title and an icon, both values (`ListImage` is `Hashable`, as
    /// `UIImage` is, so it can sit in a diffable item).
    struct Item: Hashable, Sendable {
        var title: String
        var icon: ListImage?
    }

    /// Seed 000 at 16:33, as written there but for the prefix.
    final class ItemCell: ListCell {
        var item = Item(title: "", icon: ListImage(systemName: "star"))

        override func updateConfiguration(using state: CellConfigurationState) {
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

    @Test("000 16:33: a cell subclass's updateConfiguration(using:) styles highlighted and selected rows in a list")
    func seed000At16m33() {
        let registration = CellRegistration<ItemCell, Item> { cell, _, item in cell.item = item }
        let items = [
            Item(title: "Normal", icon: ListImage(systemName: "star")),
            Item(title: "Selected", icon: ListImage(systemName: "heart")),
            Item(title: "Highlighted", icon: ListImage(systemName: "bolt"))
        ]
        let view = TestList.make(registration, items: items, appearance: .sidebar)
        view.selectedItems = [items[1]]
        view.highlightedItems = [items[2]]
        let rows = view.layout(width: 390).sections[0].items
        #expect(rows.map { $0.configuration?.text } == ["Normal", "Selected", "Highlighted"])
        #expect(rows.map { $0.configuration?.textProperties.resolvedColor() } == [.label, .white, .white])
        #expect(rows.map { $0.configuration?.imageProperties.tintColor } == [nil, .white, .white])
    }

    @Test("000 19:45: the sidebar defaults, background and content, styled for selection together")
    func seed000At19m45() {
        let background = BackgroundConfiguration.listSidebarCell()
        let content = ListContentConfiguration.sidebarCell()
        var selected = CellConfigurationState(traitCollection: .iPhone)
        selected.isSelected = true
        let tint = Color.tintColor.resolvedRGBA(with: .iPhone)
        #expect(background.updated(for: selected).resolvedBackgroundColor(for: .tintColor).resolvedRGBA(with: .iPhone) == tint)
        #expect(background.resolvedBackgroundColor(for: .tintColor).resolvedRGBA(with: .iPhone) != tint)
        #expect(content.updated(for: selected).textProperties.resolvedColor() == .white)
    }

    @Test("000 26:23: a list content view by itself measures and draws its configuration")
    func seed000At26m23() throws {
        var content = ListContentConfiguration.cell()
        content.text = "Stand-alone"
        let contentView = ListContentView(configuration: content)
        #expect(contentView.sizeThatFits(Size(width: 390, height: .infinity)).height == 44)
        let canvas = try #require(Canvas(width: 390, height: 44))
        canvas.clear(.white)
        try contentView.draw(in: canvas, bounds: Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(canvas.pixmap.data.contains { $0 < 128 })
    }

    // MARK: 001 UIKit trait system

    struct ContainedInSettingsTrait: TraitDefinition {
        static let defaultValue = false
    }

    enum MyAppTheme: Int, Sendable { case standard, pastel, bold, monochrome }

    struct MyAppThemeTrait: TraitDefinition {
        static let defaultValue = MyAppTheme.standard
        static let affectsColorAppearance = true
        static let name = "Theme"
        static let identifier = "com.myapp.theme"
    }

    @Test("001 1:51: trait collections built from scratch and by modifying")
    func seed001At1m51() {
        let myTraits = TraitCollection { mutableTraits in
            mutableTraits.userInterfaceIdiom = .phone
            mutableTraits.horizontalSizeClass = .regular
        }
        let otherTraits = myTraits.modifyingTraits { mutableTraits in
            mutableTraits.horizontalSizeClass = .compact
            mutableTraits.userInterfaceStyle = .dark
        }
        #expect(myTraits.horizontalSizeClass == .regular && myTraits.userInterfaceStyle == .unspecified)
        #expect(otherTraits.userInterfaceIdiom == .phone && otherTraits.horizontalSizeClass == .compact)
        #expect(otherTraits.userInterfaceStyle == .dark)
    }

    @Test("001 9:06 and 10:23: a simple custom trait, by subscript and through a property")
    func seed001At9m06() {
        let traitCollection = TraitCollection { mutableTraits in mutableTraits[ContainedInSettingsTrait.self] = true }
        let value = traitCollection[ContainedInSettingsTrait.self]
        #expect(value == true)
        #expect(TraitCollection()[ContainedInSettingsTrait.self] == false)
        #expect(traitCollection.isContainedInSettings)
    }

    @Test("001 11:00 and 12:33: a theme trait picks a dynamic colour, in a list's background")
    func seed001At11m00() throws {
        let customBackgroundColor = Color(dynamicProvider: { traitCollection in
            switch traitCollection.myAppTheme {
            case .standard: Color(RGBAColor(r: 255, g: 255, b: 255))
            case .pastel: Color(RGBAColor(r: 255, g: 209, b: 220))
            case .bold: Color(RGBAColor(r: 255, g: 0, b: 0))
            case .monochrome: Color(RGBAColor(r: 128, g: 128, b: 128))
            }
        })
        let registration = CellRegistration<ListCell, Int> { cell, _, _ in
            var background = cell.defaultBackgroundConfiguration()
            background.backgroundColor = customBackgroundColor
            cell.backgroundConfiguration = background
        }
        let view = TestList.make(registration, items: [0])
        view.traitOverrides.myAppTheme = .pastel
        let picture = try view.render(width: 100, scale: 1)
        #expect(picture[50, 20] == PremultipliedRGBA8(r: 255, g: 209, b: 220, a: 255))
        #expect(MyAppThemeTrait.affectsColorAppearance && MyAppThemeTrait.identifier == "com.myapp.theme")
    }

    @Test("001 14:31: overrides applied at the scene, the list and a cell; the nearest wins")
    func seed001At14m31() {
        let windowScene = TraitEnvironment(name: "window scene", rootTraits: .iPhone)
        windowScene.traitOverrides.userInterfaceStyle = .dark
        var styles: [UserInterfaceStyle] = []
        var sizes: [UserInterfaceSizeClass] = []
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            if item == 1 { cell.traitOverrides.userInterfaceStyle = .light }
            styles.append(cell.traitCollection.userInterfaceStyle)
            sizes.append(cell.traitCollection.horizontalSizeClass)
        }
        let view = TestList.make(registration, items: [0, 1])
        view.parentTraitEnvironment = windowScene
        view.traitOverrides.horizontalSizeClass = .regular
        _ = view.layout(width: 390)
        #expect(styles == [.dark, .light])
        #expect(sizes == [.regular, .regular])
    }

    @Test("001 18:05: toggling a theme override on and off")
    func seed001At18m05() {
        let view = TestList.make(CellRegistration<ListCell, Int> { _, _, _ in }, items: [])
        func toggleThemeOverride(_ overrideTheme: MyAppTheme) {
            if view.traitOverrides.contains(MyAppThemeTrait.self) {
                // There's an existing theme override; remove it
                view.traitOverrides.remove(MyAppThemeTrait.self)
            } else {
                // There's no existing theme override; apply one
                view.traitOverrides.myAppTheme = overrideTheme
            }
        }
        toggleThemeOverride(.bold)
        #expect(view.traitCollection.myAppTheme == .bold)
        toggleThemeOverride(.bold)
        #expect(view.traitCollection.myAppTheme == .standard)
    }

    final class MyView: ListCell {
        var updates: [UserInterfaceSizeClass] = []
        func updateViews(sizeClass: UserInterfaceSizeClass) { updates.append(sizeClass) }
    }

    @Test("001 21:28: registering for trait changes with a closure that gets the view itself")
    func seed001At21m28() {
        let anotherView = MyView()
        var handled: [Bool] = []
        anotherView.registerForTraitChanges([TraitHorizontalSizeClass.self]) { (self: MyView, _: TraitCollection) in
            self.updateViews(sizeClass: self.traitCollection.horizontalSizeClass)
        }
        anotherView.registerForTraitChanges([TraitHorizontalSizeClass.self, ContainedInSettingsTrait.self]) {
            (view: MyView, previousTraitCollection: TraitCollection) in
            handled.append(
                view === anotherView && previousTraitCollection.horizontalSizeClass != view.traitCollection.horizontalSizeClass)
        }
        anotherView.traitOverrides.horizontalSizeClass = .regular
        anotherView.traitOverrides[ContainedInSettingsTrait.self] = true
        #expect(anotherView.updates == [.regular])
        #expect(handled == [true, false])
    }

    @Test("001 24:20 and 24:37: colour-appearance registration, and unregistering with the token")
    func seed001At24m20() {
        let view = TestList.make(CellRegistration<ListCell, Int> { _, _, _ in }, items: [])
        var colorChanges = 0
        var sizeChanges = 0
        view.registerForTraitChanges(TraitCollection.systemTraitsAffectingColorAppearance) { (_: CollectionView<Int, Int>, _) in
            colorChanges += 1
        }
        let registration = view.registerForTraitChanges([TraitHorizontalSizeClass.self]) { (_: CollectionView<Int, Int>, _) in
            sizeChanges += 1
        }
        view.traitOverrides.userInterfaceStyle = .dark
        view.traitOverrides.accessibilityContrast = .high
        view.traitOverrides.horizontalSizeClass = .regular
        view.unregisterForTraitChanges(registration)
        view.traitOverrides.horizontalSizeClass = .compact
        #expect(colorChanges == 2)
        #expect(sizeChanges == 1)
    }

    /// What seed 001's SwiftUI `CellView` shows, as a content configuration reading the
    /// bridged trait (UIHostingConfiguration's role): "Settings" in grey for monochrome,
    /// blue otherwise.
    struct ThemedTextConfiguration: ContentConfiguration, Equatable {
        var theme = MyAppTheme.standard
        func makeContentView() -> any ContentView {
            var content = ListContentConfiguration.cell()
            content.text = "Settings"
            content.textProperties.color = theme == .monochrome ? .systemGray : .systemBlue
            return ListContentView(configuration: content)
        }
        func updated(for state: any ConfigurationState) -> ThemedTextConfiguration {
            ThemedTextConfiguration(theme: state.traitCollection.myAppTheme)
        }
    }

    @Test("001 27:01: a window scene's theme override reaches the cells' content")
    func seed001At27m01() throws {
        let windowScene = TraitEnvironment(name: "window scene", rootTraits: .iPhone)
        windowScene.traitOverrides.myAppTheme = .monochrome
        let registration = CellRegistration<ListCell, Int> { cell, _, _ in
            cell.contentConfiguration = ThemedTextConfiguration()
        }
        let view = TestList.make(registration, items: [0])
        view.parentTraitEnvironment = windowScene
        let picture = try view.render(width: 390, scale: 1)
        let gray = Color.systemGray.resolvedRGBA(with: .iPhone)
        // Some text pixel is the grey (antialiased edges aside).
        var found = false
        for x in 0..<200 { for y in 0..<44 where picture[x, y] == gray.premultiplied { found = true } }
        #expect(found)
    }

    // MARK: 004 Advances in UICollectionView

    @Test("004 6:15: a compositional list layout of one appearance")
    func seed004At6m15() {
        let configuration = ListConfiguration(appearance: .insetGrouped)
        let layout = CollectionLayout.list(using: configuration)
        guard case .list(let section) = layout.section(at: 3) else {
            Issue.record("not a list section")
            return
        }
        #expect(section.appearance == .insetGrouped)
    }

    final class MyCell: ListCell {}
    struct ViewModel: Hashable, Sendable { var name: String }

    typealias S = Int
    typealias I = ViewModel

    @Test("004 7:33: a registration dequeued from the data source's cell provider, as written")
    func seed004At7m33() {
        var classes: [String] = []
        let collectionView = CollectionView<S, I>(layout: .list(using: ListConfiguration(appearance: .insetGrouped)))
        // Example of using new iOS 14 cell registration
        let reg = CellRegistration<MyCell, ViewModel> { cell, indexPath, model in
            // configure cell content
            classes.append(String(describing: type(of: cell)))
            var content = cell.defaultContentConfiguration()
            content.text = "\(indexPath.item): \(model.name)"
            cell.contentConfiguration = content
        }
        let dataSource = DiffableDataSource<S, I>(collectionView: collectionView) {
            collectionView, indexPath, item -> ListCell in
            return collectionView.dequeueConfiguredReusableCell(using: reg, for: indexPath, item: item)
        }
        var snapshot = DataSourceSnapshot<S, I>()
        snapshot.appendSections([0])
        snapshot.appendItems([ViewModel(name: "Hammer"), ViewModel(name: "Wrench")])
        dataSource.apply(snapshot, animatingDifferences: false)
        let rows = collectionView.layout(width: 390).sections[0].items
        #expect(rows.map { $0.configuration?.text } == ["0: Hammer", "1: Wrench"])
        #expect(classes == ["MyCell", "MyCell"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == ViewModel(name: "Wrench"))
        #expect(dataSource.indexPath(for: ViewModel(name: "Wrench"))?.row == 1)
    }

    @Test("004 8:32, 8:38, 8:44: .cell, .valueCell and .subtitleCell configurations with a symbol")
    func seed004At8m32() {
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            var contentConfiguration = [ListContentConfiguration.cell(), .valueCell(), .subtitleCell()][item]
            contentConfiguration.image = .systemName("hammer")
            contentConfiguration.text = "Ready. Set. Code."
            if item > 0 { contentConfiguration.secondaryText = "#WWDC20" }
            cell.contentConfiguration = contentConfiguration
        }
        let rows = TestList.make(registration, items: [0, 1, 2]).layout(width: 390).sections[0].items
        #expect(rows.allSatisfy { $0.content?.symbol != nil })
        let value = rows[1].content!
        let subtitle = rows[2].content!
        // valueCell: side by side; subtitleCell: stacked.
        #expect(value.isSideBySide && value.secondaryText!.frame.minX > value.text!.frame.maxX)
        #expect(!subtitle.isSideBySide && subtitle.secondaryText!.frame.minY >= subtitle.text!.frame.maxY)
    }

    @Test("004's outline: a header row with an outline disclosure shows its children when expanded")
    func seed004Outline() {
        let registration = CellRegistration<ListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = name == "Smileys" ? [.outlineDisclosure(options: .init(style: .header))] : []
        }
        let view = CollectionView<Int, String>(
            layout: .list(using: ListConfiguration(appearance: .sidebar)),
            cellRegistration: registration)
        var section = SectionSnapshot<String>()
        section.append(["Smileys"])
        section.append(["😀", "😂"], to: "Smileys")
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.setSectionSnapshot(section, for: 0)
        view.apply(snapshot)
        #expect(view.layout(width: 390).sections[0].items.count == 1)
        section.expand(["Smileys"])
        snapshot.setSectionSnapshot(section, for: 0)
        view.apply(snapshot)
        let rows = view.layout(width: 390).sections[0].items
        #expect(rows.map { $0.configuration?.text } == ["Smileys", "😀", "😂"])
        #expect(rows[1].indentationLevel == 1)
        #expect(rows[0].accessories.first?.kind == "outlineDisclosure(header)")
    }
}

extension TraitCollection {
    fileprivate var isContainedInSettings: Bool { self[SeedProgramTests.ContainedInSettingsTrait.self] }
    fileprivate var myAppTheme: SeedProgramTests.MyAppTheme { self[SeedProgramTests.MyAppThemeTrait.self] }
}

extension TraitOverrides {
    fileprivate var myAppTheme: SeedProgramTests.MyAppTheme {
        get { self[SeedProgramTests.MyAppThemeTrait.self] }
        set { self[SeedProgramTests.MyAppThemeTrait.self] = newValue }
    }
}
