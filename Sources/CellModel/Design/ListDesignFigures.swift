import Raster
import Typesetting

// The figures of one list design generation: every metric, font role, colour and rule
// that differs between iOS 14–18 and iOS 26, one stored property each. The values live in
// the two tables (`ListDesignFigures+iOS18.swift`, `ListDesignFigures+iOS26.swift`), each
// row with its source; docs/uikit-reference.md §3.9 lists them side by side.

/// Every figure that differs between list design generations (one table per ``ListDesign``).
public struct ListDesignFigures: Sendable, Equatable {
    // MARK: Cells

    /// Top and bottom margins of `cell()` and `valueCell()`, in points.
    public var cellVerticalMargin: Double
    /// Top and bottom margins of `subtitleCell()`, in points.
    public var subtitleCellVerticalMargin: Double
    /// `textToSecondaryTextVerticalPadding` of `cell()` and `valueCell()`, in points.
    public var textToSecondaryTextVerticalPadding: Double
    /// The font role of `subtitleCell()`'s secondary text.
    public var subtitleSecondaryTextRole: TextRole
    /// The colour of `subtitleCell()`'s secondary text.
    public var subtitleSecondaryTextColor: Color
    /// The minimum row height rule of every cell but the sidebar's.
    public var minimumRowHeight: MinimumRowHeight
    /// The minimum row height rule of sidebar cells and the sidebar header.
    public var sidebarMinimumRowHeight: MinimumRowHeight

    // MARK: Headers and footers

    /// The font role of the plain header (the plain footer keeps Emphasized Subheadline in
    /// every generation).
    public var plainHeaderRole: TextRole
    /// Top and bottom margins of the plain header, in points.
    public var plainHeaderVerticalMargins: VerticalMargins
    /// The font role of the grouped (and inset-grouped) header.
    public var groupedHeaderRole: TextRole
    /// Whether the grouped header's text is upper-cased.
    public var groupedHeaderIsUppercased: Bool
    /// Top and bottom margins of the grouped header (the first section adds
    /// ``firstGroupedHeaderExtraTop``), in points.
    public var groupedHeaderVerticalMargins: VerticalMargins
    /// Extra space above the first grouped section's header, in points.
    public var firstGroupedHeaderExtraTop: Double
    /// Top and bottom margins of the grouped footer, in points.
    public var groupedFooterVerticalMargins: VerticalMargins
    /// Margins of the prominent and extra-prominent inset-grouped headers, in points.
    public var prominentInsetGroupedHeaderMargins: EdgeInsets
    public var extraProminentInsetGroupedHeaderMargins: EdgeInsets
    /// Which margins the prominent inset-grouped headers take from the list.
    public var prominentInsetGroupedHeaderPreservedAxes: Axis
    /// The font role of the sidebar header (iPhone and iPad idioms; the Mac idiom keeps Body).
    public var sidebarHeaderRole: TextRole

    // MARK: Backgrounds

    /// The corner radius of sidebar cells, swiped cells and non-plain headers and footers,
    /// in points (UIKit's `defaultCellCornerRadius`).
    public var cellCornerRadius: Double
    /// The corner radius of an inset-grouped section's card, in points.
    public var insetGroupedCornerRadius: Double
    /// The corner radius of a swiped plain or grouped cell, in points.
    public var swipedCellCornerRadius: Double
    /// The background of a swiped plain cell; nil keeps the normal fill.
    public var plainSwipedCellBackground: Color?
    /// The fill of a selected sidebar cell in the Mac idiom, in dark mode (light mode keeps
    /// `systemBackground` in every generation).
    public var macSidebarSelectedDarkBackground: Color

    // MARK: List

    /// How far an inset-grouped card is inset from the list's sides, and how far its rows'
    /// content is inset inside it, by the list's width.
    public var insetGroupedInset: InsetGroupedInset
    /// Whether a plain list's automatic separators end at the row's trailing layout margin
    /// (iOS 14–18 runs them to the edge).
    public var plainSeparatorsInsetAtBothEnds: Bool
    /// The colour of an inset-grouped list's separators; nil keeps the configuration's.
    public var insetGroupedSeparatorColor: Color?
    /// The thickness of an inset-grouped list's separators in points; nil is one device pixel.
    public var insetGroupedSeparatorThickness: Double?

    // MARK: Palette

    /// System colours whose values this generation changes, by UIKit name; the others keep
    /// the iOS 13–18 palette (docs/uikit-reference.md §2).
    var palette: [String: SystemColorSpec]
}

extension ListDesignFigures {
    /// Top and bottom margins, in points.
    public struct VerticalMargins: Sendable, Hashable {
        public var top: Double
        public var bottom: Double
        public init(top: Double, bottom: Double) {
            self.top = top
            self.bottom = bottom
        }
    }

    /// A font role of the list's text, resolved at a content size category.
    public enum TextRole: String, Sendable, Hashable {
        case body, footnote, caption1, subheadline
        case emphasizedSubheadline, emphasizedBody, emphasizedTitle3

        /// The role's font at `category`.
        public func font(category: ContentSizeCategory) -> Font {
            switch self {
            case .body: .style(.body, category: category)
            case .footnote: .style(.footnote, category: category)
            case .caption1: .style(.caption1, category: category)
            case .subheadline: .style(.subheadline, category: category)
            case .emphasizedSubheadline: .emphasizedSubheadline(category: category)
            case .emphasizedBody: .emphasizedBody(category: category)
            case .emphasizedTitle3: .emphasizedTitle3(category: category)
            }
        }
    }

    /// How a generation derives the minimum height of a row from Body's leading at the
    /// content size category (capped at xxxLarge, docs/uikit-reference.md §3.2).
    public enum MinimumRowHeight: Sendable, Hashable {
        /// Twice Body's leading, never below `floor` points.
        case twiceBodyLeading(floor: Double)
        /// Body's leading plus `extra` points.
        case bodyLeadingPlus(Double)

        /// The minimum height at `category`, in points.
        public func height(for category: ContentSizeCategory) -> Double {
            let capped = category.clamped(minimum: nil, maximum: .extraExtraExtraLarge)
            let leading = TextStyle.body.leading(for: capped)
            switch self {
            case .twiceBodyLeading(let floor): return max(floor, 2 * leading)
            case .bodyLeadingPlus(let extra): return leading + extra
            }
        }
    }

    /// An inset-grouped card's side inset (and its rows' content margin) by list width.
    public enum InsetGroupedInset: Sendable, Hashable {
        /// The list's layout margin (16 below 375 pt, 20 from 375 on).
        case listMargin
        /// `wide` points on lists at least 375 pt wide, `narrow` below.
        case fixed(wide: Double, narrow: Double)

        /// The inset on a list `width` points wide whose layout margin is `listMargin`.
        public func inset(width: Double, listMargin: Double) -> Double {
            switch self {
            case .listMargin: listMargin
            case .fixed(let wide, let narrow): width >= 375 ? wide : narrow
            }
        }
    }
}
