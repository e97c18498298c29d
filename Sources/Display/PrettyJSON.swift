// The JSON the layout dump and the report's results.json are written in: what Foundation's
// `JSONEncoder` writes with `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`,
// byte for byte, written straight into a byte buffer. The encoder builds a tree of boxed
// values, sorts every object's keys and then serializes; for a failing run's report (200
// failures with their layout changes: 15 MB of results.json) and for every failure's
// layout dump that tree was most of the time. References keep their bytes: the dump is in
// every reference picture, so `PrettyJSONTests` compares this writer with the encoder on
// the real dumps and on awkward values.
//
// What the encoder does, and so this writer: two spaces of indent a level; `"key" : value`;
// an empty array or object is its brackets around an empty line (`[\n\n  ]`); keys sorted
// by their UTF-8 bytes; in strings `"` and `\` escaped, \b \f \n \r \t by name, the other
// C0 controls as `\u00XX` (lower-case hex), everything else (DEL, non-ASCII, `/`) as is;
// a Double as Swift's shortest description without a trailing `.0` (`12`, `0.1`, `1e+20`,
// `1e-07`); never NaN or an infinity, and no container 512 deep (the encoder throws for
// either, and ``document()`` does).

/// A pretty-printed JSON document written field by field. The caller writes each object's
/// keys in sorted order (``sortedKeys(_:)`` sorts a dictionary's).
package struct PrettyJSON: Sendable {
    /// The document so far.
    package private(set) var bytes: [UInt8] = []
    /// Whether the container being written has no element yet, one entry a level.
    private var first: [Bool] = []
    /// The first thing written that JSON, or the encoder, does not take.
    package private(set) var problem: Problem?

    /// What Foundation's encoder refuses, with an error, and so this writer.
    package enum Problem: Error, Sendable, Equatable {
        /// NaN or an infinity.
        case nonFiniteNumber
        /// A container nested ``maximumDepth`` deep (the encoder's limit).
        case tooDeep
    }

    /// The encoder's nesting limit: the outermost container is at depth 1.
    package static let maximumDepth = 512

    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// A writer for one element of an array `depth` containers deep (the document's root
    /// container is depth 1), made apart from its document, on another thread, and put in
    /// place with ``append(_:)`` after the array's ``element()``: its lines are indented
    /// and its nesting counted as they would be in place, so the bytes are the same.
    package init(elementAtDepth depth: Int, capacity: Int = 0) {
        first = Array(repeating: false, count: depth)
        bytes.reserveCapacity(capacity)
    }

    /// Writes an element made by a writer of ``init(elementAtDepth:capacity:)``, with its
    /// problem if this document has none yet (the elements are appended in order, so the
    /// first problem is still the first written).
    package mutating func append(_ made: PrettyJSON) {
        bytes.append(contentsOf: made.bytes)
        if problem == nil { problem = made.problem }
    }

    /// Puts an element made by a writer of ``init(elementAtDepth:capacity:)`` in place as
    /// ``append(_:)`` does, but as pieces: the bytes written so far, then the element's, are
    /// moved to the end of `chunks` (neither copied) and this writer goes on in an empty
    /// buffer. A document of a few large elements (a failing run's results.json: 15 MB) is
    /// then written to its file piece by piece instead of copied into one buffer first.
    package mutating func append(_ made: PrettyJSON, into chunks: inout [[UInt8]]) {
        chunks.append(bytes)
        bytes = []
        chunks.append(made.bytes)
        if problem == nil { problem = made.problem }
    }

    /// The document, or what in it the encoder would have refused.
    package func document() throws(Problem) -> [UInt8] {
        if let problem { throw problem }
        return bytes
    }

    // MARK: - Containers

    package mutating func openObject() {
        open(UInt8(ascii: "{"))
    }

    package mutating func closeObject() {
        close(UInt8(ascii: "}"))
    }

    package mutating func openArray() {
        open(UInt8(ascii: "["))
    }

    package mutating func closeArray() {
        close(UInt8(ascii: "]"))
    }

    /// Starts an object's entry: the separator, the indent and `"name" : `.
    package mutating func key(_ name: String) {
        separate()
        string(name)
        bytes.append(0x20)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
    }

    /// Starts an array's element: the separator and the indent.
    package mutating func element() {
        separate()
    }

    // MARK: - Values

    package mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { escaped($0) }
    }

    package mutating func number(_ n: Int) {
        append(n.description)
    }

    /// `n` as the encoder writes a Double; NaN and the infinities are a ``problem``.
    package mutating func number(_ n: Double) {
        guard n.isFinite else {
            problem = problem ?? .nonFiniteNumber
            return
        }
        var text = n.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        append(text)
    }

    package mutating func bool(_ b: Bool) {
        append(b ? "true" : "false")
    }

    /// An array of strings, each on its own line.
    package mutating func strings(_ values: [String]) {
        array(values) { $0.string($1) }
    }

    /// An array of integers, each on its own line.
    package mutating func numbers(_ values: [Int]) {
        array(values) { $0.number($1) }
    }

    /// An array of Doubles, each on its own line.
    package mutating func numbers(_ values: [Double]) {
        array(values) { $0.number($1) }
    }

    /// An array whose elements `write` writes, each on its own line.
    package mutating func array<Value>(_ values: [Value], _ write: (inout PrettyJSON, Value) -> Void) {
        openArray()
        for value in values {
            element()
            write(&self, value)
        }
        closeArray()
    }

    /// A dictionary of strings as an object, its keys sorted as the encoder sorts them.
    package mutating func object(_ values: [String: String]) {
        openObject()
        for k in Self.sortedKeys(values) {
            key(k)
            string(values[k]!)
        }
        closeObject()
    }

    /// The keys in the encoder's order: by their UTF-8 bytes.
    package static func sortedKeys<Value>(_ dictionary: [String: Value]) -> [String] {
        dictionary.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    // MARK: - Layout

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        bytes.append(0x0A)
        first.append(true)
        if first.count >= Self.maximumDepth { problem = problem ?? .tooDeep }
    }

    /// The comma before every entry but a container's first, then the line's indent.
    private mutating func separate() {
        if first[first.count - 1] {
            first[first.count - 1] = false
        } else {
            bytes.append(UInt8(ascii: ","))
            bytes.append(0x0A)
        }
        indent(first.count)
    }

    /// The line break, the outer level's indent and the closing bracket. An empty container
    /// gets the empty line the encoder writes.
    private mutating func close(_ bracket: UInt8) {
        first.removeLast()
        bytes.append(0x0A)
        indent(first.count)
        bytes.append(bracket)
    }

    private mutating func indent(_ levels: Int) {
        bytes.append(contentsOf: repeatElement(0x20, count: 2 * levels))
    }

    private mutating func append(_ ascii: String) {
        var ascii = ascii
        ascii.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `utf8` quoted, escaped as the encoder escapes: runs that need nothing are copied whole.
    private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var start = 0
        for i in 0..<utf8.count {
            let b = utf8[i]
            guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
            start = i + 1
            bytes.append(UInt8(ascii: "\\"))
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(b)
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [
                    UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(b >> 4)], hex[Int(b & 15)]
                ])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        bytes.append(UInt8(ascii: "\""))
    }
}
