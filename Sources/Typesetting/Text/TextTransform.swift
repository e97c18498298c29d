/// A case change applied to text when it is drawn (UIKit's `TextProperties.TextTransform`,
/// which the list model names); grouped headers use ``uppercase``.
public enum TextTransform: String, Sendable, Hashable, CaseIterable, Codable {
    case none, uppercase, lowercase, capitalized

    /// The text as drawn. Locale-independent (Unicode default case mapping), so
    /// output never depends on the machine it runs on.
    public func apply(to text: String) -> String {
        var atWordStart = true
        return apply(to: text, atWordStart: &atWordStart)
    }

    /// `text` as drawn when it continues earlier text: `atWordStart` says whether the
    /// earlier text ended a word, and is left saying whether `text` did, so a word split
    /// between two runs is capitalised as one word (``StyledText/transformed(_:)``).
    func apply(to text: String, atWordStart: inout Bool) -> String {
        switch self {
        case .none: return text
        case .uppercase: return text.uppercased()
        case .lowercase: return text.lowercased()
        case .capitalized: return Self.capitalize(text, atWordStart: &atWordStart)
        }
    }

    /// First letter of each whitespace-separated word upper-cased, the rest lower-cased,
    /// as `String.capitalized` does, without Foundation.
    static func capitalize(_ text: String, atWordStart: inout Bool) -> String {
        var out = ""
        for ch in text {
            if ch.isWhitespace {
                out.append(ch)
                atWordStart = true
            } else {
                out += atWordStart ? ch.uppercased() : ch.lowercased()
                atWordStart = false
            }
        }
        return out
    }
}
