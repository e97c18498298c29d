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

    private static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
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

    /// PNG bytes as a `data:` URI for an `<img src>`.
    package static func pngDataURI(_ png: [UInt8]) -> String {
        "data:image/png;base64," + Data(png).base64EncodedString()
    }
}
