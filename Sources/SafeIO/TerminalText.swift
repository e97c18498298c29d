// Strings from input (spec keys and values, file names, a report's fields) reach a
// terminal in errors, progress lines and summaries. Written raw, ESC starts a control
// sequence (a new window title, a cleared screen, a cursor moved up over a real error),
// CR and LF start a fake `error:` line, BEL rings and NUL truncates. Each such character
// is shown as a Swift escape instead (`\u{1B}`), which is unambiguous and copyable.

/// Text made safe to print on a terminal.
package enum TerminalText {
    /// `text` with every control character written as `\u{…}`: C0 (U+0000–U+001F, LF
    /// included unless `keepingNewlines`), DEL, C1 (U+0080–U+009F) and the bidirectional
    /// overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder what follows them
    /// on the line. A backslash is left as it is.
    package static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar), !(keepingNewlines && scalar == "\n") {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether a terminal would act on `scalar` instead of showing it.
    package static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// The non-empty lines of `text`, as `text.split(separator: "\n")` gives them, found in
    /// its UTF-8 bytes: splitting by Character walks grapheme clusters, and `render-cells test`'s
    /// summary of a failing run (200 failures with their layout changes: 0.9 MB of messages
    /// with arrows and times signs) took 20 ms that way. A line feed ends a line unless a
    /// carriage return is before it: a CR LF pair is one Character, which is not "\n", and
    /// every other line feed is a Character of its own (a grapheme cluster always breaks
    /// around a control).
    package static func lines(of text: String) -> [String] {
        let bytes = Array(text.utf8)
        var out: [String] = []
        var start = 0
        for i in bytes.indices where bytes[i] == 0x0A && (i == 0 || bytes[i - 1] != 0x0D) {
            if i > start { out.append(String(decoding: bytes[start..<i], as: UTF8.self)) }
            start = i + 1
        }
        if bytes.count > start { out.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return out
    }
}
