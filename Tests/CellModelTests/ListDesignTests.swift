import CellModel
import Raster
import Testing

/// The design generation as data: the trait picks a table, the configurations, the
/// backgrounds and the palette read it (docs/uikit-reference.md §3.9).
@Suite struct ListDesignTests {
    static let ios26 = TraitCollection.iPhone.modifyingTraits { $0.listDesign = .ios26 }

    @Test func theTraitDefaultsToIOS18() {
        #expect(TraitCollection().listDesign == .ios18)
        #expect(TraitCollection.iPhone.listDesign == .ios18)
        #expect(ListDesign.unrecorded == .ios18 && ListDesign.newSuite == .ios26)
        #expect(TraitCollection.iPhone.hasDifferentColorAppearance(comparedTo: Self.ios26))
    }

    @Test func theIOS26PaletteChangesTheTintsOnly() {
        #expect(Color.tintColor.resolvedRGBA(with: Self.ios26) == RGBAColor(r: 0, g: 136, b: 255, alpha: 1))
        #expect(Color.tintColor.resolvedRGBA(with: .iPhone) == RGBAColor(r: 0, g: 122, b: 255, alpha: 1))
        let dark = Self.ios26.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(Color.systemBlue.resolvedRGBA(with: dark) == RGBAColor(r: 0, g: 145, b: 255, alpha: 1))
        #expect(Color.systemRed.resolvedRGBA(with: Self.ios26) == RGBAColor(r: 255, g: 56, b: 60, alpha: 1))
        // Labels, grays and backgrounds are unchanged.
        for color in [Color.label, .secondaryLabel, .separator, .systemGray5, .systemGroupedBackground] {
            #expect(color.resolvedRGBA(with: Self.ios26) == color.resolvedRGBA(with: .iPhone))
        }
    }

    @Test func configurationsFollowTheDesignOfTheirState() {
        let state = CellConfigurationState(traitCollection: Self.ios26)
        let cell = ListContentConfiguration.cell().updated(for: state)
        #expect(cell.directionalLayoutMargins == EdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 8))
        #expect(cell.textToSecondaryTextVerticalPadding == 4)
        let header = ListContentConfiguration.groupedHeader().updated(for: state)
        #expect(header.textProperties.transform == .none)
        #expect(header.textProperties.font == .emphasizedBody(category: .large))
        let subtitle = ListContentConfiguration.subtitleCell().updated(for: state)
        #expect(subtitle.secondaryTextProperties.color == .secondaryLabel)
        let prominent = ListContentConfiguration.prominentInsetGroupedHeader().updated(for: state)
        #expect(prominent.axesPreservingSuperviewLayoutMargins == .horizontal)
        // Back to iOS 18 with the iOS 18 state: the old figures again.
        let back = cell.updated(for: CellConfigurationState(traitCollection: .iPhone))
        #expect(back.directionalLayoutMargins.top == 11 && back.textToSecondaryTextVerticalPadding == 3)
    }

    @Test func backgroundCornersFollowTheDesign() {
        var state = CellConfigurationState(traitCollection: Self.ios26)
        #expect(BackgroundConfiguration.listSidebarCell().updated(for: state).cornerRadius == 26)
        #expect(BackgroundConfiguration.listPlainCell().updated(for: state).cornerRadius == 0)
        state.isSwiped = true
        let swiped = BackgroundConfiguration.listPlainCell().updated(for: state)
        #expect(swiped.cornerRadius == 26 && swiped.backgroundColor == .systemGray5)
        // A radius the app set is kept.
        var own = BackgroundConfiguration.listSidebarCell()
        own.cornerRadius = 4
        #expect(own.updated(for: state).cornerRadius == 4)
        #expect(
            BackgroundConfiguration.listSidebarCell()
                .updated(for: CellConfigurationState(traitCollection: .iPhone)).cornerRadius == 10)
    }

    @Test func minimumRowHeights() {
        let ios18 = ListDesignFigures.ios18.minimumRowHeight
        let ios26 = ListDesignFigures.ios26.minimumRowHeight
        #expect(ios26.height(for: .large) == 52 && ios26.height(for: .medium) == 51)
        #expect(ios18.height(for: .large) == 44)
        #expect(ListDesignFigures.ios26.sidebarMinimumRowHeight.height(for: .large) == 44)
    }
}
