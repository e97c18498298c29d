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
                i += 1
                continue
            case 0x00..<0x20, 0x7F: replacement = "\u{FFFD}"
            case 0xEF where isNonCharacter(utf8, at: i):
                // The three bytes of U+FFFE or U+FFFF.
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                i += 3
                start = i
                continue
            default:
                i += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
            replacement.withUTF8Buffer { out.append(contentsOf: $0) }
            i += 1
            start = i
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
    }

    /// Where the first byte that ``escape(_:attribute:)`` replaces is, nil when there is none.
    /// A byte below 64 is looked up in a mask of 64 bits (the C0 controls, `"`, `&`, `'`,
    /// `<`, `>`), one above it compared with DEL and the lead byte of U+FFFE/U+FFFF: a
    /// failing run's page and JUnit file are megabytes of text that needs nothing.
    private static func firstToEscape(_ utf8: UnsafeBufferPointer<UInt8>, attribute: Bool) -> Int? {
        let below64 = attribute ? attributeBelow64 : textBelow64
        for i in 0..<utf8.count {
            let b = utf8[i]
            if b < 64 {
                if below64 & (1 << UInt64(b)) != 0 { return i }
            } else if b == 0x7F || (b == 0xEF && isNonCharacter(utf8, at: i)) {
                return i
            }
        }
        return nil
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
