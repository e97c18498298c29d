/// Why text from outside could not be used.
public enum TextInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not UTF-8: the first bad sequence starts at `offset` (bytes from the start).
    case invalidUTF8(source: String, offset: Int)

    public var description: String {
        switch self {
        case .invalidUTF8(let source, let offset):
            return "\(source): invalid UTF-8 at byte offset \(offset)"
        }
    }
}
