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
}
