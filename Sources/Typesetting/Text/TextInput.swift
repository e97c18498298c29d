/// Entry points for text from untrusted sources (spec files, user strings).
///
/// Decoding is strict: invalid UTF-8 is an error naming where it is, never silently
/// replaced, so a bad spec file is reported rather than rendered with "�". Malformed
/// UTF-16 (unpaired surrogates) is repaired instead (``StyledText/init(utf16:attributes:language:)``),
/// because it has no byte offset a user could fix and is common in strings cut by
/// code-unit count.
public enum TextInput {
    /// Decodes UTF-8, rejecting overlong forms, surrogates, values past U+10FFFF and
    /// truncated sequences. A leading byte-order mark is dropped.
    public static func decodeUTF8(_ bytes: [UInt8], source: String) throws(TextInputError) -> String {
        if let offset = firstInvalidUTF8Offset(bytes) { throw .invalidUTF8(source: source, offset: offset) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        return String(decoding: body, as: UTF8.self)
    }

    /// The byte offset of the first byte of the first invalid sequence, or `nil`; also
    /// what a spec file's reader checks its bytes with, so the two never disagree.
    package static func firstInvalidUTF8Offset(_ b: [UInt8]) -> Int? {
        var i = 0
        let n = b.count
        while i < n {
            let c = b[i]
            if c < 0x80 {
                i += 1
                continue
            }
            let len: Int
            var lo: UInt8 = 0x80
            var hi: UInt8 = 0xBF  // allowed range of the second byte
            switch c {
            case 0xC2...0xDF: len = 2
            case 0xE0:
                len = 3
                lo = 0xA0  // no overlong 3-byte forms
            case 0xE1...0xEC, 0xEE...0xEF: len = 3
            case 0xED:
                len = 3
                hi = 0x9F  // no UTF-16 surrogates
            case 0xF0:
                len = 4
                lo = 0x90  // no overlong 4-byte forms
            case 0xF1...0xF3: len = 4
            case 0xF4:
                len = 4
                hi = 0x8F  // nothing past U+10FFFF
            default: return i
            }
            guard i + 1 < n, b[i + 1] >= lo, b[i + 1] <= hi else { return i }
            for k in 2..<len {
                guard i + k < n, b[i + k] & 0xC0 == 0x80 else { return i }
            }
            i += len
        }
        return nil
    }
}
