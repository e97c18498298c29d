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
    public private(set) var explicitlySetProperties: Set<Property> = []

    var values: Values

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
        values = d.layout
        textProperties = TextProperties(values: d.text)
        secondaryTextProperties = TextProperties(values: d.secondaryText)
    }

    // MARK: Content. Setting text clears attributedText and the other way round, as in UIKit.

    public var image: ListImage? {
        get { values.image }
        set { values.image = newValue; explicitlySetProperties.insert(.image) }
    }

    /// The primary text; setting it clears ``attributedText``.
    public var text: String? {
        get { values.text }
        set {
            values.text = newValue
            values.attributedText = nil
            explicitlySetProperties.insert(.text)
        }
    }

    /// The primary text with attributes; setting it sets ``text`` to its string. Runs
    /// without a font or colour use ``textProperties``.
    public var attributedText: AttributedText? {
        get { values.attributedText }
        set {
            values.attributedText = newValue
            values.text = newValue?.string
            explicitlySetProperties.insert(.attributedText)
        }
    }

    /// The secondary text; setting it clears ``secondaryAttributedText``.
    public var secondaryText: String? {
        get { values.secondaryText }
        set {
            values.secondaryText = newValue
            values.secondaryAttributedText = nil
            explicitlySetProperties.insert(.secondaryText)
        }
    }

    /// The secondary text with attributes; setting it sets ``secondaryText`` to its string.
    public var secondaryAttributedText: AttributedText? {
        get { values.secondaryAttributedText }
        set {
            values.secondaryAttributedText = newValue
            values.secondaryText = newValue?.string
            explicitlySetProperties.insert(.secondaryAttributedText)
        }
    }

    // MARK: Layout, in points.

    /// Margins around the content.
    public var directionalLayoutMargins: EdgeInsets {
        get { values.directionalLayoutMargins }
        set { values.directionalLayoutMargins = newValue; explicitlySetProperties.insert(.directionalLayoutMargins) }
    }

    /// Axes on which the superview's (cell's) margins are used when larger than ours.
    public var axesPreservingSuperviewLayoutMargins: Axis {
        get { values.axesPreservingSuperviewLayoutMargins }
        set {
            values.axesPreservingSuperviewLayoutMargins = newValue
            explicitlySetProperties.insert(.axesPreservingSuperviewLayoutMargins)
        }
    }

    /// Gap between the image (or its reserved width) and the text.
    public var imageToTextPadding: Double {
        get { values.imageToTextPadding }
        set { values.imageToTextPadding = newValue; explicitlySetProperties.insert(.imageToTextPadding) }
    }

    /// Gap between text and secondary text when side by side.
    public var textToSecondaryTextHorizontalPadding: Double {
        get { values.textToSecondaryTextHorizontalPadding }
        set {
            values.textToSecondaryTextHorizontalPadding = newValue
            explicitlySetProperties.insert(.textToSecondaryTextHorizontalPadding)
        }
    }

    /// Gap between text and secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: Double {
        get { values.textToSecondaryTextVerticalPadding }
        set {
            values.textToSecondaryTextVerticalPadding = newValue
            explicitlySetProperties.insert(.textToSecondaryTextVerticalPadding)
        }
    }

    /// Put the secondary text beside the text (trailing) when both fit on one line.
    public var prefersSideBySideTextAndSecondaryText: Bool {
        get { values.prefersSideBySideTextAndSecondaryText }
        set {
            values.prefersSideBySideTextAndSecondaryText = newValue
            explicitlySetProperties.insert(.prefersSideBySideTextAndSecondaryText)
        }
    }

    /// The stored top-level values, without the record of which were set.
    struct Values: Equatable, Sendable {
        var image: ListImage? = nil
        var text: String? = nil
        var attributedText: AttributedText? = nil
        var secondaryText: String? = nil
        var secondaryAttributedText: AttributedText? = nil
        var directionalLayoutMargins: EdgeInsets
        var axesPreservingSuperviewLayoutMargins: Axis = .horizontal
        var imageToTextPadding = 16.0
        var textToSecondaryTextHorizontalPadding = 8.0
        var textToSecondaryTextVerticalPadding = 3.0
        var prefersSideBySideTextAndSecondaryText = false
    }
}
