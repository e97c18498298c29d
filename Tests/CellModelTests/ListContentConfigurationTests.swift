import CellModel
import Raster
import Testing
import Typesetting

/// One row of docs/uikit-reference.md §3.3 (iOS 14–18, Large text).
struct ListVariantRow: Sendable, CustomTestStringConvertible {
    var style: ListContentConfiguration.Style
    var make: @Sendable () -> ListContentConfiguration
    var font: (TextStyle, Double, FontWeight)
    var color: Color
    var secondaryFont: (TextStyle, Double, FontWeight)
    var secondaryColor: Color
    var margins: EdgeInsets
    var axes: Axis = .horizontal
    var imageToText = 16.0
    var verticalPadding = 3.0
    var horizontalPadding = 8.0
    var lines = 0
    var sideBySide = false
    var transform = ListContentConfiguration.TextProperties.TextTransform.none
    var leading: Double? = nil

    var testDescription: String { style.rawValue }
}

private func m(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> EdgeInsets {
    EdgeInsets(top: t, leading: l, bottom: b, trailing: r)
}

let listVariantRows: [ListVariantRow] = [
    ListVariantRow(
        style: .cell, make: { .cell() }, font: (.body, 17, .regular), color: .label,
        secondaryFont: (.caption1, 12, .regular), secondaryColor: .label, margins: m(11, 16, 11, 8)),
    ListVariantRow(
        style: .subtitleCell, make: { .subtitleCell() }, font: (.body, 17, .regular), color: .label,
        secondaryFont: (.caption1, 12, .regular), secondaryColor: .label, margins: m(4, 16, 4, 8),
        verticalPadding: 0),
    ListVariantRow(
        style: .valueCell, make: { .valueCell() }, font: (.body, 17, .regular), color: .label,
        secondaryFont: (.body, 17, .regular), secondaryColor: .secondaryLabel, margins: m(11, 16, 11, 8),
        sideBySide: true),
    ListVariantRow(
        style: .sidebarCell, make: { .sidebarCell() }, font: (.body, 17, .regular), color: .label,
        secondaryFont: (.footnote, 13, .regular), secondaryColor: .secondaryLabel, margins: m(11, 8, 11, 8),
        imageToText: 10, lines: 1),
    ListVariantRow(
        style: .sidebarSubtitleCell, make: { .sidebarSubtitleCell() }, font: (.body, 17, .regular),
        color: .label, secondaryFont: (.footnote, 13, .regular), secondaryColor: .secondaryLabel,
        margins: m(11, 8, 11, 8), imageToText: 10, verticalPadding: 0, lines: 1),
    ListVariantRow(
        style: .accompaniedSidebarCell, make: { .accompaniedSidebarCell() }, font: (.body, 17, .regular),
        color: .label, secondaryFont: (.footnote, 13, .regular), secondaryColor: .secondaryLabel,
        margins: m(11, 8, 11, 8), imageToText: 10, lines: 1),
    ListVariantRow(
        style: .accompaniedSidebarSubtitleCell, make: { .accompaniedSidebarSubtitleCell() },
        font: (.body, 17, .regular), color: .label, secondaryFont: (.footnote, 13, .regular),
        secondaryColor: .secondaryLabel, margins: m(11, 8, 11, 8), imageToText: 10, verticalPadding: 0,
        lines: 1),
    ListVariantRow(
        style: .plainHeader, make: { .plainHeader() }, font: (.subheadline, 15, .semibold),
        color: .secondaryLabel, secondaryFont: (.subheadline, 15, .regular), secondaryColor: .secondaryLabel,
        margins: m(4, 8, 4, 8)),
    ListVariantRow(
        style: .plainFooter, make: { .plainFooter() }, font: (.subheadline, 15, .semibold),
        color: .secondaryLabel, secondaryFont: (.subheadline, 15, .regular), secondaryColor: .secondaryLabel,
        margins: m(4, 8, 4, 8)),
    ListVariantRow(
        style: .groupedHeader, make: { .groupedHeader() }, font: (.footnote, 13, .regular),
        color: .secondaryLabel, secondaryFont: (.subheadline, 15, .regular), secondaryColor: .secondaryLabel,
        margins: m(17, 8, 6, 8), transform: .uppercase, leading: 18),
    ListVariantRow(
        style: .groupedFooter, make: { .groupedFooter() }, font: (.footnote, 13, .regular),
        color: .secondaryLabel, secondaryFont: (.subheadline, 15, .regular), secondaryColor: .secondaryLabel,
        margins: m(6, 8, 12, 8), leading: 16),
    ListVariantRow(
        style: .prominentInsetGroupedHeader, make: { .prominentInsetGroupedHeader() },
        font: (.title3, 20, .semibold), color: .label, secondaryFont: (.subheadline, 15, .regular),
        secondaryColor: .secondaryLabel, margins: m(8, 3, 11, 3), axes: []),
    ListVariantRow(
        style: .extraProminentInsetGroupedHeader, make: { .extraProminentInsetGroupedHeader() },
        font: (.title2, 22, .bold), color: .label, secondaryFont: (.subheadline, 15, .regular),
        secondaryColor: .secondaryLabel, margins: m(9, 3, 10, 3), axes: []),
    // The decoded Emphasized Title 3, as iPadOS 14 renders measure it (docs/uikit-reference.md §4.8;
    // `sidebarHeaderIsTitle3Semibold`).
    ListVariantRow(
        style: .sidebarHeader, make: { .sidebarHeader() }, font: (.title3, 20, .semibold), color: .label,
        secondaryFont: (.footnote, 13, .regular), secondaryColor: .secondaryLabel, margins: m(11, 8, 11, 8),
        imageToText: 10)
]

private func state(_ category: ContentSizeCategory = .large, _ edit: (inout CellConfigurationState) -> Void = { _ in })
    -> CellConfigurationState
{
    var s = CellConfigurationState(
        traitCollection: TraitCollection.iPhone.modifyingTraits {
            $0.preferredContentSizeCategory = category
        })
    edit(&s)
    return s
}

@Suite struct ListContentConfigurationTests {
    /// iPadOS 14 draws the sidebar header about 20 pt semibold, stems 5.0 px at 2x (issue
    /// #35's measurement of iPadOS 14 sidebar renders; Title2 regular drew 3.8 px): the
    /// decoded Emphasized Title 3, semibold.
    @Test func sidebarHeaderIsTitle3Semibold() {
        let font = ListContentConfiguration.sidebarHeader().textProperties.font
        #expect(font.textStyle == .title3 && font.pointSize == 20 && font.weight == .semibold)
        #expect(font == .emphasizedTitle3(category: .large))
        #expect(
            ListContentConfiguration.sidebarHeader(
                traitCollection: TraitCollection.iPhone.modifyingTraits {
                    $0.userInterfaceIdiom = .mac
                }
            ).textProperties.font.textStyle == .body, "the Mac idiom keeps Body")
    }

    @Test func everyVariantHasARow() {
        #expect(Set(listVariantRows.map(\.style)) == Set(ListContentConfiguration.Style.allCases))
    }

    @Test(arguments: listVariantRows) func variantDefaults(_ row: ListVariantRow) {
        let c = row.make()
        #expect(c.style == row.style)
        let t = c.textProperties
        let s = c.secondaryTextProperties
        #expect(t.font.family == .system)
        #expect(t.font.textStyle == row.font.0)
        #expect(t.font.pointSize == row.font.1)
        #expect(t.font.weight == row.font.2)
        #expect(t.font.leading == (row.leading ?? row.font.0.leading(for: .large)))
        #expect(t.color == row.color)
        #expect(s.font.textStyle == row.secondaryFont.0)
        #expect(s.font.pointSize == row.secondaryFont.1)
        #expect(s.font.weight == row.secondaryFont.2)
        #expect(s.color == row.secondaryColor)
        #expect(c.directionalLayoutMargins == row.margins)
        #expect(c.axesPreservingSuperviewLayoutMargins == row.axes)
        #expect(c.imageToTextPadding == row.imageToText)
        #expect(c.textToSecondaryTextVerticalPadding == row.verticalPadding)
        #expect(c.textToSecondaryTextHorizontalPadding == row.horizontalPadding)
        #expect(c.prefersSideBySideTextAndSecondaryText == row.sideBySide)
        #expect(t.numberOfLines == row.lines)
        #expect(s.numberOfLines == row.lines)
        #expect(t.transform == row.transform)
        #expect(s.transform == .none)
        // Shared defaults (docs/uikit-reference.md §3.3).
        for p in [t, s] {
            #expect(p.alignment == .natural)
            #expect(p.lineBreakMode == .truncateTail)
            #expect(p.adjustsFontForContentSizeCategory)
            #expect(p.colorTransformer == nil)
            #expect(p.minimumScaleFactor == (row.lines == 1 ? 0.9 : 0))
            #expect(p.adjustsFontSizeToFitWidth == (row.lines == 1))
            #expect(p.allowsDefaultTighteningForTruncation == (row.lines == 1))
        }
        #expect(c.imageProperties.tintColor == nil)
        #expect(c.imageProperties.cornerRadius == 0)
        #expect(c.imageProperties.maximumSize == .zero)
        #expect(c.imageProperties.reservedLayoutSize == .zero)
        #expect(c.imageProperties.preferredSymbolConfiguration == nil)
        #expect(c.image == nil && c.text == nil && c.secondaryText == nil)
        #expect(c.explicitlySetProperties.isEmpty)
        #expect(t.explicitlySetProperties.isEmpty && c.imageProperties.explicitlySetProperties.isEmpty)
    }

    @Test func minimumHeightEnforcement() {
        let enforced = ListContentConfiguration.Style.allCases.filter(\.enforcesMinimumHeight)
        #expect(
            Set(enforced) == [
                .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell,
                .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell, .sidebarHeader
            ])
    }

    @Test func headerAndFooterResolveFromTheListAppearance() {
        let headers: [ListAppearance: ListContentConfiguration.Style] = [
            .plain: .plainHeader, .sidebarPlain: .plainHeader, .grouped: .groupedHeader,
            .insetGrouped: .groupedHeader, .sidebar: .sidebarHeader
        ]
        let footers: [ListAppearance: ListContentConfiguration.Style] = [
            .plain: .plainFooter, .sidebarPlain: .plainFooter, .grouped: .groupedFooter,
            .insetGrouped: .groupedFooter, .sidebar: .groupedFooter
        ]
        for a in ListAppearance.allCases {
            #expect(ListContentConfiguration.header(for: a) == ListContentConfiguration(style: headers[a]!))
            #expect(ListContentConfiguration.footer(for: a) == ListContentConfiguration(style: footers[a]!))
        }
    }

    @Test func sidebarHeaderOnMacUsesBody() {
        let mac = TraitCollection.iPhone.modifyingTraits { $0.userInterfaceIdiom = .mac }
        let f = ListContentConfiguration.sidebarHeader(traitCollection: mac).textProperties.font
        #expect(f.textStyle == .body && f.pointSize == 17 && f.weight == .regular)
    }

    // MARK: Dynamic Type

    @Test func dynamicTypeTable() {
        let body = ContentSizeCategory.all.map { TextStyle.body.pointSize(for: $0) }
        #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        let bodyLeading = ContentSizeCategory.all.map { TextStyle.body.leading(for: $0) }
        #expect(bodyLeading == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        let large = TextStyle.allCases.map { $0.metrics(for: .large) }
        #expect(large.map(\.size) == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(large.map(\.leading) == [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13])
        let ax5 = TextStyle.allCases.map { $0.metrics(for: .accessibilityExtraExtraExtraLarge) }
        #expect(ax5.map(\.size) == [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40])
        #expect(ax5.map(\.leading) == [70, 68, 66, 65, 62, 62, 60, 58, 52, 51, 48])
        #expect(TextStyle.footnote.metrics(for: .extraSmall) == TextStyle.footnote.metrics(for: .medium))
        #expect(TextStyle.subheadline.metrics(for: .extraExtraExtraLarge).leading == 28)
        #expect(TextStyle.caption2.metrics(for: .unspecified) == TextStyle.caption2.metrics(for: .large))
    }

    @Test func weights() {
        #expect(TextStyle.allCases.filter { $0.weight != .regular } == [.headline])
        #expect(TextStyle.allCases.filter { $0.emphasizedWeight == .bold } == [.largeTitle, .title1, .title2])
        #expect(FontWeight.allCases.sorted() == FontWeight.allCases)
        #expect(FontWeight.semibold.openTypeWeight == 600)
    }

    @Test func preferredFontHonoursTheContentSizeCategory() {
        func body(_ c: ContentSizeCategory) -> Font {
            Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection { $0.preferredContentSizeCategory = c })
        }
        #expect(body(.extraSmall).pointSize == 14)
        #expect(body(.accessibilityExtraExtraExtraLarge).pointSize == 53)
        #expect(body(.accessibilityExtraExtraExtraLarge).leading == 62)
        #expect(body(.unspecified) == Font.preferredFont(forTextStyle: .body))
        #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(body(.large).resolved(for: .extraSmall) == body(.extraSmall))
        // A fixed font does not follow Dynamic Type; its leading is SF Pro's line height.
        let fixed = Font.systemFont(ofSize: 17, weight: .medium)
        #expect(fixed.resolved(for: .accessibilityMedium) == fixed)
        #expect(fixed.leading == 20.287109375)
        #expect(fixed.textStyle == nil)
        #expect(body(.large).withSize(30).resolved(for: .extraSmall).pointSize == 30)
    }

    @Test func fontMetricsScaleLikeTheirStyle() {
        let metrics = FontMetrics.default
        let xs = TraitCollection { $0.preferredContentSizeCategory = .extraSmall }
        let ax5 = TraitCollection { $0.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge }
        #expect(metrics.scaledValue(for: 24) == 24)
        #expect(metrics.scaledValue(for: 24, compatibleWith: .iPhone) == 24)
        #expect(metrics.scaledValue(for: 34, compatibleWith: xs) == 28)  // 34 × 14/17
        #expect(metrics.scaledValue(for: 17, compatibleWith: ax5) == 53)
        #expect(FontMetrics(forTextStyle: .caption2).scaledValue(for: 22, compatibleWith: ax5) == 80)  // 22 × 40/11
        let scaled = metrics.scaledFont(for: .systemFont(ofSize: 34), compatibleWith: xs)
        #expect(scaled.pointSize == 28)
        #expect(scaled.resolved(for: .large).pointSize == 34)
        let capped = metrics.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30, compatibleWith: ax5)
        #expect(capped.pointSize == 30)
        #expect(capped.resolved(for: .extraSmall).pointSize == 14)
    }

    @Test func listPrivateStyles() {
        let c = ContentSizeCategory.large
        #expect(Font.emphasizedSubheadline(category: c).pointSize == 15)
        #expect(Font.emphasizedSubheadline(category: c).weight == .semibold)
        #expect(Font.emphasizedTitle3(category: c).weight == .semibold)
        #expect(Font.emphasizedTitle2(category: c).weight == .bold)
        #expect(Font.emphasizedBody(category: c).pointSize == 17 && Font.emphasizedBody(category: c).weight == .semibold)
        let short = Font.shortFootnote(category: c)
        #expect(short.pointSize == 13 && short.leading == 16 && short.leadingVariant == .tight)
        #expect(short.resolved(for: .accessibilityMedium).leading == 27)  // 29 − 2
    }

    @Test func variantFontsFollowTheTraitCollection() {
        let ax5 = TraitCollection.iPhone.modifyingTraits { $0.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge }
        let c = ListContentConfiguration.cell(traitCollection: ax5)
        #expect(c.textProperties.font.pointSize == 53)
        #expect(c.secondaryTextProperties.font.pointSize == 43)
        let sidebar = ListContentConfiguration.sidebarCell(traitCollection: ax5)
        #expect(sidebar.textProperties.numberOfLines == 0)
        #expect(sidebar.textProperties.minimumScaleFactor == 0)
        #expect(!sidebar.textProperties.adjustsFontSizeToFitWidth)
    }

    // MARK: updated(for:)

    @Test func disabledColours() {
        let disabled = state { $0.isDisabled = true }
        let cell = ListContentConfiguration.cell().updated(for: disabled)
        #expect(cell.textProperties.color == .tertiaryLabel)
        #expect(cell.secondaryTextProperties.color == .tertiaryLabel)
        #expect(cell.imageProperties.tintColor == .tertiaryLabel)
        let value = ListContentConfiguration.valueCell().updated(for: disabled)
        #expect(value.textProperties.color == .tertiaryLabel)
        #expect(value.secondaryTextProperties.color == .quaternaryLabel)
        let sidebar = ListContentConfiguration.sidebarCell().updated(for: disabled)
        #expect(sidebar.textProperties.color == .quaternaryLabel)
        #expect(sidebar.secondaryTextProperties.color == .tertiaryLabel)
        #expect(sidebar.imageProperties.tintColor == .quaternaryLabel)
        let inset = ListContentConfiguration.prominentInsetGroupedHeader().updated(for: disabled)
        #expect(inset.textProperties.color == .quaternaryLabel)
        let swiped = ListContentConfiguration.valueCell().updated(
            for: state {
                $0.isDisabled = true
                $0.isSwiped = true
            })
        #expect(swiped.secondaryTextProperties.color == .secondaryLabel)
        // A view state carries the flag too.
        var view = ViewConfigurationState(traitCollection: .iPhone)
        view.isDisabled = true
        #expect(ListContentConfiguration.cell().updated(for: view).textProperties.color == .tertiaryLabel)
    }

    @Test func selectedSidebarRowTurnsWhite() {
        for s in [state { $0.isSelected = true }, state { $0.isHighlighted = true }, state { $0.cellDropState = .targeted }] {
            let c = ListContentConfiguration.sidebarCell().updated(for: s)
            #expect(c.textProperties.color == .white)
            #expect(c.secondaryTextProperties.color == Color(white: 1, alpha: 0.8))
            #expect(c.imageProperties.tintColor == .white)
            #expect(c.imageProperties.resolvedTintColor(for: .systemBlue) == .white)
        }
        // Not when disabled, accompanied, not emphasized, or on the Mac idiom.
        let selectedDisabled = ListContentConfiguration.sidebarCell().updated(
            for: state {
                $0.isSelected = true
                $0.isDisabled = true
            })
        #expect(selectedDisabled.textProperties.color == .quaternaryLabel)
        let accompanied = ListContentConfiguration.accompaniedSidebarCell().updated(for: state { $0.isSelected = true })
        #expect(accompanied.textProperties.color == .label)
        let unfocused = ListContentConfiguration.sidebarCell().updated(
            for: state {
                $0.isSelected = true
                $0.isEmphasized = false
            })
        #expect(unfocused.textProperties.color == .label)
        var mac = state { $0.isSelected = true }
        mac.traitCollection = mac.traitCollection.modifyingTraits { $0.userInterfaceIdiom = .mac }
        #expect(ListContentConfiguration.sidebarCell().updated(for: mac).textProperties.color == .label)
        // The accompanied row still whitens as a drop target (systemGray fill).
        let drop = ListContentConfiguration.accompaniedSidebarCell().updated(for: state { $0.cellDropState = .targeted })
        #expect(drop.textProperties.color == .white)
    }

    @Test func highlightedSidebarRowsCarryUIKitsPresetTransformer() {
        // DEC-TC: a highlighted sidebar row's text and secondary text get preset id 7.
        for c in [ListContentConfiguration.sidebarCell(), .accompaniedSidebarSubtitleCell(), .sidebarHeader()] {
            let highlighted = c.updated(for: state { $0.isHighlighted = true })
            #expect(highlighted.textProperties.colorTransformer == .sidebarHighlight, "\(c.style)")
            #expect(highlighted.secondaryTextProperties.colorTransformer == .sidebarHighlight, "\(c.style)")
            // Not on the image: a transformer there would tint bitmaps.
            #expect(highlighted.imageProperties.tintColorTransformer == nil)
            // Its effect is unknown, so it passes colours through: highlighted looks selected.
            let selected = c.updated(for: state { $0.isSelected = true })
            #expect(highlighted.textProperties.resolvedColor() == selected.textProperties.resolvedColor())
            #expect(selected.textProperties.colorTransformer == nil)
            // Leaving the state takes it away again.
            #expect(highlighted.updated(for: state()).textProperties.colorTransformer == nil)
        }
        // Never on the table styles.
        #expect(
            ListContentConfiguration.cell().updated(for: state { $0.isHighlighted = true }).textProperties.colorTransformer == nil
        )
        // A transformer the app set wins.
        var own = ListContentConfiguration.sidebarCell()
        own.textProperties.colorTransformer = .grayscale
        #expect(own.updated(for: state { $0.isHighlighted = true }).textProperties.colorTransformer == .grayscale)
        // Disabled rows change colour, not through a transformer (UIKit sets no grayscale).
        let disabled = ListContentConfiguration.cell().updated(for: state { $0.isDisabled = true })
        #expect(disabled.textProperties.colorTransformer == nil && disabled.imageProperties.tintColorTransformer == nil)
    }

    @Test func highlightedOrSelectedPlainCellsKeepTheirColours() {
        let c = ListContentConfiguration.cell()
        let h = c.updated(
            for: state {
                $0.isHighlighted = true
                $0.isSelected = true
                $0.isEditing = true
            })
        #expect(h == c)
    }

    @Test func stateRoundTripsBackToNormal() {
        let c = ListContentConfiguration.sidebarCell()
        let back = c.updated(for: state { $0.isSelected = true }).updated(for: state())
        #expect(back == c)
        #expect(back.imageProperties.tintColor == nil)
    }

    @Test func fontsFollowTheStateCategory() {
        let c = ListContentConfiguration.subtitleCell().updated(for: state(.extraSmall))
        #expect(c.textProperties.font.pointSize == 14)
        #expect(c.secondaryTextProperties.font.pointSize == 11)
        let ax = ListContentConfiguration.sidebarCell().updated(for: state(.accessibilityMedium))
        #expect(ax.textProperties.font.pointSize == 28)
        #expect(ax.textProperties.numberOfLines == 0)
        #expect(ax.updated(for: state()).textProperties.numberOfLines == 1)
    }

    @Test func explicitlySetPropertiesStayLocked() {
        var c = ListContentConfiguration.cell()
        // Setting the value it already has still locks it (seed 000).
        c.textProperties.color = .label
        c.imageProperties.tintColor = nil
        c.directionalLayoutMargins = m(1, 2, 3, 4)
        let d = c.updated(for: state { $0.isDisabled = true })
        #expect(d.textProperties.color == .label)
        #expect(d.imageProperties.tintColor == nil)
        #expect(d.directionalLayoutMargins == m(1, 2, 3, 4))
        // Unset properties still follow the state.
        #expect(d.secondaryTextProperties.color == .tertiaryLabel)
        #expect(c.textProperties.explicitlySetProperties == [.color])
        #expect(c.imageProperties.explicitlySetProperties == [.tintColor])
        #expect(c.explicitlySetProperties == [.directionalLayoutMargins])
    }

    @Test func seed000CustomisingForState() {
        // Seed 000, "Customizing appearance for different states".
        let s = state { $0.isSelected = true }
        var content = ListContentConfiguration.cell().updated(for: s)
        content.image = .systemName("star")
        content.text = "Favorites"
        if s.isHighlighted || s.isSelected {
            content.imageProperties.tintColor = .white
            content.textProperties.color = .white
        }
        let later = content.updated(for: state { $0.isDisabled = true })
        #expect(later.textProperties.color == .white)
        #expect(later.imageProperties.tintColor == .white)
        #expect(later.secondaryTextProperties.color == .tertiaryLabel)
        #expect(later.text == "Favorites")
        #expect(later.image == .symbol(name: "star", configuration: nil))
    }

    @Test func lockedFontsKeepTheirValueButFollowDynamicType() {
        var c = ListContentConfiguration.cell()
        c.textProperties.font = .preferredFont(forTextStyle: .title1)
        c.secondaryTextProperties.font = .systemFont(ofSize: 12, weight: .bold)
        let xs = c.updated(for: state(.extraSmall))
        #expect(xs.textProperties.font.textStyle == .title1)
        #expect(xs.textProperties.font.pointSize == 25)
        #expect(xs.secondaryTextProperties.font == .systemFont(ofSize: 12, weight: .bold))
        var fixed = c
        fixed.textProperties.adjustsFontForContentSizeCategory = false
        #expect(fixed.updated(for: state(.extraSmall)).textProperties.font.pointSize == 28)
    }

    @Test func originalIsUntouched() {
        var c = ListContentConfiguration.valueCell()
        c.text = "Wi-Fi"
        let copy = c
        let updated = c.updated(for: state(.extraSmall) { $0.isDisabled = true })
        #expect(c == copy)
        #expect(c.textProperties.color == .label)
        #expect(c.textProperties.font.pointSize == 17)
        #expect(updated != c)
        #expect(updated.text == "Wi-Fi")
    }

    @Test func lockingIsPartOfEquality() {
        var c = ListContentConfiguration.cell()
        c.textProperties.color = .label
        #expect(c != ListContentConfiguration.cell())
        #expect(c.textProperties.color == ListContentConfiguration.cell().textProperties.color)
    }

    // MARK: Properties

    @Test func textAndAttributedTextReplaceEachOther() {
        var c = ListContentConfiguration.cell()
        c.attributedText = AttributedText("Bold", attributes: TextAttributes(font: .boldSystemFont(ofSize: 17)))
        #expect(c.text == "Bold")
        c.text = "Plain"
        #expect(c.attributedText == nil)
        c.secondaryAttributedText = "Detail"
        #expect(c.secondaryText == "Detail")
        c.secondaryText = nil
        #expect(c.secondaryAttributedText == nil)
    }

    @Test func resolvedColours() {
        var t = ListContentConfiguration.cell().textProperties
        #expect(t.resolvedColor() == .label)
        t.color = Color(red: 1, green: 0, blue: 0)
        t.colorTransformer = .grayscale
        #expect(t.resolvedColor().resolvedRGBA(with: .iPhone) == RGBAColor(red: 0.2126, green: 0.2126, blue: 0.2126))

        var i = ListContentConfiguration.cell().imageProperties
        #expect(i.resolvedTintColor(for: .systemPink) == .systemPink)
        i.tintColorTransformer = .preferredTint
        i.tintColor = .systemRed
        // preferredTint reads the tint passed in, not the default systemBlue.
        #expect(i.resolvedTintColor(for: .systemGreen) == .systemGreen)
        #expect(ListContentConfiguration.ImageProperties.standardDimension == -Double.greatestFiniteMagnitude)
    }

    @Test func textTransforms() {
        typealias T = ListContentConfiguration.TextProperties.TextTransform
        #expect(T.uppercase.apply(to: "Section one") == "SECTION ONE")
        #expect(T.lowercase.apply(to: "Section One") == "section one")
        #expect(T.capitalized.apply(to: "hello wORLD  again") == "Hello World  Again")
        #expect(T.none.apply(to: "As Is") == "As Is")
    }

    @Test func attributedTextRuns() {
        var t = AttributedText("Hello, world")
        t.addAttributes(TextAttributes(foregroundColor: .systemRed), range: 7..<12)
        t.addAttributes(TextAttributes(kern: 1), range: 0..<9)
        #expect(t.runs.map(\.range) == [0..<7, 7..<9, 9..<12])
        #expect(t.attributes(at: 8) == TextAttributes(foregroundColor: .systemRed, kern: 1))
        t.setAttributes(TextAttributes(), range: 0..<12)
        #expect(t == AttributedText("Hello, world"))
        let joined = AttributedText("a👍🏽") + AttributedText("b", attributes: TextAttributes(underline: true))
        #expect(joined.count == 3)
        #expect(joined.runs.map(\.range) == [0..<2, 2..<3])
        #expect(AttributedText("").runs.isEmpty)
    }

    @Test func symbolConfigurationMerging() {
        let base = SymbolConfiguration(textStyle: .body, scale: .large)
        let merged = base.applying(SymbolConfiguration(weight: .bold))
        #expect(merged == SymbolConfiguration(textStyle: .body, weight: .bold, scale: .large))
        #expect(SymbolConfiguration(font: .preferredFont(forTextStyle: .headline)).weight == .semibold)
    }
}
