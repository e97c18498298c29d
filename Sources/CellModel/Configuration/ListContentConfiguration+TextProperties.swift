import Typesetting

extension ListContentConfiguration {
    /// How the primary or secondary text is drawn (`UIListContentConfiguration.TextProperties`).
    ///
    /// Every setter records its property in ``explicitlySetProperties`` — whatever the
    /// value, so setting the default colour on purpose locks it too — and
    /// ``ListContentConfiguration/updated(for:)`` never changes a recorded property.
    public struct TextProperties: Equatable, Sendable {
        /// A case change applied when the text is drawn (`TextProperties.TextTransform`):
        /// the text stage's own type, named here as UIKit names it.
        public typealias TextTransform = Typesetting.TextTransform

        /// A text property, for recording which ones the user set.
        public enum Property: String, Hashable, Sendable, CaseIterable, Codable {
            case font, color, colorTransformer, alignment, lineBreakMode, numberOfLines
            case adjustsFontSizeToFitWidth, minimumScaleFactor, allowsDefaultTighteningForTruncation
            case adjustsFontForContentSizeCategory, transform
        }

        /// The properties the user set; ``ListContentConfiguration/updated(for:)`` leaves them alone.
        public var explicitlySetProperties: Set<Property> { Set(recordedIn: self) }

        /// Text drawn as `d` says, nothing set.
        init(values d: Values) {
            _font = Recorded(wrappedValue: d.font)
            _color = Recorded(wrappedValue: d.color)
            restyle(from: d, category: nil)
        }

        /// Writes the defaults `d` over the properties nobody set, without recording them.
        /// A user-set Dynamic Type font is re-resolved at `category` when it adjusts for
        /// content size — what a `UILabel` showing that font does.
        mutating func restyle(from d: Values, category: ContentSizeCategory?) {
            _color.restyle(to: d.color)
            _colorTransformer.restyle(to: d.colorTransformer)
            _alignment.restyle(to: d.alignment)
            _lineBreakMode.restyle(to: d.lineBreakMode)
            _numberOfLines.restyle(to: d.numberOfLines)
            _adjustsFontSizeToFitWidth.restyle(to: d.adjustsFontSizeToFitWidth)
            _minimumScaleFactor.restyle(to: d.minimumScaleFactor)
            _allowsDefaultTighteningForTruncation.restyle(to: d.allowsDefaultTighteningForTruncation)
            _adjustsFontForContentSizeCategory.restyle(to: d.adjustsFontForContentSizeCategory)
            _transform.restyle(to: d.transform)
            _font.restyle(to: d.font)
            if let category, _font.isSet, adjustsFontForContentSizeCategory {
                _font.value = font.resolved(for: category)
            }
        }

        // Each setter records its property as explicitly set (`Recorded`).

        /// The font; the variant's text style at the traits' content size category by default.
        @Recorded public var font: Font

        /// The text colour, before ``colorTransformer``.
        @Recorded public var color: Color

        /// Applied to ``color`` to get the colour drawn; nil by default.
        @Recorded public var colorTransformer: ColorTransformer? = nil

        /// `.natural` by default.
        @Recorded public var alignment: TextAlignment = .natural

        /// `.truncateTail` by default.
        @Recorded public var lineBreakMode: LineBreakMode = .truncateTail

        /// Maximum lines; 0 means no limit (the default, except sidebar rows at non-accessibility sizes).
        @Recorded public var numberOfLines: Int = 0

        /// Shrink the font (down to ``minimumScaleFactor``) to fit the width.
        @Recorded public var adjustsFontSizeToFitWidth: Bool = false

        /// The smallest fraction of the font size ``adjustsFontSizeToFitWidth`` may use; 0 = no shrinking.
        @Recorded public var minimumScaleFactor: Double = 0

        /// Tighten letter spacing before truncating.
        @Recorded public var allowsDefaultTighteningForTruncation: Bool = false

        /// Re-resolve a Dynamic Type ``font`` when the content size category changes; true by default.
        @Recorded public var adjustsFontForContentSizeCategory: Bool = true

        /// A case change applied when drawing; `.none` except grouped headers (`.uppercase`).
        @Recorded public var transform: TextTransform = .none

        /// The colour to draw: ``color`` through ``colorTransformer``.
        public func resolvedColor() -> Color {
            colorTransformer.map { $0(color) } ?? color
        }

        /// A variant's text defaults in one state: what ``restyle(from:category:)`` writes
        /// over the properties nobody set.
        struct Values: Equatable, Sendable {
            var font: Font
            var color: Color
            var colorTransformer: ColorTransformer? = nil
            var alignment = TextAlignment.natural
            var lineBreakMode = LineBreakMode.truncateTail
            var numberOfLines = 0
            var adjustsFontSizeToFitWidth = false
            var minimumScaleFactor = 0.0
            var allowsDefaultTighteningForTruncation = false
            var adjustsFontForContentSizeCategory = true
            var transform = TextTransform.none
        }
    }
}
