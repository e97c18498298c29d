import TestSupport
import Testing
import Typesetting

/// UAX #9 through ICU: levels, visual order of runs on a line, and paragraph direction.
@Suite struct BidiTests {
    static let font = Font.systemFont(ofSize: 17)

    static func layout(
        _ s: String, direction: LayoutDirection = .unspecified, alignment: TextAlignment = .natural,
        width: Double = 300, environment: TextEnvironment = .standard
    ) -> TextLayout {
        TextLayoutEngine.layout(
            StyledText(s, font: font),
            style: ParagraphStyle(
                alignment: alignment, lineBreakMode: .wordWrap, numberOfLines: 0,
                baseWritingDirection: direction),
            width: width, environment: environment)
    }

    /// The source text of each run of a line, in visual order.
    static func visualRuns(_ line: TextLine, _ s: String) -> [String] {
        let units = Array(s.utf16)
        return line.runs.map { String(decoding: units[$0.run.range], as: UTF16.self) }
    }

    @Test func levels() {
        let text = Array("abc אבג 123 def".utf16)
        let p = BidiParagraph(text, range: 0..<text.count, direction: .leftToRight)
        #expect(p.baseLevel == 0)
        // Hebrew is 1; the digits after it stay European numbers at level 2; the space
        // between them joins the right-to-left run.
        #expect(p.levels == [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 0, 0, 0, 0])
        let auto = BidiParagraph(Array("אבג abc".utf16), range: 0..<7, direction: .firstStrong)
        #expect(auto.baseLevel == 1 && auto.isRightToLeft)
        #expect(BidiParagraph(Array("abc".utf16), range: 0..<3, direction: .rightToLeft).levels == [2, 2, 2])
        #expect(BidiParagraph.visualOrder(of: [0, 1, 1, 2, 0]) == [0, 3, 2, 1, 4])
    }

    @Test func mixedDirectionOrderInLeftToRightParagraph() {
        let s = "abc אבג 123 def"
        let line = Self.layout(s).lines[0]
        // Visually: "abc ", then the right-to-left stretch reversed as a whole ("123",
        // " ", "אבג"), then " def". Hebrew comes from the fallback face (Inter has none).
        #expect(Self.visualRuns(line, s) == ["abc ", "123", " ", "אבג", " def"])
        #expect(line.runs.map(\.run.bidiLevel) == [0, 2, 1, 1, 0])
        #expect(line.runs[3].run.isRightToLeft && line.runs[3].run.face.familyName == "DejaVu Sans")
        // Runs abut, left to right.
        for (a, b) in zip(line.runs, line.runs.dropFirst()) { #expect(abs(a.x + a.width - b.x) < 1e-9) }
        // Right-to-left glyphs come out of HarfBuzz in visual order: last letter first.
        let hebrew = line.runs[3].run.glyphs.map(\.cluster)
        #expect(hebrew == hebrew.sorted(by: >))
    }

    @Test func rightToLeftParagraphAlignsRightAndReversesRuns() {
        let s = "שלום abc 123"
        let l = Self.layout(s, direction: .rightToLeft)
        let line = l.lines[0]
        #expect(abs(line.frame.maxX - 300) < 1e-9)
        // The Latin and digits read left to right, to the left of the Hebrew word.
        let runs = Self.visualRuns(line, s)
        #expect(runs.last == "שלום")
        #expect(runs.first?.hasPrefix("abc") == true)
        #expect(runs.joined().contains("123"))
        // The paragraph direction follows the interface direction when the style leaves it open.
        let rtl = TextEnvironment(layoutDirection: .rightToLeft)
        #expect(abs(Self.layout(s, environment: rtl).lines[0].frame.maxX - 300) < 1e-9)
        // An explicit left-to-right direction keeps natural alignment on the left.
        #expect(Self.layout(s, direction: .leftToRight).lines[0].frame.minX == 0)
        // `.left` is physical: left even in a right-to-left paragraph.
        #expect(Self.layout(s, direction: .rightToLeft, alignment: .left).lines[0].frame.minX == 0)
    }

    @Test func rightToLeftWrapsInLogicalOrder() {
        let s = "שלום עולם שלום עולם שלום עולם"
        let one = Self.layout("שלום עולם", direction: .rightToLeft, width: .infinity).size.width
        let l = Self.layout(s, direction: .rightToLeft, width: one + 1)
        #expect(l.lines.map(\.text) == ["שלום עולם", "שלום עולם", "שלום עולם"])
        for line in l.lines { #expect(abs(line.frame.maxX - (one + 1)) < 1e-9) }
    }

    @Test func arabicIsShapedRightToLeftWithJoining() {
        let s = "مرحبا بالعالم"
        let line = Self.layout(s, direction: .rightToLeft).lines[0]
        #expect(line.runs.allSatisfy { $0.run.bidiLevel == 1 })
        // Joining forms: the same letter shaped alone and inside a word gives different glyphs.
        let alone = Self.layout("م", direction: .rightToLeft).lines[0].runs[0].run.glyphs[0].glyph
        let initial = line.runs.last!.run.glyphs.last!.glyph  // "م" starts the first word, drawn rightmost
        #expect(alone != initial)
    }

    @Test func truncationInRightToLeftParagraph() {
        let s = "שלום עולם שלום עולם שלום עולם"
        let l = TextLayoutEngine.layout(
            StyledText(s, font: Self.font),
            style: ParagraphStyle(baseWritingDirection: .rightToLeft), width: 100)
        let line = l.lines[0]
        #expect(l.isTruncated && line.text.hasSuffix("…"))
        // The ellipsis ends the line in reading order: it is drawn leftmost.
        #expect(line.runs.first!.run.range.isEmpty)
        #expect(abs(line.frame.maxX - 100) < 1e-9)
        // Clipping a right-to-left line cuts its left end: the frame is the room, and the
        // first run starts before it.
        let clipped = TextLayoutEngine.layout(
            StyledText(s, font: Self.font),
            style: ParagraphStyle(lineBreakMode: .clip, baseWritingDirection: .rightToLeft),
            width: 100
        ).lines[0]
        #expect(clipped.frame.minX == 0 && clipped.frame.width == 100)
        #expect(clipped.runs[0].x < 0)
        let last = clipped.runs[clipped.runs.count - 1]
        #expect(abs(last.x + last.width - 100) < 1e-9)
    }

    @Test func bracketsAreMirroredInRightToLeftRuns() {
        // "(" inside right-to-left text is drawn with the ")" glyph (HarfBuzz applies
        // Bidi_Mirroring_Glyph when shaping an RTL run).
        let s = "אבג (דה)"
        let line = Self.layout(s, direction: .rightToLeft).lines[0]
        let units = Array(s.utf16)
        let open = units.firstIndex(of: 0x28)!
        let glyphs = line.runs.flatMap { $0.run.glyphs }
        let drawn = glyphs.first { $0.cluster == open }!
        let ltr = Self.layout("()", direction: .leftToRight).lines[0].runs[0].run.glyphs
        let face = line.runs.first { $0.run.glyphs.contains { $0.cluster == open } }!.run.face
        if face === Self.layout("()").lines[0].runs[0].run.face {
            #expect(drawn.glyph == ltr[1].glyph)
        } else {
            #expect(drawn.glyph == face.glyphIndex(for: ")"))
        }
    }
}
