import Raster
import Typesetting

extension ListContentConfiguration {
    /// How the image is drawn (`UIListContentConfiguration.ImageProperties`).
    ///
    /// Setters record their property in ``explicitlySetProperties``, which
    /// ``ListContentConfiguration/updated(for:)`` leaves alone — including a `nil`
    /// ``tintColor`` set on purpose.
    public struct ImageProperties: Equatable, Sendable {
        /// A dimension of ``reservedLayoutSize`` meaning "the system's standard"
        /// (UIKit uses `-CGFLOAT_MAX`): 24 pt wide for symbols (28 in sidebars) and the
        /// Body leading high, scaled by Dynamic Type (docs/uikit-reference.md §3.4).
        public static let standardDimension = -Double.greatestFiniteMagnitude

        /// An image property, for recording which ones the user set.
        public enum Property: String, Hashable, Sendable, CaseIterable, Codable {
            case tintColor, tintColorTransformer, cornerRadius, maximumSize, reservedLayoutSize
            case preferredSymbolConfiguration
        }

        /// The properties the user set; ``ListContentConfiguration/updated(for:)`` leaves them alone.
        public private(set) var explicitlySetProperties: Set<Property> = []

        var values = Values()

        init() {}

        /// Tint for template images (symbols); nil means the view's tint colour.
        public var tintColor: Color? {
            get { values.tintColor }
            set { values.tintColor = newValue; explicitlySetProperties.insert(.tintColor) }
        }

        /// Applied to the tint (or the view's tint standing in for it); nil by default.
        public var tintColorTransformer: ColorTransformer? {
            get { values.tintColorTransformer }
            set { values.tintColorTransformer = newValue; explicitlySetProperties.insert(.tintColorTransformer) }
        }

        /// Corner radius of the image, in points; 0 by default.
        public var cornerRadius: Double {
            get { values.cornerRadius }
            set { values.cornerRadius = newValue; explicitlySetProperties.insert(.cornerRadius) }
        }

        /// The largest size the image is drawn at (aspect-fit); a zero dimension means no limit.
        public var maximumSize: Size {
            get { values.maximumSize }
            set { values.maximumSize = newValue; explicitlySetProperties.insert(.maximumSize) }
        }

        /// Space kept for the image whatever its size, so rows with different images align
        /// their text; zero by default, ``standardDimension`` for the system value.
        public var reservedLayoutSize: Size {
            get { values.reservedLayoutSize }
            set { values.reservedLayoutSize = newValue; explicitlySetProperties.insert(.reservedLayoutSize) }
        }

        /// Merged over the list's own symbol configuration (Body text style, scale by
        /// content size); nil by default.
        public var preferredSymbolConfiguration: SymbolConfiguration? {
            get { values.preferredSymbolConfiguration }
            set {
                values.preferredSymbolConfiguration = newValue
                explicitlySetProperties.insert(.preferredSymbolConfiguration)
            }
        }

        /// The colour a template image draws in, inside a view whose tint is `tint`:
        /// ``tintColor`` (or `tint`) through ``tintColorTransformer``.
        public func resolvedTintColor(for tint: Color) -> Color {
            let base = tintColor ?? tint
            return tintColorTransformer.map { $0(base, context: ColorTransformer.Context(tintColor: tint)) } ?? base
        }

        /// Sets a property to a state default unless the user set it.
        mutating func restyle<V>(_ property: Property, _ keyPath: WritableKeyPath<Values, V>, to value: V) {
            if !explicitlySetProperties.contains(property) { values[keyPath: keyPath] = value }
        }

        /// The stored values, without the record of which were set.
        struct Values: Equatable, Sendable {
            var tintColor: Color? = nil
            var tintColorTransformer: ColorTransformer? = nil
            var cornerRadius = 0.0
            var maximumSize = Size.zero
            var reservedLayoutSize = Size.zero
            var preferredSymbolConfiguration: SymbolConfiguration? = nil
        }
    }
}
