// A layout dump read straight into the flattened elements LayoutChanges compares, in one
// pass over its UTF-8 bytes. `JSONSerialization` built a tree of boxed NSNumbers, strings
// and dictionaries, and the walk then cast each value back: about 1.6 ms for a 3x screen's
// dump, now about 0.5.
//
// The reading is the one the comparison had, so a change list is the same as before, and
// JSON that `JSONSerialization` refused is refused (nil): the grammar of RFC 8259 with
// what that reader also takes (a byte order mark, a comma before a closing bracket), at
// most 512 nested arrays and objects, and a repeated key meaning its last value. Values
// are shown as before (`LayoutChanges.text(number:)`): strings as written, numbers
// rounded to 1/10,000, true and false as 1 and 0, null as `<null>`; an array or object
// where a value was expected (never in a dump) as its JSON text. A frame's numbers (and
// the list's size) are kept as Doubles, written as text only if they differ
// (`LayoutChanges.Value`); a property's are text, as a display list's properties are.
// A dump comes from a reference picture, which a pull request controls: every loop moves
// forward through the bytes, recursion stops at the nesting limit, and nothing is
// allocated beyond what the input holds.

/// Reads a layout dump's elements; see ``read(_:)``.
struct LayoutDumpReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var at = 0
    private var depth = 0
    /// Objects met in element lists so far, to number those without an id.
    private var seen = 0
    private var out: [LayoutChanges.Element] = []
    /// The properties of the element being read, not yet in its dictionary
    /// (``propertiesValue()``): one list for the whole dump, so an element allocates none.
    private var pending: [(key: String, value: String)] = []

    /// The nesting `JSONSerialization` allows: 512 arrays and objects, the outermost counted.
    static let maximumDepth = 512

    /// Something that makes the text no layout dump: bad JSON, or JSON of another shape.
    struct NotADump: Error {}

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The dump's elements in document order, led by a `list` element holding the list-wide
    /// values (size, scale, background colour); nil when `json` is not a layout dump.
    static func read(_ json: String) -> [LayoutChanges.Element]? {
        var json = json
        return json.withUTF8 { utf8 in
            var reader = LayoutDumpReader(utf8)
            return try? reader.document()
        }
    }

    // MARK: - The dump's shape

    private mutating func document() throws(NotADump) -> [LayoutChanges.Element] {
        // A byte order mark, as JSONSerialization skips it.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { at = 3 }
        skipSpace()
        guard peek() == UInt8(ascii: "{") else { throw NotADump() }
        out.append(LayoutChanges.Element(id: "list", kind: "list", frame: .init(), properties: [:]))
        var hasElements = false
        var listFrame = LayoutChanges.Frame()
        var listProperties: [String: String] = [:]
        try members { (reader: inout LayoutDumpReader, key: String) throws(NotADump) in
            switch key {
            case "elements":
                // A repeated key counts by its last value: what an earlier one added goes.
                reader.out.removeSubrange(1...)
                reader.seen = 0
                hasElements = reader.peek() == UInt8(ascii: "[")
                if hasElements { try reader.elementList() } else { try reader.skipValue() }
            case "width":
                listFrame[2] = try reader.value()
            case "height":
                listFrame[3] = try reader.value()
            case "scale", "backgroundColor":
                listProperties[key] = try reader.valueText()
            default:
                try reader.skipValue()
            }
        }
        skipSpace()
        guard at == bytes.count, hasElements else { throw NotADump() }
        out[0] = LayoutChanges.Element(id: "list", kind: "list", frame: listFrame, properties: listProperties)
        return out
    }

    /// An array of elements: each object one element (and its children after it); any other
    /// value is skipped, as the comparison always skipped it.
    private mutating func elementList() throws(NotADump) {
        try items { (reader: inout LayoutDumpReader) throws(NotADump) in
            if reader.peek() == UInt8(ascii: "{") { try reader.element() } else { try reader.skipValue() }
        }
    }

    /// One element: its slot is taken first so it precedes its children, whichever order
    /// its keys come in (a dump writes `children` first).
    private mutating func element() throws(NotADump) {
        seen += 1
        let number = seen
        let slot = out.count
        out.append(LayoutChanges.Element(id: "", kind: "", frame: .init(), properties: [:]))
        var id: String?
        var kind: String?
        var frame: LayoutChanges.Frame?
        var properties: [String: String]?
        try members { (reader: inout LayoutDumpReader, key: String) throws(NotADump) in
            switch key {
            case "id":
                id = try reader.stringValue()
            case "kind":
                kind = try reader.stringValue()
            case "frame":
                frame = try reader.frameValue()
            case "properties":
                properties = try reader.propertiesValue()
            case "children":
                // A repeated key counts by its last value: the earlier children go.
                reader.out.removeSubrange((slot + 1)...)
                reader.seen = number
                if reader.peek() == UInt8(ascii: "[") { try reader.elementList() } else { try reader.skipValue() }
            default:
                try reader.skipValue()
            }
        }
        // A property named `x` wins over the frame's (Element's init moves it there).
        out[slot] = LayoutChanges.Element(
            id: id ?? "element #\(number)", kind: kind ?? "?", frame: frame ?? .init(), properties: properties ?? [:])
    }

    /// A string value, or nil for a value of another type (skipped).
    private mutating func stringValue() throws(NotADump) -> String? {
        guard peek() == UInt8(ascii: "\"") else {
            try skipValue()
            return nil
        }
        return try string()
    }

    /// A frame's four values, or nil when the value is not an array of four.
    private mutating func frameValue() throws(NotADump) -> LayoutChanges.Frame? {
        guard peek() == UInt8(ascii: "[") else {
            try skipValue()
            return nil
        }
        var frame = LayoutChanges.Frame()
        var count = 0
        try items { (reader: inout LayoutDumpReader) throws(NotADump) in
            // Only four are kept: a longer array counts as no frame.
            if count < 4 { frame[count] = try reader.value() } else { try reader.skipValue() }
            count += 1
        }
        return count == 4 ? frame : nil
    }

    /// The properties as text by name, or nil when the value is not an object.
    private mutating func propertiesValue() throws(NotADump) -> [String: String]? {
        guard peek() == UInt8(ascii: "{") else {
            try skipValue()
            return nil
        }
        // Read into a list first, then into a dictionary of their number: grown entry by
        // entry, an element's dictionary was allocated and every key hashed again at each
        // doubling (a screen's dump has a few hundred of them, a dozen properties each).
        let start = pending.count
        try members { (reader: inout LayoutDumpReader, key: String) throws(NotADump) in
            reader.pending.append((key, try reader.valueText()))
        }
        var properties = [String: String](minimumCapacity: pending.count - start)
        // In order, so a repeated key means its last value.
        for (key, value) in pending[start...] { properties[key] = value }
        pending.removeSubrange(start...)
        return properties
    }

    /// Any value as the comparison holds it: a number as read (shown only if it differs),
    /// anything else as ``valueText()`` shows it.
    private mutating func value() throws(NotADump) -> LayoutChanges.Value {
        switch peek() {
        case UInt8(ascii: "\""), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "["), UInt8(ascii: "{"):
            .text(try valueText())
        default:
            try number()
        }
    }

    /// Any value as the comparison shows it (see the top of this file).
    private mutating func valueText() throws(NotADump) -> String {
        let start = at
        switch peek() {
        case UInt8(ascii: "\""):
            return try string()
        case UInt8(ascii: "t"):
            try literal("true")
            return "1"
        case UInt8(ascii: "f"):
            try literal("false")
            return "0"
        case UInt8(ascii: "n"):
            try literal("null")
            return "<null>"
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            try skipValue()
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
        default:
            return try number().text
        }
    }

    // MARK: - JSON

    /// The members of the object at `at`, each handed to `body` with the reader at its value,
    /// which `body` must read or skip.
    private mutating func members(
        _ body: (inout LayoutDumpReader, String) throws(NotADump) -> Void
    ) throws(NotADump) {
        try enter(UInt8(ascii: "{"))
        skipSpace()
        while peek() != UInt8(ascii: "}") {
            guard peek() == UInt8(ascii: "\"") else { throw NotADump() }
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            try body(&self, key)
            try separator(closing: UInt8(ascii: "}"))
        }
        leave()
    }

    /// The items of the array at `at`, `body` called with the reader at each.
    private mutating func items(_ body: (inout LayoutDumpReader) throws(NotADump) -> Void) throws(NotADump) {
        try enter(UInt8(ascii: "["))
        skipSpace()
        while peek() != UInt8(ascii: "]") {
            try body(&self)
            try separator(closing: UInt8(ascii: "]"))
        }
        leave()
    }

    private mutating func enter(_ bracket: UInt8) throws(NotADump) {
        try expect(bracket)
        depth += 1
        guard depth <= Self.maximumDepth else { throw NotADump() }
    }

    private mutating func leave() {
        at += 1  // the closing bracket, which the loop stopped at
        depth -= 1
    }

    /// After a value: a comma (and the next value, or the closing bracket, which
    /// JSONSerialization takes after a comma) or the closing bracket.
    private mutating func separator(closing: UInt8) throws(NotADump) {
        skipSpace()
        if peek() == UInt8(ascii: ",") {
            at += 1
            skipSpace()
            guard at < bytes.count else { throw NotADump() }
        } else if peek() != closing {
            throw NotADump()
        }
    }

    private mutating func skipValue() throws(NotADump) {
        switch peek() {
        case UInt8(ascii: "{"):
            try members { (reader: inout LayoutDumpReader, _: String) throws(NotADump) in try reader.skipValue() }
        case UInt8(ascii: "["):
            try items { (reader: inout LayoutDumpReader) throws(NotADump) in try reader.skipValue() }
        default:
            _ = try value()
        }
    }

    private mutating func literal(_ word: StaticString) throws(NotADump) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - at >= count else { throw NotADump() }
        for k in 0..<count where bytes[at + k] != word.utf8Start[k] { throw NotADump() }
        at += count
    }

    /// A number as the comparison holds it: JSON's grammar (no leading zero, no `+`, digits
    /// after the point and the exponent), read to the nearest Double.
    private mutating func number() throws(NotADump) -> LayoutChanges.Value {
        let start = at
        if peek() == UInt8(ascii: "-") { at += 1 }
        guard let first = peek(), isDigit(first) else { throw NotADump() }
        at += 1
        if first != UInt8(ascii: "0") { skipDigits() } else if let next = peek(), isDigit(next) { throw NotADump() }
        var integral = true
        if peek() == UInt8(ascii: ".") {
            integral = false
            at += 1
            guard let d = peek(), isDigit(d) else { throw NotADump() }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            integral = false
            at += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { at += 1 }
            guard let d = peek(), isDigit(d) else { throw NotADump() }
            skipDigits()
        }
        let literal = Substring(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
        // A whole number Double cannot hold exactly (beyond 2^53) was shown as its digits.
        if integral, let whole = Int64(literal), Double(exactly: whole) == nil { return .text(String(whole)) }
        // Past Double's range: JSONSerialization refused it.
        guard let value = Double(literal), value.isFinite else { throw NotADump() }
        return .number(value)
    }

    /// A string, its escapes decoded; a raw control character, a bad escape or a lone
    /// surrogate makes the text no JSON.
    private mutating func string() throws(NotADump) -> String {
        at += 1  // the opening quote
        let start = at
        while at < bytes.count {
            let b = bytes[at]
            if b == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
                at += 1
                return text
            }
            if b == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard b >= 0x20 else { throw NotADump() }
            at += 1
        }
        throw NotADump()
    }

    /// The rest of a string with escapes in it, from `start` (its first byte).
    private mutating func escapedString(from start: Int) throws(NotADump) -> String {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<at]))
        while at < bytes.count {
            let b = bytes[at]
            at += 1
            switch b {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let e = peek() else { throw NotADump() }
                at += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(e)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        // A high surrogate must be followed by an escaped low one.
                        guard bytes.count - at >= 2, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u")
                        else { throw NotADump() }
                        at += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw NotADump() }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(scalar) {
                        throw NotADump()
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw NotADump() }
                    utf8.append(contentsOf: String(unicode).utf8)
                default:
                    throw NotADump()
                }
            default:
                guard b >= 0x20 else { throw NotADump() }
                utf8.append(b)
            }
        }
        throw NotADump()
    }

    private mutating func hex4() throws(NotADump) -> UInt32 {
        guard bytes.count - at >= 4 else { throw NotADump() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[at]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw NotADump()
            }
            value = value << 4 | UInt32(digit)
            at += 1
        }
        return value
    }

    private mutating func expect(_ byte: UInt8) throws(NotADump) {
        guard peek() == byte else { throw NotADump() }
        at += 1
    }

    private func peek() -> UInt8? {
        at < bytes.count ? bytes[at] : nil
    }

    private func isDigit(_ b: UInt8) -> Bool {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while let b = peek(), isDigit(b) { at += 1 }
    }

    /// JSON's white space: space, tab, line feed, carriage return.
    private mutating func skipSpace() {
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x09, 0x0A, 0x0D: at += 1
            default: return
            }
        }
    }
}
