import CUnicode
import Raster

/// One paragraph (text between hard breaks) analysed once for layout: bidi levels, runs
/// shaped with their fonts, and the advance of every UTF-16 position.
///
/// Shaping happens once per paragraph, never per line: lines are cut out of these runs
/// by cluster, and their widths come from `prefix` sums, so breaking a paragraph of n
/// units costs O(n) however many lines it makes (the 1 MB-string case). The price is
/// that kerning and contextual forms across a line break keep their unbroken values, as
/// in Core Text, which also breaks from one typeset paragraph.
struct ParagraphText {
    /// A run of the paragraph shaped with one face, size, direction and script.
    struct Item {
        var run: ShapedRun
        var color: RGBAColor
        /// Ascent, descent (positive, below the baseline) and line gap in points.
        var ascent: Double
        var descent: Double
        var lineGap: Double
        var attributes: StyledText.Attributes
        var face: FontFace
        var features: ShapingFeatures
        /// The SF Pro size compensation the run was shaped with (``SystemFontCompensation/none``
        /// for other faces).
        var compensation: SystemFontCompensation
    }

    let text: [UInt16]
    /// UTF-16 range of the paragraph's content, hard break excluded.
    let range: Range<Int>
    let bidi: BidiParagraph
    /// Runs in logical order, tiling `range`.
    let items: [Item]
    /// `prefix[i]` is the advance of units `range.lowerBound ..< range.lowerBound + i`.
    let prefix: [Double]
    /// Whether a glyph cluster starts at each unit (relative to `range.lowerBound`); lines
    /// may only end where one does, so a ligature is never cut in half.
    let clusterStart: [Bool]
    let language: String?

    /// Shapes `range` of `text` with its attribute runs.
    /// - Throws: ``FontError/noUsableFont(source:detail:)`` when the catalog has no face at all.
    init(
        _ styled: StyledText, range: Range<Int>, direction: BidiParagraph.Direction,
        catalog: FontCatalog
    ) throws(FontError) {
        text = styled.utf16
        self.range = range
        language = styled.language
        bidi = BidiParagraph(text, range: range, direction: direction)
        let n = range.count
        var items: [Item] = []
        var advances = [Double](repeating: 0, count: n)
        // Units no glyph starts at (the rest of a ligature, marks, low surrogates) stay
        // glued to the cluster before them.
        var starts = [Bool](repeating: false, count: n)
        for segment in ParagraphText.segments(styled, range: range, levels: bidi.levels) {
            let attrs = segment.attributes
            let font = attrs.font
            let primary = try ParagraphText.face(for: font, catalog: catalog)
            let compensation =
                font.family == .system
                ? SystemFontCompensation(face: primary, pointSize: font.pointSize) : .none
            let tracking = attrs.kern ?? FontCatalog.tracking(for: font)
            let features = ShapingFeatures(kerning: true, ligatures: true, tracking: tracking)
            let rtl = segment.level & 1 == 1
            for fontRun in FontFallback.runs(
                for: text, range: segment.range, primary: primary, catalog: catalog,
                language: styled.language) where !fontRun.range.isEmpty
            {
                // Only the face standing in for SF Pro is compensated; fallback faces (CJK,
                // emoji) stand in for iOS's own fallbacks and keep the nominal size.
                let c = fontRun.face === primary ? compensation : .none
                var run = TextShaper.shape(
                    text, range: fontRun.range, face: fontRun.face,
                    size: font.pointSize * c.advanceScale, rightToLeft: rtl,
                    language: styled.language, features: features,
                    glyphScale: c.glyphScale / c.advanceScale,
                    digitAdvanceScale: c.digitAdvanceScale)
                run.bidiLevel = segment.level
                for g in run.glyphs {
                    let i = g.cluster - range.lowerBound
                    guard i >= 0 && i < n else { continue }
                    advances[i] += g.xAdvance
                    starts[i] = true
                }
                // Line metrics at the nominal size, whatever the glyph size: line heights and
                // baselines must not move with the compensation.
                let m = ParagraphText.metrics(fontRun.face, size: font.pointSize)
                items.append(
                    Item(
                        run: run, color: attrs.color, ascent: m.ascent, descent: m.descent, lineGap: m.lineGap,
                        attributes: attrs, face: fontRun.face, features: features, compensation: c))
            }
        }
        var prefix = [Double](repeating: 0, count: n + 1)
        var sum = 0.0
        for i in 0..<n {
            sum += advances[i]
            prefix[i + 1] = sum
        }
        self.items = items
        self.prefix = prefix
        clusterStart = starts
    }

    var isRightToLeft: Bool { bidi.isRightToLeft }

    /// The advance of `a ..< b` (absolute offsets), as laid out in the unbroken paragraph.
    @inline(__always)
    func width(_ a: Int, _ b: Int) -> Double {
        prefix[b - range.lowerBound] - prefix[a - range.lowerBound]
    }

    /// The width of `a ..< b` as a line ending at `b`: the shaper adds tracking after every
    /// cluster, and the line's last cluster gives its tracking back (UIKit leaves none at
    /// the end of a line).
    func lineWidth(_ a: Int, _ b: Int) -> Double {
        guard b > a else { return 0 }
        return width(a, b) - items[itemIndex(at: b - 1)].features.tracking
    }

