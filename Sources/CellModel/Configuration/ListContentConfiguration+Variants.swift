import Raster
import Typesetting

// The variants' defaults (docs/uikit-reference.md §3.3), with the figures that differ by
// design generation read from `ListDesignFigures` (docs/uikit-reference.md §3.9). Values the sources give are marked
// nowhere; choices where they are silent are listed here so nobody mistakes them for facts:
// * Secondary text of the header/footer variants (which UIKit never shows in a default
//   header): Subheadline / secondaryLabel, as the inset-grouped headers document; the
//   sidebar header uses the sidebar rows' Footnote / secondaryLabel.
// * Horizontal margins of the plain and grouped headers and footers: 8, as for the plain
//   header; with horizontal margins preserved the list margin (16 or 20) wins anyway.
// * The sidebar subtitle variants keep the sidebar rows' 11-pt top and bottom margins
//   (measured on iOS 14, contradicting the decompiled 4) and the subtitle's vertical
//   padding 0.
// * Sidebar rows at non-accessibility sizes: one line, minimumScaleFactor 0.9 and
//   tightening, as decompiled, plus adjustsFontSizeToFitWidth (without it the scale
//   factor does nothing); at AX sizes: unlimited lines and no shrinking. The sidebar
//   header keeps the general 0 lines.
// * valueCell's secondary alignment stays `.natural`: the trailing placement is the side-
//   by-side layout's rule (docs/uikit-reference.md §4), not a text alignment, so it flips in RTL.

extension ListContentConfiguration {
    /// A cell: Body text, Caption 1 secondary text below it.
    public static func cell(traitCollection: TraitCollection = .iPhone) -> ListContentConfiguration {
        ListContentConfiguration(style: .cell, traitCollection: traitCollection)
    }

    /// A cell with a subtitle: like ``cell(traitCollection:)`` with 4-pt top and bottom margins.
    public static func subtitleCell(traitCollection: TraitCollection = .iPhone) -> ListContentConfiguration {
        ListContentConfiguration(style: .subtitleCell, traitCollection: traitCollection)
    }

    /// A cell with a value: Body secondary text in secondaryLabel, beside the text at the
    /// trailing edge when both fit.
    public static func valueCell(traitCollection: TraitCollection = .iPhone) -> ListContentConfiguration {
        ListContentConfiguration(style: .valueCell, traitCollection: traitCollection)
    }

    /// A sidebar row.
    public static func sidebarCell(traitCollection: TraitCollection = .iPhone) -> ListContentConfiguration {
        ListContentConfiguration(style: .sidebarCell, traitCollection: traitCollection)
    }

    /// A sidebar row with a subtitle.
    public static func sidebarSubtitleCell(traitCollection: TraitCollection = .iPhone) -> ListContentConfiguration {
        ListContentConfiguration(style: .sidebarSubtitleCell, traitCollection: traitCollection)
    }

    /// A sidebar row in a sidebar that sits beside other content (its selection is grey).
    public static func accompaniedSidebarCell(traitCollection: TraitCollection = .iPhone) -> ListContentConfiguration {
        ListContentConfiguration(style: .accompaniedSidebarCell, traitCollection: traitCollection)
    }

    /// A sidebar row with a subtitle, in an accompanied sidebar.
    public static func accompaniedSidebarSubtitleCell(traitCollection: TraitCollection = .iPhone)
        -> ListContentConfiguration
    {
        ListContentConfiguration(style: .accompaniedSidebarSubtitleCell, traitCollection: traitCollection)
    }

    /// A plain list's section header: Emphasized Subheadline in secondaryLabel.
    public static func plainHeader(traitCollection: TraitCollection = .iPhone) -> ListContentConfiguration {
        ListContentConfiguration(style: .plainHeader, traitCollection: traitCollection)
    }

    /// A plain list's section footer.
    public static func plainFooter(traitCollection: TraitCollection = .iPhone) -> ListContentConfiguration {
        ListContentConfiguration(style: .plainFooter, traitCollection: traitCollection)
    }

