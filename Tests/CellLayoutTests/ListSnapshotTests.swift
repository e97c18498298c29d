import Gallery
import RenderCells
import RenderCellsTesting
import SnapshotSupport
import TestSupport
import Testing

// Reference pictures of whole lists (`Snapshots/ListSnapshotTests/*.list-*.png`, carrying their layout and fonts),
// compared on decoded pixels at tolerance 0. Every picture was opened and compared with
// what iOS shows before it was kept (grey grouped background, white continuous-cornered
// cards, hairlines inset to the text, grey chevrons, blue tint). Scale 2 keeps the files
// small; one Settings list is also kept at 3x, where separators are 1/3 pt.

@Suite struct ListSnapshotTests {
    typealias R = ListReference

    /// Renders a list through its display list into a canvas, keeping the fonts it used.
    static func render(_ view: CollectionView<Int, Int>, width: Double, scale: Double = 2, height: Double? = nil)
        throws -> (Pixmap, [FontFace])
    {
        let list = view.layout(width: width, scale: scale).displayList(height: height)
        let (w, h) = list.pixelSize
        let canvas = try #require(Canvas(width: max(1, w), height: max(1, h)))
        try list.draw(in: canvas)
        return (canvas.pixmap, canvas.usedFaces)
    }

    static func check(
        _ sections: [ListGallery.Section], named name: String, width: Double = 390, scale: Double = 2,
        traits: TraitCollection = R.traits(), testName: String = #function,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let view = ListGallery.collectionView(sections, traits: traits)
        assertRepositorySnapshot(
            of: view, as: .image(width: width, scale: scale), named: name, testName: testName,
            sourceLocation: sourceLocation)
    }

    // MARK: Appearances

    @Test(
        "Settings in plain, grouped and insetGrouped, light and dark",
        arguments: [
            ListAppearance.plain, .grouped, .insetGrouped
        ], [false, true])
    func settings(_ a: ListAppearance, _ dark: Bool) throws {
        try Self.check(
            ListGallery.settings(a), named: "list-settings-\(a.rawValue)-\(dark ? "dark" : "light")",
            traits: R.traits(dark: dark))
    }

    @Test("Settings in insetGrouped at 3x: one-device-pixel separators of 1/3 pt")
    func settingsAt3x() throws {
        try Self.check(ListGallery.settings(.insetGrouped), named: "list-settings-insetGrouped-light-3x", scale: 3)
    }

    @Test("Hello WWDC! sidebars, light and dark", arguments: [ListAppearance.sidebar, .sidebarPlain], [false, true])
    func sidebars(_ a: ListAppearance, _ dark: Bool) throws {
        try Self.check(
            ListGallery.helloWWDC(a), named: "list-hello-\(a.rawValue)-\(dark ? "dark" : "light")",
            width: 320, traits: R.traits(dark: dark))
    }

    // MARK: Variants and states

    @Test("every content configuration variant", arguments: [ListAppearance.plain, .insetGrouped, .sidebar])
    func variants(_ a: ListAppearance) throws {
        try Self.check(ListGallery.variants(a), named: "list-variants-\(a.rawValue)", width: a == .sidebar ? 320 : 390)
    }

    @Test("every cell state", arguments: [ListAppearance.plain, .grouped, .insetGrouped, .sidebar])
    func states(_ a: ListAppearance) throws {
        try Self.check(ListGallery.states(a), named: "list-states-\(a.rawValue)", width: a == .sidebar ? 320 : 390)
    }

    @Test(
        "swiped rows: trailing actions with images, leading ones, image-only, full swipes",
        arguments: [
            ListAppearance.plain, .insetGrouped, .sidebar
        ])
    func swipes(_ a: ListAppearance) throws {
        try Self.check(ListGallery.swipes(a), named: "list-swipes-\(a.rawValue)", width: a == .sidebar ? 320 : 390)
    }

    @Test("swiped rows right to left: trailing actions at the left, leading ones at the right")
    func swipesRightToLeft() throws {
        try Self.check(ListGallery.swipes(.insetGrouped), named: "list-swipes-insetGrouped-rtl", traits: R.traits(rtl: true))
    }

    @Test(
        "moving rows: reordering (lifted, its slot open), drag lifting, the dragged source, a drop target",
        arguments: [
            ListAppearance.plain, .insetGrouped
        ])
    func reordering(_ a: ListAppearance) throws {
        let view = ListGallery.reorderingCollectionView(a, traits: R.traits())
        assertRepositorySnapshot(of: view, as: .image(width: 390, scale: 2), named: "list-reordering-\(a.rawValue)")
    }

    // MARK: Dynamic Type

