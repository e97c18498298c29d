import Foundation

extension UIButton {
    /// How a button looks (`UIButton.Configuration`, iOS 15): a style (plain, tinted, gray,
    /// filled, and the bordered names for them), a title and subtitle, an image beside or
    /// above the title, colours, corner style, size and insets.
    ///
    /// Metrics are docs/uikit-reference.md §8 (the iOS 15–18 design; unverified where it says so).
    public struct Configuration: Hashable, Sendable {
        /// Which of UIKit's four looks the configuration starts from.
        enum Style: Hashable, Sendable { case plain, tinted, gray, filled }
        var style: Style

        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// Where the image sits relative to the title (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Points between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Points between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// The title's and image's colour; nil: the style's (the tint, or white when filled).
        public var baseForegroundColor: UIColor?
        /// The background's colour; nil: the style's.
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        /// Insets of the title and image from the edges; nil: the size's (`contentInsets`).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customInsets ?? buttonSize.contentInsets }
            set { customInsets = newValue }
        }
        var customInsets: NSDirectionalEdgeInsets?
        public var titleAlignment: TitleAlignment = .automatic
        public var showsActivityIndicator = false

        init(style: Style) {
            self.style = style
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Hashable, Sendable { case fixed, dynamic, small, medium, large, capsule }
        /// `UIButton.Configuration.Size`.
        public enum Size: Hashable, Sendable {
            case mini, small, medium, large

            /// The title's text style (docs/uikit-reference.md §8; unverified).
            var textStyle: UIFont.TextStyle {
                switch self {
                case .mini: .footnote
                case .small: .subheadline
                case .medium, .large: .body
                }
            }

            /// The default content insets (docs/uikit-reference.md §8; unverified).
            var contentInsets: NSDirectionalEdgeInsets {
                switch self {
                case .mini: NSDirectionalEdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
                case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
            }

            /// The dynamic corner radius (docs/uikit-reference.md §8; unverified).
            var cornerRadius: CGFloat {
                switch self {
                case .mini: 4
                case .small: 6
                case .medium: 8
                case .large: 12
                }
            }
        }
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Hashable, Sendable { case automatic, leading, center, trailing }

        /// The title's and image's colour for `tint`.
        func foreground(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The background's colour for `tint`; nil when the style has none.
        func background(tint: UIColor) -> UIColor? {
            if let baseBackgroundColor {
                return style == .tinted ? baseBackgroundColor.withAlphaComponent(0.15) : baseBackgroundColor
            }
            switch style {
            case .plain: return nil
            case .tinted: return tint.withAlphaComponent(0.15)
            case .gray: return .tertiarySystemFill
            case .filled: return tint
            }
        }

        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed, .dynamic: buttonSize.cornerRadius
            case .small: 6
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            }
        }
    }
}
