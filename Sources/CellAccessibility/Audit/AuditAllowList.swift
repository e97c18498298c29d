import Foundation

// An allow-list lets a team adopt the audit on an app that already has findings: each line
// accepts one rule for elements (and optionally variants) matching a pattern, and must say
// why. The file is input a pull request can change, so it is read strictly: UTF-8, at most
// 1 MiB and 10,000 entries, every error naming its line and column.
//
//     # rule            element                               variants   reason
//     text-contrast     sections[0].items[1].secondaryText    *-dark-*   brand grey, signed off by design (#123)
//     tap-target        sections[2].items[*].accessories[0]   *          the stepper is replaced in 2.0
//
// Patterns match whole ids with `*` standing for any run of characters.

/// Findings a team has accepted, each with a reason.
public struct AuditAllowList: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var rule: AuditRule
        public var element: String
        public var variants: String
        public var reason: String
        /// Where it was written: `file:line`.
        public var location: String

        public init(rule: AuditRule, element: String, variants: String = "*", reason: String, location: String = "") {
            self.rule = rule
            self.element = element
            self.variants = variants
            self.reason = reason
            self.location = location
        }
    }

    /// Why an allow-list cannot be used, at a place in its file.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String
        /// `file:line:column: message`, or `file: message` for the file as a whole (line 0).
        public var description: String { line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)" }

        public init(file: String, line: Int, column: Int, message: String) {
            self.file = file
            self.line = line
            self.column = column
            self.message = message
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    public static let maxBytes = 1 << 20
    public static let maxEntries = 10_000

    /// Reads an allow-list file.
    public init(contentsOf path: String) throws(ParseError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            (attributes[.type] as? FileAttributeType) == .typeRegular
        else { throw ParseError(file: path, line: 0, column: 0, message: "not a readable regular file") }
        if let size = attributes[.size] as? Int, size > Self.maxBytes {
            throw ParseError(file: path, line: 0, column: 0, message: "larger than \(Self.maxBytes) bytes")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ParseError(file: path, line: 0, column: 0, message: "cannot be opened")
        }
        defer { try? handle.close() }
        // Read at most one byte past the limit: the file may grow after it was measured.
        let data = (try? handle.read(upToCount: Self.maxBytes + 1)) ?? Data()
        guard data.count <= Self.maxBytes else {
            throw ParseError(file: path, line: 0, column: 0, message: "larger than \(Self.maxBytes) bytes")
        }
        try self.init(text: data, file: path)
    }

    /// Parses an allow-list's bytes; `file` names it in errors.
    public init(text data: Data, file: String) throws(ParseError) {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ParseError(file: file, line: 1, column: 1, message: "not UTF-8 text")
        }
        var entries: [Entry] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            var fields: [(text: Substring, column: Int)] = []
            var column = 1
            var i = line.startIndex
            // Split off the first three fields; the rest of the line is the reason.
            while i < line.endIndex, fields.count < 3 {
                while i < line.endIndex, line[i] == " " || line[i] == "\t" {
                    i = line.index(after: i)
                    column += 1
                }
                guard i < line.endIndex, line[i] != "#" || !fields.isEmpty else { break }
                let start = i
                let startColumn = column
                while i < line.endIndex, line[i] != " ", line[i] != "\t" {
                    i = line.index(after: i)
                    column += 1
                }
                fields.append((line[start..<i], startColumn))
            }
            if fields.isEmpty { continue }  // blank or a comment
            let reason = line[i...].trimmingCharacters(in: .whitespaces)
            if let bad = line.firstIndex(where: { $0.isASCII && $0.asciiValue! < 0x20 && $0 != "\t" }) {
                throw ParseError(
                    file: file, line: lineNumber, column: line.distance(from: line.startIndex, to: bad) + 1,
                    message: "a control character")
            }
            guard let rule = AuditRule(rawValue: String(fields[0].text)) else {
                throw ParseError(
                    file: file, line: lineNumber, column: fields[0].column,
                    message:
                        "'\(fields[0].text.prefix(60))' is not a rule; use one of \(AuditRule.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            guard fields.count == 3 else {
                throw ParseError(
                    file: file, line: lineNumber, column: column,
                    message: "expected: rule, element pattern, variants pattern, then the reason")
            }
            guard !reason.isEmpty else {
                throw ParseError(
                    file: file, line: lineNumber, column: column + 1,
                    message: "an allowed finding needs a reason after the variants pattern")
            }
            guard entries.count < Self.maxEntries else {
                throw ParseError(file: file, line: lineNumber, column: 1, message: "more than \(Self.maxEntries) entries")
            }
            entries.append(
                Entry(
                    rule: rule, element: String(fields[1].text), variants: String(fields[2].text),
                    reason: reason, location: "\(file):\(lineNumber)"))
        }
        self.entries = entries
    }

    /// The reason of the first entry covering `finding`, or nil.
    func reason(for finding: AuditFinding) -> String? {
        entries.first {
            $0.rule == finding.rule && Self.matches($0.element, finding.elementID)
                && Self.matches($0.variants, finding.variant.name)
        }?.reason
    }

    /// Whether `pattern` (with `*` for any run of characters) matches all of `text`. Linear
    /// in practice: at most one backtrack point, the last star.
    package static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern.utf8)
        let t = Array(text.utf8)
        var pi = 0
        var ti = 0
        var star = -1
        var mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == UInt8(ascii: "*") {
                star = pi
                mark = ti
                pi += 1
            } else if pi < p.count, p[pi] == t[ti] {
                pi += 1
                ti += 1
            } else if star >= 0 {
                pi = star + 1
                mark += 1
                ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }
}
