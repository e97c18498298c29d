import SnapshotCore
import Testing

/// The escaper works on UTF-8 bytes and hands back a string that needs nothing as it is;
/// its output must be what the scalar-by-scalar escaper wrote (`scalarEscape`, kept here as
/// the oracle), for text and for attributes, so every page and JUnit file keeps its bytes.
@Suite struct HTMLTextEscapeTests {
    /// The escaping as it was: one Unicode scalar at a time.
    static func scalarEscape(_ s: String, attribute: Bool) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t" where !attribute, "\n" where !attribute: out.unicodeScalars.append(scalar)
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func check(_ s: String) {
        #expect(HTMLText.escape(s) == scalarEscape(s, attribute: false), "\(s.debugDescription)")
        #expect(HTMLText.escapeAttribute(s) == scalarEscape(s, attribute: true), "\(s.debugDescription)")
        // The same bytes, not only equal strings (String's == is canonical equivalence).
        #expect(Array(HTMLText.escape(s).utf8) == Array(scalarEscape(s, attribute: false).utf8))
        #expect(Array(HTMLText.escapeAttribute(s).utf8) == Array(scalarEscape(s, attribute: true).utf8))
    }

    @Test func awkwardText() {
        for s in [
            "", "plain", "a&b<c>d\"e'f", "tab\tlf\ncr\r", "\u{0}\u{1}\u{1F}\u{7F}", "\u{FFFE}\u{FFFF}\u{FFFD}\u{FFFC}",
            "\u{EFBF}\u{FEFF}\u{2028}\u{2029}", "é 漢字 🎉 \u{10FFFF}", "</script><script>alert(1)</script>",
            "e\u{301} (decomposed) é (composed)", "\u{FFFF}", "x\u{FFFE}", "\u{FFFF}\u{FFFF}&", "\u{EF}\u{BF}"
        ] {
            Self.check(s)
        }
    }

    /// Seeded random strings over the characters the escaper treats apart and their
    /// UTF-8 neighbours (U+FFF0–U+FFFF share the lead bytes EF BF).
    @Test func randomText() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let pool: [Unicode.Scalar] =
            Array("a &<>\"'\t\n\ré漢🎉".unicodeScalars) + (0..<0x20).map { Unicode.Scalar($0)! }
            + (0xFFF0...0xFFFF).map { Unicode.Scalar($0)! } + ["\u{7F}", "\u{80}", "\u{EFBF}", "\u{BFBE}"]
        for _ in 0..<3000 {
            var s = String.UnicodeScalarView()
            for _ in 0..<Int(next() % 24) { s.append(pool[Int(next() % UInt64(pool.count))]) }
            Self.check(String(s))
        }
    }
}
