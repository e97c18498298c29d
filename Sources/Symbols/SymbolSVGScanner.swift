// The tags of an SVG file, one at a time: enough XML for icon files (elements, quoted
// attributes, comments, processing instructions and a doctype skipped, text ignored),
// without entities or namespaces. Foundation's XMLParser is not in the module's allowed
// imports on Linux (FoundationXML), and icon files need nothing more.

/// Splits SVG text into start and end tags; see ``SymbolSVG``.
struct SymbolSVGScanner {
    enum Tag {
        case start(name: String, attributes: [(name: String, value: String)], selfClosing: Bool)
        case end(name: String)
    }

    private let bytes: [UInt8]
    private var i = 0
    /// The 1-based line of the current position, for messages.
    private(set) var line = 1

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next tag, or nil at the end of the text.
    mutating func next(file: String) throws(SymbolError) -> Tag? {
        func fail(_ reason: String) -> SymbolError { .invalidSymbolFile(path: file, reason: "line \(line): \(reason)") }
        while true {
            // Text between tags is skipped.
            while i < bytes.count, bytes[i] != UInt8(ascii: "<") { advance() }
            guard i < bytes.count else { return nil }
            if starts(with: "<!--") {
                guard skip(past: "-->") else { throw fail("a comment is never closed") }
                continue
            }
            if starts(with: "<?") || starts(with: "<!") {
                guard skip(past: ">") else { throw fail("a declaration is never closed") }
                continue
            }
            advance()  // '<'
            let closing = i < bytes.count && bytes[i] == UInt8(ascii: "/")
            if closing { advance() }
            let name = readName()
            guard !name.isEmpty else { throw fail("expected an element name after '<'") }
            if closing {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { throw fail("expected '>' to end </\(name)>") }
                advance()
                return .end(name: name)
            }
            var attributes: [(name: String, value: String)] = []
            while true {
                skipSpace()
                guard i < bytes.count else { throw fail("<\(name)> is never ended with '>'") }
                if bytes[i] == UInt8(ascii: ">") {
                    advance()
                    return .start(name: name, attributes: attributes, selfClosing: false)
                }
                if starts(with: "/>") {
                    advance()
                    advance()
                    return .start(name: name, attributes: attributes, selfClosing: true)
                }
                let attribute = readName()
                guard !attribute.isEmpty else { throw fail("unexpected \(describe()) in <\(name)>") }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else {
                    throw fail("attribute '\(attribute)' of <\(name)> has no value")
                }
                advance()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                    throw fail("the value of '\(attribute)' in <\(name)> is not quoted")
                }
                let quote = bytes[i]
                advance()
                let begin = i
                while i < bytes.count, bytes[i] != quote { advance() }
                guard i < bytes.count else { throw fail("the value of '\(attribute)' in <\(name)> is never closed") }
                attributes.append((attribute, String(decoding: bytes[begin..<i], as: UTF8.self)))
                advance()
            }
        }
    }

    private mutating func advance() {
        if bytes[i] == 0x0A { line += 1 }
        i += 1
    }

    private func starts(with s: String) -> Bool {
        var j = i
        for b in s.utf8 {
            guard j < bytes.count, bytes[j] == b else { return false }
            j += 1
        }
        return true
    }

    /// Moves past the next `s`; false when there is none.
    private mutating func skip(past s: String) -> Bool {
        while i < bytes.count {
            if starts(with: s) {
                for _ in 0..<s.utf8.count { advance() }
                return true
            }
            advance()
        }
        return false
    }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { advance() }
    }

    /// An XML name (letters, digits, '-', '_', ':', '.').
    private mutating func readName() -> String {
        let begin = i
        while i < bytes.count {
            let b = bytes[i]
            let isName =
                (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")
                || b == UInt8(ascii: ":") || b == UInt8(ascii: ".")
            guard isName else { break }
            i += 1
        }
        return String(decoding: bytes[begin..<i], as: UTF8.self)
    }

    private func describe() -> String {
        guard i < bytes.count else { return "the end of the file" }
        let b = bytes[i]
        return b >= 0x21 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16))"
    }
}

extension SymbolSVGScanner {
    /// Walks the elements of `text`, checking what every reader of these files checks: at
    /// most ``SymbolSVG/maximumBytes`` and ``SymbolSVG/maximumElements``, and tags that
    /// nest. `visit` gets each start tag, where it is ("line 3, <path>") and the state
    /// it returned for the parent element (nil at the root), and returns the element's
    /// own, which its children get.
    static func walk<State>(
        _ text: String, file: String,
        visit: (_ name: String, _ attributes: [(name: String, value: String)], _ place: String, _ parent: State?)
            throws(SymbolError) -> State
    ) throws(SymbolError) {
        func fail(_ reason: String) -> SymbolError { .invalidSymbolFile(path: file, reason: reason) }
        let bytes = Array(text.utf8)
        guard bytes.count <= SymbolSVG.maximumBytes else {
            throw fail("the file is \(bytes.count) bytes, more than the \(SymbolSVG.maximumBytes)-byte limit")
        }
        var scanner = SymbolSVGScanner(bytes)
        var stack: [(name: String, state: State)] = []
        var count = 0
        while let tag = try scanner.next(file: file) {
            switch tag {
            case .end(let name):
                guard let top = stack.popLast(), top.name == name else {
                    throw fail("line \(scanner.line): closing tag </\(name)> does not match an open element")
                }
            case .start(let name, let attributes, let selfClosing):
                count += 1
                guard count <= SymbolSVG.maximumElements else { throw fail("more than \(SymbolSVG.maximumElements) elements") }
                let state = try visit(name, attributes, "line \(scanner.line), <\(name)>", stack.last?.state)
                if !selfClosing { stack.append((name, state)) }
            }
        }
        if let open = stack.last { throw fail("<\(open.name)> is never closed") }
    }
}
