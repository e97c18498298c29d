import SnapshotCore
import Testing

/// The escaper looks for the next byte to replace eight bytes at a time, so a character is
/// put at every place of a word, alone and beside others, and the page's and JUnit's
/// bytes are held to the scalar-by-scalar escaper (`HTMLTextEscapeTests.scalarEscape`).
@Suite struct HTMLTextScanTests {
    /// Every ASCII character and the characters whose UTF-8 is near U+FFFE/U+FFFF's.
    static let characters: [Unicode.Scalar] =
        (0..<0x80).map { Unicode.Scalar($0)! } + [
            "\u{80}", "é", "\u{7FF}", "\u{EFBF}", "\u{F000}", "\u{FEFF}", "\u{FFBE}", "\u{FFEF}", "\u{FFFD}",
            "\u{FFFE}", "\u{FFFF}", "漢", "🎉", "\u{10FFFF}"
        ]

    static func check(_ s: String) {
        HTMLTextEscapeTests.check(s)
        var out = Array("<td>".utf8)
        HTMLText.appendEscaped(s, to: &out)
        #expect(out == Array("<td>".utf8) + Array(HTMLTextEscapeTests.scalarEscape(s, attribute: false).utf8))
        out = []
        HTMLText.appendEscaped(s, attribute: true, to: &out)
        #expect(out == Array(HTMLTextEscapeTests.scalarEscape(s, attribute: true).utf8))
    }

    @Test func everyCharacterAtEveryPlaceInAWord() {
        for c in Self.characters {
            for length in [1, 7, 8, 9, 15, 16, 17, 24] {
                for at in 0..<length {
                    var s = String.UnicodeScalarView(repeating: "a", count: at)
                    s.append(c)
                    s.append(contentsOf: String(repeating: "a", count: length - at - 1).unicodeScalars)
                    Self.check(String(s))
                }
            }
        }
    }

    /// Long text (a JUnit failure's details) with the characters to replace, the ones the
    /// word test may take for them (tab and line feed in text, other 0xEF lead bytes, bytes
    /// just beside the special ones) and plain runs, seeded.
    @Test func longMixedText() {
        var state: UInt64 = 0x6A09_E667_F3BC_C908
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let near: [Unicode.Scalar] = [
            "\u{1F}", " ", "!", "\"", "#", "%", "&", "'", "(", ";", "<", "=", ">", "?", "\u{7E}", "\u{7F}", "\t", "\n",
            "\r", "\u{0}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{EFBF}", "\u{F000}", "é", "→"
        ]
        for _ in 0..<2000 {
            var s = String.UnicodeScalarView()
            for _ in 0..<Int(next() % 200) {
                if next() % 6 == 0 {
                    s.append(near[Int(next() % UInt64(near.count))])
                } else {
                    s.append(contentsOf: String(repeating: "x", count: Int(next() % 20)).unicodeScalars)
                }
            }
            Self.check(String(s))
        }
    }

    /// Text that needs nothing comes back as it is, however long, and one character to
    /// replace at its very end is found.
    @Test func longPlainText() {
        let plain = String(repeating: "sections[0].items[12].text (text): font body 17pt → 20pt; y 1 → 2\n", count: 300)
        #expect(HTMLText.escape(plain) == plain)
        Self.check(plain + "<")
        Self.check(plain + "\u{FFFF}")
        Self.check(plain + "\u{EFBF}")
    }
}
