import Foundation

// UIKit's nested names (`UIFont.TextStyle`, `UIImage.SymbolConfiguration`, …) and the
// members whose UIKit spelling differs from RenderCells' only in a label or a type.

// `UIFont.preferredFont(forTextStyle:compatibleWith:)` and `UIFontMetrics.scaledFont(for:)`,
// `scaledFont(for:compatibleWith:)` are the model's own (CellModel's Font+Traits and
// FontMetrics+Traits): UIKit's spelling, so they are not declared again here.
extension Font {
    public typealias TextStyle = Typesetting.TextStyle
    public typealias Weight = FontWeight
}

extension FontMetrics {
    /// `value` scaled for the Large text size (`scaledValue(for:)`), in UIKit's `CGFloat`;
    /// the model's form takes and returns a `Double`.
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
