import CUnicode
import Foundation

/// Splits a paragraph range into runs of one face each: font fallback per grapheme
/// cluster, never per string.
///
/// For every grapheme cluster (UAX #29, ICU) the face is the first of
/// `primary` + the catalog's fallback chain that has a glyph for every code point of
/// the cluster — except code points that draw nothing by themselves (ZWJ, ZWNJ,
/// variation selectors, emoji tags, controls, other default-ignorables), which HarfBuzz
/// handles in any face. A base with combining marks is also accepted when the face has
/// the precomposed (NFC) form, since HarfBuzz composes it. If no face has everything, the
/// first face with the cluster's base character wins (marks may then show as missing
/// glyphs), else the primary face (missing-glyph boxes, as UIKit shows).
///
/// Clusters with emoji presentation (an Emoji_Presentation base, VS16, skin-tone
/// modifiers or ZWJ sequences; VS15 forces text) try the colour emoji face first, so
/// "☺️" is colour while "☺︎" stays text.
///
/// The CJK face of the chain is chosen per cluster: Hangul → Noto Sans CJK KR, Kana →
/// JP, Han and CJK punctuation → the region of `language` if it is a CJK language, else JP
/// when the range contains Kana, KR when it contains Hangul, otherwise SC. The chain
/// takes the primary face's weight and slant (a bold Inter falls back to Noto Sans CJK
/// Bold and DejaVu Sans Bold). Adjacent clusters with the same face merge into one run.
public enum FontFallback {
    public static func runs(
        for text: [UInt16], range: Range<Int>, primary: FontFace, catalog: FontCatalog,
        language: String?
    ) -> [FontRun] {
        let range = range.clamped(to: 0..<text.count)
        guard !range.isEmpty else { return [] }
        let bounds = clusterBoundaries(text, range: range)
        let defaultRegion = FontCatalog.CJKRegion(language: language) ?? contextRegion(text, range: range)
        let weight = primary.weightClass
        let italic = primary.isItalicStyle
        var chains: [FontCatalog.CJKRegion: [FontFace]] = [:]
        func chain(_ region: FontCatalog.CJKRegion) -> [FontFace] {
            if let c = chains[region] { return c }
            let c = catalog.fallbackChain(region: region, weight: weight, italic: italic)
            chains[region] = c
            return c
        }
        lazy var emoji = catalog.emojiFace

        var runs: [FontRun] = []
        var start = range.lowerBound
        for end in bounds {
            let face: FontFace
            let unit = text[start]
            if end - start == 1, unit >= 0x20, unit < 0x7F, primary.hasGlyph(for: Unicode.Scalar(UInt8(unit))) {
                // Printable ASCII the primary face has: no emoji presentation is possible
                // without a following VS16, which would have made the cluster longer.
                face = primary
            } else {
                let scalars = decode(text, start..<end)
                face = chooseFace(
                    scalars, primary: primary, emoji: { emoji },
                    chain: { chain(region(of: scalars) ?? defaultRegion) })
            }
            if let last = runs.last, last.face === face, last.range.upperBound == start {
                runs[runs.count - 1].range = last.range.lowerBound..<end
            } else {
                runs.append(FontRun(range: start..<end, face: face))
            }
            start = end
        }
        return runs
    }

    /// The face for one cluster; `chain` and `emoji` are only asked when needed, so
    /// text the primary face covers never touches the catalog.
    static func chooseFace(
        _ scalars: [Unicode.Scalar], primary: FontFace, emoji: () -> FontFace?,
        chain: () -> [FontFace]
    ) -> FontFace {
        let required = scalars.filter { !drawsNothing($0) }
        let wantsEmoji = hasEmojiPresentation(scalars)
        if !wantsEmoji && covers(primary, required) { return primary }
        var candidates: [FontFace] = []
        if wantsEmoji, let e = emoji() { candidates.append(e) }
        for f in [primary] + chain() where !candidates.contains(where: { $0 === f }) { candidates.append(f) }
        if let f = candidates.first(where: { covers($0, required) }) { return f }
        if let base = required.first, let f = candidates.first(where: { $0.hasGlyph(for: base) }) { return f }
        return primary
    }

