/// A font weight (`UIFont.Weight`), lightest first.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// UIKit's numeric value for the weight (`UIFont.Weight.rawValue`), −0.8…0.62.
    public var value: Double {
        switch self {
        case .ultraLight: return -0.8
        case .thin: return -0.6
        case .light: return -0.4
        case .regular: return 0
        case .medium: return 0.23
        case .semibold: return 0.3
        case .bold: return 0.4
        case .heavy: return 0.56
        case .black: return 0.62
        }
    }

    /// The OpenType `wght` axis value (100…900) a variable font is set to for this weight.
    public var openTypeWeight: Int {
        (FontWeight.allCases.firstIndex(of: self)! + 1) * 100
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }
}
