import TestSupport
import Testing
import Typesetting

/// Which text lands on which line: word wrap, grapheme breaks, CJK, emoji, hard breaks and
/// every truncation mode, with widths in points at 17 pt (Inter 4.0 from scripts/setup).
///
/// Widths are derived from measured advances (``width(_:)``) where the exact strings are
/// the point, so a test states "the line holds exactly these words", not a magic number.
@Suite struct LineBreakingTests {
    static let font = Font.systemFont(ofSize: 17)

    static func layout(_ s: String, _ style: ParagraphStyle = .wrapping, width: Double, language: String? = nil)
        -> TextLayout
    {
        TextLayoutEngine.layout(StyledText(s, font: font, language: language), style: style, width: width)
    }

    static func lines(_ s: String, _ style: ParagraphStyle = .wrapping, width: Double, language: String? = nil)
        -> [String]
    {
        layout(s, style, width: width, language: language).lines.map(\.text)
    }

    /// The width of `s` set on one line.
    static func width(_ s: String) -> Double {
        layout(s, width: .infinity).size.width
    }

    static let fox = "The quick brown fox jumps over the lazy dog"

    @Test func englishWordWrap() {
        #expect(Self.lines(Self.fox, width: 150) == ["The quick brown", "fox jumps over the", "lazy dog"])
        // Exactly the width of a line: it still fits; a hair less pushes the last word down.
        let w = Self.width("The quick brown fox")
        #expect(Self.lines(Self.fox, width: w) == ["The quick brown fox", "jumps over the lazy", "dog"])
        #expect(Self.lines(Self.fox, width: w - 0.01) == ["The quick brown", "fox jumps over the", "lazy dog"])
    }

    /// The breaker against a naive oracle: greedy over words, measuring each candidate line
    /// by laying it out alone. Agreement at many widths shows the prefix-sum widths match
    /// real line widths (tracking at line ends included).
    @Test func wordWrapMatchesNaiveOracle() {
        let words = Self.fox.split(separator: " ").map(String.init)
        for width in stride(from: 80.0, through: 400, by: 7.5) {
            var expected: [String] = []
            var current = ""
            for word in words {
                let candidate = current.isEmpty ? word : current + " " + word
                if current.isEmpty || Self.width(candidate) <= width + 1e-6 {
                    current = candidate
                } else {
                    expected.append(current)
                    current = word
                }
            }
            expected.append(current)
            #expect(Self.lines(Self.fox, width: width) == expected, "width \(width)")
        }
    }

    @Test func longWordBreaksAtGraphemes() {
        let l = Self.layout("Supercalifragilisticexpialidocious", width: 100)
        #expect(l.lines.map(\.text) == ["Supercalifra", "gilisticexpiali", "docious"])
        for line in l.lines { #expect(line.frame.width <= 100) }
        // Each line is the longest prefix that fits: one more letter would not.
        #expect(Self.width("Supercalifrag") > 100)
        // Words around a long word still wrap at spaces.
        #expect(
            Self.lines("a Supercalifragilisticexpialidocious b", width: 100)
                == ["a", "Supercalifra", "gilisticexpiali", "docious b"])
        // A combining sequence is one grapheme: "e\u{301}" never splits.
        let accented = String(repeating: "e\u{301}", count: 30)
        for line in Self.lines(accented, width: 40) { #expect(line.unicodeScalars.first != "\u{301}") }
    }

    @Test func cjkBreaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        let text = "日本語のテキストです。改行のテストをします、よろしく。"
        let lines = Self.lines(text, width: 100, language: "ja")
        #expect(lines.joined() == text)
        #expect(lines.count == 5)
        for line in lines {
            #expect(!line.hasPrefix("。") && !line.hasPrefix("、"), "line starts with closing punctuation: \(line)")
            #expect(Self.width(line) <= 100 + 1e-6)
        }
        // Kinsoku: "。" cannot start a line, so when only "あいう" fits, "う" moves down with it.
        let w = Self.width("あいう") + 0.5
        #expect(Self.width("あいう。") > w)
        #expect(Self.lines("あいう。", width: w, language: "ja") == ["あい", "う。"])
        // Ideographs break anywhere: six per line at six ideographs' width.
        let han = String(repeating: "漢", count: 14)
        #expect(Self.lines(han, width: Self.width("漢漢漢漢漢漢") + 0.1) == ["漢漢漢漢漢漢", "漢漢漢漢漢漢", "漢漢"])
    }

