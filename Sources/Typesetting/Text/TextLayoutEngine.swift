// The paragraph layout stage: styled text + paragraph style + width → positioned lines.
//
// Pipeline, once per layout pass (TextLayoutPass):
//   1. split the text into paragraphs at hard breaks (\n, \r\n, \r, U+2028, U+2029, VT,
//      FF, NEL);
//   2. per paragraph (ParagraphText): UAX #9 levels (ICU), itemize by attributes, bidi
//      level and script, font fallback per cluster (FontFallback), shape each item once
//      (HarfBuzz), and keep prefix sums of the cluster advances;
//   3. break lines greedily at UAX #14 opportunities from those sums (LineBreaker),
//      truncating the last allowed line;
//   4. per line: cut the glyphs out of the shaped items, reorder the pieces visually
//      (UAX #9 L2), align, justify, and place the baseline.
// Fitting the font size (adjustsFontSizeToFitWidth) repeats the pass at other scales.
//
// Line-break modes, as UILabel applies them:
// - wordWrap / charWrap wrap every line (charWrap at grapheme boundaries); lines past
//   numberOfLines are dropped without an ellipsis (isTruncated is set).
// - truncateTail / clip wrap by words and cut only the last allowed line, which takes the
//   rest of its paragraph: "…" after the longest grapheme prefix that fits (the space
//   before it dropped), or the graphemes up to the edge plus the one crossing it (drawing
//   clips at the line frame, which is exactly as wide as the room).
// - truncateHead / truncateMiddle: meant for one line ("…end", "sta…end"); with more lines
//   the earlier lines wrap by words and the last line's text is truncated at its head or
//   middle, as UIKit does. The middle keeps up to half the room at the start and fills
//   the rest from the end.
// - Later paragraphs cut off by numberOfLines also end the last line with "…".
// - The ellipsis is U+2026 shaped in the face and size at the start of the line (with
//   fallback if that face lacks it), coloured like that text; it sits at the paragraph's
//   end (tail) or start (head) in bidi terms, and between the two halves for middle.
// Trailing whitespace hangs (no width, no alignment). Tracking: the shaper adds it after
// every cluster; each line gives back the tracking of its last cluster, so "Hello" at
// 17 pt is 4 × −0.43 pt narrower than untracked, as UIKit draws it.
// Justified lines widen spaces only; lines without spaces (CJK) stay natural-aligned.
// Tabs advance by the font's tab glyph (no tab stops).

/// Lays out styled text in a width: line breaking, bidi, truncation, alignment, fitting.
public enum TextLayoutEngine {
    /// Lays out `text` in `width` points (`.infinity` for a single unconstrained measure).
    ///
    /// - Parameters:
    ///   - text: the paragraphs with their runs' fonts, colours and attributes.
    ///   - style: alignment, line limit, line breaking and truncation, writing direction.
    ///   - width: the width in points to break lines in; `.infinity` measures one line per
    ///     paragraph.
    ///   - environment: with the style's ``ParagraphStyle/baseWritingDirection`` unspecified
    ///     (UIKit's natural direction), each paragraph runs in the direction of its first
    ///     strong character, the layout direction when it has none, and natural alignment
    ///     follows the layout direction; Bold Text
    ///     (`legibilityWeight == .bold`) makes system-font runs one weight heavier.
    ///     Fonts are otherwise used as given: resolve Dynamic Type (``Font/resolved(for:)``)
    ///     before calling. Colours are not resolved here.
    ///   - catalog: where fonts come from; a named family it lacks falls back to the
    ///     system face of the same weight (visible in the catalog's ``FontCatalog/usedFonts()``).
    public static func layout(
        _ text: StyledText, style: ParagraphStyle, width: Double,
        environment: TextEnvironment = .standard, catalog: FontCatalog = .shared
    ) -> TextLayout {
        var text = text.transformed(style.transform)
        if environment.legibilityWeight == .bold { text = text.mappingFonts(boldText) }
        guard !text.isEmpty else { return .empty }
        let width = width.isNaN ? 0 : max(0, width)
        // An unspecified base writing direction is UIKit's `.natural`: each paragraph takes
        // the direction of its first strong character (UAX #9 P2–P3), and the layout
        // direction only when it has none. Natural alignment follows the layout direction.
        let direction: BidiParagraph.Direction
        let interfaceIsRightToLeft = environment.layoutDirection == .rightToLeft
        switch style.baseWritingDirection {
        case .leftToRight: direction = .leftToRight
        case .rightToLeft: direction = .rightToLeft
        case .unspecified: direction = interfaceIsRightToLeft ? .firstStrongOrRightToLeft : .firstStrong
        }
        let naturalIsRight =
            style.baseWritingDirection == .unspecified
            ? interfaceIsRightToLeft : style.baseWritingDirection == .rightToLeft
        func pass(_ percent: Int) -> TextLayoutPass.Result {
            do {
                return try TextLayoutPass(
                    text: text, style: style, width: width, direction: direction,
                    naturalAlignmentIsRight: naturalIsRight, catalog: catalog,
                    scale: Double(percent) / 100
                ).run()
            } catch {
                // No face at all (a data folder without fonts): nothing can be set, so the
                // text is empty; the checked render path refuses such a catalog before any
                // layout with FontCatalog.unusableFontsMessage, and ListLayout lists it.
                return TextLayoutPass.Result(layout: .empty, fits: true)
            }
        }
        let full = pass(100)
        // A minimum scale factor of 0 (the default) means no shrinking, as in UIKit.
        let lowest = Int((min(1, style.minimumScaleFactor) * 100).rounded(.up))
        guard style.adjustsFontSizeToFitWidth, !full.fits, style.minimumScaleFactor > 0, lowest < 100 else {
            return full.layout
        }
        // Binary search over whole percent steps, so the chosen size never depends on
        // floating-point convergence: the largest scale in lowest...99 that fits.
        var lo = max(1, lowest)
        var hi = 99
        var best: TextLayoutPass.Result?
        while lo <= hi {
            let mid = (lo + hi) / 2
            let r = pass(mid)
            if r.fits {
                best = r
                lo = mid + 1
            } else {
                hi = mid - 1
            }
        }
        return (best ?? pass(max(1, lowest))).layout
    }

    /// Bold Text makes the system font one weight heavier (Regular → Medium → Semibold →
    /// Bold …); named families are left alone.
    static func boldText(_ font: Font) -> Font {
        guard font.family == .system else { return font }
        let all = FontWeight.allCases
        let i = all.firstIndex(of: font.weight)!
        return font.withWeight(all[min(all.count - 1, i + 1)])
    }

    /// Paragraphs of `text`: content ranges (hard break excluded) and where the next
    /// paragraph starts. Text ending in a hard break ends with an empty paragraph, as
    /// TextKit gives a trailing newline a line of its own.
    static func paragraphs(_ text: [UInt16]) -> [(content: Range<Int>, next: Int)] {
        var out: [(Range<Int>, Int)] = []
        var start = 0
        var i = 0
        let n = text.count
        while i < n {
            switch text[i] {
            case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                out.append((start..<i, i + 1))
                start = i + 1
            case 0x0D:
                let next = i + 1 < n && text[i + 1] == 0x0A ? i + 2 : i + 1
                out.append((start..<i, next))
                start = next
                i = next - 1
            default: break
            }
            i += 1
        }
        out.append((start..<n, n))
        return out
    }
}
