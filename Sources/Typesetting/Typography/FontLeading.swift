/// A text style's leading variant (the `traitTightLeading` / `traitLooseLeading`
/// symbolic traits).
///
/// The HIG names the variants without numbers; ±2 pt from the style's leading is the
/// commonly used iOS value (docs/uikit-reference.md §1, inferred), so that is what ``Font`` applies.
public enum FontLeading: String, Sendable, Hashable, CaseIterable, Codable {
    case standard, tight, loose

    /// Points added to the style's leading.
    public var adjustment: Double {
        switch self {
        case .standard: return 0
        case .tight: return -2
        case .loose: return 2
        }
    }
}
