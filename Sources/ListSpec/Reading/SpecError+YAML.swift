import RenderCells
import Yams

extension SpecError {
    /// A Yams (libyaml) error as a spec error at the place libyaml reports, with its
    /// problem and context in one sentence.
    init(yaml error: Error, file: String, text: String) {
        guard let error = error as? YamlError else {
            self.init(file: file, message: "cannot parse YAML: \(error)")
            return
        }
        func location(_ mark: Mark) -> SpecLocation { SpecLocation(line: mark.line, column: mark.column) }
        func context(_ c: YamlError.Context?) -> String {
            guard let c else { return "" }
            return " (\(c.text) at line \(c.mark.line), column \(c.mark.column))"
        }
        switch error {
        case .scanner(let c, let problem, let mark, _), .parser(let c, let problem, let mark, _),
            .composer(let c, let problem, let mark, _):
            if problem == "but found another document" {
                self.init(
                    file: file, location: location(mark),
                    message: "a second YAML document starts here; a spec is one document")
            } else if problem.hasPrefix("Maximum nesting level reached") {
                self.init(
                    file: file, location: location(mark),
                    message: "the document nests more than \(SpecLimits.maxYAMLNesting) levels deep, the limit "
                        + "(outlines may nest at most \(SpecLimits.maxOutlineDepth) levels)")
            } else {
                self.init(file: file, location: location(mark), message: "YAML syntax: \(problem)\(context(c))")
            }
        case .reader(let problem, let offset, _, _):
            // libyaml's offset, converted by Yams into Characters of the text.
            let at = offset.map { Self.location(ofCharacter: $0, in: text) }
            self.init(file: file, location: at, message: "YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let c):
            // Yams marks the first occurrence; point at the repeat when it can be found.
            let key = duplicates.first ?? ""
            let first = location(c.mark)
            let again = Self.repeatedKey(key, after: first, in: text)
            self.init(
                file: file, location: again ?? first,
                message: "duplicate key '\(key)'"
                    + (again == nil ? "" : " (first given at line \(first.line), column \(first.column))")
                    + "; each key may be given once in a mapping")
        case .memory:
            self.init(file: file, message: "out of memory while parsing YAML")
        default:
            self.init(file: file, message: "cannot parse YAML: \(error)")
        }
    }

    /// Where `key` is given again in the block (or pretty-printed JSON) mapping whose key
    /// starts at `first`: the next line at the same indentation that starts with the key,
    /// before the mapping ends. Nil when there is none (e.g. a one-line flow mapping).
    static func repeatedKey(_ key: String, after first: SpecLocation, in text: String) -> SpecLocation? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = first.column - 1
        var n = first.line  // lines[n] is line n + 1
        while n < lines.count {
            let line = lines[n].unicodeScalars
            let leading = line.prefix { $0 == " " || $0 == "-" }.count
            let body = String(String.UnicodeScalarView(line.dropFirst(leading)))
            let blank = body.allSatisfy { $0 == " " || $0 == "\r" } || body.hasPrefix("#")
            if !blank {
                if leading < indent { return nil }
                if leading == indent,
                    body.hasPrefix(key + ":") || body.hasPrefix("\"\(key)\"") || body.hasPrefix("'\(key)'")
                {
                    return SpecLocation(line: n + 1, column: indent + 1)
                }
            }
            n += 1
        }
        return nil
    }

    /// Line and column of the `offset`-th Character of `text`.
    static func location(ofCharacter offset: Int, in text: String) -> SpecLocation {
        var line = 1
        var column = 1
        for ch in text.prefix(offset) {
            if ch == "\n" || ch == "\r\n" {
                line += 1
                column = 1
            } else {
                column += ch.unicodeScalars.count
            }
        }
        return SpecLocation(line: line, column: column)
    }
}