    @Test func mixedScripts() {
        let text = "Hello 世界 and 한국어 text"
        let w = Self.width("Hello 世界") + 0.5
        // UAX #14 lets Hangul syllables break like ideographs (class H2/H3), so "한국어"
        // may split between syllables; Latin words only at spaces.
        #expect(Self.lines(text, width: w) == ["Hello 世界", "and 한국", "어 text"])
        // Each script is drawn with its own face.
        let families = Set(Self.layout(text, width: .infinity).lines[0].runs.map(\.run.face.familyName))
        #expect(families.contains("Inter"))
        #expect(families.count >= 2)
    }

    @Test func emojiSequencesAreNeverSplit() {
        let family = "👩‍👩‍👧‍👦"
        let thumb = "👍🏽"
        let flag = "🇯🇵"
        let text = family + thumb + family + flag + thumb
        // Char wrap at a tiny width puts one grapheme per line: each sequence stays whole.
        let lines = Self.lines(text, ParagraphStyle(lineBreakMode: .charWrap, numberOfLines: 0), width: 5)
        #expect(lines == [family, thumb, family, flag, thumb])
        // Word wrap between words with emoji.
        let words = "I \(thumb) my \(family) a lot"
        for width in stride(from: 5.0, through: 200, by: 5) {
            for line in Self.lines(words, width: width) {
                #expect(!line.hasPrefix("\u{200D}") && !line.hasSuffix("\u{200D}"))
                #expect(!line.unicodeScalars.contains { $0.value >= 0x1F3FB && $0.value <= 0x1F3FF } || line.contains(thumb))
            }
            let joined = Self.lines(words, width: width).joined().filter { $0 != " " }
            #expect(joined == words.filter { $0 != " " })
        }
    }

