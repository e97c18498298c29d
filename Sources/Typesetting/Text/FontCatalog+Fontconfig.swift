import CFontconfig
import Foundation

extension FontCatalog {
    /// Family/weight/slant matching through fontconfig.
    ///
    /// Only the query's family, weight, slant and width take part: the user's
    /// substitution rules (FcConfigSubstitute: aliases, "prefer" lists) are skipped and the
    /// locale's language is removed from the pattern, because either could make the same
    /// request pick a different file on another machine or under another `LANG`. The
    /// match is accepted only if one of its family names equals the request.
    /// Not thread-safe by itself; the catalog calls it under its lock.
    final class FontconfigMatcher: CustomStringConvertible {
        private let config: OpaquePointer?

        init() {
            config = FcInitLoadConfigAndFonts()
        }

        deinit {
            if let config { FcConfigDestroy(config) }
        }

        var description: String { "fontconfig" }

        func match(family: String, weight: Int, italic: Bool) -> (path: String, index: Int)? {
            guard let config, let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            _ = family.withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                    FcPatternAddString(pattern, FC_FAMILY, $0)
                }
            }
            FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(weight)))
            FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
            FcPatternAddInteger(pattern, FC_WIDTH, FC_WIDTH_NORMAL)
            FcDefaultSubstitute(pattern)
            FcPatternDel(pattern, FC_LANG)
            var result = FcResultNoMatch
            guard let font = FcFontMatch(config, pattern, &result), result == FcResultMatch else { return nil }
            defer { FcPatternDestroy(font) }
            var familyMatches = false
            var i: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(font, FC_FAMILY, i, &value) == FcResultMatch, let value {
                let name = String(cString: value)
                if name.compare(family, options: .caseInsensitive) == .orderedSame {
                    familyMatches = true
                    break
                }
                i += 1
            }
            guard familyMatches else { return nil }
            return location(of: font)
        }

        /// Fontconfig's default sans-serif face, for when no known family exists at all.
        func anyFont() -> (path: String, index: Int)? {
            guard let config, let pattern = FcNameParse("sans-serif") else { return nil }
            defer { FcPatternDestroy(pattern) }
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let font = FcFontMatch(config, pattern, &result), result == FcResultMatch else { return nil }
            defer { FcPatternDestroy(font) }
            return location(of: font)
        }

        private func location(of font: OpaquePointer) -> (path: String, index: Int)? {
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
            var index: Int32 = 0
            if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
            return (String(cString: file), Int(index))
        }
    }
}
