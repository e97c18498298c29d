import SafeIO
import Testing

@Suite struct TerminalTextTests {
    @Test func controlCharactersAreShownAsEscapes() {
        #expect(TerminalText.escaped("plain ü ✓ \\n") == "plain ü ✓ \\n")
        #expect(TerminalText.escaped("a\u{1B}]0;title\u{07}b") == "a\\u{1B}]0;title\\u{7}b")
        #expect(TerminalText.escaped("x\r\nerror: fake\0") == "x\\u{D}\\u{A}error: fake\\u{0}")
        #expect(TerminalText.escaped("\u{9B}2J\u{7F}\u{202E}") == "\\u{9B}2J\\u{7F}\\u{202E}")
        #expect(TerminalText.escaped("one\ntwo\u{1B}", keepingNewlines: true) == "one\ntwo\\u{1B}")
    }

    /// The lines are those of splitting by Character at "\n", on seeded text made of what
    /// decides them: line feeds, carriage returns (a CR LF pair is one Character), combining
    /// marks (which join the character before them, but never a control), emoji sequences and
    /// plain letters; and on the edges (empty, only line feeds, a leading or trailing one).
    @Test func linesAreThoseOfSplittingByCharacter() {
        func reference(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }
        for text in ["", "\n", "\n\n\n", "a", "\na", "a\n", "a\r\nb", "\r\n", "\r\r\n\n", "a\n\u{301}b", "\u{301}\n"] {
            #expect(TerminalText.lines(of: text) == reference(text), "\(Array(text.unicodeScalars))")
        }
        let pool: [String] = ["\n", "\r", "\r\n", "\u{301}", "\u{200D}", "👩", "🏽", "a", "é", "→", " ", "\u{1B}"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<2000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 60) + Int((state >> 40) & 15) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pool[Int(state >> 33) % pool.count]
            }
            #expect(TerminalText.lines(of: text) == reference(text), "\(Array(text.unicodeScalars))")
        }
    }
}
