import TestSupport
import Testing
import Typesetting

/// Hostile input: invalid UTF-8, unpaired surrogates, empty and huge strings.
@Suite struct TextInputTests {
    @Test func validUTF8Decodes() throws {
        #expect(try TextInput.decodeUTF8(Array("héllo 👋 世界".utf8), source: "t") == "héllo 👋 世界")
        #expect(try TextInput.decodeUTF8([0xEF, 0xBB, 0xBF, 0x61], source: "t") == "a")
        #expect(try TextInput.decodeUTF8([], source: "t") == "")
    }

    @Test func invalidUTF8NamesTheByteOffset() {
        let cases: [([UInt8], Int)] = [
            ([0x61, 0x62, 0xFF], 2),  // never valid
            ([0x61, 0xC0, 0x80], 1),  // overlong NUL
            ([0xE0, 0x80, 0x80], 0),  // overlong 3-byte
            ([0x61, 0xED, 0xA0, 0x80], 1),  // UTF-16 surrogate D800
            ([0xF4, 0x90, 0x80, 0x80], 0),  // past U+10FFFF
            ([0x68, 0x69, 0xE2, 0x82], 2),  // truncated at the end
            ([0x80], 0)  // lone continuation
        ]
        for (bytes, offset) in cases {
            #expect(throws: TextInputError.invalidUTF8(source: "spec.json", offset: offset)) {
                try TextInput.decodeUTF8(bytes, source: "spec.json")
            }
        }
        #expect(
            TextInputError.invalidUTF8(source: "spec.json", offset: 7).description
                == "spec.json: invalid UTF-8 at byte offset 7")
    }

    @Test func unpairedSurrogatesBecomeReplacementCharacters() {
        let attrs = StyledText.Attributes(font: .systemFont(ofSize: 17))
        let t = StyledText(utf16: [0x61, 0xD800, 0x62, 0xDC00, 0xD83D, 0xDC4B, 0xD83D], attributes: attrs)
        #expect(t.utf16 == [0x61, 0xFFFD, 0x62, 0xFFFD, 0xD83D, 0xDC4B, 0xFFFD])
        #expect(t.string == "a\u{FFFD}b\u{FFFD}👋\u{FFFD}")
        let l = TextLayoutEngine.layout(t, style: .wrapping, width: 200)
        #expect(l.lines.count == 1 && l.lines[0].text == t.string)
    }

    @Test func emptyAndWhitespaceOnly() {
        let font = Font.systemFont(ofSize: 17)
        #expect(TextLayoutEngine.layout(StyledText("", font: font), style: .wrapping, width: 100).size == .zero)
        let spaces = TextLayoutEngine.layout(StyledText("   ", font: font), style: .wrapping, width: 100)
        #expect(spaces.lines.count == 1 && spaces.size.width == 0 && spaces.size.height > 0)
        // Zero and negative widths still make progress: one grapheme per line.
        let zero = TextLayoutEngine.layout(StyledText("abc", font: font), style: .wrapping, width: 0)
        #expect(zero.lines.map(\.text) == ["a", "b", "c"])
        let negative = TextLayoutEngine.layout(StyledText("abc", font: font), style: .wrapping, width: -5)
        #expect(negative.lines.count == 3)
    }

    @Test func largeTextLaysOutEveryCharacterOnce() {
        // 100 KB of words in one paragraph (the 1 MB timing is in the benchmark, not here).
        let word = "lorem ipsum dolor sit amet "
        let s = String(repeating: word, count: 100_000 / word.count)
        let l = TextLayoutEngine.layout(StyledText(s, font: .systemFont(ofSize: 17)), style: .wrapping, width: 320)
        #expect(l.lines.count > 1000)
        // Lines tile the text without gaps or overlaps.
        var next = 0
        for line in l.lines {
            #expect(line.range.lowerBound == next)
            next = line.range.upperBound
        }
        #expect(next == s.utf16.count)
    }
}
