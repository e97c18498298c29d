/// The user's preferred text size (`UIContentSizeCategory`): seven standard sizes and
/// five accessibility sizes, ordered smallest to largest.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case unspecified
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The twelve real sizes, smallest first (without `unspecified`).
    public static let all: [ContentSizeCategory] = Array(allCases.dropFirst())

    /// AX1–AX5.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Position in `allCases`; `unspecified` sorts first, as in UIKit.
    var rank: Int { ContentSizeCategory.allCases.firstIndex(of: self)! }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.rank < b.rank }

    /// The short names designers use: xS, S, M, L, XL, XXL, XXXL, AX1…AX5.
    public var shortName: String {
        switch self {
        case .unspecified: return "unspecified"
        case .extraSmall: return "xS"
        case .small: return "S"
        case .medium: return "M"
        case .large: return "L"
        case .extraLarge: return "XL"
        case .extraExtraLarge: return "XXL"
        case .extraExtraExtraLarge: return "XXXL"
        case .accessibilityMedium: return "AX1"
        case .accessibilityLarge: return "AX2"
        case .accessibilityExtraLarge: return "AX3"
        case .accessibilityExtraExtraLarge: return "AX4"
        case .accessibilityExtraExtraExtraLarge: return "AX5"
        }
    }

    /// Clamps to a range, as `minimumContentSizeCategory` / `maximumContentSizeCategory` do.
    public func clamped(minimum: ContentSizeCategory?, maximum: ContentSizeCategory?) -> ContentSizeCategory {
        var c = self
        if let lo = minimum, lo != .unspecified, c < lo { c = lo }
        if let hi = maximum, hi != .unspecified, c > hi { c = hi }
        return c
    }
}
