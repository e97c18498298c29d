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
    /// The document so far: the first `length` bytes of `storage`, which is kept longer
    /// than the document so that each piece is copied straight into it. A results.json
    /// and a layout dump are tens of thousands of short pieces (a key, its indent, a
    /// quote), and `Array.append(contentsOf:)` cost about 115 instructions a piece
    /// (callgrind), a copy into the storage about a third of that.
    private var storage: [UInt8] = []
    private var length = 0

    /// The document so far.
    package var bytes: [UInt8] { length == storage.count ? storage : Array(storage[..<length]) }
    /// How many containers are open.
    private var depth = 0
    /// Whether the innermost open container has no element yet.
    private var first = false
    /// The same flag for each container around the innermost, outermost first: touched only
    /// when a container opens or closes, never for an element.
    private var enclosing: [Bool] = []
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
        reserve(capacity)
    }

    /// A writer for one element of an array `depth` containers deep (the document's root
    /// container is depth 1), made apart from its document, on another thread, and put in
    /// place with ``append(_:)`` after the array's ``element()``: its lines are indented
    /// and its nesting counted as they would be in place, so the bytes are the same.
    package init(elementAtDepth depth: Int, capacity: Int = 0) {
        self.depth = max(0, depth)
        enclosing = Array(repeating: false, count: max(0, depth - 1))
        reserve(capacity)
    }

    /// The bytes moved into storage of their own size: for a finished element kept a while
    /// (grown by doubling, its storage can be up to twice its bytes).
    package mutating func fitStorage() {
        let length = length
        storage = [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
            count = storage.withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0[..<length]) }
        }
    }

    /// Writes an element made by a writer of ``init(elementAtDepth:capacity:)``, with its
    /// problem if this document has none yet (the elements are appended in order, so the
    /// first problem is still the first written).
    package mutating func append(_ made: PrettyJSON) {
        made.storage.withUnsafeBufferPointer { write(UnsafeBufferPointer(rebasing: $0[..<made.length])) }
        if problem == nil { problem = made.problem }
    }

    /// Puts an element made by a writer of ``init(elementAtDepth:capacity:)`` in place as
    /// ``append(_:)`` does, but as pieces: the bytes written so far, then the element's, are
    /// moved to the end of `chunks` (neither copied) and this writer goes on in an empty
    /// buffer. A document of a few large elements (a failing run's results.json: 15 MB) is
    /// then written to its file piece by piece instead of copied into one buffer first.
    package mutating func append(_ made: PrettyJSON, into chunks: inout [[UInt8]]) {
        chunks.append(taken())
        chunks.append(made.bytes)
        if problem == nil { problem = made.problem }
    }

    /// The document, or what in it the encoder would have refused. Its storage is cut to
    /// the document first, in place, so the document is not copied.
    package mutating func document() throws(Problem) -> [UInt8] {
        if let problem { throw problem }
        trimStorage()
        return storage
    }

    /// The storage cut to the document, in place: its capacity is kept and nothing is
    /// copied, and ``bytes`` is then the storage itself. For a finished element about to be
    /// handed on; writing more grows the storage again.
    package mutating func trimStorage() {
        if storage.count > length { storage.removeLast(storage.count - length) }
    }

    /// The bytes written so far, in their storage cut to them, and this writer emptied.
    private mutating func taken() -> [UInt8] {
        trimStorage()
        defer {
            storage = []
            length = 0
        }
        return storage
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
        append(static: " : ")
    }

    /// Starts an array's element: the separator and the indent.
    package mutating func element() {
        separate()
    }

    // MARK: - Values

    package mutating func string(_ s: String) {
        // A native string lends its bytes without being copied or made unique.
        if s.utf8.withContiguousStorageIfAvailable({ escaped($0) }) == nil {
            var s = s
            s.withUTF8 { escaped($0) }
        }
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

    /// The line break a file ends with, written after the root container is closed.
    package mutating func lineBreak() {
        write(0x0A)
    }

    package mutating func bool(_ b: Bool) {
        if b { append(static: "true") } else { append(static: "false") }
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
        // Each element lent from the array's storage, not copied out of it (a copy of a
        // layout change retained and released its four strings and its fields).
        values.withUnsafeBufferPointer { values in
            for i in values.indices {
                element()
                write(&self, values[i])
            }
        }
        closeArray()
    }

    /// A dictionary of strings as an object, its keys sorted as the encoder sorts them.
    package mutating func object(_ values: [String: String]) {
        openObject()
        // The entries sorted with their values, not the keys alone: looking each value up
        // again hashed every key of every element of a layout dump a second time.
        let entries = values.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        entries.withUnsafeBufferPointer { entries in
            for i in entries.indices {
                key(entries[i].key)
                string(entries[i].value)
            }
        }
        closeObject()
    }

    /// The keys in the encoder's order: by their UTF-8 bytes.
    package static func sortedKeys<Value>(_ dictionary: [String: Value]) -> [String] {
        dictionary.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    // MARK: - Layout

    private mutating func open(_ bracket: UInt8) {
        write(bracket)
        write(0x0A)
        if depth > 0 { enclosing.append(first) }
        depth += 1
        first = true
        if depth >= Self.maximumDepth { problem = problem ?? .tooDeep }
    }

    /// The comma before every entry but a container's first, then the line's indent.
    private mutating func separate() {
        if first {
            first = false
            indent(depth)
        } else {
            // The comma, the line break and the indent in one copy.
            spaced(",\n", depth)
        }
    }

    /// The line break, the outer level's indent and the closing bracket. An empty container
    /// gets the empty line the encoder writes.
    private mutating func close(_ bracket: UInt8) {
        // A close without its open (never written by this package) adds the bracket alone.
        guard depth > 0 else { return write(bracket) }
        depth -= 1
        first = depth > 0 ? enclosing.removeLast() : false
        spaced("\n", depth)
        write(bracket)
    }

    /// A line's indent: two spaces a level, copied from a run of spaces.
    private mutating func indent(_ levels: Int) {
        var count = 2 * levels
        while count > 0 {
            let n = min(count, Self.spaceCount)
            Self.spaces.withUTF8Buffer { write(UnsafeBufferPointer(rebasing: $0[0..<n])) }
            count -= n
        }
    }

    /// `prefix` (a comma and line break, or a line break) and `levels` of indent: one copy
    /// from the run of spaces after its own line break when the prefix is a tail of it.
    private mutating func spaced(_ prefix: StaticString, _ levels: Int) {
        let count = prefix.utf8CodeUnitCount
        if 2 * levels <= Self.spaceCount {
            Self.breakAndSpaces.withUTF8Buffer {
                write(UnsafeBufferPointer(rebasing: $0[(2 - count)..<(2 + 2 * levels)]))
            }
        } else {
            append(static: prefix)
            indent(levels)
        }
    }

    /// 64 levels of indent.
    private static let spaceCount = 128
    private static let spaces: StaticString =
        "                                                                                                                                "
    /// A comma and a line break, then as many spaces.
    private static let breakAndSpaces: StaticString =
        ",\n                                                                                                                                "

    private mutating func append(static ascii: StaticString) {
        ascii.withUTF8Buffer { write($0) }
    }

    private mutating func append(_ ascii: String) {
        var ascii = ascii
        ascii.withUTF8 { write($0) }
    }

    /// `utf8` quoted, escaped as the encoder escapes: runs that need nothing are copied whole.
    private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var i = Self.nextToEscape(utf8, from: 0)
        if i == utf8.count {
            // Nothing to escape (nearly every string): the quotes and the text in one copy
            // into the storage.
            let n = utf8.count
            reserve(n + 2)
            let at = length
            storage.withUnsafeMutableBufferPointer { storage in
                let out = storage.baseAddress! + at
                out[0] = UInt8(ascii: "\"")
                if let source = utf8.baseAddress { (out + 1).update(from: source, count: n) }
                out[n + 1] = UInt8(ascii: "\"")
            }
            length += n + 2
            return
        }
        write(UInt8(ascii: "\""))
        var start = 0
        while i < utf8.count {
            let b = utf8[i]
            write(UnsafeBufferPointer(rebasing: utf8[start..<i]))
            start = i + 1
            switch b {
            case UInt8(ascii: "\""): append(static: "\\\"")
            case UInt8(ascii: "\\"): append(static: "\\\\")
            case 0x08: append(static: "\\b")
            case 0x0C: append(static: "\\f")
            case 0x0A: append(static: "\\n")
            case 0x0D: append(static: "\\r")
            case 0x09: append(static: "\\t")
            default:
                append(static: "\\u00")
                Self.hexDigits.withUTF8Buffer { hex in
                    write(hex[Int(b >> 4)])
                    write(hex[Int(b & 15)])
                }
            }
            i = Self.nextToEscape(utf8, from: start)
        }
        write(UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        write(UInt8(ascii: "\""))
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    // MARK: - Storage

    /// `piece` copied to the end of the document.
    private mutating func write(_ piece: UnsafeBufferPointer<UInt8>) {
        let n = piece.count
        guard n > 0, let source = piece.baseAddress else { return }
        reserve(n)
        let at = length
        storage.withUnsafeMutableBufferPointer { ($0.baseAddress! + at).update(from: source, count: n) }
        length += n
    }

    private mutating func write(_ byte: UInt8) {
        reserve(1)
        storage[length] = byte
        length += 1
    }

    /// Room for `n` more bytes (checked before every piece, so inlined; growing is not).
    @inline(__always)
    private mutating func reserve(_ n: Int) {
        if storage.count - length < n { grow(toHold: n) }
    }

    /// The storage grown to at least twice its size, the document's bytes copied over
    /// (what lies past them is never read).
    @inline(never)
    private mutating func grow(toHold n: Int) {
        let size = max(length + n, 2 * storage.count, 256)
        let length = length
        storage = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            storage.withUnsafeBufferPointer { _ = buffer.initialize(fromContentsOf: $0[..<length]) }
            count = size
        }
    }

    /// The index of the first byte at or after `start` that a JSON string escapes (a C0
    /// control, `"` or `\\`), or the count when there is none. Eight bytes are tested at a
    /// time: the text of a report (ids, names, numbers) almost never holds one, and testing
    /// byte by byte was a third of writing a failing run's results.json.
    package static func nextToEscape(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        let count = utf8.count
        var i = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            // Each term is nonzero exactly when some byte of the word is below 0x20, is `"` or
            // is `\\` (the high bit of a byte that is zero after the subtraction, or was
            // below it); which byte is then found one at a time.
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let hit =
                ((word &- ones &* 0x20) & ~word) | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
            if hit & highs != 0 { break }
            i += 8
        }
        while i < count {
            let b = base[i]
            if b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { return i }
            i += 1
        }
        return count
    }
}
