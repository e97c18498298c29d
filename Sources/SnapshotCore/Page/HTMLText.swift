import Foundation

// What every offline page and XML report needs to put text and pictures inside itself:
// text escaped for HTML and XML (one escaper for both, so a page and a JUnit file follow the
// same rule for the same hostile name), and PNG bytes as a data URI, so a page opens from
// `file://` with no side files and no network.

/// Escaping and embedding for the offline pages and XML reports.
package enum HTMLText {
    /// `s` safe inside HTML or XML text: the five special characters escaped, and the
    /// characters XML 1.0 forbids even escaped (C0 controls other than tab and line feed,
    /// DEL, U+FFFE, U+FFFF) shown as U+FFFD, so a reader sees that something was there.
    /// A carriage return is written as a reference, since XML readers would turn it into
    /// a line feed.
    package static func escape(_ s: String) -> String { escape(s, attribute: false) }

    /// `s` safe inside an XML attribute value (and an HTML one): as ``escape(_:)``, and tab
    /// and line feed written as references too, since XML's attribute-value normalisation
    /// would turn them into spaces.
    package static func escapeAttribute(_ s: String) -> String { escape(s, attribute: true) }

    /// Escapes on the UTF-8 bytes: a string that needs nothing (most names, paths and
    /// numbers) is returned as it is, and the rest is copied in runs between the bytes that
    /// need a replacement. U+FFFE and U+FFFF are the bytes EF BF BE and EF BF BF, which
    /// valid UTF-8 holds nowhere else. (Appending scalar by scalar took a failing run's
    /// report 2 ms a failure.)
    private static func escape(_ s: String, attribute: Bool) -> String {
        var text = s
        return text.withUTF8 { utf8 in
            guard let first = firstToEscape(utf8, attribute: attribute) else { return s }
            var out: [UInt8] = []
            out.reserveCapacity(utf8.count + utf8.count / 8 + 16)
            append(utf8, escapingFrom: first, attribute: attribute, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// ``escape(_:)``'s bytes appended to `out` (``escapeAttribute(_:)``'s when `attribute`),
    /// with no string made: for documents built as bytes (the report page's cards, JUnit's
    /// cases).
    package static func appendEscaped(_ s: String, attribute: Bool = false, to out: inout [UInt8]) {
        // A native string lends its bytes without being copied or made unique.
        let done: Void? = s.utf8.withContiguousStorageIfAvailable { appendEscaped($0, attribute: attribute, to: &out) }
        if done == nil {
            var text = s
            text.withUTF8 { appendEscaped($0, attribute: attribute, to: &out) }
        }
    }

    /// ``appendEscaped(_:attribute:to:)`` of text given as UTF-8 (a whole number of
    /// characters, so that U+FFFE and U+FFFF are never split).
    package static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, attribute: Bool = false, to out: inout [UInt8]) {
        if let first = firstToEscape(utf8, attribute: attribute) {
            append(utf8, escapingFrom: first, attribute: attribute, to: &out)
        } else {
            out.append(contentsOf: utf8)
        }
    }

    /// `utf8` escaped onto the end of `out`, `first` being the first byte that needs it.
    private static func append(
        _ utf8: UnsafeBufferPointer<UInt8>, escapingFrom first: Int, attribute: Bool, to out: inout [UInt8]
    ) {
        var start = 0
        var i = first
        // From one byte to replace to the next, the run between found eight bytes at a time
        // (``nextToEscape(_:from:attribute:)``): a failing screen's JUnit details are a few
        // kilobytes after their first quote or `>`.
        while i < utf8.count {
            let b = utf8[i]
            let replacement: StaticString
            switch b {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            case 0x09 where attribute: replacement = "&#9;"
            case 0x0A where attribute: replacement = "&#10;"
            case 0x0D: replacement = "&#13;"
            case 0x09, 0x0A:
                i = nextToEscape(utf8, from: i + 1, attribute: attribute)
                continue
            case 0x00..<0x20, 0x7F: replacement = "\u{FFFD}"
            case 0xEF where isNonCharacter(utf8, at: i):
                // The three bytes of U+FFFE or U+FFFF.
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                start = i + 3
                i = nextToEscape(utf8, from: start, attribute: attribute)
                continue
            default:
                i = nextToEscape(utf8, from: i + 1, attribute: attribute)
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
            replacement.withUTF8Buffer { out.append(contentsOf: $0) }
            start = i + 1
            i = nextToEscape(utf8, from: start, attribute: attribute)
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
    }

    /// Where the first byte that ``escape(_:attribute:)`` replaces is, nil when there is none.
    private static func firstToEscape(_ utf8: UnsafeBufferPointer<UInt8>, attribute: Bool) -> Int? {
        let i = nextToEscape(utf8, from: 0, attribute: attribute)
        return i < utf8.count ? i : nil
    }

    /// The index of the first byte at or after `start` that ``escape(_:attribute:)``
    /// replaces, or the count when there is none. A failing run's page and JUnit file are
    /// megabytes of text that needs nothing, so eight bytes are tested at a time
    /// (``mayNeedEscape(_:)``), and only a word that may hold one is looked at byte by byte:
    /// a byte below 64 in a mask of 64 bits (the C0 controls, `"`, `&`, `'`, `<`, `>`), one
    /// above it compared with DEL and the lead byte of U+FFFE/U+FFFF. Byte by byte
    /// throughout, this was most of the time the page and the JUnit file took to escape.
    static func nextToEscape(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int, attribute: Bool) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        let below64 = attribute ? attributeBelow64 : textBelow64
        let count = utf8.count
        var i = start
        while i < count {
            while i + 8 <= count, !mayNeedEscape(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) {
                i += 8
            }
            // The word that may hold one (a tab or line feed in text, a lead byte of another
            // character, or one to replace), or the last few bytes.
            let end = min(i + 8, count)
            while i < end {
                let b = base[i]
                if b < 64 {
                    if below64 & (1 << UInt64(b)) != 0 { return i }
                } else if b == 0x7F || (b == 0xEF && isNonCharacter(utf8, at: i)) {
                    return i
                }
                i += 1
            }
        }
        return count
    }

    /// Whether any byte of `word` may need escaping: is below 0x20, is `"`, `&`, `'`, `<`,
    /// `>` or DEL, or is 0xEF (U+FFFE and U+FFFF's lead byte). Never false for a word that
    /// holds one; true for some that do not (a tab or a line feed in text, an 0xEF that
    /// leads another character, a byte after one that matched), which are then read byte by
    /// byte. Each term has a byte's high bit set when that byte is the value tested for (or
    /// is below it, for 0x20), as in the usual test for a zero byte.
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x }
        let control = (word &- ones &* 0x20) & ~word
        let quote = zeroByte(word ^ (ones &* 0x22))
        // `&` and `'` (0x26, 0x27) differ only in the lowest bit, `<` and `>` (0x3C, 0x3E)
        // only in the second: each pair is one test with that bit set.
        let ampersandOrApostrophe = zeroByte((word | ones) ^ (ones &* 0x27))
        let angle = zeroByte((word | (ones &* 0x02)) ^ (ones &* 0x3E))
        let delete = zeroByte(word ^ (ones &* 0x7F))
        let nonCharacterLead = zeroByte(word ^ (ones &* 0xEF))
        return (control | quote | ampersandOrApostrophe | angle | delete | nonCharacterLead) & highs != 0
    }

    /// The bytes below 64 that attribute text escapes: every C0 control, `"`, `&`, `'`,
    /// `<` and `>`.
    private static let attributeBelow64: UInt64 =
        0xFFFF_FFFF | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E
    /// The same for text, where tab and line feed stay as they are.
    private static let textBelow64: UInt64 = attributeBelow64 & ~(1 << 0x09 | 1 << 0x0A)

    /// Whether the bytes at `i` are U+FFFE or U+FFFF.
    private static func isNonCharacter(_ utf8: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        i + 2 < utf8.count && utf8[i + 1] == 0xBF && (utf8[i + 2] == 0xBE || utf8[i + 2] == 0xBF)
    }

    /// PNG bytes as a `data:` URI for an `<img src>`.
    package static func pngDataURI(_ png: [UInt8]) -> String {
        "data:image/png;base64," + Data(png).base64EncodedString()
    }
}
