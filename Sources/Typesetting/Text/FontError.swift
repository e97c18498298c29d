/// Why a font could not be used.
public enum FontError: Error, CustomStringConvertible, Equatable, Sendable {
    case cannotOpen(path: String, code: Int32)
    case libraryFailed(code: Int32)
    /// No installed face (fontconfig) or scanned face (explicit directories) has this family name.
    case familyNotFound(String)
    /// No face could be used at all: `source` names where fonts were looked for and
    /// `detail` what was found there.
    case noUsableFont(source: String, detail: String)
    /// A font file in a folder catalog that cannot be used, and why; the catalog's other
    /// faces are fine, so the file itself is at fault.
    case unreadableFontFile(path: String, detail: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let code): return "cannot open font file \(path) (FreeType error \(code))"
        case .libraryFailed(let code): return "FreeType could not start (error \(code))"
        case .familyNotFound(let family): return "no font of family \"\(family)\" is installed"
        case .noUsableFont(let source, let detail): return "no usable font in \(source): \(detail)"
        case .unreadableFontFile(let path, let detail): return "\(path): cannot use it as a font: \(detail)"
        }
    }
}
