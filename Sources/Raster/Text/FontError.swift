/// Why a font could not be used.
public enum FontError: Error, CustomStringConvertible, Equatable, Sendable {
    case cannotOpen(path: String, code: Int32)
    case libraryFailed(code: Int32)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let code): return "cannot open font file \(path) (FreeType error \(code))"
        case .libraryFailed(let code): return "FreeType could not start (error \(code))"
        }
    }
}