    /// A grouped list's section header: upper-cased Footnote in secondaryLabel.
    ///
    /// The top margin is 17; UIKit uses 32 above the first section, which only the list
    /// knows, so the list adds the difference.
    public static func groupedHeader(traitCollection: TraitCollection = .iPhone) -> ListContentConfiguration {
        ListContentConfiguration(style: .groupedHeader, traitCollection: traitCollection)
    }

    /// A grouped list's section footer: short Footnote in secondaryLabel.
    public static func groupedFooter(traitCollection: TraitCollection = .iPhone) -> ListContentConfiguration {
        ListContentConfiguration(style: .groupedFooter, traitCollection: traitCollection)
    }

    /// A prominent inset-grouped header: Emphasized Title 3 in label.
    public static func prominentInsetGroupedHeader(traitCollection: TraitCollection = .iPhone)
        -> ListContentConfiguration
    {
        ListContentConfiguration(style: .prominentInsetGroupedHeader, traitCollection: traitCollection)
    }

    /// An extra-prominent inset-grouped header: Emphasized Title 2 (Bold) in label.
    public static func extraProminentInsetGroupedHeader(traitCollection: TraitCollection = .iPhone)
        -> ListContentConfiguration
    {
        ListContentConfiguration(style: .extraProminentInsetGroupedHeader, traitCollection: traitCollection)
    }

    /// A sidebar section header: Emphasized Title 3 in label (Body on the Mac idiom).
    public static func sidebarHeader(traitCollection: TraitCollection = .iPhone) -> ListContentConfiguration {
        ListContentConfiguration(style: .sidebarHeader, traitCollection: traitCollection)
    }

    /// The header for a list of `appearance` (`UIListContentConfiguration.header()`):
    /// plain and sidebarPlain → ``plainHeader(traitCollection:)``, grouped and insetGrouped
    /// → ``groupedHeader(traitCollection:)``, sidebar → ``sidebarHeader(traitCollection:)``.
    public static func header(for appearance: ListAppearance, traitCollection: TraitCollection = .iPhone)
        -> ListContentConfiguration
    {
        ListContentConfiguration(style: .header(for: appearance), traitCollection: traitCollection)
    }

    /// The footer for a list of `appearance` (`UIListContentConfiguration.footer()`):
    /// plain and sidebarPlain → ``plainFooter(traitCollection:)``, the others →
    /// ``groupedFooter(traitCollection:)``.
    public static func footer(for appearance: ListAppearance, traitCollection: TraitCollection = .iPhone)
        -> ListContentConfiguration
    {
        ListContentConfiguration(style: .footer(for: appearance), traitCollection: traitCollection)
    }
}

extension ListContentConfiguration.Style {
    /// The header style a list of `appearance` resolves `header()` to.
    public static func header(for appearance: ListAppearance) -> Self {
        switch appearance {
        case .plain, .sidebarPlain: return .plainHeader
        case .grouped, .insetGrouped: return .groupedHeader
        case .sidebar: return .sidebarHeader
        }
    }

    /// The footer style a list of `appearance` resolves `footer()` to.
    public static func footer(for appearance: ListAppearance) -> Self {
        switch appearance {
        case .plain, .sidebarPlain: return .plainFooter
        case .grouped, .insetGrouped, .sidebar: return .groupedFooter
        }
    }
}

extension ListContentConfiguration {
    typealias Defaults = (layout: Values, text: TextProperties.Values, secondaryText: TextProperties.Values)

