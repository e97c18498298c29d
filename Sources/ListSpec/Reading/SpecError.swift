import RenderCells

/// Why a spec could not be read, checked or rendered, said so that the user can find the
/// place and fix it: the file, the line and column, the field path
/// (`sections[2].items[5].variant`) and what was expected.
///
/// ``description`` is the compiler-style line the CLI prints after `error: `:
/// `spec.yaml:12:14: sections[0].items[1].variant: unknown variant 'cel'; expected one of …`.
/// Parts that do not apply (no location for an unreadable file, no path for a YAML
/// syntax error) are left out.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The spec file, as the user named it ("<input>" for specs parsed from memory).
    public var file: String
    /// Where in the file, when the problem has a place.
    public var location: SpecLocation?
    /// The field path from the document root, e.g. `sections[2].items[5].variant`; empty
    /// for problems of the text itself (syntax, encoding, limits found before parsing).
    public var path: String
    /// What is wrong and what was expected, in one sentence without a final full stop.
    public var message: String

    public init(file: String, location: SpecLocation? = nil, path: String = "", message: String) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
    }

    public var description: String {
        var out = file
        if let location { out += ":\(location)" }
        out += ": "
        if !path.isEmpty { out += "\(Self.abbreviated(path)): " }
        return out + message
    }

    /// `path` with the middle of a very deep outline elided, so that a message about
    /// level 65 stays readable: `sections[0].items[0].children[0] … (58 more) … .children`.
    static func abbreviated(_ path: String) -> String {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 10 else { return path }
        let head = parts.prefix(4).joined(separator: ".")
        let tail = parts.suffix(4).joined(separator: ".")
        return "\(head).….\(tail) (\(parts.count - 8) levels elided)"
    }
}
