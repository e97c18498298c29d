import Gallery
import RenderCells
import RenderCellsTesting
import SnapshotSupport
import TestSupport
import Testing

// Reference pictures of the switch, the pop-up menu and custom-view accessories
// (`Snapshots/AccessorySnapshotTests/*.png`), compared on decoded pixels at tolerance 0.
// Each was opened and compared with iOS 17's Settings and list cells before it was kept:
// green on-track, grey translucent off-track without a border, white thumb with a soft
// shadow below it, the whole control faded when disabled; the pop-up's blue title and
// up-down chevrons; the text moved aside by a leading view.

/// A count badge: a red capsule (no text; the text stage is not this test's subject).
private struct Badge: AccessoryView {
    var width: Double
    func sizeThatFits(_ proposal: Size, traitCollection: TraitCollection) -> Size { Size(width: width, height: 22) }
    func draw(in canvas: Canvas, rect: Rect, tintColor: Color, traitCollection: TraitCollection) throws {
        canvas.fill(
            Path(roundedRect: rect, cornerRadius: rect.height / 2, cornerCurve: .circular),
            with: .color(Color.systemRed.resolvedRGBA(with: traitCollection)))
    }
}

@Suite struct AccessorySnapshotTests {
    typealias R = ListReference

    static func check(
        _ sections: [ListGallery.Section], named name: String, scale: Double = 3,
        traits: TraitCollection = R.traits(), testName: String = #function,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let view = ListGallery.collectionView(sections, traits: traits)
        assertRepositorySnapshot(
            of: view, as: .image(width: 390, scale: scale), named: name, testName: testName,
            sourceLocation: sourceLocation)
    }

    static func switchRows() -> [ListGallery.Row] {
        [
            R.row(.cell, "On", symbol: "wifi", accessories: [.switch(isOn: true)]),
            R.row(.cell, "Off", symbol: "airplane", accessories: [.switch(isOn: false)]),
            R.row(.cell, "On, disabled", accessories: [.switch(isOn: true, isEnabled: false)]),
            R.row(.cell, "Off, disabled", accessories: [.switch(isOn: false, isEnabled: false)]),
            R.row(.cell, "On, onTintColor systemBlue", accessories: [.switch(isOn: true, onTintColor: .systemBlue)])
        ]
    }

    @Test("switches on, off and disabled, light and dark, in insetGrouped and plain", arguments: [false, true])
    func switches(_ dark: Bool) throws {
        let sections = [
            R.section(.insetGrouped, header: "Inset grouped", Self.switchRows()),
            R.section(.plain, header: "Plain", Self.switchRows())
        ]
        try Self.check(sections, named: "switches-\(dark ? "dark" : "light")", traits: R.traits(dark: dark))
    }

    @Test(
        "a pop-up menu, a custom view, a reserved slot and leading placement, left to right and right to left",
        arguments: [false, true])
    func mixed(_ rtl: Bool) throws {
        let badge = CellAccessory.customView(configuration: .init(customView: Badge(width: 30), placement: .trailing()))
        let reserved = CellAccessory.customView(
            configuration: .init(
                customView: Badge(width: 22), placement: .trailing(),
                reservedLayoutWidth: .custom(30)))
        let leading = CellAccessory.customView(
            configuration: .init(
                customView: Switch(isOn: true),
                placement: .leading()))
        let rows = [
            R.row(.cell, "Appearance", accessories: [.popUpMenu(Menu(children: ["Light", "Dark"], selectedElement: "Dark"))]),
            R.row(.cell, "Messages", symbol: "message", accessories: [.disclosureIndicator(), badge]),
            R.row(.cell, "Narrow badge in a 30-pt slot", accessories: [.disclosureIndicator(), reserved]),
            R.row(.cell, "Leading switch", accessories: [leading, .checkmark()])
        ]
        try Self.check([R.section(.insetGrouped, rows)], named: "mixed-\(rtl ? "rtl" : "ltr")", traits: R.traits(rtl: rtl))
    }
}