    /// A variant's defaults in the normal state, fonts at the traits' content size category,
    /// every figure that differs by design generation read from the traits' design table
    /// (``ListDesignFigures``).
    static func defaults(for style: Style, traits: TraitCollection) -> Defaults {
        let c = traits.preferredContentSizeCategory
        let design = traits.listDesign.figures
        func text(_ font: Font, _ color: Color) -> TextProperties.Values {
            TextProperties.Values(font: font, color: color)
        }
        func margins(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> Values {
            Values(directionalLayoutMargins: EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
        }
        func margins(_ vertical: ListDesignFigures.VerticalMargins, horizontal: Double) -> Values {
            margins(vertical.top, horizontal, vertical.bottom, horizontal)
        }

        switch style {
        case .cell, .subtitleCell, .valueCell:
            let vertical = style == .subtitleCell ? design.subtitleCellVerticalMargin : design.cellVerticalMargin
            var layout = margins(vertical, 16, vertical, 8)
            layout.textToSecondaryTextVerticalPadding = design.textToSecondaryTextVerticalPadding
            var secondary = text(.style(.caption1, category: c), .label)
            if style == .subtitleCell {
                layout.textToSecondaryTextVerticalPadding = 0
                secondary = text(design.subtitleSecondaryTextRole.font(category: c), design.subtitleSecondaryTextColor)
            }
            if style == .valueCell {
                secondary = text(.style(.body, category: c), .secondaryLabel)
                layout.prefersSideBySideTextAndSecondaryText = true
            }
            return (layout, text(.style(.body, category: c), .label), secondary)

        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
            var layout = margins(11, 8, 11, 8)
            layout.imageToTextPadding = 10
            if style == .sidebarSubtitleCell || style == .accompaniedSidebarSubtitleCell {
                layout.textToSecondaryTextVerticalPadding = 0
            }
            var primary = text(.style(.body, category: c), .label)
            var secondary = text(.style(.footnote, category: c), .secondaryLabel)
            applySidebarLineRules(&primary, category: c)
            applySidebarLineRules(&secondary, category: c)
            return (layout, primary, secondary)

        case .sidebarHeader:
            var layout = margins(11, 8, 11, 8)
            layout.imageToTextPadding = 10
            // The design's sidebar header role (docs/uikit-reference.md §4.8); the Mac idiom keeps Body.
            let font: Font =
                traits.userInterfaceIdiom == .mac
                ? .style(.body, category: c) : design.sidebarHeaderRole.font(category: c)
            return (layout, text(font, .label), text(.style(.footnote, category: c), .secondaryLabel))

        case .plainHeader:
            return (
                margins(design.plainHeaderVerticalMargins, horizontal: 8),
                text(design.plainHeaderRole.font(category: c), .secondaryLabel),
                text(.style(.subheadline, category: c), .secondaryLabel)
            )

        case .plainFooter:
            // Footers do not change with the design generation (DEC-TC26 lists none for it).
            return (
                margins(4, 8, 4, 8), text(.emphasizedSubheadline(category: c), .secondaryLabel),
                text(.style(.subheadline, category: c), .secondaryLabel)
            )

        case .groupedHeader:
            var primary = text(design.groupedHeaderRole.font(category: c), .secondaryLabel)
            if design.groupedHeaderIsUppercased { primary.transform = .uppercase }
            return (
                margins(design.groupedHeaderVerticalMargins, horizontal: 8), primary,
                text(.style(.subheadline, category: c), .secondaryLabel)
            )

        case .groupedFooter:
            return (
                margins(design.groupedFooterVerticalMargins, horizontal: 8),
                text(.shortFootnote(category: c), .secondaryLabel),
                text(.style(.subheadline, category: c), .secondaryLabel)
            )

        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
            let prominent = style == .prominentInsetGroupedHeader
            var layout = Values(
                directionalLayoutMargins: prominent
                    ? design.prominentInsetGroupedHeaderMargins : design.extraProminentInsetGroupedHeaderMargins)
            layout.axesPreservingSuperviewLayoutMargins = design.prominentInsetGroupedHeaderPreservedAxes
            let font: Font = prominent ? .emphasizedTitle3(category: c) : .emphasizedTitle2(category: c)
            return (layout, text(font, .label), text(.style(.subheadline, category: c), .secondaryLabel))
        }
    }

    /// Sidebar rows: one line that may shrink to 90 % and tighten at standard sizes,
    /// unlimited lines at accessibility sizes (docs/uikit-reference.md §4.8).
    static func applySidebarLineRules(_ v: inout TextProperties.Values, category: ContentSizeCategory) {
        let ax = category.isAccessibilityCategory
        v.numberOfLines = ax ? 0 : 1
        v.adjustsFontSizeToFitWidth = !ax
        v.minimumScaleFactor = ax ? 0 : 0.9
        v.allowsDefaultTighteningForTruncation = !ax
    }
}
