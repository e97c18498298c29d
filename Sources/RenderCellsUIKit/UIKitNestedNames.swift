import Foundation

// UIKit's nested names (`UIFont.TextStyle`, `UIImage.SymbolConfiguration`, …) and the
// initialisers whose UIKit spelling differs from RenderCells' only in a label.

extension Font {
    public typealias TextStyle = Typesetting.TextStyle
    public typealias Weight = FontWeight

    /// The font for `style` at the Dynamic Type size of `traitCollection`
    /// (`preferredFont(forTextStyle:compatibleWith:)`).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> Font {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return preferredFont(forTextStyle: style, contentSizeCategory: category == .unspecified ? .large : category)
    }
}

extension FontMetrics {
    /// `font` scaled for the Large text size, the one UIKit's `scaledFont(for:)` uses when
    /// no traits are given; a font made from a text style keeps following Dynamic Type in
    /// a list (its text properties rescale it for the cell's traits).
    public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, category: .large)
    }

    /// `font` scaled for the Dynamic Type size of `traitCollection`.
    public func scaledFont(for font: Font, compatibleWith traitCollection: UITraitCollection?) -> Font {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return scaledFont(for: font, category: category == .unspecified ? .large : category)
    }

    /// `value` scaled for the Large text size (`scaledValue(for:)`).
    public func scaledValue(for value: CGFloat) -> CGFloat {
        CGFloat(scaledValue(for: Double(value), category: .large))
    }
}

extension ListImage {
    public typealias SymbolConfiguration = Typesetting.SymbolConfiguration
    public typealias SymbolWeight = FontWeight
    public typealias SymbolScale = Typesetting.SymbolScale

    /// This image with `configuration` applied over its own (`withConfiguration(_:)`).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> ListImage {
        applyingSymbolConfiguration(configuration)
    }
}