    /// Whether a line may end (and the next begin) at absolute offset `i`.
    @inline(__always)
    func isClusterBoundary(_ i: Int) -> Bool {
        i <= range.lowerBound || i >= range.upperBound || clusterStart[i - range.lowerBound]
    }

    /// `end` moved back over trailing whitespace, which hangs past the line's edge.
    func trimmingTrailingWhitespace(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start && ParagraphText.isHangingWhitespace(text[e - 1]) { e -= 1 }
        return e
    }

    /// `start` moved forward over whitespace (where a truncated suffix begins).
    func skippingLeadingWhitespace(_ start: Int, _ end: Int) -> Int {
        var s = start
        while s < end && ParagraphText.isHangingWhitespace(text[s]) { s += 1 }
        return s
    }

    /// The index of the item containing absolute offset `i`.
    func itemIndex(at i: Int) -> Int {
        var lo = 0
        var hi = items.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if items[mid].run.range.lowerBound <= i { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Characters that hang at the end of a line (UAX #14 spaces and tabs, bidi class WS/S,
    /// and the zero-width space): they neither count towards the line's width nor take part
    /// in alignment.
    static func isHangingWhitespace(_ u: UInt16) -> Bool {
        switch u {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// A face for a font, falling back to the system face of the same weight when a named
    /// family is not installed (documented fallback: a missing family never fails layout;
    /// the render's font list names what was really used). Throws only when the catalog
    /// has no face at all.
    static func face(for font: Font, catalog: FontCatalog) throws(FontError) -> FontFace {
        if let f = try? catalog.face(for: font) { return f }
        return try catalog.systemFace(weight: font.weight, italic: font.isItalic, pointSize: font.pointSize)
    }

    /// Ascent and descent (both positive) and line gap of a face at a size, in points, from
    /// the font's horizontal header metrics.
    static func metrics(_ face: FontFace, size: Double) -> (ascent: Double, descent: Double, lineGap: Double) {
        let s = size / face.unitsPerEm
        return (face.ascender * s, -face.descender * s, face.lineGap * s)
    }

    /// A stretch with one set of attributes, one bidi level and one script: the unit that
    /// is shaped (after font fallback splits it further).
    struct Segment {
        var range: Range<Int>
        var attributes: StyledText.Attributes
        var level: UInt8
    }

    /// Splits `range` where the attribute run, the bidi level or the script changes.
    /// Common and inherited characters (spaces, punctuation, marks) join the script of
    /// the text before them (or after them at the start), as HarfBuzz expects one script
    /// per buffer.
    static func segments(_ styled: StyledText, range: Range<Int>, levels: [UInt8]) -> [Segment] {
        guard !range.isEmpty else { return [] }
        let text = styled.utf16
        let base = range.lowerBound
        var out: [Segment] = []
        var runIndex = styled.runIndex(at: base)
        var segStart = base
        var segScript: Int32 = -1  // -1: only common characters so far
        var i = base
        while i < range.upperBound {
            let u = text[i]
            var scalar = UInt32(u)
            var width = 1
            if UTF16.isLeadSurrogate(u), i + 1 < range.upperBound, UTF16.isTrailSurrogate(text[i + 1]) {
                scalar = 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(text[i + 1]) - 0xDC00)
                width = 2
            }
            let script = ParagraphText.script(of: scalar)
            var cut = false
            if i > segStart {
                if styled.runs[runIndex].range.upperBound <= i {
                    cut = true
                } else if levels[i - base] != levels[segStart - base] {
                    cut = true
                } else if script > 1 && segScript > 1 && script != segScript && !ParagraphText.isEmojiScalar(scalar) {
                    cut = true
                }
            }
            if cut {
                out.append(
                    Segment(
                        range: segStart..<i, attributes: styled.runs[runIndex].attributes,
                        level: levels[segStart - base]))
                while styled.runs[runIndex].range.upperBound <= i { runIndex += 1 }
                segStart = i
                segScript = -1
            }
            if script > 1 && segScript <= 1 && !ParagraphText.isEmojiScalar(scalar) { segScript = script }
            i += width
        }
        out.append(
            Segment(
                range: segStart..<range.upperBound, attributes: styled.runs[runIndex].attributes,
                level: levels[segStart - base]))
        return out
    }

    /// ICU's script code, with a fast path for ASCII (letters are Latin, the rest Common).
    /// Han, Hiragana and Katakana count as one script (Japanese mixes them in every
    /// phrase, and HarfBuzz shapes them alike), so CJK text is not cut into tiny runs.
    static func script(of scalar: UInt32) -> Int32 {
        if scalar < 0x80 {
            let c = scalar | 0x20
            return c >= 0x61 && c <= 0x7A ? 25 : 0
        }
        let s = rc_script(scalar)
        return s == 20 || s == 22 || s == 54 ? 17 : s  // Hiragana, Katakana, Katakana_Or_Hiragana → Han
    }

    static func isEmojiScalar(_ scalar: UInt32) -> Bool {
        scalar >= 0x80 && rc_is_emoji(scalar) != 0
    }
}