    /// Whether `face` can draw all of `required`, directly or through the NFC composition.
    static func covers(_ face: FontFace, _ required: [Unicode.Scalar]) -> Bool {
        if required.allSatisfy({ face.hasGlyph(for: $0) }) { return true }
        guard required.count > 1 else { return false }
        let composed = String(String.UnicodeScalarView(required)).precomposedScalars
        return composed.count < required.count && composed.allSatisfy { face.hasGlyph(for: $0) }
    }

    /// Code points that need no glyph of their own: joiners, variation selectors, tags,
    /// controls and other default-ignorables (HarfBuzz hides them or uses the base's glyph).
    static func drawsNothing(_ s: Unicode.Scalar) -> Bool {
        let p = s.properties
        return p.isDefaultIgnorableCodePoint || p.generalCategory == .control || p.isVariationSelector
            || (0xE0020...0xE007F).contains(s.value)
    }

    /// UTS #51 presentation of a cluster: VS15 → text, VS16 → emoji, else an
    /// Emoji_Presentation base, or an emoji base followed by a skin tone or a ZWJ.
    static func hasEmojiPresentation(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first else { return false }
        if scalars.contains("\u{FE0E}") { return false }
        if scalars.contains("\u{FE0F}") { return true }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.count > 1
            && scalars.dropFirst().contains { $0.properties.isEmojiModifier || $0 == "\u{200D}" }
    }

    /// The CJK region a cluster's own script demands (Hangul, Kana), or `nil`.
    static func region(of scalars: [Unicode.Scalar]) -> FontCatalog.CJKRegion? {
        for s in scalars {
            switch rc_script(s.value) {
            case 18: return .korean  // Hangul
            case 20, 22: return .japanese  // Hiragana, Katakana
            default: continue
            }
        }
        return nil
    }

    /// The region for Han without a CJK language: Japanese next to Kana, Korean next to
    /// Hangul, else Simplified Chinese.
    static func contextRegion(_ text: [UInt16], range: Range<Int>) -> FontCatalog.CJKRegion {
        var hangul = false
        for i in range {
            let u = text[i]
            if (0x3040...0x30FF).contains(u) || (0x31F0...0x31FF).contains(u) || (0xFF66...0xFF9D).contains(u) {
                return .japanese
            }
            if (0xAC00...0xD7A3).contains(u) || (0x1100...0x11FF).contains(u) || (0x3130...0x318F).contains(u) {
                hangul = true
            }
        }
        return hangul ? .korean : .simplifiedChinese
    }

    /// Grapheme cluster ends inside `range` (absolute offsets, ascending, last = upper bound).
    static func clusterBoundaries(_ text: [UInt16], range: Range<Int>) -> [Int] {
        var offsets = [Int32](repeating: 0, count: range.count + 1)
        let n = text.withUnsafeBufferPointer { t in
            offsets.withUnsafeMutableBufferPointer {
                rc_grapheme_breaks(
                    t.baseAddress! + range.lowerBound, Int32(range.count), $0.baseAddress,
                    Int32($0.count))
            }
        }
        // On an ICU failure, fall back to one cluster per code unit rather than failing.
        guard n > 0, Int(n) <= offsets.count else { return Array(range.lowerBound + 1...range.upperBound) }
        var ends = offsets[..<Int(n)].map { range.lowerBound + Int($0) }.filter { $0 > range.lowerBound }
        if ends.last != range.upperBound { ends.append(range.upperBound) }
        return ends
    }

    /// UTF-16 to scalars; unpaired surrogates become U+FFFD, as HarfBuzz reads them.
    static func decode(_ text: [UInt16], _ range: Range<Int>) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var it = text[range].makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&it) {
            case .scalarValue(let s): out.append(s)
            case .error: out.append("\u{FFFD}")
            case .emptyInput: break loop
            }
        }
        return out
    }
}

extension String {
    /// The NFC form's scalars.
    fileprivate var precomposedScalars: [Unicode.Scalar] {
        Array(precomposedStringWithCanonicalMapping.unicodeScalars)
    }
}
