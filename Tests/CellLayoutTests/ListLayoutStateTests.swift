import Gallery
import RenderCells
import TestSupport
import Testing

// Cell states through a whole list (ListGallery.states): the collection view's flags reach
// the cells, and the layout resolves their fills and colours as docs/uikit-reference.md §2 and §3.3,
// docs/uikit-reference.md §3.6, §3.8 say, in light and dark. Helpers in `ListReference` (ListLayoutTests.swift).

@Suite struct ListLayoutStateTests {
    typealias R = ListReference

    /// Rows of ListGallery.states, by the name they show.
    static func rows(_ a: ListAppearance, dark: Bool = false) -> [String: ListLayout.Item] {
        let traits = R.traits(dark: dark)
        let l = R.layout(ListGallery.states(a), width: a == .sidebar ? 320 : 390, traits: traits)
        var out: [String: ListLayout.Item] = [:]
        for item in l.sections[0].items { out[item.configuration?.text ?? ""] = item }
        return out
    }

    static func textColor(_ item: ListLayout.Item?, dark: Bool = false) -> RGBAColor? {
        item?.configuration?.textProperties.resolvedColor().resolvedRGBA(with: R.traits(dark: dark))
    }

    static func secondaryColor(_ item: ListLayout.Item?, dark: Bool = false) -> RGBAColor? {
        item?.configuration?.secondaryTextProperties.resolvedColor().resolvedRGBA(with: R.traits(dark: dark))
    }

    static func imageColor(_ item: ListLayout.Item?, dark: Bool = false) -> RGBAColor? {
        item?.configuration?.imageProperties.resolvedTintColor(for: .tintColor).resolvedRGBA(with: R.traits(dark: dark))
    }

    @Test(
        "plain and grouped: highlighted and selected fill systemGray4, disabled text tertiaryLabel",
        arguments: [
            ListAppearance.plain, .grouped, .insetGrouped
        ])
    func tableStates(_ a: ListAppearance) throws {
        let rows = Self.rows(a)
        #expect(rows.count == 7)
        // docs/uikit-reference.md §3.6: normal plain = systemBackground, grouped = secondarySystemGroupedBackground (white in light).
        #expect(R.color(rows["Normal"]?.background?.color, 255, 255, 255))
        #expect(R.color(rows["Highlighted"]?.background?.color, 209, 209, 214))
        #expect(R.color(rows["Selected"]?.background?.color, 209, 209, 214))
        #expect(R.color(rows["Disabled"]?.background?.color, 255, 255, 255))
        // docs/uikit-reference.md §3.3 disabled: text, secondary text and image tertiaryLabel.
        #expect(R.color(Self.textColor(rows["Disabled"]), 60, 60, 67, 0.30))
        #expect(R.color(Self.secondaryColor(rows["Disabled"]), 60, 60, 67, 0.30))
        #expect(R.color(Self.imageColor(rows["Disabled"]), 60, 60, 67, 0.30))
        #expect(R.color(Self.textColor(rows["Normal"]), 0, 0, 0))
        #expect(R.color(Self.imageColor(rows["Normal"]), 0, 122, 255))
        // docs/uikit-reference.md §3.8: the disclosure in tertiaryLabel.
        let chevron = try #require(rows["Normal"]?.accessories.first { $0.kind == "disclosureIndicator" })
        #expect(R.color(chevron.color, 60, 60, 67, 0.30))
        // Editing controls only on the editing row (the list itself is not editing).
        for (name, row) in rows {
            let kinds = Set(row.accessories.map(\.kind))
            if name == "Editing" {
                #expect(kinds == ["delete", "disclosureIndicator", "reorder"], "\(name)")
            } else {
                #expect(kinds == ["disclosureIndicator"], "\(name)")
            }
        }
        // The swiped row reveals its (default) destructive action in systemRed.
        let swiped = try #require(rows["Swiped"])
        #expect(swiped.swipeActions.count == 1)
        #expect(R.color(swiped.swipeActions.first?.color, 255, 59, 48))
        #expect(R.close(swiped.swipeActions.first?.frame.maxX, swiped.frame.maxX))
    }

    @Test("grouped in dark: cells 28,28,30 on black, highlighted systemGray4 dark, separators 84,84,88 α0.6")
    func groupedDark() throws {
        let rows = Self.rows(.insetGrouped, dark: true)
        #expect(R.color(rows["Normal"]?.background?.color, 28, 28, 30))
        #expect(R.color(rows["Selected"]?.background?.color, 58, 58, 60))
        #expect(R.color(rows["Normal"]?.separatorColor, 84, 84, 88, 0.60))
        #expect(R.color(Self.textColor(rows["Normal"], dark: true), 255, 255, 255))
        // Dark systemBlue icon (docs/uikit-reference.md §2c, M-LISTS 10,132,255).
        #expect(R.color(Self.imageColor(rows["Normal"], dark: true), 10, 132, 255))
        let l = R.layout(ListGallery.states(.insetGrouped), traits: R.traits(dark: true))
        #expect(R.color(l.backgroundColor, 0, 0, 0))
    }

    @Test("selected while editing: the multi-selection fill systemGray6")
    func multiSelection() throws {
        let view = ListGallery.collectionView(
            [R.section(.plain, [R.row(.cell, "Row", accessories: [.multiselect()])])],
            traits: R.traits())
        view.isEditing = true
        view.selectedItems = [0]
        let row = view.layout(width: 390, scale: 3).sections[0].items[0]
        #expect(R.color(row.background?.color, 242, 242, 247))
        // The selected multiselect circle is checkmark.circle.fill in the tint.
        let circle = try #require(row.accessories.first)
        #expect(circle.symbol?.name == "checkmark.circle.fill")
        #expect(R.color(circle.color, 0, 122, 255))
    }

    @Test("sidebar: clear when normal; selected or highlighted in a key window tint-filled with white content")
    func sidebarStates() throws {
        let rows = Self.rows(.sidebar)
        #expect(rows["Normal"]?.background?.color.alpha == 0)
        for name in ["Selected", "Highlighted"] {
            let row = try #require(rows[name])
            #expect(R.color(row.background?.color, 0, 122, 255), "\(name)")
            #expect(row.background?.cornerRadius == 10)
            #expect(R.color(Self.textColor(row), 255, 255, 255), "\(name)")
            #expect(R.color(Self.imageColor(row), 255, 255, 255), "\(name)")
            // docs/uikit-reference.md §3.3: secondary text white α0.8, accessories white.
            #expect(R.color(Self.secondaryColor(row), 255, 255, 255, 0.8), "\(name)")
            for accessory in row.accessories {
                #expect(
                    accessory.color.red == 1 && accessory.color.green == 1 && accessory.color.blue == 1,
                    "\(name) \(accessory.kind)")
            }
        }
        // docs/uikit-reference.md §3.3 disabled in a sidebar: text and image quaternaryLabel (60,60,67 α0.18).
        #expect(R.color(Self.textColor(rows["Disabled"]), 60, 60, 67, 0.18))
        #expect(R.color(Self.imageColor(rows["Disabled"]), 60, 60, 67, 0.18))
        #expect(rows["Disabled"]?.background?.color.alpha == 0)
    }

    @Test("helloWWDC: selected and not key is secondarySystemFill, never the tint")
    func sidebarNotKey() throws {
        let l = R.layout(ListGallery.helloWWDC(), width: 320)
        let row = try #require(l.sections[0].items.first { $0.configuration?.text == "Hello WWDC! (selected, not key)" })
        #expect(R.color(row.background?.color, 120, 120, 128, 0.16))
        #expect(R.color(Self.textColor(row), 0, 0, 0))
    }
}
