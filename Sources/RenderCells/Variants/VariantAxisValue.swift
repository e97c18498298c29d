// How the axes a list is varied along are spelled by name: design generation, appearance, style, content
// size, direction, contrast and cell state. One table per value type, read by a spec's
// `variants:`, the command line's axis options (`render --direction rtl`, `compare
// --content-size xS,AX3`, `audit --contrast increased`) and the Swift API alike, so `AX3`
// and `rtl` mean the same everywhere.

/// A value of an axis a list is varied along, parsed from its names in one place.
public protocol VariantAxisValue: Hashable, Sendable {
    /// The names shown in help and in messages listing what is accepted, in order.
    static var axisNames: [String] { get }
    /// The value a name spells: one of ``axisNames``, or an accepted alias (UIKit's
    /// spelling, say); nil for any other text.
    init?(axisName: String)
}

extension ListDesign: VariantAxisValue {
    /// `ios18`, `ios26`.
    public static var axisNames: [String] { allCases.map(\.rawValue) }
    public init?(axisName: String) { self.init(rawValue: axisName) }
}

extension ListAppearance: VariantAxisValue {
    public static var axisNames: [String] { allCases.map(\.rawValue) }
    public init?(axisName: String) { self.init(rawValue: axisName) }
}

extension UserInterfaceStyle: VariantAxisValue {
    public static var axisNames: [String] { ["light", "dark"] }
    public init?(axisName: String) {
        switch axisName {
        case "light": self = .light
        case "dark": self = .dark
        default: return nil
        }
    }
}

extension ContentSizeCategory: VariantAxisValue {
    /// UIKit's names (`large`, `accessibilityExtraLarge`), then the short ones (xS, S, M, L,
    /// XL, XXL, XXXL, AX1…AX5).
    public static var axisNames: [String] { all.map(\.rawValue) + all.map(\.shortName) }
    public init?(axisName: String) {
        guard let category = Self.all.first(where: { $0.rawValue == axisName || $0.shortName == axisName }) else {
            return nil
        }
        self = category
    }
}

extension LayoutDirection: VariantAxisValue {
    /// `ltr`/`rtl`, or UIKit's `leftToRight`/`rightToLeft`.
    public static var axisNames: [String] { ["ltr", "rtl", "leftToRight", "rightToLeft"] }
    public init?(axisName: String) {
        switch axisName {
        case "ltr", "leftToRight": self = .leftToRight
        case "rtl", "rightToLeft": self = .rightToLeft
        default: return nil
        }
    }
}

extension AccessibilityContrast: VariantAxisValue {
    /// `normal`, or `increased` (Settings' Increase Contrast); UIKit's `high` is accepted too.
    public static var axisNames: [String] { ["normal", "increased"] }
    public init?(axisName: String) {
        switch axisName {
        case "normal": self = .normal
        case "increased", "high": self = .high
        default: return nil
        }
    }
}

extension CellState: VariantAxisValue {
    public static var axisNames: [String] { allCases.map(\.rawValue) }
    public init?(axisName: String) { self.init(rawValue: axisName) }
}
