import Raster

// The content of a list cell, header or footer (`UIListContentConfiguration`): an image,
// a text and a secondary text, with how to draw each and how to lay them out.
//
// A configuration remembers the variant that made it (its ``ListContentConfiguration/Style``)
// and, at every level, which properties the user set. `updated(for:)` rebuilds the
// variant's defaults for the new state and copies them over only the properties nobody
// set: seed 000's "properties become locked once you set them". Because the state defaults
// are recomputed from the variant each time, updating for "disabled" and then for
// "normal" comes back to the normal look.
//
// Fonts are resolved eagerly: a variant takes a trait collection (default `.iPhone`,
// i.e. Large text) and stores concrete fonts for its content size category; fonts made
// from text styles remember the style, so `updated(for:)` re-resolves them for the
// state's category.

/// The content of a list cell, header or footer: image, text, secondary text, their
/// drawing properties and the layout between them (`UIListContentConfiguration`).
///
/// ```swift
/// var content = ListContentConfiguration.cell()
/// content.image = .systemName("star")
/// content.text = "Favorites"
/// content.imageProperties.tintColor = .systemPurple   // locked: no state changes it
/// let disabled = content.updated(for: disabledState)  // text now tertiaryLabel
/// ```
public struct ListContentConfiguration: Equatable, Sendable {
    /// The variant a configuration came from (`UIListContentConfiguration`'s private
    /// style); it decides the defaults and the styling of each state.
    public enum Style: String, Hashable, Sendable, CaseIterable, Codable {
        case cell, subtitleCell, valueCell
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader

        /// The four sidebar row variants (not the sidebar header).
        public var isSidebarCell: Bool {
            switch self {
            case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
                return true
            default:
                return false
            }
        }

        /// The sidebar rows and the sidebar header.
        public var isSidebar: Bool { isSidebarCell || self == .sidebarHeader }

        /// Whether the minimum row height (2 × Body leading) applies: cells and the
        /// sidebar header yes, other headers and footers no (docs/uikit-reference.md §3.2).
        public var enforcesMinimumHeight: Bool {
            switch self {
            case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter,
                .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
                return false
            default:
                return true
            }
        }
    }

    /// A top-level property, for recording which ones the user set.
    public enum Property: String, Hashable, Sendable, CaseIterable, Codable {
        case image, text, attributedText, secondaryText, secondaryAttributedText
        case directionalLayoutMargins, axesPreservingSuperviewLayoutMargins
        case imageToTextPadding, textToSecondaryTextHorizontalPadding, textToSecondaryTextVerticalPadding
        case prefersSideBySideTextAndSecondaryText
    }

    /// The variant this configuration came from.
    public let style: Style

    /// The top-level properties set since the variant made the configuration. The text and
    /// image properties keep their own records.
    public var explicitlySetProperties: Set<Property> { Set(recordedIn: self) }

    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// How the image is drawn.
    public var imageProperties = ImageProperties()

    /// A configuration with the defaults of `style`, fonts resolved for `traitCollection`'s
    /// content size category (and idiom, for the sidebar header), in the normal state.
    public init(style: Style, traitCollection: TraitCollection = .iPhone) {
        self.style = style
        let d = ListContentConfiguration.defaults(for: style, traits: traitCollection)
        textProperties = TextProperties(values: d.text)
        secondaryTextProperties = TextProperties(values: d.secondaryText)
        restyleLayout(from: d.layout)
    }

    /// Writes the layout defaults over the layout properties nobody set, without recording
    /// them (content is never styled).
    mutating func restyleLayout(from d: Values) {
        _directionalLayoutMargins.restyle(to: d.directionalLayoutMargins)
        _axesPreservingSuperviewLayoutMargins.restyle(to: d.axesPreservingSuperviewLayoutMargins)
        _imageToTextPadding.restyle(to: d.imageToTextPadding)
        _textToSecondaryTextHorizontalPadding.restyle(to: d.textToSecondaryTextHorizontalPadding)
        _textToSecondaryTextVerticalPadding.restyle(to: d.textToSecondaryTextVerticalPadding)
        _prefersSideBySideTextAndSecondaryText.restyle(to: d.prefersSideBySideTextAndSecondaryText)
    }

    // MARK: Content. Setting text clears attributedText and the other way round, as in UIKit;
    // the cleared one is not recorded as set.

    /// The image; nil by default.
    @Recorded public var image: ListImage? = nil

    /// The primary text; setting it clears ``attributedText``.
    @Recorded public var text: String? = nil {
        didSet { _attributedText.value = nil }
    }

    /// The primary text with attributes; setting it sets ``text`` to its string. Runs
    /// without a font or colour use ``textProperties``.
    @Recorded public var attributedText: AttributedText? = nil {
        didSet { _text.value = attributedText?.string }
    }

    /// The secondary text; setting it clears ``secondaryAttributedText``.
    @Recorded public var secondaryText: String? = nil {
        didSet { _secondaryAttributedText.value = nil }
    }

    /// The secondary text with attributes; setting it sets ``secondaryText`` to its string.
    @Recorded public var secondaryAttributedText: AttributedText? = nil {
        didSet { _secondaryText.value = secondaryAttributedText?.string }
    }

    // MARK: Layout, in points. Each setter records the property as explicitly set (`Recorded`).

    /// Margins around the content.
    @Recorded public var directionalLayoutMargins: EdgeInsets = .zero

    /// Axes on which the superview's (cell's) margins are used when larger than ours.
    @Recorded public var axesPreservingSuperviewLayoutMargins: Axis = .horizontal

    /// Gap between the image (or its reserved width) and the text.
    @Recorded public var imageToTextPadding: Double = 16

    /// Gap between text and secondary text when side by side.
    @Recorded public var textToSecondaryTextHorizontalPadding: Double = 8

    /// Gap between text and secondary text when stacked.
    @Recorded public var textToSecondaryTextVerticalPadding: Double = 3

    /// Put the secondary text beside the text (trailing) when both fit on one line.
    @Recorded public var prefersSideBySideTextAndSecondaryText: Bool = false

    /// A variant's layout defaults in one state: what ``restyleLayout(from:)`` writes over
    /// the layout properties nobody set.
    struct Values: Equatable, Sendable {
        var directionalLayoutMargins: EdgeInsets
        var axesPreservingSuperviewLayoutMargins: Axis = .horizontal
        var imageToTextPadding = 16.0
        var textToSecondaryTextHorizontalPadding = 8.0
        var textToSecondaryTextVerticalPadding = 3.0
        var prefersSideBySideTextAndSecondaryText = false
    }
}
