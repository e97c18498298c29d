// The report's documents (results.json, junit.xml, the page's cards) are built as UTF-8
// bytes, never as strings converted afterwards. Appending a literal through `String.utf8`
// walks the string's bytes one at a time; a `StaticString`'s bytes are in the binary and go
// in with one copy, and a native string lends its bytes the same way.

extension Array where Element == UInt8 {
    /// Appends the bytes of literal text.
    package mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a string's UTF-8 bytes as they are (not escaped).
    package mutating func append(utf8 text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if done == nil { append(contentsOf: text.utf8) }
    }
}
