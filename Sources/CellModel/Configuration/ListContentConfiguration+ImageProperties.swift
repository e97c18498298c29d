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
        public var explicitlySetProperties: Set<Property> { Set(recordedIn: self) }

        init() {}

        /// Writes a state's tint (the only state-dependent image property) unless the user
        /// set it, without recording it.
        mutating func restyle(tintColor: Color?) {
            _tintColor.restyle(to: tintColor)
        }

        // Each setter records its property as explicitly set (`Recorded`).

        /// Tint for template images (symbols); nil means the view's tint colour.
        @Recorded public var tintColor: Color? = nil

        /// Applied to the tint (or the view's tint standing in for it); nil by default.
        @Recorded public var tintColorTransformer: ColorTransformer? = nil

        /// Corner radius of the image, in points; 0 by default.
        @Recorded public var cornerRadius: Double = 0

        /// The largest size the image is drawn at (aspect-fit); a zero dimension means no limit.
        @Recorded public var maximumSize: Size = .zero

        /// Space kept for the image whatever its size, so rows with different images align
        /// their text; zero by default, ``standardDimension`` for the system value.
        @Recorded public var reservedLayoutSize: Size = .zero

        /// Merged over the list's own symbol configuration (Body text style, scale by
        /// content size); nil by default.
        @Recorded public var preferredSymbolConfiguration: SymbolConfiguration? = nil

        /// The colour a template image draws in, inside a view whose tint is `tint`:
        /// ``tintColor`` (or `tint`) through ``tintColorTransformer``.
        public func resolvedTintColor(for tint: Color) -> Color {
            let base = tintColor ?? tint
            return tintColorTransformer.map { $0(base, context: ColorTransformer.Context(tintColor: tint)) } ?? base
        }
    }
}
