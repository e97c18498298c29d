import Gallery
import RenderCells
import RenderCellsTesting
import SnapshotSupport
import TestSupport
import Testing

// The iOS 26 list design's reference pictures (`Snapshots/ListDesign26SnapshotTests/*.list26-*.png`),
// beside the iOS 18 ones of ListSnapshotTests: the same gallery lists drawn with the
// `listDesign` trait set to iOS 26 (docs/uikit-reference.md §3.9). Each was opened and held
// against public iOS 26 screenshots of Settings-like lists: taller rows, 16-pt cards with
// 26-pt corners, bold mixed-case headers, the brighter blue.

@Suite struct ListDesign26SnapshotTests {
    typealias R = ListReference

    static func traits(_ category: ContentSizeCategory = .large, rtl: Bool = false, dark: Bool = false)
        -> TraitCollection
    {
        R.traits(category, rtl: rtl, dark: dark).modifyingTraits { $0.listDesign = .ios26 }
    }

    static func check(
        _ sections: [ListGallery.Section], named name: String, width: Double = 390,
        traits: TraitCollection = traits(), testName: String = #function,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let view = ListGallery.collectionView(sections, traits: traits)
        assertRepositorySnapshot(
            of: view, as: .image(width: width, scale: 2), named: name, testName: testName,
            sourceLocation: sourceLocation)
    }

    @Test(
        "iOS 26: Settings in plain, grouped and insetGrouped, light and dark",
        arguments: [
            ListAppearance.plain, .grouped, .insetGrouped
        ], [false, true])
    func settings(_ a: ListAppearance, _ dark: Bool) throws {
        try Self.check(
            ListGallery.settings(a), named: "list26-settings-\(a.rawValue)-\(dark ? "dark" : "light")",
            traits: Self.traits(dark: dark))
    }

    @Test("iOS 26: Hello WWDC! sidebars, light and dark", arguments: [ListAppearance.sidebar, .sidebarPlain], [false, true])
    func sidebars(_ a: ListAppearance, _ dark: Bool) throws {
        try Self.check(
            ListGallery.helloWWDC(a), named: "list26-hello-\(a.rawValue)-\(dark ? "dark" : "light")",
            width: 320, traits: Self.traits(dark: dark))
    }

    @Test("iOS 26: every content configuration variant", arguments: [ListAppearance.plain, .insetGrouped, .sidebar])
    func variants(_ a: ListAppearance) throws {
        try Self.check(ListGallery.variants(a), named: "list26-variants-\(a.rawValue)", width: a == .sidebar ? 320 : 390)
    }

    @Test("iOS 26: every cell state", arguments: [ListAppearance.plain, .grouped, .insetGrouped, .sidebar])
    func states(_ a: ListAppearance) throws {
        try Self.check(ListGallery.states(a), named: "list26-states-\(a.rawValue)", width: a == .sidebar ? 320 : 390)
    }

    @Test("iOS 26: swiped rows", arguments: [ListAppearance.plain, .insetGrouped, .sidebar])
    func swipes(_ a: ListAppearance) throws {
        try Self.check(ListGallery.swipes(a), named: "list26-swipes-\(a.rawValue)", width: a == .sidebar ? 320 : 390)
    }

    @Test(
        "iOS 26: cell, valueCell and subtitleCell at xS, L, AX3",
        arguments: [
            ContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge
        ])
    func dynamicType(_ c: ContentSizeCategory) throws {
        try Self.check(ListGallery.hammer(), named: "list26-dynamic-type-\(c.shortName)", traits: Self.traits(c))
    }

    @Test("iOS 26: Emoji Explorer: grid, expanded outline, list")
    func outline() throws {
        try Self.check(ListGallery.emojiExplorer(), named: "list26-outline-expanded")
    }

    @Test("iOS 26: right to left, Settings in insetGrouped and the sidebar")
    func rightToLeft() throws {
        try Self.check(
            ListGallery.settings(.insetGrouped), named: "list26-rtl-settings-insetGrouped",
            traits: Self.traits(rtl: true))
        try Self.check(
            ListGallery.helloWWDC(), named: "list26-rtl-hello-sidebar", width: 320,
            traits: Self.traits(rtl: true))
    }
}
