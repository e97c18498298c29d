import Raster

/// Why a symbol could not be resolved.
public enum SymbolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No SF Symbol name in ``SymbolNameMapping`` and no Material Icons name (after
    /// `material:`) matches; `suggestions` are the closest known names, best first.
    case unknownName(String, suggestions: [String])
    /// The name maps to a Material Icons glyph the installed font does not have (an older
    /// or newer font than the name list).
    case missingGlyph(name: String, materialName: String)
    /// The Material Icons font could not be found or opened.
    case fontUnavailable(searched: [String])
    /// The symbol set (Phosphor's SVG files) is not installed where it was looked for.
    case symbolSetUnavailable(searched: [String])
    /// A symbol file could not be read or is not an SVG this reader accepts; `reason` says
    /// what and where in the file.
    case invalidSymbolFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownName(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "\"\($0)\"" }.joined(separator: ", "))?"
            return "unknown symbol name \"\(name)\"\(hint)"
        case .missingGlyph(let name, let materialName):
            return "symbol \"\(name)\" maps to Material Icons \"\(materialName)\", which the installed font does not have"
        case .fontUnavailable(let searched):
            return "Material Icons font not found (looked in \(searched.joined(separator: ", ")) and the font catalog); "
                + "install the Debian package fonts-material-design-icons-iconfont (scripts/setup) or use the release "
                + "archive's data folder (render-cells doctor says where it looks)"
        case .symbolSetUnavailable(let searched):
            return "the symbol set (Phosphor Icons SVGs) was not found in \(searched.joined(separator: ", ")); "
                + "run scripts/setup, which installs PyPI's py-phosphor-icons there, or use the release archive's data "
                + "folder (render-cells doctor says where it looks)"
        case .invalidSymbolFile(let path, let reason):
            return "symbol file \(path): \(reason)"
        }
    }
}
