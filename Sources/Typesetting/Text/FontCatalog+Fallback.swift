/// The faces text falls back to when the primary face lacks a character.
///
/// The order is fixed (no "whatever fontconfig finds that has the character"), so a
/// missing glyph always lands in the same font: Noto Sans CJK for Hangul, Kana and Han,
/// Noto Color Emoji, then DejaVu Sans as the last resort. Noto Sans CJK is one
/// collection file with a face per region; the region's face is chosen by script and
/// language, since the same Han code point is drawn differently in Japan, Korea and China.
extension FontCatalog {
    /// The last-resort family, for characters no other face has.
    public static let lastResortFamily = "DejaVu Sans"
    /// The colour emoji family.
    public static let emojiFamily = "Noto Color Emoji"

    /// A regional face of Noto Sans CJK.
    public enum CJKRegion: String, Sendable, CaseIterable {
        case japanese = "JP"
        case korean = "KR"
        case simplifiedChinese = "SC"
        case traditionalChinese = "TC"
        case hongKong = "HK"

        /// The family name of the region's face in the collection.
        public var family: String { "Noto Sans CJK \(rawValue)" }

        /// The region a BCP 47 language tag asks for, or `nil` for non-CJK languages.
        /// "zh-Hant"/"zh-TW" → TC, "zh-HK"/"zh-MO" → HK, other "zh" → SC, "ja" → JP, "ko" → KR.
        public init?(language: String?) {
            guard let tag = language?.lowercased().replacingOccurrences(of: "_", with: "-") else { return nil }
            let parts = tag.split(separator: "-").map(String.init)
            switch parts.first {
            case "ja": self = .japanese
            case "ko": self = .korean
            case "zh", "yue", "cmn":
                if parts.contains("hk") || parts.contains("mo") {
                    self = .hongKong
                } else if parts.contains("hant") || parts.contains("tw") {
                    self = .traditionalChinese
                } else {
                    self = .simplifiedChinese
                }
            default: return nil
            }
        }
    }

    /// The fallback faces after the primary, at regular weight: Noto Sans CJK SC, Noto
    /// Color Emoji, DejaVu Sans. Faces not installed are left out. ``FontFallback`` picks
    /// the CJK region per cluster and the weight and slant of the primary face.
    public var fallbackChain: [FontFace] {
        fallbackChain(region: .simplifiedChinese, weight: 400, italic: false)
    }

    /// The fallback faces for a CJK region and the primary face's weight and slant.
    func fallbackChain(region: CJKRegion, weight: Int, italic: Bool) -> [FontFace] {
        [
            try? face(family: region.family, openTypeWeight: weight, italic: italic),
            try? face(family: FontCatalog.emojiFamily, openTypeWeight: 400, italic: false),
            try? face(family: FontCatalog.lastResortFamily, openTypeWeight: weight, italic: italic)
        ].compactMap { $0 }
    }

    /// The colour emoji face, if installed.
    var emojiFace: FontFace? {
        try? face(family: FontCatalog.emojiFamily, openTypeWeight: 400, italic: false)
    }
}