    @Test func hardLineBreaks() {
        #expect(Self.lines("one\ntwo\u{2028}three\r\nfour\rfive", width: 300) == ["one", "two", "three", "four", "five"])
        // Empty paragraphs keep their line, and a trailing newline adds one (TextKit).
        #expect(Self.lines("a\n\nb\n", width: 300) == ["a", "", "b", ""])
        let l = Self.layout("a\nb", width: 300)
        #expect(l.lines[0].range == 0..<2)
        #expect(l.lines[1].range == 2..<3)
        // A hard break inside wrapped text.
        #expect(
            Self.lines("The quick brown\nfox jumps over the lazy dog", width: 150)
                == ["The quick brown", "fox jumps over the", "lazy dog"])
    }

    @Test func tailTruncationOnTheLastAllowedLine() {
        let style = ParagraphStyle(lineBreakMode: .truncateTail, numberOfLines: 2)
        let l = Self.layout(Self.fox, style, width: 150)
        #expect(l.lines.map(\.text) == ["The quick brown", "fox jumps over th…"])
        #expect(l.isTruncated)
        #expect(!l.lines[0].isTruncated && l.lines[1].isTruncated)
        #expect(l.lines[1].frame.width <= 150)
        // The ellipsis is one more glyph, drawn after the text, in Inter.
        let last = l.lines[1].runs.last!
        #expect(last.run.glyphs.count == 1 && last.run.face.familyName == "Inter")
        // The line's range runs to the end of the text it hides.
        #expect(l.lines[1].range.upperBound == Self.fox.utf16.count)
        // Text that fits is not truncated.
        let short = Self.layout("The quick", style, width: 150)
        #expect(short.lines.map(\.text) == ["The quick"] && !short.isTruncated)
        // One line: a later paragraph that is cut off still shows the ellipsis.
        #expect(Self.lines("Short\nmore", ParagraphStyle(numberOfLines: 1), width: 150) == ["Short…"])
    }

    @Test func headAndMiddleTruncationOfOneLine() {
        #expect(Self.lines(Self.fox, ParagraphStyle(lineBreakMode: .truncateHead), width: 150) == ["…over the lazy dog"])
        #expect(Self.lines(Self.fox, ParagraphStyle(lineBreakMode: .truncateMiddle), width: 150) == ["The quic…lazy dog"])
        // Tail: the space before the cut is dropped, so "…" follows the last letter;
        // "The quick brown f…" would be wider than 150.
        #expect(Self.lines(Self.fox, ParagraphStyle(lineBreakMode: .truncateTail), width: 150) == ["The quick brown…"])
        #expect(Self.width("The quick brown f…") > 150)
        for mode in [LineBreakMode.truncateHead, .truncateMiddle, .truncateTail] {
            let l = Self.layout(Self.fox, ParagraphStyle(lineBreakMode: mode), width: 150)
            #expect(l.lines.count == 1 && l.isTruncated && l.lines[0].frame.width <= 150, "\(mode)")
        }
        // Multi-line head truncation truncates the last line's text (UIKit does the same).
        let head2 = Self.lines(Self.fox, ParagraphStyle(lineBreakMode: .truncateHead, numberOfLines: 2), width: 150)
        #expect(head2.count == 2 && head2[0] == "The quick brown" && head2[1].hasPrefix("…") && head2[1].hasSuffix("dog"))
    }

    @Test func clip() {
        let l = Self.layout(Self.fox, ParagraphStyle(lineBreakMode: .clip), width: 150)
        #expect(l.lines.count == 1 && l.isTruncated)
        let text = l.lines[0].text
        #expect(!text.contains("…"))
        #expect(Self.fox.hasPrefix(text))
        // Whole graphemes up to the edge plus the one crossing it.
        #expect(Self.width(String(text.dropLast())) < 150)
        #expect(Self.width(text) >= 150)
        #expect(l.lines[0].frame.width == 150)
        // Lines before the last wrap normally.
        let two = Self.lines(Self.fox, ParagraphStyle(lineBreakMode: .clip, numberOfLines: 2), width: 150)
        #expect(two[0] == "The quick brown" && two[1].hasPrefix("fox jumps over the l"))
    }

    @Test func charWrap() {
        let lines = Self.lines(Self.fox, ParagraphStyle(lineBreakMode: .charWrap, numberOfLines: 0), width: 150)
        #expect(
            lines.joined() == Self.fox.replacingOccurrences(of: " ", with: "")
                || lines.joined(separator: "").count <= Self.fox.count)
        #expect(lines[0] == "The quick brown fo")
        for (i, line) in lines.enumerated() where i + 1 < lines.count {
            // Every line but the last is the longest grapheme prefix that fits.
            let next = lines[i + 1]
            #expect(Self.width(line + String(next.first!)) > 150 || line.hasSuffix(" "))
        }
    }

    @Test func trailingSpacesHang() {
        let w = Self.width("Hello")
        let l = Self.layout("Hello      world", width: max(w, Self.width("world")) + 1)
        #expect(l.lines.map(\.text) == ["Hello", "world"])
        #expect(abs(l.lines[0].frame.width - w) < 1e-9)
        #expect(l.lines[0].range == 0..<11)
        // Right-aligned text ignores the hanging spaces.
        let r = TextLayoutEngine.layout(
            StyledText("Hello   ", font: Self.font), style: ParagraphStyle(alignment: .right),
            width: 200)
        #expect(abs(r.lines[0].frame.maxX - 200) < 1e-9)
    }

    @Test func breakOpportunitiesFromICU() {
        let text = Array("Hello world, 世界。".utf16)
        let o = LineBreakOpportunities(text, range: 0..<text.count)
        #expect(o.offsets == [6, 13, 14, 16])
        #expect(o.isHard == [false, false, false, false])
        let hard = Array("a\nb".utf16)
        #expect(LineBreakOpportunities(hard, range: 0..<3).isHard == [true, false])
        let g = LineBreakOpportunities.graphemeBoundaries(Array("e\u{301}👍🏽x".utf16), range: 0..<7)
        #expect(g == [2, 6, 7])
    }

    @Test func tighteningBeforeTruncation() {
        // 155 pt of text in 150: within NSParagraphStyle's 5 % tightening factor.
        let text = "The quick brown fox"
        #expect(Self.width(text) > 150 && Self.width(text) < 150 * 1.05)
        let tight = Self.layout(text, ParagraphStyle(allowsDefaultTighteningForTruncation: true), width: 150)
        #expect(tight.lines.map(\.text) == [text] && !tight.isTruncated)
        #expect(abs(tight.lines[0].frame.width - 150) < 1e-9)
        #expect(Self.lines(text, ParagraphStyle(), width: 150) == ["The quick brown…"])
        // Too far over: truncates even when tightening is allowed.
        #expect(
            Self.lines(Self.fox, ParagraphStyle(allowsDefaultTighteningForTruncation: true), width: 150)
                == ["The quick brown…"])
    }
}