    @Test("cell, valueCell and subtitleCell with a symbol at every content size", arguments: ContentSizeCategory.all)
    func dynamicType(_ c: ContentSizeCategory) throws {
        try Self.check(ListGallery.hammer(), named: "list-dynamic-type-\(c.shortName)", traits: R.traits(c))
    }

    // MARK: Outlines

    @Test("Emoji Explorer: grid, expanded outline, list")
    func outlineExpanded() throws {
        try Self.check(ListGallery.emojiExplorer(), named: "list-outline-expanded")
    }

    /// The Emoji Explorer with every outline item collapsed.
    static func emojiExplorerCollapsed() -> [ListGallery.Section] {
        var sections = ListGallery.emojiExplorer()
        for i in sections.indices { sections[i].expanded = [] }
        return sections
    }

    @Test("Emoji Explorer with everything collapsed: only the outline's header shows")
    func outlineCollapsed() throws {
        let l = R.layout(Self.emojiExplorerCollapsed())
        #expect(l.sections[1].header != nil && l.sections[1].items.isEmpty)
        try Self.check(Self.emojiExplorerCollapsed(), named: "list-outline-collapsed")
    }

    // MARK: Right to left, scrolling

    /// English in a right-to-left list: each label is a left-to-right paragraph (UIKit's
    /// natural writing direction, from the first strong character), aligned to the right
    /// (natural alignment follows the layout direction), so punctuation stays at the end.
    @Test("right to left: Settings in insetGrouped, and the sidebar")
    func rightToLeft() throws {
        try Self.check(
            ListGallery.settings(.insetGrouped), named: "list-rtl-settings-insetGrouped",
            traits: R.traits(rtl: true))
        try Self.check(
            ListGallery.helloWWDC(), named: "list-rtl-hello-sidebar", width: 320,
            traits: R.traits(rtl: true))
    }

    /// A Settings-like list in Hebrew: symbols, value cells, disclosures, a checkmark, a
    /// subtitle, header and footer text.
    static func hebrewSettings() -> [ListGallery.Section] {
        let layout = ListGallery.list(.insetGrouped)
        return [
            ListGallery.Section(
                layout, header: "חיבורים",
                rows: [
                    R.row(.valueCell, "רשת אלחוטית", secondary: "בית", symbol: "wifi", accessories: [.disclosureIndicator()]),
                    R.row(.valueCell, "בלוטות׳", secondary: "פועל", symbol: "bolt", accessories: [.disclosureIndicator()]),
                    R.row(.cell, "התראות", symbol: "bell.fill", accessories: [.disclosureIndicator()])
                ]),
            ListGallery.Section(
                layout, header: "מראה", footer: "המראה הכהה עוקב אחר הגדרות המערכת.",
                rows: [
                    R.row(.cell, "בהיר", accessories: [.checkmark()]),
                    R.row(.cell, "כהה"),
                    R.row(.subtitleCell, "אוטומטי", secondary: "בהיר עד השקיעה")
                ])
        ]
    }

    /// Sidebar rows in Hebrew: normal, selected, disabled.
    static func hebrewSidebar() -> [ListGallery.Section] {
        func star(_ text: String, _ set: @escaping (ListCell) -> Void) -> ListGallery.Row {
            { cell in
                set(cell)
                var content = cell.defaultContentConfiguration()
                content.image = .systemName("star")
                content.text = text
                cell.contentConfiguration = content
            }
        }
        return [
            ListGallery.Section(
                ListGallery.list(.sidebar, headers: false, footers: false),
                rows: [
                    star("שלום WWDC") { _ in },
                    star("שלום WWDC (נבחר)") { $0.isSelected = true },
                    star("שלום WWDC (מושבת)") { $0.isDisabled = true }
                ])
        ]
    }

    @Test("right to left in Hebrew: Settings in insetGrouped, and the sidebar")
    func rightToLeftHebrew() throws {
        try Self.check(
            Self.hebrewSettings(), named: "list-rtl-hebrew-settings-insetGrouped",
            traits: R.traits(rtl: true))
        try Self.check(
            Self.hebrewSidebar(), named: "list-rtl-hebrew-sidebar", width: 320,
            traits: R.traits(rtl: true))
    }

    @Test("a plain list scrolled by 70 pt: the Connections header pinned on the chrome material")
    func pinnedHeader() throws {
        let view = ListGallery.collectionView(ListGallery.settings(.plain), traits: R.traits())
        view.contentOffset = 70
        #expect(R.close(view.layout(width: 390, scale: 2).sections[0].pinnedHeaderFrame, 0, 70, 390, 28))
        let (pixmap, _) = try Self.render(view, width: 390, height: 300)
        #expect(pixmap.width == 780 && pixmap.height == 600)
        assertRepositorySnapshot(of: view, as: .image(width: 390, scale: 2, height: 300), named: "list-pinned-header-plain")
    }
}
