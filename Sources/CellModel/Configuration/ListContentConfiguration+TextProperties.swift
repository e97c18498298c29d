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
        public private(set) var explicitlySetProperties: Set<Property> = []

        var values: Values

        init(values: Values) {
            self.values = values
        }

        /// The font; the variant's text style at the traits' content size category by default.
        public var font: Font {
            get { values.font }
            set { values.font = newValue; explicitlySetProperties.insert(.font) }
        }

        /// The text colour, before ``colorTransformer``.
        public var color: Color {
            get { values.color }
            set { values.color = newValue; explicitlySetProperties.insert(.color) }
        }

        /// Applied to ``color`` to get the colour drawn; nil by default.
        public var colorTransformer: ColorTransformer? {
            get { values.colorTransformer }
            set { values.colorTransformer = newValue; explicitlySetProperties.insert(.colorTransformer) }
        }

        /// `.natural` by default.
        public var alignment: TextAlignment {
            get { values.alignment }
            set { values.alignment = newValue; explicitlySetProperties.insert(.alignment) }
        }

        /// `.truncateTail` by default.
        public var lineBreakMode: LineBreakMode {
            get { values.lineBreakMode }
            set { values.lineBreakMode = newValue; explicitlySetProperties.insert(.lineBreakMode) }
        }

        /// Maximum lines; 0 means no limit (the default, except sidebar rows at non-accessibility sizes).
        public var numberOfLines: Int {
            get { values.numberOfLines }
            set { values.numberOfLines = newValue; explicitlySetProperties.insert(.numberOfLines) }
        }

        /// Shrink the font (down to ``minimumScaleFactor``) to fit the width.
        public var adjustsFontSizeToFitWidth: Bool {
            get { values.adjustsFontSizeToFitWidth }
            set { values.adjustsFontSizeToFitWidth = newValue; explicitlySetProperties.insert(.adjustsFontSizeToFitWidth) }
        }

        /// The smallest fraction of the font size ``adjustsFontSizeToFitWidth`` may use; 0 = no shrinking.
        public var minimumScaleFactor: Double {
            get { values.minimumScaleFactor }
            set { values.minimumScaleFactor = newValue; explicitlySetProperties.insert(.minimumScaleFactor) }
        }

        /// Tighten letter spacing before truncating.
        public var allowsDefaultTighteningForTruncation: Bool {
            get { values.allowsDefaultTighteningForTruncation }
            set {
                values.allowsDefaultTighteningForTruncation = newValue
                explicitlySetProperties.insert(.allowsDefaultTighteningForTruncation)
            }
        }

        /// Re-resolve a Dynamic Type ``font`` when the content size category changes; true by default.
        public var adjustsFontForContentSizeCategory: Bool {
            get { values.adjustsFontForContentSizeCategory }
            set {
                values.adjustsFontForContentSizeCategory = newValue
                explicitlySetProperties.insert(.adjustsFontForContentSizeCategory)
            }
        }

        /// A case change applied when drawing; `.none` except grouped headers (`.uppercase`).
        public var transform: TextTransform {
            get { values.transform }
            set { values.transform = newValue; explicitlySetProperties.insert(.transform) }
        }

        /// The colour to draw: ``color`` through ``colorTransformer``.
        public func resolvedColor() -> Color {
            colorTransformer.map { $0(color) } ?? color
        }

        /// Sets a property to a state default unless the user set it.
        mutating func restyle<V>(_ property: Property, _ keyPath: WritableKeyPath<Values, V>, to value: V) {
            if !explicitlySetProperties.contains(property) { values[keyPath: keyPath] = value }
        }

        /// The stored values, without the record of which were set.
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
