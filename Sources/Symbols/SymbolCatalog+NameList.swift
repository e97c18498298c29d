import Foundation
import Raster

extension SymbolCatalog {
    /// The name → codepoint pairs of the Sass map Material Icons ships
    /// (`"star": e838,` one per line); other lines are ignored.
    public static func parseNameList(_ text: String) -> [String: UInt32] {
        var out: [String: UInt32] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.first == "\"", let close = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
            let name = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
            var rest = trimmed[trimmed.index(after: close)...].drop { $0 == " " }
            guard rest.first == ":" else { continue }
            rest = rest.dropFirst().drop { $0 == " " }
            let hex = rest.prefix { $0.isHexDigit }
            guard !name.isEmpty, !hex.isEmpty, let value = UInt32(hex, radix: 16) else { continue }
            out[name] = value
        }
        return out
    }
}
