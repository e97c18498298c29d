import RenderCells
import Yams

// Reading the parsed YAML tree. A `SpecNode` is a node together with where it is: its
// field path from the root (`sections[2].items[5]`) and, through Yams' marks, its line
// and column, so that every check can throw an error that names both. The readers are
// strict on purpose: unknown keys, duplicate keys, a string where a number belongs, a
// quoted "390" for a width, are all errors, because a typo silently ignored is a picture
// silently wrong.

/// A node of the parsed spec with its field path, for reading values with errors that
/// say where.
struct SpecNode {
    let node: Node
    /// The field path from the document root; empty for the root.
    let path: String
    /// The state of the read this node belongs to (file name, counts, decoded images).
    let context: SpecContext

    /// The spec file's name as the user gave it.
    var file: String { context.file }

    /// Where the node starts in the file.
    var location: SpecLocation? {
        node.mark.map { SpecLocation(line: $0.line, column: $0.column) }
    }

    /// An error at this node.
    func error(_ message: String) -> SpecError {
        SpecError(file: file, location: location, path: path, message: message)
    }

    /// The child at `key`, with the path extended.
    func child(_ node: Node, key: String) -> SpecNode {
        SpecNode(node: node, path: path.isEmpty ? key : "\(path).\(key)", context: context)
    }

    /// The element at `index` of a sequence, with the path extended.
    func element(_ node: Node, index: Int) -> SpecNode {
        SpecNode(node: node, path: "\(path)[\(index)]", context: context)
    }

    /// What kind of node this is, for "expected …, got …" messages.
    var kindDescription: String {
        switch node {
        case .scalar(let s):
            if isNull { return "null" }
            return s.style == .plain ? "'\(Self.shown(s.string))'" : "the string \"\(Self.shown(s.string))\""
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// Whether the node is YAML's null: an unquoted `~`, `null` or nothing at all.
    var isNull: Bool {
        guard case .scalar(let s) = node, s.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(s.string)
    }
}

extension SpecNode {
    /// The node's mapping read as fields, after checking that every key is a plain string,
    /// none repeats and each is one of `allowed`.
    ///
    /// An unknown key names the allowed ones and suggests the nearest, so `secondaryTxt`
    /// says "did you mean 'secondaryText'?".
    func fields(allowed: [String], what: String) throws(SpecError) -> SpecFields {
        try fields(allowing: allowed, what: what)
    }

    /// The node's mapping read as fields whose keys are names the spec itself declares
    /// (custom traits, custom states): any plain key, each at most once.
    func namedFields(what: String) throws(SpecError) -> SpecFields {
        try fields(allowing: nil, what: what)
    }

    private func fields(allowing allowed: [String]?, what: String) throws(SpecError) -> SpecFields {
        guard case .mapping(let mapping) = node else {
            let shape = allowed.map { "a mapping of \(Self.list($0))" } ?? "a mapping of names to values"
            throw error("expected \(what) (\(shape)), got \(kindDescription)")
        }
        var values: [String: SpecNode] = [:]
        var order: [String] = []
        for (keyNode, valueNode) in mapping {
            let keyCursor = SpecNode(node: keyNode, path: path, context: context)
            guard case .scalar(let keyScalar) = keyNode else {
                throw keyCursor.error("keys must be plain names, got \(keyCursor.kindDescription)")
            }
            let key = keyScalar.string
            let keyAt = SpecNode(node: keyNode, path: path.isEmpty ? key : "\(path).\(key)", context: context)
            if let allowed, !allowed.contains(key) {
                throw keyAt.error(
                    "unknown field '\(Self.shown(key))' in \(what); expected one of \(Self.list(allowed))"
                        + Self.suggestion(for: key, among: allowed))
            }
            guard values[key] == nil else {
                let first = values[key]!.location.map { " (first given at line \($0.line))" } ?? ""
                throw keyAt.error("duplicate key '\(key)'\(first)")
            }
            values[key] = child(valueNode, key: key)
            order.append(key)
        }
        return SpecFields(node: self, values: values, order: order)
    }

    /// The node's elements, after checking it is a list of at most `limit` elements.
    func elements(what: String, limit: Int? = nil) throws(SpecError) -> [SpecNode] {
        guard case .sequence(let sequence) = node else {
            throw error("expected \(what) (a list), got \(kindDescription)")
        }
        if let limit, sequence.count > limit {
            throw error("\(sequence.count) \(what) is over the limit of \(limit)")
        }
        return sequence.enumerated().map { element($1, index: $0) }
    }

    /// The user's text for a message: at most 40 characters, so that a 10,000-character
    /// value does not drown the message.
    static func shown(_ text: String) -> String {
        text.count <= 40 ? text : text.prefix(39) + "…"
    }

    /// `a, b, c` for an error message, shortened past 24 names (every field list fits).
    static func list(_ names: [String]) -> String {
        names.count <= 24 ? names.joined(separator: ", ") : names.prefix(24).joined(separator: ", ") + ", …"
    }

    /// "; did you mean 'x'?" when one of `candidates` is close to `word`, else "".
    static func suggestion(for word: String, among candidates: [String]) -> String {
        SpellingSuggestion.nearest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
