import Typesetting

// The numbers a symbol configuration stands for. Unset fields fall back to UIKit's
// defaults for a symbol shown on its own (INF where UIKit is silent): the size of Body at
// Large (17 pt, fixed: an unconfigured symbol does not follow Dynamic Type), the text
// style's weight or regular, and medium scale.

extension SymbolConfiguration {
    /// The point size: the text style's at `category`, else `pointSize`, else 17 pt.
    public func resolvedPointSize(for category: ContentSizeCategory) -> Double {
        if let textStyle { return textStyle.pointSize(for: category) }
        if let pointSize, pointSize.isFinite, pointSize > 0 { return pointSize }
        return TextStyle.body.pointSize(for: .large)
    }

    /// The weight: `weight`, else the text style's own (semibold for headline), else regular.
    public var resolvedWeight: FontWeight {
        weight ?? textStyle?.weight ?? .regular
    }
}
