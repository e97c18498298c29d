import Foundation

// What every offline page and XML report needs to put text and pictures inside itself:
// text escaped for HTML and XML, and PNG bytes as a data URI, so a page opens from
// `file://` with no side files and no network.

/// Escaping and embedding for the offline pages and XML reports.
package enum HTMLText {
    /// `s` safe inside HTML or XML text and attribute values: the five special characters
    /// escaped, control characters other than tab and line breaks dropped (they have no
    /// place in a page, and XML 1.0 forbids them even escaped).
    package static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
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
