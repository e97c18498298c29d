import RenderCells
import Testing

/// The iOS 14–18 minimum row height below Large: twice Body's leading gives 42 pt at
/// Medium, but iOS draws one-line rows 44 pt tall there (issue #35's measurement), UIKit's
/// default row height and the HIG's smallest tap target. docs/uikit-reference.md §3.2.
@Suite struct MinimumRowHeightTests {
    typealias R = ListReference

    static func rowHeights(
        _ a: ListAppearance, _ c: ContentSizeCategory, design: ListDesign = .ios18,
        style: ListContentConfiguration.Style = .cell
    ) -> [Double] {
        let traits = R.traits(c).modifyingTraits { $0.listDesign = design }
        let l = R.layout(
            [R.section(a, [R.row(style, "Row"), R.row(style, "Row", symbol: "star")])],
            width: a == .sidebar ? 320 : 390, traits: traits)
        return l.sections[0].items.map(\.frame.height)
    }

    @Test(
        "iOS 18: one-line rows are 44 pt at Medium, as iOS draws them, and at Small and xSmall",
        arguments: [ListAppearance.plain, .grouped, .insetGrouped], [ContentSizeCategory.extraSmall, .small, .medium])
    func oneLineRowsAre44BelowLarge(_ a: ListAppearance, _ c: ContentSizeCategory) {
        for h in Self.rowHeights(a, c) { #expect(h == 44, "\(a) \(c.shortName): \(h)") }
        for h in Self.rowHeights(a, c, style: .valueCell) { #expect(h == 44, "valueCell \(a) \(c.shortName): \(h)") }
    }

    @Test func theFloorLeavesLargerSizesAtTwiceTheLeading() {
        #expect(ListContentLayout.minimumHeight(for: .large) == 44)
        #expect(ListContentLayout.minimumHeight(for: .extraLarge) == 48)
        #expect(ListContentLayout.minimumHeight(for: .accessibilityExtraExtraExtraLarge) == 58)
        #expect(ListContentLayout.minimumHeight(for: .medium) == 44)
    }

    /// Sidebars are not measured below Large: they keep twice the leading (DEC-TC), and the
    /// iOS 26 rule (Body's leading + 30, 51 at Medium) is untouched by the floor.
    @Test func sidebarsAndIOS26KeepTheirOwnRules() {
        #expect(Self.rowHeights(.sidebar, .medium)[0] == 42)
        #expect(Self.rowHeights(.insetGrouped, .medium, design: .ios26)[0] == 51)
        #expect(Self.rowHeights(.insetGrouped, .extraSmall, design: .ios26)[0] == 49)
    }
}
