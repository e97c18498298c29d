import SnapshotCore
import Testing

/// The report page's table is written as bytes: `appendEscaped` must append exactly the
/// bytes of `escape` (itself held to the scalar-by-scalar escaper by `HTMLTextEscapeTests`),
/// after whatever the buffer already holds, for text that needs escaping and text that
/// does not.
@Suite struct HTMLTextAppendTests {
    static func check(_ s: String, after prefix: [UInt8]) {
        var out = prefix
        HTMLText.appendEscaped(s, to: &out)
        #expect(out == prefix + Array(HTMLText.escape(s).utf8), "\(s.debugDescription)")
        #expect(out == prefix + Array(HTMLTextEscapeTests.scalarEscape(s, attribute: false).utf8))
    }

    @Test func awkwardText() {
        for s in [
            "", "plain", "a&b<c>d\"e'f", "tab\tlf\ncr\r", "\u{0}\u{1}\u{1F}\u{7F}", "\u{FFFE}\u{FFFF}\u{FFFD}\u{FFFC}",
            "é 漢字 🎉 \u{10FFFF}", "</script><script>alert(1)</script>", "x\u{FFFE}", "\u{FFFF}\u{FFFF}&",
            String(repeating: "frame.x ", count: 500) + "<", String(repeating: "a", count: 15)
        ] {
            for prefix in [[], Array("<td>".utf8), Array("é<".utf8)] { Self.check(s, after: prefix) }
        }
    }

    /// Every string of up to three characters over the ones the escaper treats apart and
    /// their UTF-8 neighbours, appended one after another into one buffer as the table
    /// writes them.
    @Test func everyShortStringInOneBuffer() {
        let alphabet: [String] = [
            "a", "&", "<", "\"", "'", "\t", "\n", "\r", "\u{1}", "\u{7F}", "é", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "漢"
        ]
        var out: [UInt8] = []
        var expected: [UInt8] = []
        var strings = [""]
        var longest = [""]
        for _ in 0..<3 {
            longest = longest.flatMap { s in alphabet.map { s + $0 } }
            strings += longest
        }
        for s in strings {
            HTMLText.appendEscaped(s, to: &out)
            expected += HTMLText.escape(s).utf8
        }
        #expect(out == expected)
        #expect(strings.count == 1 + 15 + 225 + 3375)
    }
}
